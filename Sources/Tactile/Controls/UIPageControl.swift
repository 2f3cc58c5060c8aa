import Foundation

/// A page control (UIKit: `UIPageControl`): a tap on the right half goes to the next page, on the left half to the
/// previous one, sending `valueChanged` when the page changes. Its single-finger single tap beats ancestors' tap
/// recognizers.
@MainActor
open class UIPageControl: UIControl {
    /// The number of pages. Default 0.
    open var numberOfPages: Int = 0 {
        didSet {
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            setNeedsRenderContent()
        }
    }
    /// The current page. Default 0.
    open var currentPage: Int = 0 {
        didSet { setNeedsRenderContent() }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let touch = touches.firstBegan
        super.touchesEnded(touches, with: event)
        guard let touch, bounds.contains(touch.location(in: self)) else { return }
        let next = touch.location(in: self).x >= bounds.midX ? currentPage + 1 : currentPage - 1
        guard next >= 0, next < numberOfPages, next != currentPage else { return }
        currentPage = next
        sendValueChangedActions(with: event)
    }

    /// A single-finger single tap overlaps a page control's action.
    open override func overlapsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleFingerSingleTap(gestureRecognizer)
    }
}
