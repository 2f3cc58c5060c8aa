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

    private var scratch: [UIGestureRecognizer] = []
    private var scratchSets: [Set<UITouch>] = []
    private static let phases: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

    init() {
        scratch.reserveCapacity(16)
        scratchSets.reserveCapacity(16)
    }

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
            var count = 0
            for touch in event.touchStorage where touch.window === window && touch.phase == phase {
                for r in touch.recognizers {
                    var index = -1
                    for i in 0..<count where scratch[i] === r {
                        index = i
                        break
                    }
                    if index < 0 {
                        index = count
                        if scratch.count > count { scratch[count] = r } else { scratch.append(r) }
                        if scratchSets.count <= count { scratchSets.append(Set(minimumCapacity: 4)) }
                        count += 1
                    }
                    scratchSets[index].insert(touch)
                }
            }
            guard count > 0 else { continue }
            // Copy out before calling, so that a nested dispatch from a recognizer cannot disturb the buffers.
            let recognizers = Array(scratch[0..<count])
            let sets = Array(scratchSets[0..<count])
            for i in 0..<count { scratchSets[i].removeAll(keepingCapacity: true) }
            for (r, touches) in zip(recognizers, sets) {
                switch phase {
                case .began: r.touchesBegan(touches, with: event)
                case .moved: r.touchesMoved(touches, with: event)
                case .ended: r.touchesEnded(touches, with: event)
                case .cancelled: r.touchesCancelled(touches, with: event)
                case .stationary: break
                }
            }
        }
    }

    /// A touch has left the sequence.
    func touchDidFinish(_ touch: UITouch) {}
}
