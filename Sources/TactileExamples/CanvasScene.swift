import Foundation
import Tactile

/// The plain scene of `tactile replay --scene canvas`: one full-screen multitouch view with the recognizers a
/// generic touch app would have.
///
/// No UIKit counterpart. The canvas has a tap, a double tap, a pan and a pinch; the pinch recognizes together with
/// the others (its delegate allows it), so a two-finger scroll shows as a two-finger pan and a spread as a pinch.
/// The tap does not wait for the double tap, so fast taps show up as they happen.
@MainActor
public final class CanvasScene {
    /// The full-screen view (no UIKit counterpart; a `UIView` subclass, named for the logs). It can become first
    /// responder, so that remote-control events and keys have a responder to start at when a recording makes it one.
    public final class CanvasView: UIView {
        override public var canBecomeFirstResponder: Bool { true }
    }

    /// Lets the pinch recognize together with anything (UIKit: a `UIGestureRecognizerDelegate`).
    final class Together: UIGestureRecognizerDelegate {
        func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool {
            true
        }
    }

    /// The canvas.
    public let canvas: CanvasView
    /// A single tap.
    public let tap = UITapGestureRecognizer()
    /// A double tap.
    public let doubleTap = UITapGestureRecognizer()
    /// A pan with any number of fingers.
    public let pan = UIPanGestureRecognizer()
    /// A pinch.
    public let pinch = UIPinchGestureRecognizer()
    /// Receives one line per action (``GestureNarration``); `.changed` only when ``narratesChanges``.
    public var narrate: (String) -> Void = { _ in }
    /// Whether `.changed` actions are narrated. Default `false`.
    public var narratesChanges = false

    private let together = Together()

    /// Fills `window` with the canvas.
    public init(window: UIWindow) {
        canvas = CanvasView(frame: window.bounds)
        canvas.isMultipleTouchEnabled = true
        window.addSubview(canvas)
        doubleTap.numberOfTapsRequired = 2
        pinch.delegate = together
        for (r, name) in [(tap, "tap"), (doubleTap, "double tap"), (pan, "pan"), (pinch, "pinch")]
            as [(UIGestureRecognizer, String)]
        {
            r.name = name
            canvas.addGestureRecognizer(r)
            r.addAction { [unowned self] g in
                if g.state != .changed || self.narratesChanges { self.narrate(GestureNarration.describe(g)) }
            }
        }
        window.makeKeyAndVisible()
    }
}
