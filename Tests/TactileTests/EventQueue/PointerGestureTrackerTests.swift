import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// Wheel and trackpad scrolls drive pans that allow their scroll type; trackpad pinches and rotations drive pinch
/// and rotation recognizers, as on iPad with a pointer (iOS 13.4).
@MainActor
@Suite("Scroll and transform gestures from a wheel and a trackpad")
struct PointerGestureTrackerTests {
    /// Lets every pair of recognizers recognize together, and answers `shouldReceive(event)` as told.
    final class Delegate: UIGestureRecognizerDelegate {
        var receives = true
        var askedTypes: [UIEvent.EventType] = []
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
        ) -> Bool { true }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
            askedTypes.append(event.type)
            return receives
        }
    }

    let sim = TouchSimulator()
    let center = CGPoint(x: 160, y: 240)

    func view() -> UIView {
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView(frame: CGRect(x: 60, y: 140, width: 200, height: 200))
        window.addSubview(view)
        return view
    }

    /// Records the recognizer's state at each action.
    func states(of r: UIGestureRecognizer) -> () -> [UIGestureRecognizer.State] {
        final class Box { var states: [UIGestureRecognizer.State] = [] }
        let box = Box()
        r.addAction { box.states.append($0.state) }
        return { box.states }
    }

    func send(_ phase: RawGesturePhase, _ dy: CGFloat = 0, type: UIScrollType = .continuous,
              modifiers: UIKeyModifierFlags = []) {
        sim.application.enqueue(.scroll(RawScrollEvent(
            timestamp: sim.now, location: center, translation: CGVector(dx: 0, dy: dy), type: type, phase: phase,
            modifierFlags: modifiers)))
        sim.advance(by: 0.01)
    }

    @Test("a trackpad scroll drives a pan that allows continuous scrolling, not one with the default mask")
    func continuousDrivesAllowedPan() {
        let v = view()
        let allowed = UIPanGestureRecognizer()
        allowed.allowedScrollTypesMask = .continuous
        let plain = UIPanGestureRecognizer()
        let inner = UIView(frame: v.bounds)
        v.addSubview(inner)
        inner.addGestureRecognizer(plain)
        v.addGestureRecognizer(allowed)
        let allowedStates = states(of: allowed), plainStates = states(of: plain)
        var translations: [CGPoint] = []
        var touchCounts: [Int] = []
        allowed.addAction { r in
            translations.append((r as! UIPanGestureRecognizer).translation(in: v))
            touchCounts.append(r.numberOfTouches)
        }
        send(.began)
        send(.changed, -10)
        send(.changed, -15)
        #expect(allowed.location(in: v) == CGPoint(x: 100, y: 100))
        send(.ended)
        #expect(allowedStates() == [.began, .changed, .ended])
        #expect(translations == [CGPoint(x: 0, y: -10), CGPoint(x: 0, y: -25), CGPoint(x: 0, y: -25)])
        #expect(touchCounts == [0, 0, 0])
        #expect(plainStates().isEmpty)
        #expect(plain.state == .possible)
        #expect(allowed.state == .possible)  // reset once the scroll ended
    }

    @Test("a pan that allows only continuous scrolling ignores a wheel, and one that allows discrete takes it")
    func discreteNeedsItsBit() {
        let v = view()
        let continuous = UIPanGestureRecognizer()
        continuous.allowedScrollTypesMask = .continuous
        v.addGestureRecognizer(continuous)
        let continuousStates = states(of: continuous)
        sim.scroll(by: CGVector(dx: 0, dy: -40), at: center, type: .discrete, steps: 2)
        #expect(continuousStates().isEmpty)
        continuous.allowedScrollTypesMask = .discrete
        sim.scroll(by: CGVector(dx: 0, dy: -40), at: center, type: .discrete, steps: 2)
        #expect(continuousStates() == [.began, .changed, .ended])
    }

    @Test("lone wheel clicks begin a gesture and end it once the configured interval passes without a click")
    func wheelIdleEnd() {
        sim.application.configuration.discreteScrollEndInterval = 0.5
        let v = view()
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        v.addGestureRecognizer(pan)
        let panStates = states(of: pan)
        var endVelocity: CGPoint?
        pan.addAction { r in
            if r.state == .ended { endVelocity = (r as! UIPanGestureRecognizer).velocity(in: v) }
        }
        send(.changed, -40, type: .discrete)
        sim.advance(by: 0.3)
        send(.changed, -40, type: .discrete)
        #expect(panStates() == [.began, .changed])
        #expect(pan.translation(in: v) == CGPoint(x: 0, y: -80))
        sim.advance(by: 0.45)
        #expect(panStates() == [.began, .changed])
        sim.advance(by: 0.1)
        #expect(panStates() == [.began, .changed, .ended])
        #expect(endVelocity == .zero)  // the wheel stopped well before the gesture ended: no fling
    }

    @Test("a scroll that ends without moving fails the pan, which takes the next scroll afresh")
    func stillScrollFails() {
        let v = view()
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .continuous
        v.addGestureRecognizer(pan)
        let panStates = states(of: pan)
        var translations: [CGPoint] = []
        pan.addAction { translations.append(($0 as! UIPanGestureRecognizer).translation(in: v)) }
        let log = GestureArbitrationLog()
        sim.application.gestureArbitrationLog = log
        send(.began)
        send(.ended)
        #expect(panStates().isEmpty)
        #expect(log.entries.contains { $0.event == .transition(from: .possible, to: .failed) })
        #expect(pan.state == .possible)
        send(.began)
        send(.changed, 12)
        send(.ended)
        #expect(panStates() == [.began, .ended])
        #expect(translations == [CGPoint(x: 0, y: 12), CGPoint(x: 0, y: 12)])
    }

    @Test("the delegate is asked shouldReceive with a scroll event, and can refuse it")
    func delegateRefuses() {
        let v = view()
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        let delegate = Delegate()
        delegate.receives = false
        pan.delegate = delegate
        v.addGestureRecognizer(pan)
        let panStates = states(of: pan)
        sim.scroll(by: CGVector(dx: 30, dy: 0), at: center)
        #expect(delegate.askedTypes == [.scroll])
        #expect(panStates().isEmpty)
        delegate.receives = true
        sim.scroll(by: CGVector(dx: 30, dy: 0), at: center)
        #expect(panStates() == [.began, .changed, .changed, .changed, .changed, .ended])
    }

    @Test("modifierFlags reports the scroll's modifier keys while it drives the recognizer")
    func modifierFlags() {
        let v = view()
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .continuous
        v.addGestureRecognizer(pan)
        var seen: [UIKeyModifierFlags] = []
        pan.addAction { seen.append($0.modifierFlags) }
        send(.began, modifiers: .command)
        send(.changed, 20, modifiers: .command)
        send(.changed, 20, modifiers: [.command, .shift])
        send(.ended, modifiers: .shift)
        #expect(seen == [.command, [.command, .shift], .shift])
        #expect(pan.buttonMask == [])
    }

    @Test("nested pans: the nearer one begins and prevents the outer one, which stays out of that scroll")
    func nearestWins() {
        let v = view()
        let inner = UIView(frame: v.bounds)
        v.addSubview(inner)
        let outerPan = UIPanGestureRecognizer(), innerPan = UIPanGestureRecognizer()
        outerPan.allowedScrollTypesMask = .all
        innerPan.allowedScrollTypesMask = .all
        v.addGestureRecognizer(outerPan)
        inner.addGestureRecognizer(innerPan)
        let outerStates = states(of: outerPan), innerStates = states(of: innerPan)
        sim.scroll(by: CGVector(dx: 0, dy: 50), at: center)
        #expect(innerStates() == [.began, .changed, .changed, .changed, .changed, .ended])
        #expect(outerStates().isEmpty)
    }

    // MARK: Transform

    @Test("a trackpad pinch and rotation drive pinch and rotation recognizers; a default pan stays possible")
    func transformDrivesPinchAndRotation() {
        let v = view()
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        let pan = UIPanGestureRecognizer()
        let delegate = Delegate()
        pinch.delegate = delegate
        rotation.delegate = delegate
        for r in [pinch, rotation, pan] as [UIGestureRecognizer] { v.addGestureRecognizer(r) }
        let pinchStates = states(of: pinch), rotationStates = states(of: rotation), panStates = states(of: pan)
        var scales: [CGFloat] = [], rotations: [CGFloat] = []
        pinch.addAction { scales.append(($0 as! UIPinchGestureRecognizer).scale) }
        rotation.addAction { rotations.append(($0 as! UIRotationGestureRecognizer).rotation) }
        var panSawPossible = true
        rotation.addAction { _ in if pan.state != .possible { panSawPossible = false } }
        sim.trackpadPinch(scale: 2, rotation: .pi / 2, at: center, steps: 4)
        #expect(pinchStates() == [.began, .changed, .changed, .changed, .ended])
        #expect(rotationStates() == [.began, .changed, .changed, .changed, .ended])
        #expect(scales.map { ($0 * 100).rounded() / 100 } == [1.25, 1.5, 1.75, 2, 2])
        #expect(rotations.map { ($0 * 1000).rounded() } == [393, 785, 1178, 1571, 1571].map { CGFloat($0) })
        #expect(panStates().isEmpty)
        #expect(panSawPossible)
        #expect(pinch.location(in: v) == CGPoint(x: 100, y: 100))
        #expect(delegate.askedTypes == [.transform, .transform])
    }

    @Test("velocity is the rate of the trackpad's scale and rotation per second")
    func transformVelocity() {
        let v = view()
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        let delegate = Delegate()
        pinch.delegate = delegate
        rotation.delegate = delegate
        v.addGestureRecognizer(pinch)
        v.addGestureRecognizer(rotation)
        var pinchVelocity: CGFloat = 0, rotationVelocity: CGFloat = 0
        pinch.addAction { pinchVelocity = ($0 as! UIPinchGestureRecognizer).velocity }
        rotation.addAction { rotationVelocity = ($0 as! UIRotationGestureRecognizer).velocity }
        sim.sampleInterval = 0.1
        // The scale grows by 0.5 and the rotation by 0.2 rad every 0.1 s: 5 per second and 2 rad per second.
        sim.trackpadPinch(scale: 3, rotation: 0.8, at: center, steps: 4)
        #expect(abs(pinchVelocity - 5) < 0.01)
        #expect(abs(rotationVelocity - 2) < 0.01)
    }

    @Test("a turn under the scale hysteresis begins only the rotation; the pinch fails when the gesture ends")
    func rotationOnly() {
        let v = view()
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        v.addGestureRecognizer(pinch)
        v.addGestureRecognizer(rotation)
        let pinchStates = states(of: pinch), rotationStates = states(of: rotation)
        let log = GestureArbitrationLog()
        sim.application.gestureArbitrationLog = log
        sim.trackpadPinch(scale: 1.05, rotation: -0.5, at: center, steps: 5)
        #expect(rotationStates().first == .began)
        #expect(rotationStates().last == .ended)
        #expect(pinchStates().isEmpty)
        #expect(rotation.rotation == 0)  // reset
        #expect(log.entries.contains { $0.recognizer == "UIPinchGestureRecognizer" && $0.message.contains("failed") })
    }

    @Test("a transform over a view without pinch or rotation recognizers changes nothing, and a later pinch works")
    func transformElsewhere() {
        let v = view()
        let pinch = UIPinchGestureRecognizer()
        v.addGestureRecognizer(pinch)
        let pinchStates = states(of: pinch)
        sim.trackpadPinch(scale: 2, at: CGPoint(x: 10, y: 10))
        #expect(pinchStates().isEmpty)
        sim.trackpadPinch(scale: 0.5, at: center)
        #expect(pinchStates().first == .began)
        #expect(pinchStates().last == .ended)
    }
}
