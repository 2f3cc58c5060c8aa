import Foundation
import Testing
@testable import Tactile
import TactileTesting

// UITapGestureRecognizer, with UIKit's defaults and Tactile's documented thresholds
// (requirements GRC-01 to GRC-09; decisions DIS-01, GAP-05/06; research/gestures.md §3.2).
//
// Every boundary is tested on both sides, just under and just over the documented value, on virtual time.

@MainActor
@Suite("GRC-02 UITapGestureRecognizer")
struct BuiltInTapRecognizerTests {
    private let stage = SingleViewScene(isMultipleTouchEnabled: true)
    var sim: TouchSimulator { stage.simulator }
    var view: UIView { stage.view }
    let p = CGPoint(x: 100, y: 200)

    @Test("GRC-09 defaults: numberOfTapsRequired 1, numberOfTouchesRequired 1")
    func defaults() {
        let tap = UITapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1)
        #expect(tap.numberOfTouchesRequired == 1)
    }

    @Test("GRC-02 / GR-08 a single tap is discrete: exactly one action, in .recognized (== .ended), at the lift")
    func singleTapOneAction() {
        let tap = UITapGestureRecognizer()
        let actions = stage.attach(tap) { r in [r.location(in: nil).x, r.location(in: nil).y] }
        let t0 = sim.now
        sim.tap(at: p, in: view, duration: 0.05)
        sim.advance(by: 1)
        #expect(actions.states == [.recognized])
        #expect(actions.calls.first.map { isClose(CGFloat($0.time), CGFloat(t0 + 0.05), 1e-9) } == true)
        #expect(actions.calls.first.map { isClose(CGPoint(x: $0.values[0], y: $0.values[1]), p) } == true)
        #expect(tap.state == .possible)  // reset once the touch is over
        #expect(tap.resetCount == 1)
    }

    @Test("GRC-02 no action before the finger lifts")
    func noActionWhileDown() {
        let tap = UITapGestureRecognizer()
        let actions = stage.attach(tap)
        let f = sim.touchDown(at: p, in: view)
        sim.advance(by: 0.2)
        #expect(actions.count == 0)
        #expect(tap.state == .possible)
        sim.lift(f)
        #expect(actions.states == [.ended])
    }

    @Test("GRC-02 numberOfTapsRequired 2: one tap is not enough; two taps give one action at the second lift")
    func doubleTap() {
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        let actions = stage.attach(tap)
        sim.tap(at: p, in: view)
        #expect(actions.count == 0)
        sim.advance(by: 0.1)
        sim.tap(at: p, in: view)
        #expect(actions.states == [.ended])
        sim.advance(by: 1)
        #expect(actions.count == 1)

        // A lone tap fails when the interval runs out: no action, ever.
        sim.tap(at: p, in: view)
        sim.advance(by: 1)
        #expect(actions.count == 1)
    }

    @Test("GRC-02 numberOfTapsRequired 3: two taps fail, three taps give one action")
    func tripleTap() {
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 3
        let actions = stage.attach(tap)
        sim.doubleTap(at: p, in: view)
        sim.advance(by: 1)
        #expect(actions.count == 0)
        sim.tap(at: p, in: view)
        sim.advance(by: 0.1)
        sim.tap(at: p, in: view)
        #expect(actions.count == 0)
        sim.advance(by: 0.1)
        sim.tap(at: p, in: view)
        #expect(actions.states == [.ended])
    }

    @Test("GRC-02 numberOfTouchesRequired 2: two fingers down and up together give one action; one finger fails")
    func twoFingerTap() {
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        let actions = stage.attach(tap)
        sim.tap(at: p, in: view, fingers: 1)
        sim.advance(by: 1)
        #expect(actions.count == 0)
        sim.tap(at: p, in: view, fingers: 2)
        #expect(actions.states == [.ended])
    }

    @Test("GRC-02 numberOfTouchesRequired 2: the fingers may land one after the other; the location is their centroid")
    func twoFingerTapStaggeredLanding() {
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        let actions = stage.attach(tap) { r in [r.location(in: nil).x, r.location(in: nil).y, CGFloat(r.numberOfTouches)] }
        let f1 = sim.touchDown(at: p, in: view)
        sim.advance(by: 0.03)
        let f2 = sim.touchDown(at: CGPoint(x: 140, y: 220), in: view)
        sim.advance(by: 0.03)
        sim.lift([f1, f2])
        #expect(actions.states == [.ended])
        #expect(actions.values(at: .ended).map { isClose(CGPoint(x: $0[0], y: $0[1]), CGPoint(x: 120, y: 210)) } == true)
        #expect(actions.values(at: .ended)?[2] == 2)
    }

    @Test("GRC-02 numberOfTouchesRequired 2: the fingers may lift one after the other; the action comes at the last lift")
    func twoFingerTapStaggeredLift() {
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        let actions = stage.attach(tap)
        let f = sim.touchDown(at: [p, CGPoint(x: 140, y: 200)], in: view)
        sim.advance(by: 0.03)
        sim.lift(f[0])
        #expect(actions.count == 0)
        sim.advance(by: 0.03)
        sim.lift(f[1])
        #expect(actions.states == [.ended])
    }

    @Test("GRC-02 too many fingers fails: 2 fingers for a 1-finger tap, 3 fingers for a 2-finger tap")
    func tooManyFingers() {
        let one = UITapGestureRecognizer()
        let oneActions = stage.attach(one)
        let two = UITapGestureRecognizer()
        two.numberOfTouchesRequired = 2
        let twoActions = stage.attach(two)
        // Make them independent: both may recognize.
        let simultaneous = GRCSimultaneous()
        one.delegate = simultaneous
        sim.tap(at: p, in: view, fingers: 2)
        sim.advance(by: 1)
        #expect(oneActions.count == 0)
        #expect(twoActions.count == 1)
        sim.tap(at: p, in: view, fingers: 3)
        sim.advance(by: 1)
        #expect(oneActions.count == 0)
        #expect(twoActions.count == 1)
        withExtendedLifetime(simultaneous) {}
    }

    @Test("GRC-09 / GAP-05 movement up to tapMovementTolerance (10 pt) still taps: 9.9 pt taps, 10.1 pt fails")
    func movementTolerance() {
        let tap = UITapGestureRecognizer()
        let actions = stage.attach(tap)
        var f = sim.touchDown(at: p, in: view)
        sim.advance(by: 0.02)
        sim.move(f, to: CGPoint(x: p.x + 9.9, y: p.y), in: view)
        sim.advance(by: 0.02)
        sim.lift(f)
        #expect(actions.count == 1)

        sim.advance(by: 1)
        f = sim.touchDown(at: p, in: view)
        sim.advance(by: 0.02)
        sim.move(f, to: CGPoint(x: p.x + 10.1, y: p.y), in: view)
        #expect(tap.state == .failed)
        sim.advance(by: 0.02)
        sim.move(f, to: p, in: view)  // coming back does not help
        sim.lift(f)
        sim.advance(by: 1)
        #expect(actions.count == 1)
    }

    @Test("GRC-09 / GAP-05 the tap movement tolerance is a distance: a 7.1 pt diagonal move (10.04 pt) fails")
    func movementToleranceIsEuclidean() {
        let tap = UITapGestureRecognizer()
        let actions = stage.attach(tap)
        var f = sim.touchDown(at: p, in: view)
        sim.move(f, to: CGPoint(x: p.x + 7, y: p.y + 7), in: view)  // 9.90 pt
        sim.lift(f)
        #expect(actions.count == 1)
        sim.advance(by: 1)
        f = sim.touchDown(at: p, in: view)
        sim.move(f, to: CGPoint(x: p.x + 7.1, y: p.y + 7.1), in: view)  // 10.04 pt
        sim.lift(f)
        sim.advance(by: 1)
        #expect(actions.count == 1)
    }

    @Test("GRC-09 / GAP-05 a gap of 0.34 s (lift to next down) still makes a double tap; 0.36 s does not (multiTapInterval 0.35 s)")
    func multiTapInterval() {
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        let actions = stage.attach(tap)
        sim.doubleTap(at: p, in: view, interval: 0.34)
        #expect(actions.count == 1)
        sim.advance(by: 1)
        sim.doubleTap(at: p, in: view, interval: 0.36)
        sim.advance(by: 1)
        #expect(actions.count == 1)
    }

    @Test("GRC-09 / GAP-05 a second tap 99 pt from the first continues a double tap; 101 pt away fails (multiTapDistance 100 pt)")
    func multiTapDistance() {
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        let actions = stage.attach(tap)
        sim.tap(at: CGPoint(x: 100, y: 100), in: view)
        sim.advance(by: 0.1)
        sim.tap(at: CGPoint(x: 100, y: 199), in: view)
        #expect(actions.count == 1)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 100, y: 100), in: view)
        sim.advance(by: 0.1)
        let f = sim.touchDown(at: CGPoint(x: 100, y: 201), in: view)
        #expect(tap.state == .failed)  // fails at the touch-down, not later
        sim.advance(by: 0.05)
        sim.lift(f)
        sim.advance(by: 1)
        #expect(actions.count == 1)
    }

    @Test("GRC-09 / GAP-05 no maximum tap duration by default: a 3 s press still taps")
    func noMaximumDuration() {
        let tap = UITapGestureRecognizer()
        let actions = stage.attach(tap)
        sim.tap(at: p, in: view, duration: 3)
        #expect(actions.count == 1)
    }

    @Test("GAP-05 thresholds come from application.configuration, read when they are used")
    func thresholdFromApplicationConfiguration() {
        let tap = UITapGestureRecognizer()
        let actions = stage.attach(tap)
        var c = sim.application.configuration
        c.tapMovementTolerance = 30
        sim.application.configuration = c  // after the recognizer was attached
        let f = sim.touchDown(at: p, in: view)
        sim.move(f, to: CGPoint(x: p.x + 25, y: p.y), in: view)
        sim.lift(f)
        #expect(actions.count == 1)
    }

    @Test("GAP-05 configurationOverride beats application.configuration for that recognizer only")
    func thresholdFromOverride() {
        var app = sim.application.configuration
        app.tapMovementTolerance = 30
        sim.application.configuration = app
        let strict = UITapGestureRecognizer()
        var c = TactileConfiguration()
        c.tapMovementTolerance = 5
        strict.configurationOverride = c
        let strictActions = stage.attach(strict)
        let lax = UITapGestureRecognizer()
        let laxActions = stage.attach(lax)
        let simultaneous = GRCSimultaneous()
        strict.delegate = simultaneous
        #expect(strict.configuration.tapMovementTolerance == 5)
        #expect(lax.configuration.tapMovementTolerance == 30)
        let f = sim.touchDown(at: p, in: view)
        sim.move(f, to: CGPoint(x: p.x + 6, y: p.y), in: view)
        sim.lift(f)
        #expect(strictActions.count == 0)
        #expect(laxActions.count == 1)
        withExtendedLifetime(simultaneous) {}
    }
}

/// A delegate that lets its recognizer recognize together with any other.
@MainActor
private final class GRCSimultaneous: UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}
