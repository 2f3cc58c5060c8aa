import Tactile
import TactilePlayground

/// A user's own scene, as a test writes one: a pad view with a swipe, and a tagged subview with a long press that
/// waits for the swipe to fail. Its views record the touches they get (type, force, angles), for the pen test.
struct PenPadScene: PlaygroundScene {
    var name = "pen pad"
    var summary: String { "A pad that records its touches" }
    var size: CGSize? { CGSize(width: 400, height: 300) }
    /// Receives every touch the pad's views get, as the views' `touchesBegan`/`Moved`/`Ended` see them.
    var touched: (@MainActor (PadView.Touch) -> Void)?

    func build(in window: UIWindow) -> AnyObject? {
        let pad = PadView(frame: window.bounds)
        let inner = PadView(frame: CGRect(x: 40, y: 30, width: 200, height: 100))
        inner.tag = 7
        let swipe = UISwipeGestureRecognizer()
        swipe.name = "swipe"
        let press = UILongPressGestureRecognizer()
        press.name = "press"
        press.require(toFail: swipe)
        pad.addGestureRecognizer(swipe)
        inner.addGestureRecognizer(press)
        pad.touched = touched
        inner.touched = touched
        pad.addSubview(inner)
        window.addSubview(pad)
        return nil
    }
}

/// A view that reports each touch its handlers receive.
final class PadView: UIView {
    struct Touch {
        var phase: UITouch.Phase
        var type: UITouch.TouchType
        var force: CGFloat
        var maximumPossibleForce: CGFloat
        var altitudeAngle: CGFloat
    }

    var touched: (@MainActor (Touch) -> Void)?

    private func report(_ touches: Set<UITouch>) {
        for t in touches {
            touched?(Touch(phase: t.phase, type: t.type, force: t.force, maximumPossibleForce: t.maximumPossibleForce,
                altitudeAngle: t.altitudeAngle))
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { report(touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { report(touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { report(touches) }
}
