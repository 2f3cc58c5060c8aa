import Foundation
import Tactile

extension DemoScene {
    /// Previews the photo for the demo's firm press (UIKit: a `UIViewControllerPreviewingDelegate`, as in a
    /// photo app that peeks at a picture and opens it with a harder press).
    public final class PhotoPreviewer: UIViewControllerPreviewingDelegate {
        /// Where the previewer reports what it did.
        let narrate: (String) -> Void

        /// Creates a previewer that reports to `narrate`.
        init(narrate: @escaping (String) -> Void) {
            self.narrate = narrate
        }

        /// Peek: a preview of the photo, 300 points high, from the pressed quarter of the photo.
        public func previewingContext(
            _ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint
        ) -> UIViewController? {
            let source = previewingContext.sourceView.bounds
            previewingContext.sourceRect = CGRect(
                x: location.x < source.midX ? 0 : source.midX, y: location.y < source.midY ? 0 : source.midY,
                width: source.width / 2, height: source.height / 2)
            let preview = UIViewController()
            preview.title = "Photo"
            preview.preferredContentSize = CGSize(width: 0, height: 300)
            narrate("PhotoPreviewer: peek at (\(Int(location.x)), \(Int(location.y))) → photo preview")
            return preview
        }

        /// Pop: opens the photo.
        public func previewingContext(
            _ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController
        ) {
            narrate("PhotoPreviewer: pop → \(viewControllerToCommit.title ?? "preview") opened")
        }
    }

    /// Registers the photo for peek and pop for the length of `body`, then unregisters it, so that the other steps
    /// see the photo as they always do.
    func withPhotoPreviews(_ body: () -> Void) {
        let previewer = PhotoPreviewer(narrate: { [unowned self] line in self.narrate(line) })
        let context = controller.registerForPreviewing(with: previewer, sourceView: photo)
        body()
        controller.unregisterForPreviewing(withContext: context)
        withExtendedLifetime(previewer) {}
    }
}
