import Foundation

/// The stage between the window and the views: it gives touches to gesture recognizers first, and decides
/// what the views receive.
///
/// UIKit counterpart: the private `UIGestureEnvironment`. When a touch begins, the environment collects the
/// enabled recognizers of its view and of the view's ancestors, nearest first (GRI-13); those recognizers then
/// see every phase of the touch before the window sends it to views (GR-03, GTD-01). Through ``gate`` it can
/// hold phases back from views, and through `UIWindow.releaseHeldDelivery(of:)` and
/// `UIWindow.cancelDelivery(of:)` replay or cancel them (GTD-02).
@MainActor
final class GestureEnvironment {
    /// Decides which phases are withheld from views; `nil` delivers everything at once.
    var gate: (any TouchDeliveryGate)?

    private let grouping = TouchGroupingStack<UIGestureRecognizer>()
    private static let phases: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

    /// The recognizers that will receive a touch that began in `view`.
    func recognizers(forTouchIn view: UIView, touch: UITouch) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var v: UIView? = view
        while let current = v {
            for r in current.gestureRecognizerStorage where r.isEnabled { result.append(r) }
            v = current.superview
        }
        return result
    }

    /// Gives this window's touches to their recognizers, phase by phase, each recognizer once per phase with
    /// exactly its touches in that phase.
    func deliverTouches(_ event: UIEvent, in window: UIWindow) {
        for phase in Self.phases {
            grouping.withLevel { level in
                for touch in event.touchStorage where touch.window === window && touch.phase == phase {
                    for r in touch.recognizers { level.add(touch, for: r) }
                }
                for i in 0..<level.receivers.count {
                    let r = level.receivers[i]
                    switch phase {
                    case .began: r.touchesBegan(level.sets[i], with: event)
                    case .moved: r.touchesMoved(level.sets[i], with: event)
                    case .ended: r.touchesEnded(level.sets[i], with: event)
                    case .cancelled: r.touchesCancelled(level.sets[i], with: event)
                    case .stationary: break
                    }
                }
            }
        }
    }

    /// A touch has left the sequence.
    func touchDidFinish(_ touch: UITouch) {}
}
