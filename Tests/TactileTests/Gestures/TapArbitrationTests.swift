import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// Single versus double tap, both ways, and the exact view sequences of the delays text
/// (requirements GRI-01, GRI-03, GTD-07, GTD-08; decisions DIS-03, DIS-11).
@MainActor
@Suite("Tap arbitration: single vs double tap")
struct TapArbitrationTests {
    let sim = TouchSimulator()
    let log = EventLog()

    /// A target written the way an iOS view controller would be.
    final class Target: UIViewController {
        let log: EventLog
        init(log: EventLog) {
            self.log = log
            super.init()
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        func single(_ r: UITapGestureRecognizer) { log.record("single", "action", detail: "\(r.state)") }
        func double(_ r: UITapGestureRecognizer) { log.record("double", "action", detail: "\(r.state)") }
    }

    func scene(requireFailure: Bool) -> (RecordingView, UITapGestureRecognizer, UITapGestureRecognizer, Target) {
        let v = SingleViewScene(simulator: sim, recordingAs: "V", log: log).view
        let target = Target(log: log)
        let single = UITapGestureRecognizer(target: target, action: Target.single)
        single.name = "single"
        let double = UITapGestureRecognizer(target: target, action: Target.double)
        double.name = "double"
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        if requireFailure { single.require(toFail: double) }
        return (v, single, double, target)
    }

    @Test("GRI-03 / DIS-11 without a requirement, a double tap fires single on the first tap and double on the second")
    func noRequirement() {
        let (_, single, double, target) = scene(requireFailure: false)
        defer { withExtendedLifetime(target) {} }
        sim.doubleTap(at: CGPoint(x: 100, y: 100))
        #expect(log.lines.filter { $0.contains("action") } == ["single.action[ended]", "double.action[ended]"])
        #expect(single.state == .possible)
        #expect(double.state == .possible)
        #expect(single.resetCount == 2)
        #expect(double.resetCount == 1)
    }

    @Test("GRI-01 / DIS-11 with single.require(toFail: double), a single tap fires exactly when the double tap fails")
    func singleWaitsForDouble() {
        let (_, single, _, target) = scene(requireFailure: true)
        defer { withExtendedLifetime(target) {} }
        let arbitration = GestureArbitrationLog()
        sim.application.gestureArbitrationLog = arbitration
        let t0 = sim.now
        sim.tap(at: CGPoint(x: 100, y: 100))  // lifts at t0 + 0.05
        #expect(log.lines.filter { $0.contains("action") }.isEmpty)
        #expect(single.state == .possible)  // waiting
        sim.advance(by: 0.34)
        #expect(log.lines.filter { $0.contains("action") }.isEmpty)
        sim.advance(by: 0.02)  // the multi-tap interval (0.35 s after the lift) runs out
        #expect(log.lines.filter { $0.contains("action") } == ["single.action[ended]"])
        let fired = arbitration.entries.first { $0.message == "single: action (ended)" }
        #expect(fired.map { abs($0.time - (t0 + 0.05 + 0.35)) < 1e-9 } == true)
        #expect(arbitration.messages.contains("single: recognized, waiting for double to fail"))
        let failIndex = arbitration.messages.firstIndex(of: "double: possible → failed")
        let fireIndex = arbitration.messages.firstIndex(of: "single: action (ended)")
        #expect(failIndex != nil && fireIndex != nil && failIndex! < fireIndex!)
    }

    @Test("GRI-01 with the requirement, a double tap fires only double; single fails")
    func doubleWins() {
        let (_, single, _, target) = scene(requireFailure: true)
        defer { withExtendedLifetime(target) {} }
        sim.doubleTap(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 1)
        #expect(log.lines.filter { $0.contains("action") } == ["double.action[ended]"])
        #expect(single.resetCount == 1)
    }

    @Test("R1 the single tap fires at once when the double tap becomes impossible early (second tap too far away)")
    func releasedEarly() {
        let target = scene(requireFailure: true).3
        defer { withExtendedLifetime(target) {} }
        sim.tap(at: CGPoint(x: 20, y: 20))
        sim.advance(by: 0.1)
        let before = sim.now
        sim.touchDown(at: CGPoint(x: 250, y: 400))  // > 100 pt away: the double tap fails now
        #expect(log.lines.filter { $0.contains("action") } == ["single.action[ended]"])
        #expect(sim.now == before)
    }

    @Test("GTD-08 / DIS-03 delaysTouchesEnded = true: the view sees began, began, cancelled, cancelled")
    func delaysEndedTrue() {
        let v = SingleViewScene(simulator: sim, recordingAs: "V", log: log).view
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(double)
        sim.doubleTap(at: CGPoint(x: 100, y: 100))
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesBegan(t2)", "V.touchesCancelled(t1)", "V.touchesCancelled(t2)"])
    }

    @Test("GTD-08 / DIS-03 delaysTouchesEnded = false: the view sees began, ended, began, cancelled")
    func delaysEndedFalse() {
        let v = SingleViewScene(simulator: sim, recordingAs: "V", log: log).view
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        v.addGestureRecognizer(double)
        sim.doubleTap(at: CGPoint(x: 100, y: 100))
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesEnded(t1)", "V.touchesBegan(t2)", "V.touchesCancelled(t2)"])
    }

    @Test("GTD-07 a double-tap recognizer that fails releases the held touchesEnded when the interval runs out")
    func heldEndedReleasedOnFailure() {
        let v = SingleViewScene(simulator: sim, recordingAs: "V", log: log).view
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(double)
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(log.lines == ["V.touchesBegan(t1)"])
        sim.advance(by: 0.4)
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesEnded(t1)"])
    }
}
