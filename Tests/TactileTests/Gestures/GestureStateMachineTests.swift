import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// The recognizer state machine (requirements GSM-01 to GSM-11; decisions DIS-06, DIS-07, GAP-14).
@MainActor
@Suite("Gesture state machine (GSM)")
struct GestureStateMachineTests {
    typealias State = UIGestureRecognizer.State

    let sim = TouchSimulator()
    let log = EventLog()
    let arbitration = GestureArbitrationLog()
    let p = CGPoint(x: 100, y: 100)

    /// A window with one recording view "V" covering it, and `probe` attached to that view.
    @discardableResult
    func attach(_ probe: GRProbe) -> RecordingView {
        sim.application.gestureArbitrationLog = arbitration
        let v = SingleViewScene(simulator: sim, recordingAs: "V", log: log, isMultipleTouchEnabled: true).view
        v.tag = 1
        v.addGestureRecognizer(probe)
        return v
    }

    /// The state changes the arbitration log recorded for `name`, e.g. `"possible → began"`.
    func transitions(_ name: String) -> [String] {
        arbitration.messages.compactMap { m in
            guard m.hasPrefix("\(name): "), m.contains(" → "), !m.contains("illegal") else { return nil }
            let rest = String(m.dropFirst(name.count + 2))
            let parts = rest.components(separatedBy: " → ")
            guard parts.count == 2, State.allNames.contains(parts[0]), State.allNames.contains(parts[1]) else {
                return nil
            }
            return rest
        }
    }

    // MARK: States

    @Test("GSM-01 / DIS-07 .recognized is an alias of .ended; the raw values are UIKit's")
    func recognizedIsEnded() {
        #expect(State.recognized == .ended)
        #expect(State.recognized.rawValue == 3)
        #expect([State.possible, .began, .changed, .ended, .cancelled, .failed].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect("\(State.recognized)" == "ended")
    }

    @Test("GSM-02 a recognizer starts in .possible, with no touches and no resets")
    func initialState() {
        let r = GRProbe.make("R", .manual, log: log)
        #expect(r.state == .possible)
        #expect(r.resetCount == 0)
        #expect(r.numberOfTouches == 0)
        attach(r)
        #expect(r.state == .possible)
        #expect(r.view != nil)
    }

    // MARK: Continuous transitions

    @Test("GSM-04 continuous possible → began → changed → changed → ended, one action per state, then reset")
    func continuousFullPath() {
        let r = GRProbe.make("R", .continuous(beginsOn: .began), log: log)
        attach(r)
        let f = sim.touchDown(at: p)
        #expect(r.state == .began)
        sim.move(f, to: CGPoint(x: 110, y: 100))
        #expect(r.state == .changed)
        sim.move(f, to: CGPoint(x: 120, y: 100))
        #expect(r.state == .changed)
        sim.lift(f)
        #expect(r.state == .possible)
        #expect(r.resetCount == 1)
        #expect(r.resetCalls == 1)
        #expect(GRFixtures.lines(log, of: "R") == [
            "R.touchesBegan(t1)", "R.action[began]",
            "R.touchesMoved(t1)", "R.action[changed]",
            "R.touchesMoved(t1)", "R.action[changed]",
            "R.touchesEnded(t1)", "R.action[ended]",
            "R.reset",
        ])
        #expect(transitions("R") == [
            "possible → began", "began → changed", "changed → changed", "changed → ended",
        ])
    }

    @Test("GSM-04 / GAP-14 continuous began → ended directly (no change in between)")
    func beganToEnded() {
        let r = GRProbe.make("R", .continuous(beginsOn: .began), log: log)
        attach(r)
        let f = sim.touchDown(at: p)
        sim.lift(f)
        #expect(GRFixtures.lines(log, of: "R") == [
            "R.touchesBegan(t1)", "R.action[began]", "R.touchesEnded(t1)", "R.action[ended]", "R.reset",
        ])
        #expect(transitions("R") == ["possible → began", "began → ended"])
        #expect(r.state == .possible)
    }

    @Test("GSM-04 / GAP-14 / DIS-07 continuous began → cancelled sends a cancelled action")
    func beganToCancelled() {
        let r = GRProbe.make("R", .continuous(beginsOn: .began), log: log)
        attach(r)
        let f = sim.touchDown(at: p)
        sim.cancel([f])
        #expect(GRFixtures.lines(log, of: "R") == [
            "R.touchesBegan(t1)", "R.action[began]", "R.touchesCancelled(t1)", "R.action[cancelled]", "R.reset",
        ])
        #expect(transitions("R") == ["possible → began", "began → cancelled"])
        #expect(r.state == .possible)
        #expect(r.resetCount == 1)
    }

    @Test("GSM-04 / DIS-07 continuous changed → cancelled when the gesture stops fitting its pattern")
    func changedToCancelled() {
        let r = GRProbe.make("R", .continuous(beginsOn: .began), log: log)
        // The gesture stops fitting once the finger goes below y = 200.
        r.hook = { r, phase, touches, _ in
            if phase == .moved, touches.contains(where: { $0.location(in: nil).y > 200 }) { r.state = .cancelled }
        }
        attach(r)
        let f = sim.touchDown(at: p)
        sim.move(f, to: CGPoint(x: 100, y: 150))
        sim.move(f, to: CGPoint(x: 100, y: 250))  // changed, then cancelled in the same call
        #expect(r.state == .cancelled)
        #expect(r.resetCount == 0)  // the finger is still down (DIS-06)
        sim.move(f, to: CGPoint(x: 100, y: 300))  // not delivered: the recognizer is finished
        sim.lift(f)
        #expect(GRFixtures.lines(log, of: "R") == [
            "R.touchesBegan(t1)", "R.action[began]",
            "R.touchesMoved(t1)", "R.action[changed]",
            "R.touchesMoved(t1)", "R.action[changed]", "R.action[cancelled]",
            "R.reset",
        ])
        #expect(transitions("R") == ["possible → began", "began → changed", "changed → changed", "changed → cancelled"])
        #expect(r.state == .possible)
        #expect(r.resetCount == 1)
    }

    @Test("GSM-04 continuous possible → failed sends no action")
    func continuousFails() {
        let r = GRProbe.make("R", .continuous(beginsOn: .moved), log: log)
        attach(r)
        let f = sim.touchDown(at: p)
        sim.lift(f)  // never moved: fails when the touch ends
        #expect(GRFixtures.lines(log, of: "R") == ["R.touchesBegan(t1)", "R.touchesEnded(t1)", "R.reset"])
        #expect(transitions("R") == ["possible → failed"])
        #expect(GRFixtures.actions(log).isEmpty)
    }

    // MARK: Discrete transitions

    @Test("GSM-03 / GSM-10 discrete possible → recognized sends exactly one action, with state .ended")
    func discreteRecognized() {
        let r = GRProbe.make("R", .discrete(recognizesOn: .ended), log: log)
        attach(r)
        let f = sim.touchDown(at: p)
        sim.move(f, to: CGPoint(x: 105, y: 100))
        #expect(r.state == .possible)
        sim.lift(f)
        #expect(GRFixtures.lines(log, of: "R") == [
            "R.touchesBegan(t1)", "R.touchesMoved(t1)", "R.touchesEnded(t1)", "R.action[ended]", "R.reset",
        ])
        #expect(transitions("R") == ["possible → ended"])
        #expect(r.state == .possible)
    }

    @Test("GSM-03 discrete possible → failed sends no action")
    func discreteFails() {
        let r = GRProbe.make("R", .discrete(recognizesOn: .moved), log: log)
        attach(r)
        sim.tap(at: p)
        #expect(GRFixtures.lines(log, of: "R") == ["R.touchesBegan(t1)", "R.touchesEnded(t1)", "R.reset"])
        #expect(transitions("R") == ["possible → failed"])
        #expect(r.state == .possible)
    }

    @Test("GSM-10 a subclass setting .recognized is discrete; setting .began makes it continuous")
    func discreteVersusContinuousByStates() {
        let d = GRProbe.make("D", .discrete(recognizesOn: .moved), log: log)
        let c = GRProbe.make("C", .continuous(beginsOn: .moved), log: log)
        let v = attach(d)
        v.addGestureRecognizer(c)
        let simultaneous = GRProbeDelegate()
        defer { withExtendedLifetime(simultaneous) {} }  // delegates are held weakly
        simultaneous.simultaneous = { _, _ in true }
        d.delegate = simultaneous
        let f = sim.touchDown(at: p)
        for x in stride(from: 110, through: 150, by: 10) { sim.move(f, to: CGPoint(x: CGFloat(x), y: 100)) }
        sim.lift(f)
        #expect(GRFixtures.actions(log).filter { $0.hasPrefix("D.") } == ["D.action[ended]"])
        #expect(GRFixtures.actions(log).filter { $0.hasPrefix("C.") } == [
            "C.action[began]", "C.action[changed]", "C.action[changed]", "C.action[changed]", "C.action[changed]",
            "C.action[ended]",
        ])
    }

    // MARK: Illegal transitions

    /// Legal transitions that bring a manual probe from `.possible` to each state while its finger is down.
    nonisolated static let paths: [State: [State]] = [
        .possible: [], .began: [.began], .changed: [.began, .changed], .ended: [.ended],
        .cancelled: [.began, .cancelled], .failed: [.failed],
    ]

    /// Every transition to a non-possible state that the state machine (Figure 1-3, GAP-14) does not allow.
    /// `possible → cancelled` is left out: Tactile treats it as failing (see `possibleToCancelledFails`).
    nonisolated static let illegal: [(State, State)] = {
        let targets: [State] = [.began, .changed, .ended, .cancelled, .failed]
        let legal: Set<String> = [
            "possible→began", "possible→ended", "possible→failed", "possible→cancelled",
            "began→changed", "began→ended", "began→cancelled",
            "changed→changed", "changed→ended", "changed→cancelled",
        ]
        var result: [(State, State)] = []
        for from in [State.possible, .began, .changed, .ended, .cancelled, .failed] {
            for to in targets where !legal.contains("\(from)→\(to)") { result.append((from, to)) }
        }
        return result
    }()

    @Test("GSM-03 / GSM-04 illegal transitions are ignored (no state change, no action) and logged", arguments: illegal)
    func illegalTransitionIgnored(from: State, to: State) {
        sim.application.configuration.assertsOnIllegalGestureTransitions = false
        let r = GRProbe.make("R", .manual, log: log)
        attach(r)
        let f = sim.touchDown(at: p)
        for s in Self.paths[from]! { r.state = s }
        #expect(r.state == from)
        let actionsBefore = GRFixtures.actions(log)
        r.state = to
        #expect(r.state == from)
        #expect(GRFixtures.actions(log) == actionsBefore)
        #expect(arbitration.messages.last == "R: illegal transition \(from) → \(to) ignored")
        sim.lift(f)
        if [State.ended, .cancelled, .failed].contains(from) {
            #expect(r.state == .possible)
            #expect(r.resetCount == 1)
        }
    }

    @Test("GSM-04 / EX-43 possible → cancelled (a discrete recognizer whose touches are cancelled) fails, with no action")
    func possibleToCancelledFails() {
        let r = GRProbe.make("R", .manual, log: log)
        r.hook = { r, phase, _, _ in if phase == .cancelled { r.state = .cancelled } }
        attach(r)
        let f = sim.touchDown(at: p)
        sim.cancel([f])
        #expect(GRFixtures.actions(log).isEmpty)
        #expect(transitions("R") == ["possible → failed"])
        #expect(!arbitration.messages.contains { $0.contains("illegal") })
        #expect(r.state == .possible)
        #expect(r.resetCount == 1)
    }

    @Test("GSM-04 an illegal request made from a touch method is ignored; the recognizer keeps analysing")
    func illegalFromTouchMethod() {
        sim.application.configuration.assertsOnIllegalGestureTransitions = false
        let r = GRProbe.make("R", .manual, log: log)
        // possible → changed is not a transition of the state machine: a buggy subclass asks for it on a move.
        r.hook = { r, phase, _, _ in
            switch phase {
            case .moved where r.state == .possible: r.state = .changed  // illegal
            case .ended: r.state = .recognized  // legal
            default: break
            }
        }
        attach(r)
        let f = sim.touchDown(at: p)
        sim.move(f, to: CGPoint(x: 120, y: 100))
        #expect(r.state == .possible)
        #expect(arbitration.messages.contains("R: illegal transition possible → changed ignored"))
        #expect(GRFixtures.actions(log).isEmpty)
        sim.lift(f)
        #expect(GRFixtures.lines(log, of: "R") == [
            "R.touchesBegan(t1)", "R.touchesMoved(t1)", "R.touchesEnded(t1)", "R.action[ended]", "R.reset",
        ])
        #expect(transitions("R") == ["possible → ended"])
    }

    // MARK: Back to possible, reset (GSM-06, GSM-07, DIS-06)

    @Test("GSM-06 / DIS-07 the return to .possible sends no action; actions read the state they were sent for")
    func returnToPossibleSendsNothing() {
        let r = GRProbe.make("R", .continuous(beginsOn: .began), log: log, recordsActions: false)
        let seen = GRBox<[State]>([])
        r.addAction { seen.value.append($0.state) }
        attach(r)
        let f = sim.touchDown(at: p)
        sim.move(f, to: CGPoint(x: 110, y: 100))
        sim.lift(f)
        #expect(seen.value == [.began, .changed, .ended])
        #expect(r.state == .possible)
        sim.advance(by: 1)
        #expect(seen.value == [.began, .changed, .ended])
    }

    @Test("GSM-07 / DIS-06 after ended, reset waits until the recognizer's last touch is over")
    func resetAfterEndedWaitsForTouches() {
        let r = GRProbe.make("R", .discrete(recognizesOn: .ended), log: log)
        attach(r)
        let fingers = sim.touchDown(at: [p, CGPoint(x: 150, y: 100)])
        sim.lift(fingers[0])  // recognized on the first lift
        #expect(r.state == .ended)
        #expect(r.resetCount == 0)
        #expect(r.resetCalls == 0)
        sim.move(fingers[1], to: CGPoint(x: 160, y: 100))  // not delivered: the recognizer has finished
        sim.lift(fingers[1])
        #expect(r.state == .possible)
        #expect(r.resetCount == 1)
        #expect(r.resetCalls == 1)
        #expect(GRFixtures.lines(log, of: "R") == [
            "R.touchesBegan(t1,t2)", "R.touchesEnded(t1)", "R.action[ended]", "R.reset",
        ])
    }

    @Test("GSM-07 / DIS-06 after cancelled, reset waits until the touches are over")
    func resetAfterCancelledWaitsForTouches() {
        let r = GRProbe.make("R", .continuous(beginsOn: .began), log: log)
        r.hook = { r, phase, _, _ in if phase == .moved { r.state = .cancelled } }
        attach(r)
        let f = sim.touchDown(at: p)
        sim.move(f, to: CGPoint(x: 120, y: 100))
        #expect(r.state == .cancelled)
        #expect(r.resetCount == 0)
        sim.advance(by: 1)
        #expect(r.state == .cancelled)
        sim.lift(f)
        #expect(r.state == .possible)
        #expect(r.resetCount == 1)
        #expect(r.resetCalls == 1)
    }

    @Test("GSM-07 / DIS-06 after failed, reset runs too, once every touch of the sequence is over")
    func resetAfterFailedWaitsForTouches() {
        let r = GRProbe.make("R", .fails(on: .began), log: log)
        attach(r)
        let fingers = sim.touchDown(at: [p, CGPoint(x: 150, y: 100)])
        #expect(r.state == .failed)
        sim.lift(fingers[0])
        #expect(r.state == .failed)
        #expect(r.resetCount == 0)
        sim.lift(fingers[1])
        #expect(r.state == .possible)
        #expect(r.resetCount == 1)
        #expect(r.resetCalls == 1)
        #expect(GRFixtures.lines(log, of: "R") == ["R.touchesBegan(t1,t2)", "R.reset"])
    }

    @Test("GSM-07 reset runs once per sequence, whatever the number of touches")
    func oneResetPerSequence() {
        let r = GRProbe.make("R", .continuous(beginsOn: .moved), log: log)
        attach(r)
        let a = sim.touchDown(at: p)
        let b = sim.touchDown(at: CGPoint(x: 200, y: 100))
        sim.move(a, to: CGPoint(x: 120, y: 100))
        sim.lift(a)
        #expect(r.state == .began)
        sim.move(b, to: CGPoint(x: 220, y: 100))
        sim.lift(b)
        #expect(r.resetCount == 1)
        #expect(GRFixtures.actions(log) == ["R.action[began]", "R.action[changed]", "R.action[ended]"])
        sim.tap(at: p)  // a new sequence: fails (no move) and resets again
        #expect(r.resetCount == 2)
    }

    @Test("GSM-07 a failed recognizer receives no further touches, old or new, until it resets")
    func noTouchesAfterFailingUntilReset() {
        let r = GRProbe.make("R", .fails(on: .began), log: log)
        attach(r)
        let a = sim.touchDown(at: p)
        let b = sim.touchDown(at: CGPoint(x: 200, y: 200))  // a new touch while R is failed
        sim.move(a, to: CGPoint(x: 120, y: 100))
        sim.move(b, to: CGPoint(x: 220, y: 200))
        sim.lift(a)
        sim.lift(b)
        #expect(GRFixtures.lines(log, of: "R") == ["R.touchesBegan(t1)", "R.reset"])
        // The view got every touch: R's failure does not hold anything back.
        #expect(GRFixtures.lines(log, of: "V") == [
            "V.touchesBegan(t1)", "V.touchesBegan(t2)", "V.touchesMoved(t1)", "V.touchesMoved(t2)",
            "V.touchesEnded(t1)", "V.touchesEnded(t2)",
        ])
        sim.tap(at: p)  // after the reset, a new sequence reaches R again
        #expect(GRFixtures.lines(log, of: "R") == ["R.touchesBegan(t1)", "R.reset", "R.touchesBegan(t3)", "R.reset"])
    }

    // MARK: Timing and flow (GSM-08, GSM-09, GSM-11)

    @Test("GSM-08 the ended action is sent while the lift is processed, before time moves on")
    func endedActionImmediate() {
        let r = GRProbe.make("R", .discrete(recognizesOn: .ended), log: log, recordsActions: false)
        let times = GRBox<[TimeInterval]>([])
        r.addAction { [sim] _ in times.value.append(sim.now) }
        attach(r)
        let f = sim.touchDown(at: p)
        sim.advance(by: 0.1)
        let liftTime = sim.now
        sim.lift(f)
        #expect(times.value == [liftTime])
    }

    @Test("GSM-09 / GR-03 each phase reaches the recognizer before the view; recognized → view cancelled → action")
    func flowRecognized() {
        let r = GRProbe.make("R", .discrete(recognizesOn: .ended), log: log)
        attach(r)
        let f = sim.touchDown(at: p)
        sim.move(f, to: CGPoint(x: 105, y: 100))
        sim.lift(f)
        #expect(log.lines == [
            "R.touchesBegan(t1)", "V.touchesBegan(t1)",
            "R.touchesMoved(t1)", "V.touchesMoved(t1)",
            "R.touchesEnded(t1)", "V.touchesCancelled(t1)", "R.action[ended]",
            "R.reset",
        ])
    }

    @Test("GSM-09 when the recognizer fails, the view gets the ended touches and no action is sent")
    func flowFailed() {
        let r = GRProbe.make("R", .discrete(recognizesOn: .cancelled), log: log)
        attach(r)
        let f = sim.touchDown(at: p)
        sim.move(f, to: CGPoint(x: 105, y: 100))
        sim.lift(f)
        #expect(log.lines == [
            "R.touchesBegan(t1)", "V.touchesBegan(t1)",
            "R.touchesMoved(t1)", "V.touchesMoved(t1)",
            "R.touchesEnded(t1)", "V.touchesEnded(t1)",
            "R.reset",
        ])
    }

    @Test("GSM-11 the state a recognizer sets drives its dependants: A waits while B is possible, proceeds once B fails")
    func stateDrivesRequirements() {
        let a = GRProbe.make("A", .discrete(recognizesOn: .ended), log: log)
        let b = GRProbe.make("B", .manual, log: log)
        let v = attach(a)
        v.addGestureRecognizer(b)
        a.require(toFail: b)
        sim.tap(at: p)
        #expect(a.state == .possible)
        #expect(GRFixtures.actions(log).isEmpty)
        b.state = .failed
        #expect(GRFixtures.actions(log) == ["A.action[ended]"])
        #expect(a.state == .possible)
        #expect(b.state == .possible)
        #expect(a.resetCount == 1)
        #expect(b.resetCount == 1)
    }
}

extension UIGestureRecognizer.State {
    /// The descriptions of every state, for parsing log messages.
    static let allNames: Set<String> = ["possible", "began", "changed", "ended", "cancelled", "failed"]
}
