import Foundation

/// The peeked preview on screen: a dimmed view over the whole window with the preview controller's view in the
/// middle (UIKit uses a private presentation controller and blurs the content instead of dimming it).
///
/// The preview's size is the controller's `preferredContentSize`; a zero width or height means the window's, less
/// a 16-point margin on each side. After a long-press peek (no pressure) the preview stays when the finger lifts,
/// as with iOS's Haptic Touch: a tap on the preview pops it, a tap beside it dismisses it.
@MainActor
final class PreviewPresentationView: UIView {
    /// The margin around a preview whose preferred size leaves a dimension to the window.
    static let margin: CGFloat = 16

    let previewController: UIViewController
    /// Where the preview came from, in the window's coordinates.
    let sourceRectInWindow: CGRect
    /// Whether a tap decides (set once a long-press peek's finger lifts).
    var waitsForTap = false
    /// Called with whether the tap was on the preview.
    var onTap: (@MainActor (Bool) -> Void)?

    private let tap = UITapGestureRecognizer()

    init(previewController: UIViewController, sourceRect: CGRect, in sourceView: UIView) {
        self.previewController = previewController
        let window = sourceView.window
        self.sourceRectInWindow = window.map { sourceView.convert(sourceRect, to: $0) } ?? sourceRect
        super.init(frame: window?.bounds ?? .zero)
        backgroundColor = UIColor(white: 0, alpha: 0.4)
        let bounds = self.bounds
        let preferred = previewController.preferredContentSize
        let width = preferred.width > 0 ? min(preferred.width, bounds.width) : max(0, bounds.width - 2 * Self.margin)
        let height =
            preferred.height > 0 ? min(preferred.height, bounds.height) : max(0, bounds.height - 2 * Self.margin)
        let preview: UIView = previewController.view
        preview.frame = CGRect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
        addSubview(preview)
        tap.name = "preview tap"
        addGestureRecognizer(tap)
        tap.addAction { [weak self] r in
            guard let self, r.state == .ended, self.waitsForTap else { return }
            self.onTap?(preview.bounds.contains(r.location(in: preview)))
        }
    }

    required init?(coder: NSCoder) {
        nil
    }
}
