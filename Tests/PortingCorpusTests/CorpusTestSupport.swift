import Foundation
import Tactile
import TactileTesting

/// Shared set-up for the corpus behaviour tests: a simulator whose application is the shared one (so that
/// `UIApplication.shared`, `UIView.animate`'s completions, `MPRemoteCommandCenter.shared()` and `CMMotionManager()`
/// find it, as on iOS), and a window showing a view controller.
///
/// Swift Testing runs tests in parallel, and another test's set-up may run between a suite's `init` and its test
/// function; so each test function starts with ``makeCurrent()``, and then runs synchronously on the main actor.
@MainActor
struct CorpusStage {
    let sim: TouchSimulator
    let window: UIWindow

    init() {
        sim = TouchSimulator()
        UIApplication.setShared(sim.application)
        // An app's window fills the screen, as in UIKit.
        window = sim.makeWindow(frame: UIScreen.main.bounds)
    }

    /// Makes this stage's application the shared one again.
    func makeCurrent() {
        UIApplication.setShared(sim.application)
    }

    /// Shows `controller` as the window's root view controller, as an app's scene delegate does.
    init(showing controller: UIViewController) {
        self.init()
        window.rootViewController = controller
    }

    /// Sends one phase of a shake.
    func shake(_ phase: RawShakeEvent.Phase) {
        sim.application.enqueue(.shake(RawShakeEvent(timestamp: sim.now, phase: phase)))
        sim.scheduler.runDueActions()
    }
}

/// A finger path along a circular arc around `center` (screen coordinates), from angle `from` to angle `to`
/// (radians, measured as `atan2(dy, dx)` with y pointing down, so positive is clockwise on screen).
func arcPath(
    center: CGPoint, radius: CGFloat, from: CGFloat, to: CGFloat, duration: TimeInterval = 0.5, steps: Int = 30
) -> TouchPath {
    TouchPath(
        keyframes: (0...steps).map { i in
            let f = CGFloat(i) / CGFloat(steps)
            let angle = from + (to - from) * f
            return .init(
                time: duration * Double(f),
                location: CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)))
        })
}

/// The rotation angle of a transform made of rotations and uniform scales.
func rotationAngle(of transform: CGAffineTransform) -> CGFloat { atan2(transform.b, transform.a) }

/// The uniform scale of a transform made of rotations and uniform scales.
func scaleFactor(of transform: CGAffineTransform) -> CGFloat {
    (transform.a * transform.a + transform.b * transform.b).squareRoot()
}

// `@discardableResult` because `#expect(isClose(…))` expands to a closure whose result the macro may not use.
@discardableResult
func isClose(_ a: CGFloat, _ b: CGFloat, within tolerance: CGFloat = 0.5) -> Bool { abs(a - b) <= tolerance }

@discardableResult
func isClose(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 0.5) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}
