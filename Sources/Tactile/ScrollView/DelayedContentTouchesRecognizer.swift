import Foundation

/// Holds `touchesBegan` back from a scroll view's content for ``UIScrollView/contentTouchDelay``, so that a touch
/// that turns into a scroll never reaches the content (UIKit: the private
/// `UIScrollViewDelayedTouchesBeganGestureRecognizer`).
///
/// It fails when the delay runs out, or when the finger lifts first, which releases the held phases to the
/// content; if the pan begins first, the pan prevents it and cancels the touch, so the content never hears of
/// it. When ``UIScrollView/touchesShouldBegin(_:with:in:)`` refuses, it recognizes instead (without preventing
/// the pan), which drops the touch for the content. A touch on content that is still decelerating stops it and is
/// dropped for the content the same way.
@MainActor
final class DelayedContentTouchesRecognizer: UIGestureRecognizer {
    private var timer: ScheduledAction?

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        delaysTouchesBegan = true
        name = "UIScrollView.delayedContentTouches"
    }

    var scrollView: UIScrollView? { view as? UIScrollView }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let scrollView else { return }
        if scrollView.isDecelerating {
            // A finger on moving content stops it, and that touch is not for the content (UIKit).
            scrollView.stopDecelerating()
            state = .recognized
            return
        }
        if !scrollView.delaysContentTouches {
            decide(touches, event)
        } else if timer == nil {
            timer = scheduler?.schedule(after: scrollView.contentTouchDelay) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.decide(Set(self.trackedTouches), event)
            }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible { decide(touches, event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { state = .failed }
    }

    private func decide(_ touches: Set<UITouch>, _ event: UIEvent?) {
        timer?.cancel()
        timer = nil
        guard let scrollView else { return }
        let content = touches.first?.view
        if let content, content !== scrollView, !scrollView.touchesShouldBegin(touches, with: event, in: content) {
            state = .recognized  // drops the touches for the content
        } else {
            state = .failed  // releases them
        }
    }

    override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
    }

    /// It never prevents the pan (or anything else).
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
