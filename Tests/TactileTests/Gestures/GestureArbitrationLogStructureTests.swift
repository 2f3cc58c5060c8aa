import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// The arbitration log's structured part: each entry names its recognizer and says what happened as a
/// ``GestureArbitrationLog/Event`` (the messages are checked word for word by `ArbitrationLogTests`), and the
/// dispatch steps reach ``UIApplication/touchDispatchObserver`` in structured form (requirements GRI-01, GRI-09 to
/// GRI-11, GTD-03, GTD-06, GTD-07, DIS-05, DIS-06; decisions DIS-11).
@MainActor
@Suite("Gesture arbitration log: structured entries")
struct ArbitrationLogStructureTests {
    typealias Event = GestureArbitrationLog.Event

    /// An entry without its time and message.
    struct Step: Equatable, CustomStringConvertible {
        var recognizer: String?
        var event: Event
        init(_ recognizer: String?, _ event: Event) {
            self.recognizer = recognizer
            self.event = event
        }
        var description: String { "\(recognizer ?? "-"): \(event)" }
    }

    let sim = TouchSimulator()
    let log = EventLog()
    let arbitration = GestureArbitrationLog()
    let p = CGPoint(x: 100, y: 100)
    let view = "RecordingView#7"

    var steps: [Step] { arbitration.entries.map { Step($0.recognizer, $0.event) } }

    /// A window with one multitouch recording view "V", tag 7 (named `RecordingView#7` in the log).
    func makeView() -> RecordingView {
        let window = sim.makeWindow()
        let v = RecordingView("V", frame: window.bounds, log: log)
        v.tag = 7
        v.isMultipleTouchEnabled = true
        window.addSubview(v)
        return v
    }

    /// Single and double tap on one view, the single tap requiring the double tap to fail.
    func singleAndDouble(on v: UIView) {
        let single = UITapGestureRecognizer()
        single.name = "single"
        let double = UITapGestureRecognizer()
        double.name = "double"
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        single.require(toFail: double)
    }

    @Test("GRI-01 / DIS-11 a single tap: single waits for double, the view's ended is held, double fails, single recognizes")
    func singleTapWaitsForDouble() {
        sim.application.gestureArbitrationLog = arbitration
        singleAndDouble(on: makeView())
        sim.tap(at: p)
        sim.advance(by: 1)
        #expect(steps == [
            Step("single", .waiting(for: ["double"])),
            Step(nil, .viewDelivery(.held, view: view, contact: 1, phase: .ended)),
            Step("double", .transition(from: .possible, to: .failed)),
            Step("single", .requirementsFailed),
            Step("single", .transition(from: .possible, to: .ended)),
            Step(nil, .viewDelivery(.cancelled, view: view, contact: 1, phase: nil)),
            Step("single", .action(.ended)),
            Step("single", .reset),
            Step("double", .reset),
        ])
        // The structure rides along with the unchanged messages.
        #expect(arbitration.entries[0].message == "single: recognized, waiting for double to fail")
        #expect(arbitration.entries[1].message == "view delivery of ended held for RecordingView#7")
    }

    @Test("GRI-01 / GRI-03 a double tap: single waits for double, double recognizes and prevents single")
    func doubleTapBeatsSingle() {
        sim.application.gestureArbitrationLog = arbitration
        singleAndDouble(on: makeView())
        sim.doubleTap(at: p)
        sim.advance(by: 1)
        let s = steps
        #expect(s.first == Step("single", .waiting(for: ["double"])))
        let doubleEnded = s.firstIndex(of: Step("double", .transition(from: .possible, to: .ended)))
        let singleBlocked = s.firstIndex {
            $0.recognizer == "single" && ($0.event == .prevented(by: "double") || $0.event == .requirementRecognized("double"))
        }
        #expect(doubleEnded != nil && singleBlocked != nil)
        if let doubleEnded, let singleBlocked { #expect(doubleEnded < singleBlocked) }
        #expect(s.contains(Step("double", .action(.ended))))
        #expect(!s.contains(Step("single", .action(.ended))))
        #expect(s.contains(Step("single", .transition(from: .possible, to: .failed))))
        // Both taps' touches: the second touch is contact 2.
        #expect(s.contains(Step(nil, .viewDelivery(.cancelled, view: view, contact: 2, phase: nil))))
    }

    @Test("GTD-03 a pan cancels the view's touches: began, cancelled view touches, actions per change, ended, reset")
    func panCancelsViewTouches() {
        sim.application.gestureArbitrationLog = arbitration
        let v = makeView()
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        v.addGestureRecognizer(pan)
        sim.drag(from: p, to: CGPoint(x: 200, y: 100), duration: 0.2)
        sim.advance(by: 0.1)
        let s = steps
        #expect(Array(s.prefix(3)) == [
            Step("pan", .transition(from: .possible, to: .began)),
            Step(nil, .viewDelivery(.cancelled, view: view, contact: 1, phase: nil)),
            Step("pan", .action(.began)),
        ])
        #expect(Array(s.suffix(3)) == [
            Step("pan", .transition(from: .changed, to: .ended)),
            Step("pan", .action(.ended)),
            Step("pan", .reset),
        ])
        let middle = s.dropFirst(3).dropLast(3)
        #expect(!middle.isEmpty)
        #expect(middle.allSatisfy {
            $0 == Step("pan", .transition(from: .began, to: .changed))
                || $0 == Step("pan", .transition(from: .changed, to: .changed)) || $0 == Step("pan", .action(.changed))
        })
    }

    @Test("GRI-09 to GRI-11 two exclusive pans: the second is prevented by the first")
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
        #expect(Array(steps.prefix(3)) == [
            Step("A", .transition(from: .possible, to: .began)),
            Step("B", .prevented(by: "A")),
            Step("B", .transition(from: .possible, to: .failed)),
        ])
    }

    @Test("every entry of a mixed session is structured: a recognizer for recognizer decisions, none for views")
    func everyEntryIsStructured() {
        sim.application.gestureArbitrationLog = arbitration
        let v = makeView()
        singleAndDouble(on: v)
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        v.addGestureRecognizer(pan)
        sim.tap(at: p)
        sim.advance(by: 1)
        sim.doubleTap(at: p)
        sim.advance(by: 1)
        sim.drag(from: p, to: CGPoint(x: 200, y: 160), duration: 0.2)
        sim.advance(by: 1)
        #expect(arbitration.entries.count > 20)
        for entry in arbitration.entries {
            #expect(entry.event != .other, "unstructured: \(entry.message)")
            if case .viewDelivery = entry.event {
                #expect(entry.recognizer == nil)
            } else {
                #expect(entry.recognizer.map { entry.message.hasPrefix($0 + ": ") } == true, "\(entry.message)")
            }
        }
    }

    @Test("GTD-03 the structured dispatch observer gets hit-tests and handler calls, with the same messages as dispatchObserver")
    func dispatchRecords() {
        let v = makeView()
        let tap = UITapGestureRecognizer()
        v.addGestureRecognizer(tap)
        var records: [TouchDispatchRecord] = []
        var messages: [String] = []
        sim.application.touchDispatchObserver = { records.append($0) }
        sim.application.dispatchObserver = { _, message in messages.append(message) }
        let t0 = sim.now
        sim.tap(at: p)
        #expect(records.map(\.step) == [
            .hitTest(contact: 1), .handlerCall(phase: .began, contacts: [1]), .handlerCall(phase: .cancelled, contacts: [1]),
        ])
        #expect(records.allSatisfy { $0.view == view })
        #expect(records.map(\.message) == messages)
        #expect(messages == [
            "hit-test contact 1 → RecordingView#7", "RecordingView#7.touchesBegan ×1", "RecordingView#7.touchesCancelled ×1",
        ])
        #expect(abs(records[0].time - t0) < 1e-9)
    }

    @Test("a hit-test that finds no view is reported with the view \"nil\"")
    func dispatchRecordForMiss() {
        let window = sim.makeWindow()
        window.isUserInteractionEnabled = false
        var records: [TouchDispatchRecord] = []
        sim.application.touchDispatchObserver = { records.append($0) }
        sim.tap(at: p)
        #expect(records == [
            TouchDispatchRecord(time: records.first?.time ?? 0, step: .hitTest(contact: 1), view: "nil",
                message: "hit-test contact 1 → nil"),
        ])
    }
}
