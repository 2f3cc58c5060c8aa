import Foundation
import Testing
@testable import Tactile
import TactileTesting

// UIPinchGestureRecognizer, with UIKit's defaults and Tactile's documented thresholds
// (requirements GRC-01 to GRC-09; decisions DIS-01, GAP-05/06; research/gestures.md §3.2).
//
// Every boundary is tested on both sides, just under and just over the documented value, on virtual time.

@MainActor
@Suite("GRC-05 UIPinchGestureRecognizer")
struct BuiltInPinchRecognizerTests {
    private let stage = SingleViewScene(isMultipleTouchEnabled: true)
    var sim: TouchSimulator { stage.simulator }
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

/// Four fingers landing in one frame: which two a pinch or rotation keeps must not depend on the order of a set of
/// touches, which changes from run to run with the objects' addresses (a replay of a real four-finger recording
/// sometimes pinched and sometimes not).
@MainActor
@Suite("Two-finger recognizers with more fingers down")
struct TwoFingerRecognizerFingerChoiceTests {
    let points = [CGPoint(x: 40, y: 100), CGPoint(x: 120, y: 100), CGPoint(x: 200, y: 100), CGPoint(x: 280, y: 100)]

    @Test("GRC-05 / GRC-06 with four fingers down in one frame, the first two reported are kept, every time")
    func firstTwoReportedAreKept() {
        for _ in 0..<30 {
            let stage = SingleViewScene(isMultipleTouchEnabled: true)
            let pinch = UIPinchGestureRecognizer()
            let rotation = UIRotationGestureRecognizer()
            stage.view.addGestureRecognizer(pinch)
            stage.view.addGestureRecognizer(rotation)
            let fingers = stage.simulator.touchDown(at: points, in: stage.view)
            for recognizer in [pinch, rotation] as [UIGestureRecognizer] {
                #expect(recognizer.numberOfTouches == 2)
                #expect(recognizer.location(ofTouch: 0, in: stage.view) == points[0])
                #expect(recognizer.location(ofTouch: 1, in: stage.view) == points[1])
            }
            stage.simulator.lift(fingers)
        }
    }
}
