import Foundation

/// A registration for peek and pop, returned by `registerForPreviewing(with:sourceView:)`.
///
/// UIKit counterpart: [`UIViewControllerPreviewing`](https://developer.apple.com/documentation/uikit/uiviewcontrollerpreviewing).
/// A firm press in ``sourceView`` (or, where the touch surface reports no pressure, a long press) asks the
/// ``delegate`` for a preview controller; a harder press commits it. See <doc:PeekAndPop>.
///
/// Deliberate difference from UIKit: ``delegate`` is optional, because Tactile holds it weakly (it is usually the
/// controller that registered, which keeps this context).
@MainActor
public protocol UIViewControllerPreviewing: AnyObject {
    /// The recognizer that drives the preview, for failure requirements: make another recognizer of the source view
    /// wait for it with `require(toFail:)`, or make it wait for another.
    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { get }
    /// The delegate that provides and commits previews.
    var delegate: (any UIViewControllerPreviewingDelegate)? { get }
    /// The view whose presses peek.
    var sourceView: UIView { get }
    /// The part of ``sourceView`` that the preview comes from, in its coordinates. The delegate may set it while it
    /// provides a preview; before each request it is the source view's bounds.
    var sourceRect: CGRect { get set }
}

/// Provides and commits the previews of a registration for peek and pop.
///
/// UIKit counterpart:
/// [`UIViewControllerPreviewingDelegate`](https://developer.apple.com/documentation/uikit/uiviewcontrollerpreviewingdelegate).
@MainActor
public protocol UIViewControllerPreviewingDelegate: AnyObject {
    /// The controller to preview for a press at `location` (in the source view's coordinates), or `nil` for no
    /// preview there. It may set `previewingContext.sourceRect` and the preview's `preferredContentSize`.
    func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint
    ) -> UIViewController?

    /// The user pressed harder (pop): show `viewControllerToCommit`, typically by pushing or presenting it. The
    /// preview has already been removed from the screen.
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController)
}

extension UIViewController {
    /// Makes presses in `sourceView` peek and pop through `delegate` (UIKit: `registerForPreviewing(with:sourceView:)`).
    ///
    /// Adds the previewing recognizer to `sourceView`; the controller keeps the returned context until
    /// ``unregisterForPreviewing(withContext:)``. The delegate is held weakly.
    @discardableResult
    public func registerForPreviewing(
        with delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView
    ) -> any UIViewControllerPreviewing {
        let context = PreviewingContext(delegate: delegate, sourceView: sourceView)
        previewingContexts.append(context)
        return context
    }

    /// Ends a registration made by ``registerForPreviewing(with:sourceView:)``: removes its recognizer from the
    /// source view and any preview it shows (UIKit: `unregisterForPreviewing(withContext:)`). A context this
    /// controller did not make is ignored.
    public func unregisterForPreviewing(withContext previewing: any UIViewControllerPreviewing) {
        guard let index = previewingContexts.firstIndex(where: { $0 === previewing }) else { return }
        let context = previewingContexts.remove(at: index)
        context.invalidate()
    }
}
