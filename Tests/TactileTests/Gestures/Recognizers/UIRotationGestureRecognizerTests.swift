import Foundation
import Testing
@testable import Tactile
import TactileTesting

// UIRotationGestureRecognizer, with UIKit's defaults and Tactile's documented thresholds
// (requirements GRC-01 to GRC-09; decisions DIS-01, GAP-05/06; research/gestures.md §3.2).
//
// Every boundary is tested on both sides, just under and just over the documented value, on virtual time.

@MainActor
@Suite("GRC-04 UIRotationGestureRecognizer")
struct BuiltInRotationRecognizerTests {
    private let stage = SingleViewScene(isMultipleTouchEnabled: true)
    var sim: TouchSimulator { stage.simulator }
    var view: UIView { stage.view }
    let center = CGPoint(x: 160, y: 240)

    /// The two finger positions, 50 pt either side of the centre, with the line between them at `angle` radians
    /// (screen coordinates: positive turns clockwise on screen).
    func fingers(at angle: CGFloat) -> (CGPoint, CGPoint) {
        let d = CGPoint(x: 50 * cos(angle), y: 50 * sin(angle))
        return (CGPoint(x: center.x - d.x, y: center.y - d.y), CGPoint(x: center.x + d.x, y: center.y + d.y))
    }

    func down() -> [TouchSimulator.Finger] {
        let (p, q) = fingers(at: 0)
        return sim.touchDown(at: [p, q], in: view)
    }

    func turn(_ f: [TouchSimulator.Finger], to angle: CGFloat) {
        let (p, q) = fingers(at: angle)
        sim.move([(f[0], p), (f[1], q)], in: view)
    }

    @Test("GRC-09 defaults: rotation 0, velocity 0")
    func defaults() {
        let r = UIRotationGestureRecognizer()
        #expect(r.rotation == 0)
        #expect(r.velocity == 0)
    }

    @Test("GRC-04 / GAP-05 begins after more than 5°: 4.9° no, 5.1° yes; rotation is in radians and includes the hysteresis")
    func hysteresisAndRadians() {
        let rot = UIRotationGestureRecognizer()
        let actions = stage.attach(rot) { r in [r.rotation] }
        let f = down()
        sim.advance(by: 1.0 / 60.0)
        turn(f, to: 4.9 * .pi / 180)
        #expect(actions.count == 0)
        #expect(rot.state == .possible)
        sim.advance(by: 1.0 / 60.0)
        turn(f, to: 5.1 * .pi / 180)
        #expect(actions.states == [.began])
        #expect(actions.values(at: .began).map { isClose($0[0], 5.1 * .pi / 180) } == true)
        sim.advance(by: 1.0 / 60.0)
        turn(f, to: 1.0)
        #expect(actions.values(at: .changed).map { isClose($0[0], 1.0) } == true)
        sim.lift(f)
    }

    @Test("GRC-04 sign: clockwise on screen (the right finger moving down) is positive; counter-clockwise is negative")
    func sign() {
        let rot = UIRotationGestureRecognizer()
        let actions = stage.attach(rot) { r in [r.rotation] }
        var f = down()
        turn(f, to: 0.3)
        #expect(f.count == 2)
        #expect(actions.values(at: .began).map { $0[0] > 0 } == true)
        sim.lift(f)
        sim.advance(by: 1)
        f = down()
        turn(f, to: -0.3)
        #expect(actions.values(at: .began).map { isClose($0[0], -0.3) } == true)
        sim.lift(f)
    }

    @Test("GRC-04 the rotation can be used directly as CGAffineTransform(rotationAngle:): it turns the start line onto the current one")
    func usableAsTransform() {
        let rot = UIRotationGestureRecognizer()
        _ = stage.attach(rot)
        let f = down()
        turn(f, to: 0.5)
        turn(f, to: 1.3)
        let t = CGAffineTransform(rotationAngle: rot.rotation)
        let mapped = CGPoint(x: 1, y: 0).applying(t)  // the start direction, left finger → right finger
        #expect(isClose(mapped, CGPoint(x: cos(1.3), y: sin(1.3)), 1e-9))
        sim.lift(f)
    }

    @Test("GRC-04 rotation accumulates past ±π (no wrapping): three quarter turns give 3π/2")
    func accumulatesPastPi() {
        let rot = UIRotationGestureRecognizer()
        _ = stage.attach(rot)
        let f = down()
        for i in 1...30 {
            turn(f, to: CGFloat(i) * (1.5 * .pi) / 30)
        }
        let threeQuarterTurns: CGFloat = 1.5 * .pi
        #expect(isClose(rot.rotation, threeQuarterTurns, 1e-9))
        sim.lift(f)
    }

    @Test("GRC-09 velocity is in radians per second with the rotation's sign (0.02 rad per 60 Hz frame: ±1.2 rad/s)")
    func velocity() {
        let rot = UIRotationGestureRecognizer()
        let actions = stage.attach(rot) { r in [r.velocity] }
        var f = down()
        for i in 1...10 {
            sim.advance(by: 1.0 / 60.0)
            turn(f, to: CGFloat(i) * 0.02)
        }
        #expect(actions.values(at: .changed).map { within($0[0], percent: 1, of: 1.2) } == true)
        sim.lift(f)
        sim.advance(by: 1)
        f = down()
        for i in 1...10 {
            sim.advance(by: 1.0 / 60.0)
            turn(f, to: -CGFloat(i) * 0.02)
        }
        #expect(actions.values(at: .changed).map { within($0[0], percent: 1, of: -1.2) } == true)
        sim.lift(f)
    }

    @Test("GRC-04 / EX-05 the action is sent until both fingers lift: lifting one does not end it, lifting the second does")
    func untilBothFingersLift() {
        let rot = UIRotationGestureRecognizer()
        let actions = stage.attach(rot)
        let f = down()
        turn(f, to: 0.4)
        sim.advance(by: 0.05)
        turn(f, to: 0.6)
        #expect(actions.states == [.began, .changed])
        sim.lift(f[0])
        #expect(!actions.states.contains(.ended))
        #expect(rot.state == .changed || rot.state == .began)
        sim.advance(by: 0.2)
        sim.lift(f[1])
        #expect(actions.states.last == .ended)
        sim.advance(by: 1)
        #expect(actions.states.filter { $0 == .ended }.count == 1)
        #expect(rot.state == .possible)
    }

    @Test("GRC-04 the simulator's rotate(angle:) gives began, changed…, ended, and needs two fingers")
    func simulatedRotation() {
        let rot = UIRotationGestureRecognizer()
        let actions = stage.attach(rot) { r in [r.rotation, r.velocity] }
        sim.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 300), in: view)
        #expect(actions.count == 0)
        sim.rotate(center: center, in: view, angle: 0.6, radius: 50, duration: 0.3)
        #expect(actions.states.first == .began)
        #expect(actions.states.last == .ended)
        // 0.6 rad in 0.3 s: 2 rad/s.
        #expect(actions.values(at: .changed).map { within($0[1], percent: 1, of: 2) } == true)
    }

    @Test("GAP-05 rotationHysteresis via application.configuration (10°): 8° does not begin, 11° does")
    func hysteresisFromApplication() {
        var c = sim.application.configuration
        c.rotationHysteresis = 10 * .pi / 180
        sim.application.configuration = c
        let rot = UIRotationGestureRecognizer()
        let actions = stage.attach(rot)
        let f = down()
        turn(f, to: 8 * .pi / 180)
        #expect(actions.count == 0)
        turn(f, to: 11 * .pi / 180)
        #expect(actions.states == [.began])
        sim.lift(f)
    }
}
