import Foundation
import Testing
@testable import Tactile
import TactileTesting

// UIPanGestureRecognizer, with UIKit's defaults and Tactile's documented thresholds
// (requirements GRC-01 to GRC-09; decisions DIS-01, GAP-05/06; research/gestures.md §3.2).
//
// Every boundary is tested on both sides, just under and just over the documented value, on virtual time.

@MainActor
@Suite("GRC-06 UIPanGestureRecognizer")
struct BuiltInPanRecognizerTests {
    private let stage = SingleViewScene(isMultipleTouchEnabled: true)
    var sim: TouchSimulator { stage.simulator }
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
