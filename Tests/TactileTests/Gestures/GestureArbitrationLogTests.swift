import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// A view that refuses every recognizer in `gestureRecognizerShouldBegin(_:)` (DIS-05).
@MainActor
fileprivate final class LogRefusingView: RecordingView {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// The opt-in arbitration log: what it records, in which order, at which virtual time, and that it records
/// nothing unless installed (issue 3, "Arbitration log"; requirements GRI-01, GRI-03; decisions DIS-11).
@MainActor
@Suite("Gesture arbitration log")
struct ArbitrationLogTests {
    let sim = TouchSimulator()
    let log = EventLog()
    let arbitration = GestureArbitrationLog()
    let p = CGPoint(x: 100, y: 100)

    /// A window with one multitouch recording view "V", tag 7 (named `RecordingView#7` in the log).
    func makeView() -> RecordingView {
        let v = SingleViewScene(simulator: sim, recordingAs: "V", log: log, isMultipleTouchEnabled: true).view
        v.tag = 7
        return v
    }

    /// Single and double tap on one view, the single tap requiring the double tap to fail.
    func singleAndDouble(on v: UIView) -> (UITapGestureRecognizer, UITapGestureRecognizer) {
        let single = UITapGestureRecognizer()
        single.name = "single"
        let double = UITapGestureRecognizer()
        double.name = "double"
        double.numberOfTapsRequired = 2
        GRFixtures.recordActions(of: single, into: log)
        GRFixtures.recordActions(of: double, into: log)
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        single.require(toFail: double)
        return (single, double)
    }

    func close(_ a: TimeInterval, _ b: TimeInterval) -> Bool { abs(a - b) < 1e-9 }

    // MARK: Single versus double tap (acceptance criterion)

    @Test("GRI-01 / DIS-11 single.require(toFail: double): the log shows single waiting, then firing exactly when double fails")
    func singleWaitsThenFiresWhenDoubleFails() {
        sim.application.gestureArbitrationLog = arbitration
        let v = makeView()
        _ = singleAndDouble(on: v)
        let t0 = sim.now
        sim.tap(at: p)  // down at t0, up at t0 + 0.05
        sim.advance(by: 1)
        let lift = t0 + 0.05
        let doubleFails = lift + sim.application.configuration.multiTapInterval
        #expect(arbitration.messages == [
            "single: recognized, waiting for double to fail",
            "view delivery of ended held for RecordingView#7",
            "double: possible → failed",
            "single: requirements failed, recognizing now",
            "single: possible → ended",
            "view touches cancelled for RecordingView#7",
            "single: action (ended)",
            "single: reset",
            "double: reset",
        ])
        let times = arbitration.entries.map(\.time)
        #expect(times.count == 9)
        if times.count == 9 {
            #expect(close(times[0], lift) && close(times[1], lift))
            #expect(times[2...].allSatisfy { close($0, doubleFails) })
        }
        // The action really ran then, once.
        #expect(GRFixtures.actions(log) == ["single.action[ended]"])
        #expect(arbitration.entries[6].description == String(format: "%.3f ", doubleFails) + "single: action (ended)")
    }

    @Test("GRI-01 / GRI-03 with a double tap, the log shows single blocked by double, and double's action")
    func doubleTapBlocksSingle() {
        sim.application.gestureArbitrationLog = arbitration
        let v = makeView()
        _ = singleAndDouble(on: v)
        sim.doubleTap(at: p)
        sim.advance(by: 1)
        let m = arbitration.messages
        #expect(m.first == "single: recognized, waiting for double to fail")
        #expect(m.contains("double: possible → ended"))
        #expect(m.contains("double: action (ended)"))
        #expect(!m.contains("single: action (ended)"))
        let blocked = m.firstIndex { $0.hasPrefix("single: ") && $0.hasSuffix("→ failed") && $0.contains("double") }
        let doubleEnded = m.firstIndex(of: "double: possible → ended")
        #expect(blocked != nil)
        #expect(doubleEnded != nil)
        if let blocked, let doubleEnded { #expect(doubleEnded < blocked) }
        #expect(m.filter { $0.hasSuffix(": reset") }.sorted() == ["double: reset", "single: reset"])
        #expect(GRFixtures.actions(log) == ["double.action[ended]"])
    }

    // MARK: Reasons

    @Test("the log names who prevented whom: two exclusive pans")
    func preventedBy() {
        sim.application.gestureArbitrationLog = arbitration
        let v = makeView()
        let a = GRProbe.make("A", .continuous(beginsOn: .moved), log: log)
        let b = GRProbe.make("B", .continuous(beginsOn: .moved), log: log)
        v.addGestureRecognizer(a)
        v.addGestureRecognizer(b)
        let f = sim.touchDown(at: p)
        sim.move(f, to: CGPoint(x: 120, y: 100))
        sim.lift(f)
        #expect(arbitration.messages == [
            "A: possible → began",
            "B: prevented by A → failed",
            "B: possible → failed",
            "view touches cancelled for RecordingView#7",
            "A: action (began)",
            "B: request for began dropped; it already failed",
            "A: began → ended",
            "A: action (ended)",
            "A: reset",
            "B: reset",
        ])
    }

    @Test("the log gives the reason a requirement blocked a recognizer: it recognized before or while the other waited")
    func requirementReasons() {
        sim.application.gestureArbitrationLog = arbitration
        let v = makeView()
        let a = GRProbe.make("A", .discrete(recognizesOn: .ended), log: log)
        let w = GRProbe.make("W", .discrete(recognizesOn: .began), log: log)
        let b = GRProbe.make("B", .continuous(beginsOn: .moved), log: log)
        let d = GRProbeDelegate()
        defer { withExtendedLifetime(d) {} }  // delegates are held weakly
        d.simultaneous = { _, _ in true }
        a.delegate = d
        w.delegate = d
        v.addGestureRecognizer(a)
        v.addGestureRecognizer(w)
        v.addGestureRecognizer(b)
        a.require(toFail: b)
        w.require(toFail: b)
        let f = sim.touchDown(at: p)  // W recognizes and waits for B
        sim.move(f, to: CGPoint(x: 120, y: 100))  // B begins: W fails
        sim.lift(f)  // A recognizes, but B already has: A fails
        let m = arbitration.messages
        #expect(m.contains("W: recognized, waiting for B to fail"))
        #expect(m.contains("W: B recognized → failed"))
        #expect(m.contains("A: required B to fail, but it recognized → failed"))
        let waiting = m.firstIndex(of: "W: recognized, waiting for B to fail")
        let bBegan = m.firstIndex(of: "B: possible → began")
        let wFailed = m.firstIndex(of: "W: B recognized → failed")
        #expect(waiting != nil && bBegan != nil && wFailed != nil)
        if let waiting, let bBegan, let wFailed { #expect(waiting < bBegan && bBegan < wFailed) }
        #expect(GRFixtures.actions(log) == ["B.action[began]", "B.action[ended]"])
        // GRI-01 the same decisions in structured form (recognizer, event), as traces and the timeline read them.
        let e = arbitration.entries
        #expect(e.contains { $0.recognizer == "W" && $0.event == .waiting(for: ["B"]) })
        #expect(e.contains { $0.recognizer == "W" && $0.event == .requirementRecognized("B") })
        #expect(e.contains { $0.recognizer == "A" && $0.event == .requirementRecognized("B") })
    }

    @Test("the log records gestureRecognizerShouldBegin refusals, the delegate's and a view's")
    func shouldBeginRefusals() {
        sim.application.gestureArbitrationLog = arbitration
        let window = sim.makeWindow()
        let v = RecordingView("V", frame: window.bounds, log: log)
        let refusing = LogRefusingView("S", frame: CGRect(x: 200, y: 0, width: 120, height: 120), log: log)
        window.addSubview(v)
        window.addSubview(refusing)
        let a = GRProbe.make("A", .discrete(recognizesOn: .ended), log: log)
        let d = GRProbeDelegate()
        defer { withExtendedLifetime(d) {} }  // delegates are held weakly
        d.shouldBegin = { _ in false }
        a.delegate = d
        v.addGestureRecognizer(a)
        let s = GRProbe.make("S", .discrete(recognizesOn: .ended), log: log)
        refusing.addGestureRecognizer(s)
        sim.tap(at: p)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 250, y: 50))
        #expect(arbitration.messages == [
            "A: delegate's gestureRecognizerShouldBegin returned false → failed",
            "A: possible → failed",
            "A: reset",
            "S: LogRefusingView.gestureRecognizerShouldBegin returned false → failed",
            "S: possible → failed",
            "S: reset",
        ])
        // DIS-05 the structured entries name whose gestureRecognizerShouldBegin said no.
        #expect(arbitration.entries.map(\.event) == [
            .beginRefused("delegate's gestureRecognizerShouldBegin returned false"),
            .transition(from: .possible, to: .failed), .reset,
            .beginRefused("LogRefusingView.gestureRecognizerShouldBegin returned false"),
            .transition(from: .possible, to: .failed), .reset,
        ])
        #expect(arbitration.entries.map(\.recognizer) == ["A", "A", "A", "S", "S", "S"])
        #expect(GRFixtures.actions(log).isEmpty)
    }

    @Test("the log records views held back and released when the recognizer fails")
    func heldAndReleased() {
        sim.application.gestureArbitrationLog = arbitration
        let v = makeView()
        let double = UITapGestureRecognizer()
        double.name = "double"
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(double)
        let t0 = sim.now
        sim.tap(at: p)
        sim.advance(by: 1)
        #expect(arbitration.messages == [
            "view delivery of ended held for RecordingView#7",
            "double: possible → failed",
            "view delivery released for RecordingView#7",
            "double: reset",
        ])
        #expect(arbitration.entries.map(\.time).count == 4)
        #expect(close(arbitration.entries[0].time, t0 + 0.05))
        #expect(close(arbitration.entries[2].time, t0 + 0.05 + sim.application.configuration.multiTapInterval))
        #expect(GRFixtures.lines(log, of: "V") == ["V.touchesBegan(t1)", "V.touchesEnded(t1)"])
    }

    @Test("the log records delaysTouchesBegan holds, withdrawals, ignored touches and declined touches")
    func otherDecisions() {
        sim.application.gestureArbitrationLog = arbitration
        let v = makeView()
        let held = GRProbe.make("H", .manual, log: log)
        held.delaysTouchesBegan = true
        let ignoring = GRProbe.make("I", .manual, log: log)
        ignoring.hook = { r, phase, touches, event in
            if phase == .began { for t in touches { r.ignore(t, for: event) } }
        }
        let declined = GRProbe.make("N", .manual, log: log)
        let d = GRProbeDelegate()
        defer { withExtendedLifetime(d) {} }  // delegates are held weakly
        d.receivesTouch = { _, _ in false }
        declined.delegate = d
        v.addGestureRecognizer(held)
        v.addGestureRecognizer(ignoring)
        v.addGestureRecognizer(declined)
        let f = sim.touchDown(at: p)
        held.isEnabled = false
        sim.lift(f)
        #expect(arbitration.messages == [
            "N: delegate declined a touch (shouldReceive)",
            "I: ignores a touch",
            "view delivery of began held for RecordingView#7",
            "H: withdrawn (disabled or removed)",
            "H: possible → failed",
            "view delivery released for RecordingView#7",
            "H: reset",
        ])
        // GTD-06 the same decisions in structured form: who decided, and what.
        #expect(arbitration.entries.map(\.recognizer) == ["N", "I", nil, "H", "H", nil, "H"])
        #expect(arbitration.entries.map(\.event) == [
            .declined("delegate: shouldReceive touch"),
            .ignoredTouch,
            .viewDelivery(.held, view: "RecordingView#7", contact: 1, phase: .began),
            .withdrawn,
            .transition(from: .possible, to: .failed),
            .viewDelivery(.released, view: "RecordingView#7", contact: 1, phase: nil),
            .reset,
        ])
        #expect(GRFixtures.lines(log, of: "V") == ["V.touchesBegan(t1)", "V.touchesEnded(t1)"])
    }

    @Test("the log records every state change and action of a continuous gesture, with their times")
    func stateChangesAndActionsTimed() {
        sim.application.gestureArbitrationLog = arbitration
        let v = makeView()
        let r = GRProbe.make("R", .continuous(beginsOn: .began), log: log)
        v.addGestureRecognizer(r)
        let t0 = sim.now
        let f = sim.touchDown(at: p)
        sim.advance(by: 0.1)
        sim.move(f, to: CGPoint(x: 120, y: 100))
        sim.advance(by: 0.1)
        sim.lift(f)
        #expect(arbitration.messages == [
            "R: possible → began",
            // Decided before the view heard of the touch: it is dropped, so the view never sees it.
            "view delivery dropped for RecordingView#7 (it never saw the touch)",
            "R: action (began)",
            "R: began → changed",
            "R: action (changed)",
            "R: changed → ended",
            "R: action (ended)",
            "R: reset",
        ])
        let times = arbitration.entries.map(\.time)
        let expected = [t0, t0, t0, t0 + 0.1, t0 + 0.1, t0 + 0.2, t0 + 0.2, t0 + 0.2]
        #expect(times.count == expected.count)
        #expect(zip(times, expected).allSatisfy { close($0, $1) })
        #expect(GRFixtures.lines(log, of: "V").isEmpty)
    }

    // MARK: Opt-in

    @Test("nothing is recorded while no log is installed, and an uninstalled log stops growing")
    func recordsNothingWhenNotInstalled() {
        #expect(sim.application.gestureArbitrationLog == nil)
        let v = makeView()
        _ = singleAndDouble(on: v)
        sim.tap(at: p)
        sim.advance(by: 1)
        #expect(GRFixtures.actions(log) == ["single.action[ended]"])  // arbitration happened
        #expect(arbitration.entries.isEmpty)
        // Installed now: only what follows is recorded.
        sim.application.gestureArbitrationLog = arbitration
        #expect(arbitration.entries.isEmpty)
        sim.tap(at: p)
        sim.advance(by: 1)
        let count = arbitration.entries.count
        #expect(count == 9)
        // Uninstalled: the log keeps what it has and records nothing more.
        sim.application.gestureArbitrationLog = nil
        sim.tap(at: p)
        sim.advance(by: 1)
        #expect(arbitration.entries.count == count)
        #expect(GRFixtures.actions(log) == ["single.action[ended]", "single.action[ended]", "single.action[ended]"])
    }

    @Test("clear() empties the log; recording goes on afterwards")
    func clearEmpties() {
        sim.application.gestureArbitrationLog = arbitration
        let v = makeView()
        _ = singleAndDouble(on: v)
        sim.tap(at: p)
        sim.advance(by: 1)
        #expect(!arbitration.entries.isEmpty)
        arbitration.clear()
        #expect(arbitration.entries.isEmpty)
        #expect(arbitration.messages.isEmpty)
        sim.tap(at: p)
        sim.advance(by: 1)
        #expect(arbitration.messages.first == "single: recognized, waiting for double to fail")
    }
}
