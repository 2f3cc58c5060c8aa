import Foundation

/// Turns pointer hover input into the states of hover recognizers (UIKit counterpart: the private hover
/// handling behind `UIHoverGestureRecognizer`).
///
/// For each hover sample the pointer is hit-tested like a touch (windows front to back). The enabled hover
/// recognizers on the hit view and its ancestors are "under the pointer": a recognizer that comes under it
/// begins, one that stays changes when the pointer moves, and one that is no longer under it (or the pointer
/// left the screen) ends.
@MainActor
final class HoverTracker {
    private unowned let application: UIApplication
    private var hovering: [UIHoverGestureRecognizer] = []

    init(application: UIApplication) {
        self.application = application
    }

    func process(_ raw: RawHoverEvent) {
        var under: [UIHoverGestureRecognizer] = []
        var window: UIWindow?
        if let location = raw.location {
            for w in application.windowsFrontToBack {
                if let v = w.hitTest(w.convertFromScreenSpace(location), with: nil) {
                    window = w
                    var current: UIView? = v
                    while let c = current {
                        for case let r as UIHoverGestureRecognizer in c.gestureRecognizerStorage where r.isEnabled {
                            under.append(r)
                        }
                        current = c.superview
                    }
                    break
                }
            }
        }
        for r in hovering where !under.contains(where: { $0 === r }) {
            r.hoverEnded()
        }
        for r in under {
            guard let window, let location = raw.location else { continue }
            let p = window.convertFromScreenSpace(location)
            if hovering.contains(where: { $0 === r }) {
                r.hoverMoved(to: p, in: window, sample: raw)
            } else {
                r.hoverBegan(at: p, in: window, sample: raw)
            }
        }
        hovering = under
    }
}
