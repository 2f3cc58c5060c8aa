import Foundation
import Testing
@testable import Tactile
import TactileTesting

// UILongPressGestureRecognizer, with UIKit's defaults and Tactile's documented thresholds
// (requirements GRC-01 to GRC-09; decisions DIS-01, GAP-05/06; research/gestures.md §3.2).
//
// Every boundary is tested on both sides, just under and just over the documented value, on virtual time.

@MainActor
@Suite("GRC-07 UILongPressGestureRecognizer")
struct BuiltInLongPressRecognizerTests {
    private let stage = SingleViewScene(isMultipleTouchEnabled: true)
    var sim: TouchSimulator { stage.simulator }
    var view: UIView { stage.view }
    let p = CGPoint(x: 100, y: 200)

    @Test("GRC-09 defaults: 0.5 s, 10 pt, 0 taps, 1 touch")
    func defaults() {
        let lp = UILongPressGestureRecognizer()
        #expect(lp.minimumPressDuration == 0.5)
        #expect(lp.allowableMovement == 10)
        #expect(lp.numberOfTapsRequired == 0)
        #expect(lp.numberOfTouchesRequired == 1)
    }

    @Test("GRC-07 / GAP-05 begins exactly 0.5 s after touch-down on the virtual clock, with the finger still down")
    func beginsAtMinimumDuration() {
        let lp = UILongPressGestureRecognizer()
        let actions = stage.attach(lp)
        let t0 = sim.now
        let f = sim.touchDown(at: p, in: view)
        sim.scheduler.advance(to: t0 + 0.499)
        #expect(actions.count == 0)
        #expect(lp.state == .possible)
        sim.scheduler.advance(to: t0 + 0.5)
        #expect(actions.states == [.began])
        #expect(actions.calls.first?.time == t0 + 0.5)
        #expect(lp.state == .began)
        sim.lift(f)
        #expect(actions.states == [.began, .ended])
    }

    @Test("GRC-07 lifting before 0.5 s fails: no action, now or later")
    func liftBeforeFails() {
        let lp = UILongPressGestureRecognizer()
        let actions = stage.attach(lp)
        let t0 = sim.now
        let f = sim.touchDown(at: p, in: view)
        sim.scheduler.advance(to: t0 + 0.49)
        sim.lift(f)
        sim.advance(by: 2)
        #expect(actions.count == 0)
        #expect(lp.state == .possible)
        #expect(lp.resetCount == 1)
    }

    @Test("GRC-09 allowableMovement: moving 9.9 pt before 0.5 s still begins; 10.1 pt fails")
    func allowableMovement() {
        let lp = UILongPressGestureRecognizer()
        let actions = stage.attach(lp)
        var f = sim.touchDown(at: p, in: view)
        sim.advance(by: 0.2)
        sim.move(f, to: CGPoint(x: p.x, y: p.y + 9.9), in: view)
        sim.advance(by: 0.3)
        #expect(actions.states == [.began])
        sim.lift(f)
        sim.advance(by: 1)

        f = sim.touchDown(at: p, in: view)
        sim.advance(by: 0.2)
        sim.move(f, to: CGPoint(x: p.x, y: p.y + 10.1), in: view)
        #expect(lp.state == .failed)
        sim.advance(by: 0.1)
        sim.move(f, to: p, in: view)
        sim.advance(by: 1)
        sim.lift(f)
        #expect(actions.states == [.began, .ended])
    }

    @Test("GRC-07 once it has begun, any movement (1 pt or 200 pt) gives .changed; the lift gives .ended")
    func changedAfterBegan() {
        let lp = UILongPressGestureRecognizer()
        let actions = stage.attach(lp) { r in [r.location(in: nil).x, r.location(in: nil).y] }
        let f = sim.touchDown(at: p, in: view)
        sim.advance(by: 0.6)
        sim.move(f, to: CGPoint(x: p.x + 1, y: p.y), in: view)
        sim.advance(by: 0.02)
        sim.move(f, to: CGPoint(x: p.x + 200, y: p.y), in: view)
        sim.advance(by: 0.02)
        sim.lift(f)
        #expect(actions.states == [.began, .changed, .changed, .ended])
        #expect(actions.values(at: .changed).map { isClose($0[0], p.x + 200) } == true)
    }

    @Test("GR-08 / GSM-04 continuous: actions began, changed…, ended, and none after the lift")
    func continuousSequence() {
        let lp = UILongPressGestureRecognizer()
        let actions = stage.attach(lp)
        let f = sim.touchDown(at: p, in: view)
        sim.advance(by: 0.5)
        for i in 1...3 {
            sim.advance(by: 1.0 / 60.0)
            sim.move(f, to: CGPoint(x: p.x + CGFloat(i) * 30, y: p.y), in: view)
        }
        sim.lift(f)
        sim.advance(by: 1)
        #expect(actions.states == [.began, .changed, .changed, .changed, .ended])
        #expect(lp.state == .possible)
    }

    @Test("GRC-09 numberOfTapsRequired 1: a tap then a press begins 0.5 s after the second touch-down; a plain press does not")
    func tapThenPress() {
        let lp = UILongPressGestureRecognizer()
        lp.numberOfTapsRequired = 1
        let actions = stage.attach(lp)
        // A plain press: this is the tap stage, so holding does not begin the gesture.
        var f = sim.touchDown(at: p, in: view)
        sim.advance(by: 0.8)
        #expect(actions.count == 0)
        sim.lift(f)
        sim.advance(by: 1)
        #expect(actions.count == 0)

        // A tap, then a press within the multi-tap interval.
        sim.tap(at: p, in: view)
        sim.advance(by: 0.1)
        let t1 = sim.now
        f = sim.touchDown(at: p, in: view)
        sim.scheduler.advance(to: t1 + 0.499)
        #expect(actions.count == 0)
        sim.scheduler.advance(to: t1 + 0.5)
        #expect(actions.states == [.began])
        sim.lift(f)
        #expect(actions.states == [.began, .ended])
    }

    @Test("GRC-09 numberOfTapsRequired 1: a press that comes more than the multi-tap interval after the tap fails")
    func tapThenLatePress() {
        let lp = UILongPressGestureRecognizer()
        lp.numberOfTapsRequired = 1
        let actions = stage.attach(lp)
        sim.tap(at: p, in: view)
        sim.advance(by: 0.4)
        let f = sim.touchDown(at: p, in: view)
        sim.advance(by: 1)
        sim.lift(f)
        #expect(actions.count == 0)
    }

    @Test("GRC-09 numberOfTouchesRequired 2: two fingers held begin it; one finger does not")
    func twoFingerPress() {
        let lp = UILongPressGestureRecognizer()
        lp.numberOfTouchesRequired = 2
        let actions = stage.attach(lp)
        sim.longPress(at: p, in: view, duration: 1)
        #expect(actions.count == 0)
        let f = sim.touchDown(at: [p, CGPoint(x: 150, y: 200)], in: view)
        sim.advance(by: 0.5)
        #expect(actions.states == [.began])
        sim.lift(f)
        #expect(actions.states == [.began, .ended])
    }

    @Test("GAP-05/06 minimumPressDuration and allowableMovement are per-recognizer properties (UIKit's documented values are fixed defaults)")
    func propertiesOverride() {
        let lp = UILongPressGestureRecognizer()
        lp.minimumPressDuration = 1.0
        lp.allowableMovement = 30
        let actions = stage.attach(lp)
        let t0 = sim.now
        let f = sim.touchDown(at: p, in: view)
        sim.advance(by: 0.2)
        sim.move(f, to: CGPoint(x: p.x + 25, y: p.y), in: view)
        sim.scheduler.advance(to: t0 + 0.99)
        #expect(actions.count == 0)
        sim.scheduler.advance(to: t0 + 1.0)
        #expect(actions.states == [.began])
        sim.lift(f)
    }
}
