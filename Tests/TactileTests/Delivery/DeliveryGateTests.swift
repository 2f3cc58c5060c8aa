import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// The hooks gesture recognizers use to delay and cancel what views receive (requirements GTD-02, GTD-06,
/// GTD-07), exercised here with a scripted rule on the view-delivery gate, independently of any recognizer.
@MainActor
@Suite("Delivery gate: holding, replaying and cancelling view delivery")
struct DeliveryGateTests {
    let sim = TouchSimulator()
    let log = EventLog()

    /// Holds the phases listed in `holding`.
    final class ScriptedRule: ViewDeliveryRule {
        var holding: Set<UITouch.Phase> = []
        func decision(for phase: UITouch.Phase, of touch: UITouch) -> ViewDeliveryDecision {
            holding.contains(phase) ? .hold : .deliver
        }
    }

    func setUp() -> (UIWindow, RecordingView, ScriptedRule) {
        let window = sim.makeWindow()
        let v = RecordingView("V", frame: window.bounds, log: log)
        v.isMultipleTouchEnabled = true
        window.addSubview(v)
        let gate = ScriptedRule()
        sim.application.viewDeliveryGate.rule = gate
        return (window, v, gate)
    }

    func touch(at index: Int) -> UITouch { sim.application.touchesEvent.touchStorage[index] }

    /// Records what a touch shows during each handler call.
    final class SnapshotView: UIView {
        var calls: [(phase: UITouch.Phase, time: TimeInterval, location: CGPoint)] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { note(touches) }
        private func note(_ touches: Set<UITouch>) {
            for t in touches { calls.append((t.phase, t.timestamp, t.location(in: self))) }
        }
    }

    @Test("GTD-06 a held began reaches the view only when released, in order, with its original values")
    func holdAndReleaseBegan() {
        let window = sim.makeWindow()
        let v = SnapshotView(frame: window.bounds)
        window.addSubview(v)
        let gate = ScriptedRule()
        sim.application.viewDeliveryGate.rule = gate
        gate.holding = [.began]
        let began = sim.now
        let f = sim.touchDown(at: CGPoint(x: 10, y: 10))
        let t = touch(at: 0)
        sim.advance(by: 0.05)
        sim.move(f, to: CGPoint(x: 30, y: 10))  // held too: phases stay in order behind the held began
        #expect(v.calls.isEmpty)
        gate.holding = []
        sim.application.viewDeliveryGate.replayHeld(of: [t], in: window)
        #expect(v.calls.map(\.phase) == [.began, .moved])
        #expect(v.calls.map(\.time) == [began, began + 0.05])
        #expect(v.calls.map(\.location) == [CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10)])
        // After the replay the touch shows its current values again.
        #expect(t.phase == .moved)
        #expect(t.location(in: nil) == CGPoint(x: 30, y: 10))
        sim.lift(f)
        #expect(v.calls.map(\.phase) == [.began, .moved, .ended])
    }

    @Test("GTD-07 a held ended is delivered on release, or becomes touchesCancelled when cancelled")
    func holdEnded() {
        let (window, _, gate) = setUp()
        gate.holding = [.ended]
        let f = sim.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10)])
        let t1 = touch(at: 0), t2 = touch(at: 1)
        sim.lift(f)
        #expect(log.lines == ["V.touchesBegan(t1,t2)"])
        sim.application.viewDeliveryGate.replayHeld(of: [t1], in: window)
        sim.application.viewDeliveryGate.endDelivery(of: [t2], in: window)
        #expect(log.lines == ["V.touchesBegan(t1,t2)", "V.touchesEnded(t1)", "V.touchesCancelled(t2)"])
        // Each view hears exactly one end per touch: further calls do nothing.
        sim.application.viewDeliveryGate.endDelivery(of: [t1], in: window)
        sim.application.viewDeliveryGate.replayHeld(of: [t2], in: window)
        #expect(log.lines.count == 3)
    }

    @Test("GTD-02 cancelling a touch the view never heard of sends nothing; later phases are not delivered")
    func cancelBeforeBegan() {
        let (window, _, gate) = setUp()
        gate.holding = [.began]
        let f = sim.touchDown(at: CGPoint(x: 10, y: 10))
        let t = touch(at: 0)
        sim.application.viewDeliveryGate.endDelivery(of: [t], in: window)
        gate.holding = []
        sim.move(f, to: CGPoint(x: 20, y: 10))
        sim.lift(f)
        #expect(log.lines.isEmpty)
    }

    @Test("GTD-02 cancelling mid-sequence: touchesCancelled once, then nothing more for that touch")
    func cancelMidSequence() {
        let (window, _, _) = setUp()
        let f = sim.touchDown(at: CGPoint(x: 10, y: 10))
        let t = touch(at: 0)
        sim.application.viewDeliveryGate.endDelivery(of: [t], in: window)
        #expect(t.phase == .began)  // the touch shows .cancelled only during the call
        sim.move(f, to: CGPoint(x: 20, y: 10))
        sim.lift(f)
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesCancelled(t1)"])
    }

    @Test("GTD-02 a system cancel of a touch whose began was held tells the view nothing")
    func systemCancelWhileHeld() {
        let (_, _, gate) = setUp()
        gate.holding = [.began]
        sim.touchDown(at: CGPoint(x: 10, y: 10))
        sim.application.cancelAllTouches()
        #expect(log.lines.isEmpty)
    }
}
