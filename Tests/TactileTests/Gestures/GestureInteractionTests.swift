import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// A view that answers `gestureRecognizerShouldBegin(_:)` like a UIView subclass with its own touch handling
/// (DIS-05, GRI-08), and records each question.
@MainActor
fileprivate final class RefusingView: RecordingView {
    var refuses = true
    var asked: [String] = []
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append(gestureRecognizer.name ?? "?")
        return !refuses
    }
}

/// Recognizer interactions: failure requirements, delegates, exclusivity, simultaneity, ancestors, changes
/// mid-gesture and ignored touches (requirements GRI-01 to GRI-13, GCS-07, GTD-09; decisions DIS-05, DIS-21).
@MainActor
@Suite("Gesture interactions (GRI)")
struct GestureInteractionTests {
    typealias State = UIGestureRecognizer.State

    let sim = TouchSimulator()
    let log = EventLog()
    let arbitration = GestureArbitrationLog()
    let p = CGPoint(x: 100, y: 100)

    init() {
        sim.application.gestureArbitrationLog = arbitration
    }

    /// A window with one multitouch recording view "V" covering it.
    func makeView(_ name: String = "V") -> RecordingView {
        let window = sim.makeWindow()
        let v = RecordingView(name, frame: window.bounds, log: log)
        v.isMultipleTouchEnabled = true
        window.addSubview(v)
        return v
    }

    func actions() -> [String] { GRFixtures.actions(log) }

    // MARK: require(toFail:) (GRI-01)

    @Test("GRI-01 A waits in .possible while B is undecided, and recognizes the moment B fails")
    func requireToFailWaitsThenProceeds() {
        let v = makeView()
        let a = GRProbe.make("A", .discrete(recognizesOn: .ended), log: log)
        let b = GRProbe.make("B", .manual, log: log)
        v.addGestureRecognizer(a)
        v.addGestureRecognizer(b)
        a.require(toFail: b)
        sim.tap(at: p)
        #expect(a.state == .possible)
        #expect(actions().isEmpty)
        #expect(GRFixtures.lines(log, of: "V") == ["V.touchesBegan(t1)"])  // touchesEnded withheld meanwhile
        sim.advance(by: 0.5)
        #expect(a.state == .possible)
        #expect(actions().isEmpty)
        b.state = .failed
        #expect(actions() == ["A.action[ended]"])
        #expect(GRFixtures.lines(log, of: "V") == ["V.touchesBegan(t1)", "V.touchesCancelled(t1)"])
        #expect(a.state == .possible)
        #expect(a.resetCount == 1)
        #expect(b.resetCount == 1)
    }

    @Test("GRI-01 A fails when B recognizes while A is waiting")
    func requireToFailFailsWhenOtherRecognizes() {
        let v = makeView()
        let a = GRProbe.make("A", .discrete(recognizesOn: .ended), log: log)
        let b = GRProbe.make("B", .manual, log: log)
        v.addGestureRecognizer(a)
        v.addGestureRecognizer(b)
        a.require(toFail: b)
        sim.tap(at: p)
        b.state = .recognized
        #expect(actions() == ["B.action[ended]"])
        #expect(a.state == .possible)
        #expect(a.resetCount == 1)
        #expect(b.resetCount == 1)
        #expect(a.resetCalls == 1)
    }

    @Test("GRI-01 the requirement holds even when simultaneous recognition is allowed: B began, so A fails")
    func requireToFailBeatsSimultaneity() {
        let v = makeView()
        let a = GRProbe.make("A", .discrete(recognizesOn: .ended), log: log)
        let b = GRProbe.make("B", .continuous(beginsOn: .moved), log: log)
        let d = GRProbeDelegate()
        defer { withExtendedLifetime(d) {} }  // delegates are held weakly
        d.simultaneous = { _, _ in true }
        a.delegate = d
        v.addGestureRecognizer(a)
        v.addGestureRecognizer(b)
        a.require(toFail: b)
        let f = sim.touchDown(at: p)
        sim.move(f, to: CGPoint(x: 120, y: 100))  // B begins before A tries
        sim.lift(f)
        #expect(actions() == ["B.action[began]", "B.action[ended]"])
        #expect(arbitration.messages.contains("A: required B to fail, but it recognized → failed"))
    }

    @Test("GRI-01 a waiting A fails when B begins later, even when simultaneous recognition is allowed")
    func waitingFailsWhenRequirementBegins() {
        let v = makeView()
        let a = GRProbe.make("A", .discrete(recognizesOn: .began), log: log)
        let b = GRProbe.make("B", .continuous(beginsOn: .moved), log: log)
        let d = GRProbeDelegate()
        defer { withExtendedLifetime(d) {} }  // delegates are held weakly
        d.simultaneous = { _, _ in true }
        a.delegate = d
        v.addGestureRecognizer(a)
        v.addGestureRecognizer(b)
        a.require(toFail: b)
        let f = sim.touchDown(at: p)
        #expect(a.state == .possible)  // waiting
        sim.move(f, to: CGPoint(x: 120, y: 100))
        sim.lift(f)
        #expect(actions() == ["B.action[began]", "B.action[ended]"])
        #expect(arbitration.messages.contains("A: B recognized → failed"))
        #expect(a.resetCount == 1)
    }

    /// The three sources of a failure requirement (GRI-01, GRI-04, GRI-06).
    enum RequirementSource: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case requireToFail, delegateShouldRequireFailureOf, delegateShouldBeRequiredToFailBy, subclassShouldRequireFailure
        var testDescription: String { rawValue }
    }

    @Test(
        "GRI-01 / GRI-04 / GRI-06 a failure requirement works across view hierarchies and across windows",
        arguments: [false, true], RequirementSource.allCases)
    func requireToFailAcrossHierarchies(twoWindows: Bool, source: RequirementSource) {
        let w1 = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let v1 = RecordingView("V1", frame: CGRect(x: 0, y: 0, width: 160, height: 480), log: log)
        w1.addSubview(v1)
        let v2: RecordingView
        if twoWindows {
            let w2 = sim.makeWindow(frame: CGRect(x: 320, y: 0, width: 320, height: 480))
            v2 = RecordingView("V2", frame: w2.bounds, log: log)
            w2.addSubview(v2)
        } else {
            v2 = RecordingView("V2", frame: CGRect(x: 160, y: 0, width: 160, height: 480), log: log)
            w1.addSubview(v2)
        }
        let a = GRProbe.make("A", .discrete(recognizesOn: .ended), log: log)
        let b = GRProbe.make("B", .continuous(beginsOn: .moved), log: log)
        v1.addGestureRecognizer(a)
        v2.addGestureRecognizer(b)
        let d = GRProbeDelegate()
        defer { withExtendedLifetime(d) {} }  // delegates are held weakly
        switch source {
        case .requireToFail:
            a.require(toFail: b)
        case .delegateShouldRequireFailureOf:
            d.requiresFailureOf = { r, other in r === a && other === b }
            a.delegate = d
        case .delegateShouldBeRequiredToFailBy:
            d.beRequiredToFailBy = { r, other in r === b && other === a }
            b.delegate = d
        case .subclassShouldRequireFailure:
            a.requiresFailureAnswer = { $0 === b }
        }
        let bPoint = twoWindows ? CGPoint(x: 400, y: 100) : CGPoint(x: 240, y: 100)
        // First attempt: B's finger lifts without moving, so B fails and A fires then.
        let fb = sim.touchDown(at: bPoint)
        sim.tap(at: CGPoint(x: 80, y: 100))
        #expect(actions().isEmpty)
        #expect(a.state == .possible)
        sim.advance(by: 0.1)
        let bLift = sim.now
        sim.lift(fb)
        #expect(actions() == ["A.action[ended]"])
        #expect(arbitration.entries.first { $0.message == "A: action (ended)" }?.time == bLift)
        // Second attempt: B's finger moves, so B begins and A fails.
        sim.advance(by: 1)
        let fb2 = sim.touchDown(at: bPoint)
        sim.tap(at: CGPoint(x: 80, y: 100))
        sim.move(fb2, to: CGPoint(x: bPoint.x + 20, y: 100))
        sim.lift(fb2)
        #expect(actions() == ["A.action[ended]", "B.action[began]", "B.action[ended]"])
        #expect(a.state == .possible)
        #expect(a.resetCount == 2)
        #expect(b.resetCount == 2)
    }

    // MARK: Dynamic requirements (GRI-04 to GRI-06)

    @Test("GRI-04 delegate shouldRequireFailureOf makes A wait; it is asked once per attempt, and re-asked each attempt")
    func delegateShouldRequireFailureOf() {
        let v = makeView()
        let a = GRProbe.make("A", .discrete(recognizesOn: .ended), log: log)
        let b = GRProbe.make("B", .manual, log: log)
        let d = GRProbeDelegate()
        defer { withExtendedLifetime(d) {} }  // delegates are held weakly
        let requires = GRBox(true)
        d.requiresFailureOf = { r, other in r === a && other === b && requires.value }
        a.delegate = d
        v.addGestureRecognizer(a)
        v.addGestureRecognizer(b)
        sim.tap(at: p)
        #expect(actions().isEmpty)  // waiting for B
        #expect(d.calls.filter { $0 == "shouldRequireFailureOf(A,B)" }.count == 1)
        b.state = .failed
        #expect(actions() == ["A.action[ended]"])
        #expect(d.calls.filter { $0 == "shouldRequireFailureOf(A,B)" }.count == 1)
        // The next attempt asks again, and this time the answer is no: A does not wait.
        requires.value = false
        sim.advance(by: 1)
        sim.tap(at: p)
        #expect(actions() == ["A.action[ended]", "A.action[ended]"])
        #expect(d.calls.filter { $0 == "shouldRequireFailureOf(A,B)" }.count == 2)
    }

    @Test("GRI-04 / GRI-05 delegate shouldBeRequiredToFailBy: a subview's recognizer waits for the edge recognizer of its ancestor")
    func delegateShouldBeRequiredToFailBy() {
        let window = sim.makeWindow()
        let parent = RecordingView("P", frame: window.bounds, log: log)
        let child = RecordingView("C", frame: CGRect(x: 50, y: 50, width: 200, height: 200), log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        let edge = GRProbe.make("E", .manual, log: log)
        let tap = GRProbe.make("T", .discrete(recognizesOn: .ended), log: log)
        let d = GRProbeDelegate()
        defer { withExtendedLifetime(d) {} }  // delegates are held weakly
        // Listing 1-6-2: every recognizer in the edge recognizer's subtree must wait for it to fail.
        d.beRequiredToFailBy = { r, other in
            guard let rv = r.view, let ov = other.view else { return false }
            return r === edge && ov.isDescendant(of: rv)
        }
        edge.delegate = d
        parent.addGestureRecognizer(edge)
        child.addGestureRecognizer(tap)
        sim.tap(at: p)
        #expect(actions().isEmpty)
        #expect(tap.state == .possible)
        #expect(d.calls.filter { $0 == "shouldBeRequiredToFailBy(E,T)" }.count == 1)
        edge.state = .failed
        #expect(actions() == ["T.action[ended]"])
        #expect(GRFixtures.lines(log, of: "C") == ["C.touchesBegan(t1)", "C.touchesCancelled(t1)"])
    }

    @Test("GRI-06 / GCS-07 subclass override shouldRequireFailure(of:) makes A wait for B")
    func subclassShouldRequireFailure() {
        let v = makeView()
        let a = GRProbe.make("A", .discrete(recognizesOn: .ended), log: log)
        let b = GRProbe.make("B", .manual, log: log)
        a.requiresFailureAnswer = { $0 === b }
        v.addGestureRecognizer(a)
        v.addGestureRecognizer(b)
        sim.tap(at: p)
        #expect(actions().isEmpty)
        b.state = .failed
        #expect(actions() == ["A.action[ended]"])
    }

    @Test("GRI-06 / GCS-07 S3 diagonal style: shouldBeRequiredToFail(by:) = true makes every other recognizer wait")
    func subclassShouldBeRequiredToFailEveryone() {
        let window = sim.makeWindow()
        let parent = RecordingView("P", frame: window.bounds, log: log)
        let child = RecordingView("C", frame: CGRect(x: 50, y: 50, width: 200, height: 200), log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        let diagonal = GRProbe.make("D", .manual, log: log)
        diagonal.requiredToFailAnswer = { _ in true }
        let t1 = GRProbe.make("T1", .discrete(recognizesOn: .ended), log: log)
        let t2 = GRProbe.make("T2", .discrete(recognizesOn: .ended), log: log)
        let both = GRProbeDelegate()
        defer { withExtendedLifetime(both) {} }  // delegates are held weakly
        both.simultaneous = { _, _ in true }
        t1.delegate = both
        t2.delegate = both
        child.addGestureRecognizer(diagonal)
        child.addGestureRecognizer(t1)
        parent.addGestureRecognizer(t2)
        // First: the diagonal recognizer fails, and both others fire.
        sim.tap(at: p)
        #expect(actions().isEmpty)
        #expect(t1.state == .possible)
        #expect(t2.state == .possible)
        diagonal.state = .failed
        #expect(actions() == ["T1.action[ended]", "T2.action[ended]"])
        // Then: the diagonal recognizer recognizes, and both others fail.
        sim.advance(by: 1)
        sim.tap(at: p)
        diagonal.state = .recognized
        #expect(actions() == ["T1.action[ended]", "T2.action[ended]", "D.action[ended]"])
        for r in [diagonal, t1, t2] {
            #expect(r.state == .possible)
            #expect(r.resetCount == 2)
        }
    }

    // MARK: shouldReceive (GRI-07)

    @Test("GRI-07 shouldReceive touch = false: the recognizer never sees the touch, its state is unchanged, the view is not delayed")
    func shouldReceiveTouchFalse() {
        let v = makeView()
        let a = GRProbe.make("A", .discrete(recognizesOn: .ended), log: log)
        let d = GRProbeDelegate()
        defer { withExtendedLifetime(d) {} }  // delegates are held weakly
        d.receivesTouch = { _, _ in false }
        a.delegate = d
        v.addGestureRecognizer(a)
        let f = sim.touchDown(at: p)
        #expect(a.state == .possible)
        sim.move(f, to: CGPoint(x: 105, y: 100))
        sim.lift(f)
        #expect(GRFixtures.lines(log, of: "A").isEmpty)
        #expect(a.state == .possible)
        #expect(a.resetCount == 0)
        #expect(GRFixtures.lines(log, of: "V") == ["V.touchesBegan(t1)", "V.touchesMoved(t1)", "V.touchesEnded(t1)"])
        #expect(d.calls.filter { $0 == "shouldReceiveTouch(A)" }.count == 1)  // asked once, when the touch began
    }

    @Test("GRI-07 shouldReceive is asked for every new touch; a declined second touch is not seen, the first still is")
    func shouldReceivePerTouch() {
        let v = makeView()
        let a = GRProbe.make("A", .manual, log: log)
        let d = GRProbeDelegate()
        defer { withExtendedLifetime(d) {} }  // delegates are held weakly
        let asked = GRBox(0)
        d.receivesTouch = { _, _ in
            asked.value += 1
            return asked.value == 1
        }
        a.delegate = d
        v.addGestureRecognizer(a)
        let f1 = sim.touchDown(at: p)
        let f2 = sim.touchDown(at: CGPoint(x: 200, y: 100))
        sim.move(f1, to: CGPoint(x: 110, y: 100))
        sim.move(f2, to: CGPoint(x: 210, y: 100))
        sim.lift([f1, f2])
        #expect(asked.value == 2)
        #expect(GRFixtures.lines(log, of: "A") == ["A.touchesBegan(t1)", "A.touchesMoved(t1)", "A.touchesEnded(t1)"])
    }

    @Test("GRI-07 / Listing 1-7 a parent's recognizer declines touches in a custom subview")
    func shouldReceiveCustomSubview() {
        let window = sim.makeWindow()
        let parent = RecordingView("P", frame: window.bounds, log: log)
        let custom = RecordingView("S", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        window.addSubview(parent)
        parent.addSubview(custom)
        let tap = GRProbe.make("T", .discrete(recognizesOn: .ended), log: log)
        let d = GRProbeDelegate()
        defer { withExtendedLifetime(d) {} }  // delegates are held weakly
        d.receivesTouch = { _, touch in touch.view !== custom }
        tap.delegate = d
        parent.addGestureRecognizer(tap)
        sim.tap(at: CGPoint(x: 50, y: 50))  // in the custom subview
        #expect(actions().isEmpty)
        #expect(GRFixtures.lines(log, of: "S") == ["S.touchesBegan(t1)", "S.touchesEnded(t1)"])
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 200, y: 200))  // elsewhere in the parent
        #expect(actions() == ["T.action[ended]"])
        #expect(GRFixtures.lines(log, of: "P") == ["P.touchesBegan(t2)", "P.touchesCancelled(t2)"])
    }

    @Test("GRI-07 shouldReceive event = false: the recognizer sees nothing of the event and keeps its state")
    func shouldReceiveEventFalse() {
        let v = makeView()
        let a = GRProbe.make("A", .continuous(beginsOn: .began), log: log)
        let d = GRProbeDelegate()
        defer { withExtendedLifetime(d) {} }  // delegates are held weakly
        d.receivesEvent = { _ in false }
        a.delegate = d
        v.addGestureRecognizer(a)
        let f = sim.touchDown(at: p)
        sim.move(f, to: CGPoint(x: 120, y: 100))
        sim.lift(f)
        #expect(GRFixtures.lines(log, of: "A").isEmpty)
        #expect(a.state == .possible)
        #expect(a.resetCount == 0)
        #expect(GRFixtures.lines(log, of: "V") == ["V.touchesBegan(t1)", "V.touchesMoved(t1)", "V.touchesEnded(t1)"])
    }

    // MARK: gestureRecognizerShouldBegin (GRI-08, DIS-05)

    @Test("GRI-08 delegate gestureRecognizerShouldBegin = false fails the recognizer at once; the view's touches proceed")
    func delegateShouldBeginFalse() {
        let v = makeView()
        let a = GRProbe.make("A", .continuous(beginsOn: .moved), log: log)
        let d = GRProbeDelegate()
        defer { withExtendedLifetime(d) {} }  // delegates are held weakly
        d.shouldBegin = { _ in false }
        a.delegate = d
        v.addGestureRecognizer(a)
        let f = sim.touchDown(at: p)
        #expect(d.calls.filter { $0.hasPrefix("shouldBegin") }.isEmpty)  // asked only when it tries to begin
        sim.move(f, to: CGPoint(x: 120, y: 100))
        #expect(d.calls.filter { $0.hasPrefix("shouldBegin") } == ["shouldBegin(A)"])
        #expect(a.state == .failed)
        sim.move(f, to: CGPoint(x: 140, y: 100))
        sim.lift(f)
        #expect(actions().isEmpty)
        #expect(GRFixtures.lines(log, of: "A") == ["A.touchesBegan(t1)", "A.touchesMoved(t1)", "A.reset"])
        #expect(GRFixtures.lines(log, of: "V") == [
            "V.touchesBegan(t1)", "V.touchesMoved(t1)", "V.touchesMoved(t1)", "V.touchesEnded(t1)",
        ])
        #expect(a.state == .possible)
        #expect(a.resetCount == 1)
    }

    @Test("GRI-08 / DIS-05 UIView.gestureRecognizerShouldBegin on the recognizer's own view")
    func viewShouldBeginOwnView() {
        let window = sim.makeWindow()
        let v = RefusingView("V", frame: window.bounds, log: log)
        window.addSubview(v)
        let tap = GRProbe.make("T", .discrete(recognizesOn: .ended), log: log)
        v.addGestureRecognizer(tap)
        sim.tap(at: p)
        #expect(v.asked == ["T"])
        #expect(actions().isEmpty)
        #expect(GRFixtures.lines(log, of: "V") == ["V.touchesBegan(t1)", "V.touchesEnded(t1)"])
        v.refuses = false
        sim.advance(by: 1)
        sim.tap(at: p)
        #expect(actions() == ["T.action[ended]"])
    }

    @Test("GRI-08 / DIS-05 a touched subview refuses an ancestor's recognizer (UISlider pattern); elsewhere it begins")
    func viewShouldBeginTouchedSubview() {
        let window = sim.makeWindow()
        let parent = RecordingView("P", frame: window.bounds, log: log)
        let slider = RefusingView("S", frame: CGRect(x: 0, y: 0, width: 150, height: 40), log: log)
        window.addSubview(parent)
        parent.addSubview(slider)
        let pan = GRProbe.make("R", .continuous(beginsOn: .moved), log: log)
        parent.addGestureRecognizer(pan)
        let f = sim.touchDown(at: CGPoint(x: 20, y: 20))
        sim.move(f, to: CGPoint(x: 60, y: 20))
        sim.lift(f)
        #expect(slider.asked == ["R"])
        #expect(actions().isEmpty)
        #expect(GRFixtures.lines(log, of: "S") == ["S.touchesBegan(t1)", "S.touchesMoved(t1)", "S.touchesEnded(t1)"])
        sim.advance(by: 1)
        let g = sim.touchDown(at: CGPoint(x: 100, y: 200))
        sim.move(g, to: CGPoint(x: 140, y: 200))
        sim.lift(g)
        #expect(actions() == ["R.action[began]", "R.action[ended]"])
        #expect(slider.asked == ["R"])
    }

    // MARK: Exclusivity and simultaneity (GRI-09 to GRI-11)

    @Test("GRI-11 / GR-10 two pans on one view are exclusive by default: exactly one recognizes")
    func defaultExclusivity() {
        let v = makeView()
        let a = UIPanGestureRecognizer(), b = UIPanGestureRecognizer()
        a.name = "A"
        b.name = "B"
        GRFixtures.recordActions(of: a, into: log)
        GRFixtures.recordActions(of: b, into: log)
        v.addGestureRecognizer(a)
        v.addGestureRecognizer(b)
        sim.drag(from: p, to: CGPoint(x: 200, y: 100))
        let aActions = actions().filter { $0.hasPrefix("A.") }, bActions = actions().filter { $0.hasPrefix("B.") }
        #expect(aActions.isEmpty != bActions.isEmpty)
        let winner = aActions.isEmpty ? bActions : aActions
        #expect(winner.first?.hasSuffix("[began]") == true)
        #expect(winner.last?.hasSuffix("[ended]") == true)
        #expect(arbitration.messages.contains { $0.hasSuffix("→ failed") && $0.contains("prevented by") })
        #expect(GRFixtures.lines(log, of: "V").last == "V.touchesCancelled(t1)")
        #expect(a.state == .possible && b.state == .possible)
        #expect(a.resetCount == 1 && b.resetCount == 1)
    }

    /// Which side's delegate allows simultaneous recognition: A's, B's, both, neither.
    nonisolated static let delegateSides: [(Bool, Bool)] = [(false, false), (true, false), (false, true), (true, true)]

    @Test("GRI-09 two pans recognize together when EITHER delegate allows it", arguments: delegateSides)
    func simultaneousWhenEitherSays(aSays: Bool, bSays: Bool) {
        let v = makeView()
        let a = UIPanGestureRecognizer(), b = UIPanGestureRecognizer()
        a.name = "A"
        b.name = "B"
        let da = GRProbeDelegate(), db = GRProbeDelegate()
        defer { withExtendedLifetime((da, db)) {} }  // delegates are held weakly
        da.simultaneous = { _, _ in aSays }
        db.simultaneous = { _, _ in bSays }
        a.delegate = da
        b.delegate = db
        GRFixtures.recordActions(of: a, into: log)
        GRFixtures.recordActions(of: b, into: log)
        v.addGestureRecognizer(a)
        v.addGestureRecognizer(b)
        sim.drag(from: p, to: CGPoint(x: 200, y: 100))
        let recognized = [a, b].filter { r in actions().contains("\(r.name!).action[began]") }.count
        #expect(recognized == (aSays || bSays ? 2 : 1))
        if aSays || bSays {
            #expect(actions().filter { $0.hasSuffix("[ended]") }.count == 2)
        }
    }

    /// canPrevent (A of B) × canBePrevented (B by A) × B's delegate allowing simultaneous recognition.
    nonisolated static let preventionTable: [(Bool, Bool, Bool)] = [
        (true, true, false), (true, true, true), (true, false, false), (true, false, true),
        (false, true, false), (false, true, true), (false, false, false), (false, false, true),
    ]

    @Test(
        "GRI-09 / GRI-10 / GCS-07 A recognizes first, then B tries: B recognizes unless A can prevent it, B can be prevented by A, and neither allows simultaneity",
        arguments: preventionTable)
    func preventionTableTest(canPrevent: Bool, canBePrevented: Bool, simultaneous: Bool) {
        let v = makeView()
        let a = GRProbe.make("A", .continuous(beginsOn: .began), log: log)
        let b = GRProbe.make("B", .continuous(beginsOn: .moved), log: log)
        a.canPreventAnswer = { $0 === b ? canPrevent : true }
        b.canBePreventedAnswer = { $0 === a ? canBePrevented : true }
        let d = GRProbeDelegate()
        defer { withExtendedLifetime(d) {} }  // delegates are held weakly
        d.simultaneous = { _, _ in simultaneous }
        b.delegate = d
        v.addGestureRecognizer(a)
        v.addGestureRecognizer(b)
        let f = sim.touchDown(at: p)
        #expect(a.state == .began)
        sim.move(f, to: CGPoint(x: 120, y: 100))
        sim.lift(f)
        let bRecognizes = simultaneous || !canPrevent || !canBePrevented
        #expect(actions().filter { $0.hasPrefix("A.") } == ["A.action[began]", "A.action[changed]", "A.action[ended]"])
        #expect(actions().filter { $0.hasPrefix("B.") } == (bRecognizes ? ["B.action[began]", "B.action[ended]"] : []))
        #expect(a.resetCount == 1)
        #expect(b.resetCount == 1)
    }

    // MARK: Ancestors (GRI-13)

    @Test("GRI-13 a recognizer on an ancestor sees the subview's touches first; when it recognizes the subview gets touchesCancelled")
    func ancestorRecognizerCancelsSubview() {
        let window = sim.makeWindow()
        let parent = RecordingView("P", frame: window.bounds, log: log)
        let child = RecordingView("C", frame: CGRect(x: 50, y: 50, width: 200, height: 200), log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        let r = GRProbe.make("R", .continuous(beginsOn: .moved), log: log)
        parent.addGestureRecognizer(r)
        let f = sim.touchDown(at: p)
        sim.move(f, to: CGPoint(x: 120, y: 100))
        sim.move(f, to: CGPoint(x: 140, y: 100))
        sim.lift(f)
        #expect(log.lines == [
            "R.touchesBegan(t1)", "C.touchesBegan(t1)",
            "R.touchesMoved(t1)", "C.touchesCancelled(t1)", "R.action[began]",
            "R.touchesMoved(t1)", "R.action[changed]",
            "R.touchesEnded(t1)", "R.action[ended]",
            "R.reset",
        ])
    }

    @Test("GRI-13 when the ancestor's recognizer fails, the subview gets its touchesEnded")
    func ancestorRecognizerFails() {
        let window = sim.makeWindow()
        let parent = RecordingView("P", frame: window.bounds, log: log)
        let child = RecordingView("C", frame: CGRect(x: 50, y: 50, width: 200, height: 200), log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        let r = GRProbe.make("R", .discrete(recognizesOn: .cancelled), log: log)
        parent.addGestureRecognizer(r)
        sim.tap(at: p)
        #expect(log.lines == [
            "R.touchesBegan(t1)", "C.touchesBegan(t1)", "R.touchesEnded(t1)", "C.touchesEnded(t1)", "R.reset",
        ])
    }

    // MARK: Changes mid-gesture

    @Test("GR-05 removing a recognizer mid-gesture cancels it (began): no crash, one reset, back to .possible")
    func removeRecognizerMidGestureBegan() {
        let v = makeView()
        let r = GRProbe.make("R", .continuous(beginsOn: .moved), log: log)
        v.addGestureRecognizer(r)
        let f = sim.touchDown(at: p)
        sim.move(f, to: CGPoint(x: 120, y: 100))
        v.removeGestureRecognizer(r)
        #expect(r.view == nil)
        sim.move(f, to: CGPoint(x: 140, y: 100))
        sim.lift(f)
        #expect(actions() == ["R.action[began]", "R.action[cancelled]"])
        #expect(GRFixtures.lines(log, of: "R") == [
            "R.touchesBegan(t1)", "R.touchesMoved(t1)", "R.action[began]", "R.action[cancelled]", "R.reset",
        ])
        #expect(r.state == .possible)
        #expect(r.resetCount == 1)
    }

    @Test("GR-05 removing an undecided recognizer mid-gesture fails it; the view's withheld touches go on")
    func removeRecognizerMidGesturePossible() {
        let v = makeView()
        let r = GRProbe.make("R", .discrete(recognizesOn: .ended), log: log)
        r.delaysTouchesBegan = true
        v.addGestureRecognizer(r)
        let f = sim.touchDown(at: p)
        #expect(GRFixtures.lines(log, of: "V").isEmpty)  // touchesBegan withheld
        v.removeGestureRecognizer(r)
        #expect(GRFixtures.lines(log, of: "V") == ["V.touchesBegan(t1)"])
        sim.lift(f)
        #expect(actions().isEmpty)
        #expect(GRFixtures.lines(log, of: "V") == ["V.touchesBegan(t1)", "V.touchesEnded(t1)"])
        #expect(r.state == .possible)
        #expect(r.resetCount == 1)
    }

    @Test("GR-05 removing the recognizer's view from the window mid-gesture does not crash or leave anything stuck")
    func removeViewMidGesture() {
        let window = sim.makeWindow()
        let parent = RecordingView("P", frame: window.bounds, log: log)
        let child = RecordingView("C", frame: CGRect(x: 50, y: 50, width: 200, height: 200), log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        let r = GRProbe.make("R", .continuous(beginsOn: .moved), log: log)
        let tap = GRProbe.make("T", .discrete(recognizesOn: .ended), log: log)
        parent.addGestureRecognizer(r)
        child.addGestureRecognizer(tap)
        let f = sim.touchDown(at: p)
        sim.move(f, to: CGPoint(x: 120, y: 100))
        #expect(r.state == .began)
        parent.removeFromSuperview()
        sim.move(f, to: CGPoint(x: 140, y: 100))
        sim.lift(f)
        #expect(r.state == .possible)
        #expect(tap.state == .possible)
        #expect(r.resetCount == 1)
        #expect(tap.resetCount == 1)
        // The window keeps working.
        let v = RecordingView("V", frame: window.bounds, log: log)
        window.addSubview(v)
        let later = GRProbe.make("L", .discrete(recognizesOn: .ended), log: log)
        v.addGestureRecognizer(later)
        sim.advance(by: 1)
        sim.tap(at: p)
        #expect(actions().last == "L.action[ended]")
    }

    @Test("GR-05 removing the touched subview from the window mid-gesture does not crash; the ancestor's recognizer finishes")
    func removeTouchedSubviewMidGesture() {
        let window = sim.makeWindow()
        let parent = RecordingView("P", frame: window.bounds, log: log)
        let child = RecordingView("C", frame: CGRect(x: 50, y: 50, width: 200, height: 200), log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        let r = GRProbe.make("R", .continuous(beginsOn: .moved), log: log)
        parent.addGestureRecognizer(r)
        let f = sim.touchDown(at: p)
        child.removeFromSuperview()
        sim.move(f, to: CGPoint(x: 120, y: 100))
        sim.lift(f)
        #expect(r.state == .possible)
        #expect(r.resetCount == 1)
    }

    @Test("isEnabled = false mid-gesture: a begun gesture is cancelled (with its action), then reset once")
    func disableMidGestureBegan() {
        let v = makeView()
        let r = GRProbe.make("R", .continuous(beginsOn: .moved), log: log)
        v.addGestureRecognizer(r)
        let f = sim.touchDown(at: p)
        sim.move(f, to: CGPoint(x: 120, y: 100))
        r.isEnabled = false
        sim.move(f, to: CGPoint(x: 140, y: 100))
        sim.lift(f)
        #expect(GRFixtures.lines(log, of: "R") == [
            "R.touchesBegan(t1)", "R.touchesMoved(t1)", "R.action[began]", "R.action[cancelled]", "R.reset",
        ])
        #expect(r.state == .possible)
        #expect(r.resetCount == 1)
        // Enabled again, it works on the next sequence.
        r.isEnabled = true
        sim.advance(by: 1)
        sim.drag(from: p, to: CGPoint(x: 200, y: 100))
        #expect(actions().first { $0 != "R.action[began]" && $0 != "R.action[cancelled]" } == "R.action[changed]")
        #expect(actions().last == "R.action[ended]")
        #expect(r.resetCount == 2)
    }

    @Test(
        "GSM-07 withdrawn mid-gesture and back while the finger is down (disabled/enabled, removed/re-added): no touch of that sequence comes back",
        arguments: [false, true])
    func reenableMidGesture(removes: Bool) {
        let v = makeView()
        let r = GRProbe.make("R", .continuous(beginsOn: .moved), log: log)
        v.addGestureRecognizer(r)
        let f = sim.touchDown(at: p)
        sim.move(f, to: CGPoint(x: 120, y: 100))
        if removes {
            v.removeGestureRecognizer(r)
            v.addGestureRecognizer(r)
        } else {
            r.isEnabled = false
            r.isEnabled = true
        }
        sim.move(f, to: CGPoint(x: 140, y: 100))
        sim.lift(f)
        #expect(GRFixtures.lines(log, of: "R") == [
            "R.touchesBegan(t1)", "R.touchesMoved(t1)", "R.action[began]", "R.action[cancelled]", "R.reset",
        ])
        #expect(r.resetCount == 1)
    }

    @Test("isEnabled = false mid-gesture: an undecided recognizer fails without an action; the view's touches go on")
    func disableMidGesturePossible() {
        let v = makeView()
        let r = GRProbe.make("R", .discrete(recognizesOn: .ended), log: log)
        v.addGestureRecognizer(r)
        let f = sim.touchDown(at: p)
        r.isEnabled = false
        sim.move(f, to: CGPoint(x: 110, y: 100))
        sim.lift(f)
        #expect(actions().isEmpty)
        #expect(GRFixtures.lines(log, of: "R") == ["R.touchesBegan(t1)", "R.reset"])
        #expect(GRFixtures.lines(log, of: "V") == ["V.touchesBegan(t1)", "V.touchesMoved(t1)", "V.touchesEnded(t1)"])
        #expect(r.state == .possible)
        #expect(r.resetCount == 1)
    }

    @Test("a recognizer disabled or removed from inside its own action does not crash and resets once",
          arguments: [false, true])
    func withdrawnFromOwnAction(removes: Bool) {
        let v = makeView()
        let r = GRProbe.make("R", .continuous(beginsOn: .moved), log: log)
        r.addAction { [weak v] r in
            guard r.state == .began else { return }
            if removes { v?.removeGestureRecognizer(r) } else { r.isEnabled = false }
        }
        v.addGestureRecognizer(r)
        let f = sim.touchDown(at: p)
        sim.move(f, to: CGPoint(x: 120, y: 100))
        sim.move(f, to: CGPoint(x: 140, y: 100))
        sim.lift(f)
        #expect(actions() == ["R.action[began]", "R.action[cancelled]"])
        #expect(r.state == .possible)
        #expect(r.resetCount == 1)
    }

    @Test("GRI-01 a requirement that takes no part in the gesture counts as failed: A does not wait for it")
    func idleRequirementCountsAsFailed() {
        let window = sim.makeWindow()
        let v1 = RecordingView("V1", frame: CGRect(x: 0, y: 0, width: 160, height: 480), log: log)
        let v2 = RecordingView("V2", frame: CGRect(x: 160, y: 0, width: 160, height: 480), log: log)
        window.addSubview(v1)
        window.addSubview(v2)
        let a = GRProbe.make("A", .discrete(recognizesOn: .ended), log: log)
        let b = GRProbe.make("B", .manual, log: log)
        v1.addGestureRecognizer(a)
        v2.addGestureRecognizer(b)
        a.require(toFail: b)
        sim.tap(at: p)  // only in V1: B sees nothing
        #expect(actions() == ["A.action[ended]"])
        #expect(b.state == .possible)
        #expect(b.resetCount == 0)
    }

    @Test("removing or disabling the recognizer a waiting recognizer depends on releases it", arguments: [true, false])
    func removingRequirementReleasesWaiter(removes: Bool) {
        let v = makeView()
        let a = GRProbe.make("A", .discrete(recognizesOn: .ended), log: log)
        let b = GRProbe.make("B", .manual, log: log)
        v.addGestureRecognizer(a)
        v.addGestureRecognizer(b)
        a.require(toFail: b)
        sim.tap(at: p)
        #expect(actions().isEmpty)
        if removes { v.removeGestureRecognizer(b) } else { b.isEnabled = false }
        #expect(actions() == ["A.action[ended]"])
        #expect(a.state == .possible && b.state == .possible)
        #expect(a.resetCount == 1 && b.resetCount == 1)
    }

    @Test("removing or disabling a recognizer while it waits on a requirement: it fails, never fires, resets once",
          arguments: [true, false])
    func withdrawingWaitingRecognizer(removes: Bool) {
        let v = makeView()
        let a = GRProbe.make("A", .discrete(recognizesOn: .ended), log: log)
        let b = GRProbe.make("B", .manual, log: log)
        v.addGestureRecognizer(a)
        v.addGestureRecognizer(b)
        a.require(toFail: b)
        sim.tap(at: p)
        #expect(actions().isEmpty)
        if removes { v.removeGestureRecognizer(a) } else { a.isEnabled = false }
        b.state = .failed
        #expect(actions().isEmpty)
        #expect(a.state == .possible && b.state == .possible)
        #expect(a.resetCount == 1 && b.resetCount == 1)
        #expect(GRFixtures.lines(log, of: "V") == ["V.touchesBegan(t1)", "V.touchesEnded(t1)"])
    }

    // MARK: ignore(_:for:) (GTD-09, GCS-07)

    @Test("GTD-09 / GCS-07 an ignored touch goes straight to the view and no longer reaches the recognizer")
    func ignoredTouchGoesToView() {
        let v = makeView()
        let r = GRProbe.make("R", .discrete(recognizesOn: .ended), log: log)
        r.hook = { r, phase, touches, event in
            if phase == .began { for t in touches { r.ignore(t, for: event) } }
        }
        v.addGestureRecognizer(r)
        let f = sim.touchDown(at: p)
        #expect(r.numberOfTouches == 0)
        sim.move(f, to: CGPoint(x: 105, y: 100))
        sim.lift(f)
        #expect(GRFixtures.lines(log, of: "R") == ["R.touchesBegan(t1)"])
        #expect(GRFixtures.lines(log, of: "V") == ["V.touchesBegan(t1)", "V.touchesMoved(t1)", "V.touchesEnded(t1)"])
        #expect(actions().isEmpty)
    }

    @Test("GTD-09 a recognizer that ignores one of two touches and recognizes cancels only the other in the view")
    func ignoredTouchNotCancelled() {
        let v = makeView()
        let r = GRProbe.make("R", .discrete(recognizesOn: .ended), log: log)
        let counts = GRBox<[Int]>([])
        r.hook = { r, phase, touches, event in
            if phase == .began {
                for t in touches where t.location(in: nil).x > 150 { r.ignore(t, for: event) }
                counts.value.append(r.numberOfTouches)
            }
        }
        v.addGestureRecognizer(r)
        let fingers = sim.touchDown(at: [p, CGPoint(x: 200, y: 100)])
        #expect(counts.value == [1])
        sim.lift(fingers[0])
        #expect(actions() == ["R.action[ended]"])
        sim.move(fingers[1], to: CGPoint(x: 210, y: 100))
        sim.lift(fingers[1])
        // The ignored touch never comes back to R, not even after R has reset (GTD-09, GSM-07).
        #expect(GRFixtures.lines(log, of: "R") == [
            "R.touchesBegan(t1,t2)", "R.touchesEnded(t1)", "R.action[ended]", "R.reset",
        ])
        #expect(actions() == ["R.action[ended]"])
        #expect(GRFixtures.lines(log, of: "V") == [
            "V.touchesBegan(t1,t2)", "V.touchesCancelled(t1)", "V.touchesMoved(t2)", "V.touchesEnded(t2)",
        ])
    }
}
