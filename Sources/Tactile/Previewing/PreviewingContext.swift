import Foundation

/// The context returned by `registerForPreviewing(with:sourceView:)`: it owns the previewing recognizer and shows,
/// commits and dismisses previews (UIKit returns a private class too).
///
/// The recognizer decides *when* (force or long press, gesture arbitration); this object decides *what*: it asks
/// the delegate for a controller, and acts on the recognizer's actions once arbitration has let it begin:
/// `.began` shows the preview, `.ended` pops it (a harder press) or ends the press, `.cancelled` dismisses it.
@MainActor
final class PreviewingContext: UIViewControllerPreviewing {
    let recognizer: PreviewingGestureRecognizer
    private(set) weak var delegate: (any UIViewControllerPreviewingDelegate)?
    let sourceView: UIView
    var sourceRect: CGRect

    /// The preview on screen, if any.
    private(set) var presentation: PreviewPresentationView?

    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { recognizer }

    init(delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) {
        self.delegate = delegate
        self.sourceView = sourceView
        self.sourceRect = sourceView.bounds
        recognizer = PreviewingGestureRecognizer()
        recognizer.context = self
        sourceView.addGestureRecognizer(recognizer)
        recognizer.addAction { [weak self] r in self?.recognizerDidAct(r) }
    }

    /// Asks the delegate for a preview at `location` (source-view coordinates); `sourceRect` starts as the source
    /// view's bounds and keeps whatever the delegate sets.
    func previewController(at location: CGPoint) -> UIViewController? {
        sourceRect = sourceView.bounds
        return delegate?.previewingContext(self, viewControllerForLocation: location)
    }

    private func recognizerDidAct(_ r: UIGestureRecognizer) {
        switch r.state {
        case .began:
            guard let controller = recognizer.previewController, let window = sourceView.window else { return }
            show(controller, in: window)
        case .ended:
            if recognizer.popped {
                pop()
            } else if recognizer.peekedByForce {
                dismissPreview()  // lifted before pressing hard enough to pop
            } else {
                presentation?.waitsForTap = true  // Haptic Touch: the preview stays; a tap on it pops
            }
        case .cancelled:
            dismissPreview()
        default:
            break
        }
    }

    private func show(_ controller: UIViewController, in window: UIWindow) {
        dismissPreview()
        let view = PreviewPresentationView(previewController: controller, sourceRect: sourceRect, in: sourceView)
        view.onTap = { [weak self] insidePreview in
            if insidePreview { self?.pop() } else { self?.dismissPreview() }
        }
        window.addSubview(view)
        presentation = view
    }

    /// Removes the preview and hands its controller to the delegate's commit.
    func pop() {
        guard let controller = presentation?.previewController else { return }
        dismissPreview()
        delegate?.previewingContext(self, commit: controller)
    }

    /// Removes the preview, if one is shown.
    func dismissPreview() {
        guard let view = presentation else { return }
        presentation = nil
        view.removeFromSuperview()
    }

    /// Ends the registration: the recognizer leaves the source view, and any preview goes.
    func invalidate() {
        dismissPreview()
        sourceView.removeGestureRecognizer(recognizer)
    }
}
