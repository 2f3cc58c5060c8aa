// A wide failure-requirement graph, for the arbitration benchmarks beside ChainScene's long one.
import Foundation
import TactileTesting

/// `waiters` tap recognizers on the hit view that all require one recognizer, the hub, to fail: a tap makes
/// every waiter ask to recognize and wait, then lifts the finger, which fails the hub (an
/// ``ObservingRecognizer``), and every waiter recognizes. The hub is added last, so that it hears the lift after
/// the waiters and they are already waiting when it fails.
///
/// With `simultaneous` (the default) every recognizer has the ``Simultaneous`` delegate, so every waiter
/// recognizes and sends an action; each one that recognizes is checked against every other recognizer sharing
/// the touch, asking the delegate about each pair (as UIKit does), which is n²/2 questions a tap. Without it, the
/// recognizers follow UIKit's plain exclusion, which measures the failure graph itself: the hub's failure frees
/// every waiter, the first to be looked at recognizes (one action) and prevents the others, which fail.
@MainActor
public final class WideScene {
    public let scene: DispatchScene
    public let hub: UIGestureRecognizer
    public private(set) var waiters: [UIGestureRecognizer] = []

    public init(waiters count: Int, simultaneous: Bool = true, viewCount: Int = 100, depth: Int = 5) {
        scene = DispatchScene(viewCount: viewCount, depth: depth, recognizerCount: 0)
        hub = ObservingRecognizer()
        hub.name = "hub"
        for i in 0..<count {
            let r = UITapGestureRecognizer()
            r.name = "waiter \(i)"
            if simultaneous { r.delegate = scene.delegate }
            r.cancelsTouchesInView = false
            r.require(toFail: hub)
            _ = r.addAction { [actions = scene.actions] _ in actions.count += 1 }
            scene.hitView.addGestureRecognizer(r)
            waiters.append(r)
        }
        if simultaneous { hub.delegate = scene.delegate }
        hub.cancelsTouchesInView = false
        scene.hitView.addGestureRecognizer(hub)
    }
}
