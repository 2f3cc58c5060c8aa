import Foundation
import Testing
@testable import Tactile
import TactileTesting

// Built-in recognizer classes with UIKit's defaults and Tactile's documented thresholds
// (requirements GRC-01 to GRC-09; decisions DIS-01, GAP-05/06; research/gestures.md §3.2).
//
// Every boundary is tested on both sides, just under and just over the documented value, on virtual time.

// MARK: - Shared fixtures

/// A window with one full-size view (multitouch enabled) and the simulator that drives it.
@MainActor
private struct GRCStage {
    let sim: TouchSimulator
    let window: UIWindow
    let view: UIView

    init(
        configuration: TactileConfiguration = .default,
        windowFrame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)
    ) {
        sim = TouchSimulator(configuration: configuration)
        sim.sampleInterval = 1.0 / 60.0
        window = sim.makeWindow(frame: windowFrame)
        view = UIView(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
    }

    /// Attaches `recognizer` to the stage's view and records its actions.
    func attach<R: UIGestureRecognizer>(
        _ recognizer: R, to target: UIView? = nil, values: @escaping @MainActor (R) -> [CGFloat] = { _ in [] }
    ) -> GRCActions {
        (target ?? view).addGestureRecognizer(recognizer)
        let actions = GRCActions()
        actions.watch(recognizer, clock: sim.scheduler, values: values)
        return actions
    }
}

/// The action messages a recognizer sent: its state at each, the virtual time, and sampled values.
@MainActor
private final class GRCActions {
    struct Call {
        var state: UIGestureRecognizer.State
        var time: TimeInterval
        var values: [CGFloat]
    }

    private(set) var calls: [Call] = []
    var states: [UIGestureRecognizer.State] { calls.map(\.state) }
    var count: Int { calls.count }
    func values(at state: UIGestureRecognizer.State) -> [CGFloat]? { calls.last { $0.state == state }?.values }

    func watch<R: UIGestureRecognizer>(
        _ recognizer: R, clock: VirtualScheduler, values: @escaping @MainActor (R) -> [CGFloat]
    ) {
        recognizer.addAction { [weak self] g in
            guard let self, let g = g as? R else { return }
            self.calls.append(Call(state: g.state, time: clock.now, values: values(g)))
        }
    }
}

private func isClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }
private func isClose(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-6) -> Bool {
    isClose(a.x, b.x, tolerance) && isClose(a.y, b.y, tolerance)
}
/// Within `percent` % of `expected`.
private func within(_ value: CGFloat, percent: CGFloat, of expected: CGFloat) -> Bool {
    abs(value - expected) <= abs(expected) * percent / 100
}

// MARK: - GRC-01 class table

@MainActor
@Suite("GRC-01 built-in recognizer classes")
struct BuiltInRecognizerClassTableTests {
    @Test("GRC-01 the seven built-in classes exist and are UIGestureRecognizers; screen-edge pan is a pan")
    func classTable() {
        let all: [UIGestureRecognizer] = [
            UITapGestureRecognizer(), UIPinchGestureRecognizer(), UIPanGestureRecognizer(),
            UISwipeGestureRecognizer(), UIRotationGestureRecognizer(), UILongPressGestureRecognizer(),
            UIScreenEdgePanGestureRecognizer(),
        ]
        #expect(all.count == 7)
        #expect(all.allSatisfy { $0.state == .possible })
        #expect((UIScreenEdgePanGestureRecognizer() as UIGestureRecognizer) is UIPanGestureRecognizer)
        #expect(!((UISwipeGestureRecognizer() as UIGestureRecognizer) is UIPanGestureRecognizer))
    }

    @Test("GRC-09 / GAP-01 every built-in recognizer has UIKit's delivery flags: cancels true, delaysBegan false, delaysEnded true")
    func deliveryFlagDefaults() {
        let all: [UIGestureRecognizer] = [
            UITapGestureRecognizer(), UIPinchGestureRecognizer(), UIPanGestureRecognizer(),
            UISwipeGestureRecognizer(), UIRotationGestureRecognizer(), UILongPressGestureRecognizer(),
            UIScreenEdgePanGestureRecognizer(),
        ]
        for r in all {
            #expect(r.cancelsTouchesInView == true)
            #expect(r.delaysTouchesBegan == false)
            #expect(r.delaysTouchesEnded == true)
            #expect(r.isEnabled == true)
        }
    }
}

// MARK: - GRC-02 UITapGestureRecognizer

@MainActor
@Suite("GRC-02 UITapGestureRecognizer")
struct BuiltInTapRecognizerTests {
    private let stage = GRCStage()
    var sim: TouchSimulator { stage.sim }
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

// MARK: - GRC-07 UILongPressGestureRecognizer

@MainActor
@Suite("GRC-07 UILongPressGestureRecognizer")
struct BuiltInLongPressRecognizerTests {
    private let stage = GRCStage()
    var sim: TouchSimulator { stage.sim }
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

// MARK: - GRC-06 UIPanGestureRecognizer

@MainActor
@Suite("GRC-06 UIPanGestureRecognizer")
struct BuiltInPanRecognizerTests {
    private let stage = GRCStage()
    var sim: TouchSimulator { stage.sim }
    var view: UIView { stage.view }
    let p = CGPoint(x: 100, y: 200)

    @Test("GRC-09 defaults: minimumNumberOfTouches 1, maximumNumberOfTouches Int.max")
    func defaults() {
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1)
        #expect(pan.maximumNumberOfTouches == Int.max)
        #expect(pan.translation(in: nil) == .zero)
        #expect(pan.velocity(in: nil) == .zero)
    }

    @Test("GRC-06 / GAP-05 begins only after more than panHysteresis (10 pt): 9.9 pt stays possible, 10.1 pt begins")
    func hysteresis() {
        let pan = UIPanGestureRecognizer()
        let actions = stage.attach(pan) { r in [r.translation(in: nil).x, r.translation(in: nil).y] }
        let f = sim.touchDown(at: p, in: view)
        sim.advance(by: 1.0 / 60.0)
        sim.move(f, to: CGPoint(x: p.x + 9.9, y: p.y), in: view)
        #expect(actions.count == 0)
        #expect(pan.state == .possible)
        sim.advance(by: 1.0 / 60.0)
        sim.move(f, to: CGPoint(x: p.x + 10.1, y: p.y), in: view)
        #expect(actions.states == [.began])
        // translation(in:) is measured from the touch-down: the hysteresis is included at .began.
        #expect(actions.values(at: .began).map { isClose(CGPoint(x: $0[0], y: $0[1]), CGPoint(x: 10.1, y: 0)) } == true)
        sim.lift(f)
        #expect(actions.states == [.began, .ended])
    }

    @Test("GRC-06 the hysteresis is a distance: a (7, 7) move (9.9 pt) does not begin, (7.1, 7.1) (10.04 pt) does")
    func hysteresisIsEuclidean() {
        let pan = UIPanGestureRecognizer()
        let actions = stage.attach(pan)
        let f = sim.touchDown(at: p, in: view)
        sim.move(f, to: CGPoint(x: p.x + 7, y: p.y - 7), in: view)
        #expect(actions.count == 0)
        sim.move(f, to: CGPoint(x: p.x + 7.1, y: p.y - 7.1), in: view)
        #expect(actions.states == [.began])
        sim.lift(f)
    }

    @Test("GRC-06 a touch that lifts before moving past the hysteresis fails: no action")
    func liftWithoutPanning() {
        let pan = UIPanGestureRecognizer()
        let actions = stage.attach(pan)
        sim.drag(from: p, to: CGPoint(x: p.x + 8, y: p.y), in: view, duration: 0.2)
        sim.advance(by: 1)
        #expect(actions.count == 0)
        #expect(pan.resetCount == 1)
    }

    @Test("GRC-06 / GSM-04 continuous: began, changed…, ended; translation follows the finger from the touch-down")
    func translationFollowsFinger() {
        let pan = UIPanGestureRecognizer()
        let actions = stage.attach(pan) { r in [r.translation(in: nil).x, r.translation(in: nil).y] }
        let f = sim.touchDown(at: p, in: view)
        let path: [CGPoint] = [CGPoint(x: 112, y: 203), CGPoint(x: 130, y: 190), CGPoint(x: 60, y: 260)]
        for q in path {
            sim.advance(by: 1.0 / 60.0)
            sim.move(f, to: q, in: view)
        }
        sim.lift(f)
        #expect(actions.states == [.began, .changed, .changed, .ended])
        let expected = path.map { CGPoint(x: $0.x - p.x, y: $0.y - p.y) }
        for (call, e) in zip(actions.calls, expected) {
            #expect(isClose(CGPoint(x: call.values[0], y: call.values[1]), e))
        }
        #expect(actions.calls.last.map { isClose(CGPoint(x: $0.values[0], y: $0.values[1]), expected[2]) } == true)
    }

    /// A 100 × 100 view centred at (160, 240), rotated 90° clockwise and scaled 2×.
    func rotatedScaledView() -> UIView {
        let v = UIView(frame: CGRect(x: 110, y: 190, width: 100, height: 100))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 2)
        stage.window.addSubview(v)
        return v
    }

    @Test("GRC-09 translation(in:) is in the given view's coordinates: a rotated (90°) and scaled (2×) view")
    func translationInRotatedScaledView() {
        let v = rotatedScaledView()
        let pan = UIPanGestureRecognizer()
        _ = stage.attach(pan, to: v)
        // Window coordinates (the window is at the screen origin).
        let f = sim.touchDown(at: CGPoint(x: 140, y: 240))
        sim.advance(by: 1.0 / 60.0)
        sim.move(f, to: CGPoint(x: 180, y: 240))
        #expect(pan.state == .began)
        // 40 pt to the right on screen. The view's +x axis points down the screen and is scaled 2×, so its
        // -y axis points right: (40, 0) in the window is (0, -20) in the view.
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 40, y: 0)))
        #expect(isClose(pan.translation(in: stage.window), CGPoint(x: 40, y: 0)))
        #expect(isClose(pan.translation(in: v), CGPoint(x: 0, y: -20)))
        sim.advance(by: 1.0 / 60.0)
        sim.move(f, to: CGPoint(x: 180, y: 270))
        // (40, 30) in the window: down the screen is the view's +x.
        #expect(isClose(pan.translation(in: v), CGPoint(x: 15, y: -20)))
        sim.lift(f)
    }

    @Test("GRC-09 setTranslation(.zero, in:) re-bases: later translations are measured from that moment")
    func setTranslationRebases() {
        let pan = UIPanGestureRecognizer()
        // The usual UIKit pattern: apply the translation, then reset it to zero, in the action.
        var applied: [CGPoint] = []
        pan.addAction { r in
            guard let pan = r as? UIPanGestureRecognizer, let v = pan.view else { return }
            applied.append(pan.translation(in: v))
            pan.setTranslation(.zero, in: v)
        }
        view.addGestureRecognizer(pan)
        let f = sim.touchDown(at: p, in: view)
        let xs: [CGFloat] = [115, 120, 140, 135]
        for x in xs {
            sim.advance(by: 1.0 / 60.0)
            sim.move(f, to: CGPoint(x: x, y: p.y), in: view)
        }
        sim.lift(f)
        // began (+15), changed (+5), changed (+20), changed (-5), ended (0: the lift did not move).
        let dx = applied.map(\.x)
        #expect(dx.count == 5)
        #expect(zip(dx, [15, 5, 20, -5, 0] as [CGFloat]).allSatisfy { isClose($0, $1) })
        #expect(applied.allSatisfy { isClose($0.y, 0) })
    }

    @Test("GRC-09 setTranslation(_:in:) in a rotated, scaled view sets that view's translation and continues from it")
    func setTranslationInRotatedView() {
        let v = rotatedScaledView()
        let pan = UIPanGestureRecognizer()
        _ = stage.attach(pan, to: v)
        let f = sim.touchDown(at: CGPoint(x: 140, y: 240))
        sim.move(f, to: CGPoint(x: 160, y: 240))
        #expect(pan.state == .began)
        pan.setTranslation(CGPoint(x: 5, y: 0), in: v)
        #expect(isClose(pan.translation(in: v), CGPoint(x: 5, y: 0)))
        // (5, 0) in the view is 10 pt down the screen.
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 0, y: 10)))
        sim.move(f, to: CGPoint(x: 160, y: 260))  // 20 pt down the screen: +10 in the view's x
        #expect(isClose(pan.translation(in: v), CGPoint(x: 15, y: 0)))
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 0, y: 30)))
        sim.lift(f)
    }

    @Test("GRC-09 velocity(in:) of a constant-speed drag sampled at 60 Hz is within 1 % of the true speed")
    func velocityConstantSpeed() {
        let pan = UIPanGestureRecognizer()
        let actions = stage.attach(pan) { r in [r.velocity(in: nil).x, r.velocity(in: nil).y] }
        // 240 pt in 0.4 s: 600 pt/s to the right.
        sim.drag(from: CGPoint(x: 20, y: 240), to: CGPoint(x: 260, y: 240), in: view, duration: 0.4)
        #expect(actions.states.first == .began)
        #expect(actions.states.last == .ended)
        let lastChanged = actions.values(at: .changed)
        #expect(lastChanged.map { within($0[0], percent: 1, of: 600) && abs($0[1]) < 1e-6 } == true)
        let ended = actions.values(at: .ended)
        #expect(ended.map { within($0[0], percent: 1, of: 600) && abs($0[1]) < 1e-6 } == true)
    }

    @Test("GRC-09 velocity(in:) is in the given view's coordinates (rotated 90°, scaled 2×: 600 pt/s right is (0, -300))")
    func velocityInRotatedScaledView() {
        let v = rotatedScaledView()
        let pan = UIPanGestureRecognizer()
        let actions = stage.attach(pan, to: v) { r in
            [r.velocity(in: r.view).x, r.velocity(in: r.view).y]
        }
        let f = sim.touchDown(at: CGPoint(x: 120, y: 240))
        for i in 1...12 {
            sim.advance(by: 1.0 / 60.0)
            sim.move(f, to: CGPoint(x: 120 + CGFloat(i) * 10, y: 240))
        }
        let v1 = actions.values(at: .changed)
        #expect(v1.map { abs($0[0]) < 1e-6 && within($0[1], percent: 1, of: -300) } == true)
        sim.lift(f)
    }

    @Test("GRC-09 velocity is zero after a pause of more than 40 ms before the lift (50 ms); not after 30 ms")
    func velocityZeroAfterPause() {
        func flick(pause: TimeInterval) -> CGPoint? {
            let pan = UIPanGestureRecognizer()
            let actions = stage.attach(pan) { r in [r.velocity(in: nil).x, r.velocity(in: nil).y] }
            defer { view.removeGestureRecognizer(pan) }
            let f = sim.touchDown(at: CGPoint(x: 20, y: 240), in: view)
            for i in 1...12 {
                sim.advance(by: 1.0 / 60.0)
                sim.move(f, to: CGPoint(x: 20 + CGFloat(i) * 10, y: 240), in: view)
            }
            sim.advance(by: pause)
            sim.lift(f)
            sim.advance(by: 1)
            return actions.values(at: .ended).map { CGPoint(x: $0[0], y: $0[1]) }
        }
        let paused = flick(pause: 0.05)
        #expect(paused == .zero)
        let moving = flick(pause: 0.03)
        #expect(moving.map { within($0.x, percent: 1, of: 600) } == true)
    }

    @Test("GRC-09 minimumNumberOfTouches 2: one finger never pans; two fingers moving together do")
    func minimumTouches() {
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        let actions = stage.attach(pan) { r in [r.translation(in: nil).x, r.translation(in: nil).y] }
        sim.drag(from: p, to: CGPoint(x: p.x + 100, y: p.y), in: view, duration: 0.3)
        sim.advance(by: 1)
        #expect(actions.count == 0)
        let f = sim.touchDown(at: [p, CGPoint(x: 150, y: 200)], in: view)
        sim.advance(by: 1.0 / 60.0)
        sim.move([(f[0], CGPoint(x: 100, y: 215)), (f[1], CGPoint(x: 150, y: 215))], in: view)
        #expect(actions.states == [.began])
        #expect(actions.values(at: .began).map { isClose(CGPoint(x: $0[0], y: $0[1]), CGPoint(x: 0, y: 15)) } == true)
        sim.lift(f)
        #expect(actions.states == [.began, .ended])
    }

    @Test("GRC-09 maximumNumberOfTouches 1: a second finger after the pan began is ignored; moving it does not change the translation")
    func maximumTouchesIgnoresSecondFinger() {
        let pan = UIPanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        let actions = stage.attach(pan) { r in [r.translation(in: nil).x, r.translation(in: nil).y] }
        let f1 = sim.touchDown(at: p, in: view)
        sim.move(f1, to: CGPoint(x: 120, y: 200), in: view)
        #expect(actions.states == [.began])
        let f2 = sim.touchDown(at: CGPoint(x: 200, y: 300), in: view)
        #expect(pan.numberOfTouches == 1)
        sim.move(f2, to: CGPoint(x: 260, y: 300), in: view)
        #expect(actions.states == [.began])
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 20, y: 0)))
        sim.move(f2, to: CGPoint(x: 300, y: 400), in: view)
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 20, y: 0)))
        #expect(isClose(pan.location(in: nil), CGPoint(x: 120, y: 200)))
        sim.lift(f1)
        #expect(actions.states.last == .ended)
        sim.lift(f2)
        #expect(actions.states.filter { $0 == .ended }.count == 1)
    }

    @Test("GRC-09 / GSM-07 maximumNumberOfTouches 1: the ignored finger lifting after the pan has ended does not leave the pan stuck")
    func ignoredFingerOutlivesPan() {
        let pan = UIPanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        let actions = stage.attach(pan)
        let f1 = sim.touchDown(at: p, in: view)
        sim.move(f1, to: CGPoint(x: 130, y: 200), in: view)
        let f2 = sim.touchDown(at: CGPoint(x: 200, y: 300), in: view)
        sim.lift(f1)
        #expect(actions.states == [.began, .ended])
        #expect(pan.state == .possible)
        sim.move(f2, to: CGPoint(x: 260, y: 330), in: view)
        sim.lift(f2)
        sim.advance(by: 1)
        #expect(pan.state == .possible)
        #expect(actions.states == [.began, .ended])
        // A later drag pans normally.
        sim.drag(from: p, to: CGPoint(x: 200, y: 200), in: view, duration: 0.2)
        #expect(actions.states.filter { $0 == .began }.count == 2)
        #expect(actions.states.last == .ended)
    }

    @Test("GRC-09 the translation stays continuous when a second finger lands and when it lifts")
    func translationContinuousAcrossFingers() {
        let pan = UIPanGestureRecognizer()
        let actions = stage.attach(pan)
        let f1 = sim.touchDown(at: p, in: view)
        sim.move(f1, to: CGPoint(x: 130, y: 200), in: view)
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 30, y: 0)))
        let f2 = sim.touchDown(at: CGPoint(x: 230, y: 320), in: view)  // the centroid jumps by (50, 60)
        #expect(pan.numberOfTouches == 2)
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 30, y: 0)))
        sim.move([(f1, CGPoint(x: 140, y: 200)), (f2, CGPoint(x: 240, y: 320))], in: view)
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 40, y: 0)))
        sim.lift(f2)
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 40, y: 0)))
        sim.move(f1, to: CGPoint(x: 145, y: 210), in: view)
        #expect(isClose(pan.translation(in: nil), CGPoint(x: 45, y: 10)))
        sim.lift(f1)
        #expect(actions.states.first == .began)
        #expect(actions.states.last == .ended)
        #expect(actions.states.filter { $0 == .ended }.count == 1)
    }

    @Test("GAP-05 panHysteresis overridden via application.configuration (20 pt): 15 pt does not begin, 21 pt does")
    func hysteresisFromApplication() {
        var c = sim.application.configuration
        c.panHysteresis = 20
        sim.application.configuration = c
        let pan = UIPanGestureRecognizer()
        let actions = stage.attach(pan)
        let f = sim.touchDown(at: p, in: view)
        sim.move(f, to: CGPoint(x: p.x + 15, y: p.y), in: view)
        #expect(actions.count == 0)
        sim.move(f, to: CGPoint(x: p.x + 21, y: p.y), in: view)
        #expect(actions.states == [.began])
        sim.lift(f)
    }

    @Test("GAP-05 panHysteresis overridden via configurationOverride (3 pt) beats the application's 10 pt")
    func hysteresisFromOverride() {
        let pan = UIPanGestureRecognizer()
        var c = TactileConfiguration()
        c.panHysteresis = 3
        pan.configurationOverride = c
        let actions = stage.attach(pan)
        let f = sim.touchDown(at: p, in: view)
        sim.move(f, to: CGPoint(x: p.x + 2.9, y: p.y), in: view)
        #expect(actions.count == 0)
        sim.move(f, to: CGPoint(x: p.x + 3.1, y: p.y), in: view)
        #expect(actions.states == [.began])
        sim.lift(f)
    }
}

// MARK: - GRC-08 UIScreenEdgePanGestureRecognizer

@MainActor
@Suite("GRC-08 UIScreenEdgePanGestureRecognizer")
struct BuiltInScreenEdgePanRecognizerTests {
    /// A 320 × 480 window whose origin is (100, 50) on the screen: edges are measured in its coordinates.
    private let stage = GRCStage(windowFrame: CGRect(x: 100, y: 50, width: 320, height: 480))
    var sim: TouchSimulator { stage.sim }
    var view: UIView { stage.view }

    private func edgePan(_ edges: UIRectEdge) -> (UIScreenEdgePanGestureRecognizer, GRCActions) {
        let r = UIScreenEdgePanGestureRecognizer()
        r.edges = edges
        let actions = stage.attach(r) { r in [r.translation(in: nil).x, r.translation(in: nil).y] }
        return (r, actions)
    }

    /// Touches down at `start` (view = window coordinates), moves to `end` in steps, lifts.
    func drag(_ start: CGPoint, _ end: CGPoint, steps: Int = 6) {
        let f = sim.touchDown(at: start, in: view)
        for i in 1...steps {
            let t = CGFloat(i) / CGFloat(steps)
            sim.advance(by: 1.0 / 60.0)
            sim.move(f, to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t), in: view)
        }
        sim.lift(f)
        sim.advance(by: 0.5)
    }

    @Test("GRC-08 left edge, window coordinates: a touch 15 pt from the window's left edge (screen x 115) moving inwards begins")
    func leftEdgeInWindowCoordinates() {
        let (_, actions) = edgePan(.left)
        #expect(sim.screenPoint(CGPoint(x: 15, y: 200), in: view) == CGPoint(x: 115, y: 250))
        drag(CGPoint(x: 15, y: 200), CGPoint(x: 75, y: 200))
        #expect(actions.states.first == .began)
        #expect(actions.states.last == .ended)
    }

    @Test("GRC-08 / GAP-05 screenEdgeRegion 20 pt: a touch-down 19.5 pt from the edge begins, 20.5 pt fails at once")
    func regionBoundary() {
        let (r, actions) = edgePan(.left)
        drag(CGPoint(x: 19.5, y: 200), CGPoint(x: 80, y: 200))
        #expect(actions.states.first == .began)
        let count = actions.count
        let f = sim.touchDown(at: CGPoint(x: 20.5, y: 200), in: view)
        #expect(r.state == .failed)
        sim.move(f, to: CGPoint(x: 80, y: 200), in: view)
        sim.lift(f)
        #expect(actions.count == count)
    }

    @Test("GRC-08 a touch away from every allowed edge fails; so does one at an edge that is not allowed")
    func elsewhereFails() {
        let (_, actions) = edgePan(.left)
        drag(CGPoint(x: 160, y: 240), CGPoint(x: 260, y: 240))
        drag(CGPoint(x: 310, y: 240), CGPoint(x: 200, y: 240))  // the right edge is not allowed
        drag(CGPoint(x: 160, y: 10), CGPoint(x: 160, y: 100))  // nor the top
        #expect(actions.count == 0)
    }

    @Test("GRC-08 moving along the edge (not inwards) does not begin the gesture")
    func alongEdgeDoesNotBegin() {
        let (_, actions) = edgePan(.left)
        drag(CGPoint(x: 10, y: 100), CGPoint(x: 10, y: 300))
        drag(CGPoint(x: 10, y: 300), CGPoint(x: 15, y: 150))  // mostly along, 5 pt inwards
        #expect(actions.count == 0)
    }

    @Test("GRC-08 the right, top and bottom edges of a window not at the screen origin, each moving inwards")
    func otherEdges() {
        let (_, right) = edgePan(.right)
        drag(CGPoint(x: 305, y: 240), CGPoint(x: 240, y: 240))
        #expect(right.states.first == .began)
        stage.view.gestureRecognizers?.forEach { stage.view.removeGestureRecognizer($0) }

        let (_, top) = edgePan(.top)
        drag(CGPoint(x: 160, y: 12), CGPoint(x: 160, y: 80))
        #expect(top.states.first == .began)
        stage.view.gestureRecognizers?.forEach { stage.view.removeGestureRecognizer($0) }

        let (_, bottom) = edgePan(.bottom)
        drag(CGPoint(x: 160, y: 470), CGPoint(x: 160, y: 400))
        #expect(bottom.states.first == .began)
        drag(CGPoint(x: 160, y: 240), CGPoint(x: 160, y: 170))  // same motion, away from the edge
        #expect(bottom.states.filter { $0 == .began }.count == 1)
    }

    @Test("GRC-08 several allowed edges: [.left, .right] accepts both")
    func severalEdges() {
        let (_, actions) = edgePan([.left, .right])
        drag(CGPoint(x: 5, y: 240), CGPoint(x: 80, y: 240))
        drag(CGPoint(x: 315, y: 240), CGPoint(x: 240, y: 240))
        #expect(actions.states.filter { $0 == .began }.count == 2)
    }

    @Test("GRC-08 the translation of an edge pan is measured from the touch-down, like a pan's")
    func edgePanTranslation() {
        let (_, actions) = edgePan(.left)
        drag(CGPoint(x: 10, y: 200), CGPoint(x: 70, y: 230))
        let ended = actions.values(at: .changed)
        #expect(ended.map { isClose(CGPoint(x: $0[0], y: $0[1]), CGPoint(x: 60, y: 30)) } == true)
    }
}

// MARK: - GRC-03 UISwipeGestureRecognizer

/// One swipe direction and a 60 pt travel along it.
enum GRCSwipeCase: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case right, left, up, down

    var testDescription: String { rawValue }

    @MainActor var direction: UISwipeGestureRecognizer.Direction {
        switch self {
        case .right: .right
        case .left: .left
        case .up: .up
        case .down: .down
        }
    }

    var travel: CGVector {
        switch self {
        case .right: CGVector(dx: 60, dy: 0)
        case .left: CGVector(dx: -60, dy: 0)
        case .up: CGVector(dx: 0, dy: -60)
        case .down: CGVector(dx: 0, dy: 60)
        }
    }
}

@MainActor
@Suite("GRC-03 UISwipeGestureRecognizer")
struct BuiltInSwipeRecognizerTests {
    private let stage = GRCStage()
    var sim: TouchSimulator { stage.sim }
    var view: UIView { stage.view }
    let c = CGPoint(x: 160, y: 240)

    func swipe(_ travel: CGVector, duration: TimeInterval = 0.08) {
        sim.swipe(from: c, to: CGPoint(x: c.x + travel.dx, y: c.y + travel.dy), in: view, duration: duration)
        sim.advance(by: 0.5)
    }

    @Test("GRC-09 defaults: direction .right, numberOfTouchesRequired 1")
    func defaults() {
        let s = UISwipeGestureRecognizer()
        #expect(s.direction == .right)
        #expect(s.numberOfTouchesRequired == 1)
    }

    @Test("GRC-03 the default recognizer recognizes a right swipe only")
    func defaultIsRight() {
        let s = UISwipeGestureRecognizer()
        let actions = stage.attach(s)
        swipe(CGVector(dx: -60, dy: 0))
        swipe(CGVector(dx: 0, dy: 60))
        #expect(actions.count == 0)
        swipe(CGVector(dx: 60, dy: 0))
        #expect(actions.states == [.ended])
    }

    @Test("GRC-03 each direction is recognized, and the opposite and perpendicular swipes are not", arguments: GRCSwipeCase.allCases)
    func eachDirection(_ swipeCase: GRCSwipeCase) {
        let s = UISwipeGestureRecognizer()
        s.direction = swipeCase.direction
        let actions = stage.attach(s)
        let t = swipeCase.travel
        swipe(CGVector(dx: -t.dx, dy: -t.dy))  // opposite
        swipe(CGVector(dx: t.dy, dy: t.dx))  // perpendicular
        swipe(CGVector(dx: -t.dy, dy: -t.dx))  // the other perpendicular
        #expect(actions.count == 0)
        swipe(t)
        #expect(actions.states == [.recognized])
    }

    @Test("GRC-03 several directions in one recognizer: [.left, .right] takes both, not up")
    func severalDirections() {
        let s = UISwipeGestureRecognizer()
        s.direction = [.left, .right]
        let actions = stage.attach(s)
        swipe(CGVector(dx: 60, dy: 0))
        swipe(CGVector(dx: -60, dy: 0))
        swipe(CGVector(dx: 0, dy: -60))
        #expect(actions.count == 2)
    }

    @Test("GRC-03 / GAP-05 swipeMaximumAngle 20°: 19° off the axis is a swipe, 21° is not (either side of the axis)")
    func angleBoundary() {
        let s = UISwipeGestureRecognizer()
        let actions = stage.attach(s)
        func travel(degrees: CGFloat) -> CGVector {
            let a = degrees * .pi / 180
            return CGVector(dx: 60 * cos(a), dy: 60 * sin(a))
        }
        swipe(travel(degrees: 21))
        swipe(travel(degrees: -21))
        swipe(travel(degrees: 45))
        #expect(actions.count == 0)
        swipe(travel(degrees: 19))
        swipe(travel(degrees: -19))
        #expect(actions.count == 2)
    }

    @Test("GRC-03 / GAP-05 swipeMinimumDistance 24 pt: 23.5 pt is not yet a swipe, 24.5 pt is, with the finger still down")
    func distanceBoundaryAndRecognizedBeforeLift() {
        let s = UISwipeGestureRecognizer()
        let actions = stage.attach(s)
        let f = sim.touchDown(at: c, in: view)
        sim.advance(by: 0.02)
        sim.move(f, to: CGPoint(x: c.x + 23.5, y: c.y), in: view)
        #expect(actions.count == 0)
        #expect(s.state == .possible)
        sim.advance(by: 0.02)
        sim.move(f, to: CGPoint(x: c.x + 24.5, y: c.y), in: view)
        #expect(actions.states == [.recognized])  // before the lift
        sim.advance(by: 0.02)
        sim.move(f, to: CGPoint(x: c.x + 80, y: c.y), in: view)
        sim.lift(f)
        #expect(actions.count == 1)  // discrete: nothing more
    }

    @Test("GRC-03 / GAP-05 swipeMaximumDuration 0.25 s: reaching 24 pt at 0.24 s is a swipe, at 0.26 s is not")
    func durationBoundary() {
        let s = UISwipeGestureRecognizer()
        let actions = stage.attach(s)
        var t0 = sim.now
        var f = sim.touchDown(at: c, in: view)
        sim.scheduler.advance(to: t0 + 0.12)
        sim.move(f, to: CGPoint(x: c.x + 12, y: c.y), in: view)
        sim.scheduler.advance(to: t0 + 0.24)
        sim.move(f, to: CGPoint(x: c.x + 25, y: c.y), in: view)
        #expect(actions.count == 1)
        sim.lift(f)
        sim.advance(by: 1)

        t0 = sim.now
        f = sim.touchDown(at: c, in: view)
        sim.scheduler.advance(to: t0 + 0.12)
        sim.move(f, to: CGPoint(x: c.x + 12, y: c.y), in: view)
        sim.scheduler.advance(to: t0 + 0.26)
        sim.move(f, to: CGPoint(x: c.x + 25, y: c.y), in: view)
        sim.lift(f)
        sim.advance(by: 1)
        #expect(actions.count == 1)
    }

    @Test("GRC-03 a slow drag (80 pt/s: 20 pt after 0.25 s) is not a swipe even though it travels far")
    func slowDragFails() {
        let s = UISwipeGestureRecognizer()
        let actions = stage.attach(s)
        swipe(CGVector(dx: 80, dy: 0), duration: 1.0)
        #expect(actions.count == 0)
    }

    @Test("GRC-03 lifting before reaching the distance fails")
    func liftTooEarly() {
        let s = UISwipeGestureRecognizer()
        let actions = stage.attach(s)
        swipe(CGVector(dx: 20, dy: 0), duration: 0.05)
        #expect(actions.count == 0)
    }

    @Test("GRC-03 / DIS-01 discrete: exactly one action, never .began or .changed")
    func discrete() {
        let s = UISwipeGestureRecognizer()
        let actions = stage.attach(s)
        swipe(CGVector(dx: 150, dy: 0), duration: 0.15)
        #expect(actions.states == [.ended])
        #expect(s.state == .possible)
    }

    @Test("GRC-09 numberOfTouchesRequired 2: two fingers swiping together are recognized; one finger is not; three are not")
    func twoFingers() {
        let s = UISwipeGestureRecognizer()
        s.numberOfTouchesRequired = 2
        let actions = stage.attach(s)
        swipe(CGVector(dx: 60, dy: 0))
        #expect(actions.count == 0)
        func fingers(_ n: Int) {
            sim.perform(
                (0..<n).map { i in
                    TouchPath(
                        from: CGPoint(x: 60, y: 150 + CGFloat(i) * 40), to: CGPoint(x: 140, y: 150 + CGFloat(i) * 40),
                        duration: 0.08)
                }, in: view)
            sim.advance(by: 0.5)
        }
        fingers(3)
        #expect(actions.count == 0)
        fingers(2)
        #expect(actions.states == [.ended])
    }

    @Test("GAP-05 swipe thresholds via application.configuration and via configurationOverride")
    func thresholdOverrides() {
        var app = sim.application.configuration
        app.swipeMinimumDistance = 50
        sim.application.configuration = app
        let s = UISwipeGestureRecognizer()
        let actions = stage.attach(s)
        swipe(CGVector(dx: 40, dy: 0))
        #expect(actions.count == 0)
        swipe(CGVector(dx: 70, dy: 0))
        #expect(actions.count == 1)
        var own = TactileConfiguration()
        own.swipeMinimumDistance = 15
        s.configurationOverride = own
        swipe(CGVector(dx: 20, dy: 0))
        #expect(actions.count == 2)
    }
}

// MARK: - GRC-05 UIPinchGestureRecognizer

@MainActor
@Suite("GRC-05 UIPinchGestureRecognizer")
struct BuiltInPinchRecognizerTests {
    private let stage = GRCStage()
    var sim: TouchSimulator { stage.sim }
    var view: UIView { stage.view }
    let a = CGPoint(x: 100, y: 240)
    let b = CGPoint(x: 200, y: 240)  // 100 pt apart

    @Test("GRC-09 defaults: scale 1, velocity 0")
    func defaults() {
        let pinch = UIPinchGestureRecognizer()
        #expect(pinch.scale == 1)
        #expect(pinch.velocity == 0)
    }

    @Test("GRC-05 / GAP-05 begins once the finger distance changes by more than 10 pt: 9.9 pt no, 10.1 pt yes; scale includes the hysteresis")
    func hysteresisOutwards() {
        let pinch = UIPinchGestureRecognizer()
        let actions = stage.attach(pinch) { r in [r.scale] }
        let f = sim.touchDown(at: [a, b], in: view)
        sim.advance(by: 1.0 / 60.0)
        sim.move(f[1], to: CGPoint(x: 209.9, y: 240), in: view)
        #expect(actions.count == 0)
        #expect(pinch.state == .possible)
        sim.advance(by: 1.0 / 60.0)
        sim.move(f[1], to: CGPoint(x: 210.1, y: 240), in: view)
        #expect(actions.states == [.began])
        #expect(actions.values(at: .began).map { isClose($0[0], 1.101) } == true)
        sim.advance(by: 1.0 / 60.0)
        sim.move([(f[0], CGPoint(x: 50, y: 240)), (f[1], CGPoint(x: 250, y: 240))], in: view)
        #expect(actions.values(at: .changed).map { isClose($0[0], 2.0) } == true)
        sim.lift(f)
        #expect(actions.states == [.began, .changed, .ended])
    }

    @Test("GRC-05 pinching in: 9.9 pt closer does not begin, 10.1 pt does, with scale 0.899")
    func hysteresisInwards() {
        let pinch = UIPinchGestureRecognizer()
        let actions = stage.attach(pinch) { r in [r.scale] }
        let f = sim.touchDown(at: [a, b], in: view)
        sim.move(f[0], to: CGPoint(x: 109.9, y: 240), in: view)
        #expect(actions.count == 0)
        sim.move(f[0], to: CGPoint(x: 110.1, y: 240), in: view)
        #expect(actions.states == [.began])
        #expect(actions.values(at: .began).map { isClose($0[0], 0.899) } == true)
        sim.lift(f)
    }

    @Test("GRC-05 scale is the ratio of distances whatever the direction of the line between the fingers")
    func scaleIsDistanceRatio() {
        let pinch = UIPinchGestureRecognizer()
        let actions = stage.attach(pinch) { r in [r.scale] }
        let f = sim.touchDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 130, y: 140)], in: view)  // 50 pt apart
        sim.move([(f[0], CGPoint(x: 100, y: 100)), (f[1], CGPoint(x: 160, y: 180))], in: view)  // 100 pt apart
        #expect(actions.values(at: .began).map { isClose($0[0], 2) } == true)
        sim.lift(f)
    }

    @Test("GRC-09 velocity is in scale per second, positive when spreading, negative when pinching")
    func velocitySign() {
        let pinch = UIPinchGestureRecognizer()
        let actions = stage.attach(pinch) { r in [r.velocity] }
        let f = sim.touchDown(at: [a, b], in: view)
        // Spread 6 pt per frame at 60 Hz: 0.06 scale per frame, 3.6 per second.
        for i in 1...4 {
            sim.advance(by: 1.0 / 60.0)
            sim.move(f[1], to: CGPoint(x: 200 + CGFloat(i) * 6, y: 240), in: view)
        }
        let spreading = actions.values(at: .changed)
        #expect(spreading.map { within($0[0], percent: 1, of: 3.6) } == true)
        // Then pinch back in at the same rate.
        for i in 1...3 {
            sim.advance(by: 1.0 / 60.0)
            sim.move(f[1], to: CGPoint(x: 224 - CGFloat(i) * 6, y: 240), in: view)
        }
        let pinching = actions.values(at: .changed)
        #expect(pinching.map { within($0[0], percent: 1, of: -3.6) } == true)
        #expect(pinch.velocity < 0)
        sim.lift(f)
    }

    @Test("GRC-09 setting scale = 1 in the action re-bases: later scales are relative to that moment")
    func settingScaleRebases() {
        let pinch = UIPinchGestureRecognizer()
        var seen: [CGFloat] = []
        pinch.addAction { r in
            guard let pinch = r as? UIPinchGestureRecognizer else { return }
            seen.append(pinch.scale)
            pinch.scale = 1
        }
        view.addGestureRecognizer(pinch)
        let f = sim.touchDown(at: [a, b], in: view)
        sim.move(f[1], to: CGPoint(x: 220, y: 240), in: view)  // 120: 1.2
        sim.move(f[1], to: CGPoint(x: 244, y: 240), in: view)  // 144: 144 / 120 = 1.2
        sim.move(f[1], to: CGPoint(x: 172, y: 240), in: view)  // 72: 72 / 144 = 0.5
        sim.lift(f)
        #expect(seen.count == 4)
        #expect(zip(seen, [1.2, 1.2, 0.5] as [CGFloat]).allSatisfy { isClose($0, $1) })
        // The product of the re-based scales is the overall scale: 0.72.
        #expect(isClose(seen.prefix(3).reduce(1, *), 0.72))
    }

    @Test("GRC-05 needs two fingers: one finger moving anywhere never begins")
    func needsTwoFingers() {
        let pinch = UIPinchGestureRecognizer()
        let actions = stage.attach(pinch)
        sim.drag(from: a, to: CGPoint(x: 300, y: 400), in: view, duration: 0.3)
        sim.advance(by: 1)
        #expect(actions.count == 0)
        #expect(pinch.resetCount == 1)
    }

    @Test("GRC-05 / GSM-07 a third finger is ignored; when it lifts after the pinch has ended, the next pinch still works")
    func thirdFingerOutlivesPinch() {
        let pinch = UIPinchGestureRecognizer()
        let actions = stage.attach(pinch) { r in [r.scale] }
        let f = sim.touchDown(at: [a, b], in: view)
        let third = sim.touchDown(at: CGPoint(x: 160, y: 400), in: view)
        #expect(pinch.numberOfTouches == 2)
        sim.move(third, to: CGPoint(x: 100, y: 450), in: view)  // ignored: no effect on the scale
        #expect(actions.count == 0)
        sim.move(f[1], to: CGPoint(x: 250, y: 240), in: view)
        #expect(actions.values(at: .began).map { isClose($0[0], 1.5) } == true)
        sim.lift(f)
        #expect(actions.states == [.began, .ended])
        sim.lift(third)
        sim.advance(by: 1)
        #expect(pinch.state == .possible)
        let g = sim.touchDown(at: [a, b], in: view)
        sim.move(g[1], to: CGPoint(x: 250, y: 240), in: view)
        sim.lift(g)
        #expect(actions.states == [.began, .ended, .began, .ended])
    }

    @Test("GRC-05 the simulator's pinch(scale: 2) gives began, changed…, ended with the scale growing towards 2")
    func simulatedPinch() {
        let pinch = UIPinchGestureRecognizer()
        let actions = stage.attach(pinch) { r in [r.scale] }
        sim.pinch(center: CGPoint(x: 160, y: 240), in: view, scale: 2, startDistance: 100, duration: 0.3)
        #expect(actions.states.first == .began)
        #expect(actions.states.last == .ended)
        #expect(actions.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        let scales = actions.calls.map { $0.values[0] }
        #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(scales.last.map { $0 > 1.9 && $0 <= 2.0 + 1e-9 } == true)
    }

    @Test("GAP-05 pinchHysteresis via configurationOverride (20 pt): a 15 pt change does not begin")
    func hysteresisOverride() {
        let pinch = UIPinchGestureRecognizer()
        var c = TactileConfiguration()
        c.pinchHysteresis = 20
        pinch.configurationOverride = c
        let actions = stage.attach(pinch)
        let f = sim.touchDown(at: [a, b], in: view)
        sim.move(f[1], to: CGPoint(x: 215, y: 240), in: view)
        #expect(actions.count == 0)
        sim.move(f[1], to: CGPoint(x: 221, y: 240), in: view)
        #expect(actions.states == [.began])
        sim.lift(f)
    }
}

// MARK: - GRC-04 UIRotationGestureRecognizer

@MainActor
@Suite("GRC-04 UIRotationGestureRecognizer")
struct BuiltInRotationRecognizerTests {
    private let stage = GRCStage()
    var sim: TouchSimulator { stage.sim }
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
