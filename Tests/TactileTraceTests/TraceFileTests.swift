import Foundation
import Tactile
import Testing
import TactileTrace
import TactileTesting
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("Tactile trace (JSON Lines)")
struct TraceFileTests {
    @Test("raw input written to a trace reads back identically")
    func roundTrip() throws {
        let events: [RawInputEvent] = [
            .digitizer(DigitizerFrame(timestamp: 1.5, contacts: [
                DigitizerContact(id: 3, location: CGPoint(x: 10.5, y: 20.25), type: .pencil, force: 0.5, majorRadius: 4),
                DigitizerContact(id: 4, location: CGPoint(x: 1, y: 2), state: .lifted),
            ])),
            .key(RawKeyEvent(timestamp: 2, keyCode: .keyboardA, isDown: true, characters: "a")),
            .shake(RawShakeEvent(timestamp: 3, phase: .ended)),
            .remoteControl(RawRemoteControlEvent(timestamp: 4, subtype: .remoteControlNextTrack)),
            .motion(RawMotionSample(timestamp: 4.5, sensor: .gyroscope, x: 0.25, y: -1.5, z: 3)),
        ]
        var text = TraceFile.header(device: "test", screen: CGSize(width: 320, height: 480)) + "\n"
        for e in events { text += TraceFile.line(for: e)! + "\n" }
        text += TraceFile.logLine(time: 5, message: "tap: possible → ended") + "\n"
        text += #"{"kind":"future-kind","t":6}"# + "\n"  // a later version's line is skipped
        let lines = try TraceFile.parse(text)
        #expect(lines.first == .header(device: "test", screen: CGSize(width: 320, height: 480)))
        #expect(Array(lines.dropFirst().prefix(5)) == events.map { .input($0) })
        #expect(lines.last == .log(TraceLogRecord(time: 5, message: "tap: possible → ended")))
        #expect(lines.count == 7)
        #expect(TraceFile.motionSamples(lines) == [RawMotionSample(timestamp: 4.5, sensor: .gyroscope, x: 0.25, y: -1.5, z: 3)])
    }

    @Test("malformed traces are rejected with the line and field", arguments: [
        ("not json", "line"),
        (#"{"t":1}"#, "kind"),
        (#"{"kind":"digitizer","t":"soon","contacts":[]}"#, "t"),
        (#"{"kind":"digitizer","t":1,"contacts":[{"id":1,"x":1}]}"#, "contacts[].id/x/y"),
        (#"{"kind":"digitizer","t":1,"contacts":[{"id":1,"x":1,"y":1,"state":"hovering"}]}"#, "contacts[].state"),
        (#"{"kind":"header","version":9}"#, "version"),
        (#"{"kind":"remote","t":1,"subtype":12345}"#, "subtype"),
        (#"{"kind":"motion","t":1,"sensor":"barometer","x":0,"y":0,"z":0}"#, "sensor"),
        (#"{"kind":"motion","t":1,"sensor":"gyroscope","x":0,"z":0}"#, "y"),
        (#"{"kind":"log","message":"x"}"#, "t"),
        (#"{"kind":"log","t":1,"message":"x","event":"transition","from":"possible","to":"recognized"}"#, "to"),
        (#"{"kind":"log","t":1,"message":"x","event":"transition","to":"began"}"#, "from"),
        (#"{"kind":"log","t":1,"message":"x","event":"waiting","others":"double"}"#, "others"),
        (#"{"kind":"log","t":1,"message":"x","event":"prevented","others":["a","b"]}"#, "others"),
        (#"{"kind":"log","t":1,"message":"x","event":"view-delivery","delivery":"paused","view":"V","contact":1}"#, "delivery"),
        (#"{"kind":"log","t":1,"message":"x","event":"view-delivery","delivery":"held","view":"V","contact":"one"}"#, "contact"),
        (#"{"kind":"log","t":1,"message":"x","event":"call","view":"V","phase":"began"}"#, "contacts"),
        (#"{"kind":"log","t":1,"message":"x","event":"call","view":"V","phase":"hovering","contacts":[1]}"#, "phase"),
        (#"{"kind":"log","t":1,"message":"x","event":"hit-test","contact":1}"#, "view"),
        (#"{"kind":"log","t":1,"message":"x","recognizer":7}"#, "recognizer"),
    ])
    func errors(line: String, field: String) {
        expectTraceError(line: line, field: field)
    }

    @Test("a trace replays through the pipeline like the input it recorded")
    @MainActor
    func replayTrace() throws {
        let text = [
            TraceFile.line(for: .digitizer(DigitizerFrame(timestamp: 1000, contacts: [DigitizerContact(id: 1, location: CGPoint(x: 50, y: 50))])))!,
            TraceFile.line(for: .digitizer(DigitizerFrame(timestamp: 1000.05, contacts: [])))!,
        ].joined(separator: "\n")
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let tap = UITapGestureRecognizer()
        var taps = 0
        tap.addAction { _ in taps += 1 }
        window.addGestureRecognizer(tap)
        let frames = try TraceFile.parse(text).compactMap { line -> DigitizerFrame? in
            if case .input(.digitizer(let f)) = line { return f }
            return nil
        }
        sim.replay(frames)
        #expect(taps == 1)
    }

    @Test("a digitizer line with more contacts than the maximum is a FileParseError naming the line and the limit")
    func tooManyContacts() throws {
        func frame(_ n: Int) -> String {
            let contacts = (0..<n).map { #"{"id":\#($0),"x":1,"y":2,"state":"touching","force":0,"radius":0}"# }
            return #"{"kind":"digitizer","t":1,"contacts":[\#(contacts.joined(separator: ","))]}"#
        }
        let text = [#"{"kind":"header","version":1,"device":"d","screen":[10,10]}"#, frame(256), frame(257)]
            .joined(separator: "\n")
        #expect(throws: FileParseError(
            file: "t.jsonl", line: 3, field: "contacts",
            expected: "at most 256 contacts in one frame (TactileConfiguration.maximumContactsPerFrame)",
            found: "257 contacts")) { try TraceFile.parse(text, file: "t.jsonl") }
        #expect(try TraceFile.parse(text, file: "t.jsonl", maximumContactsPerFrame: 257).count == 3)
    }
}

@Suite("Trace recording")
struct TraceRecorderTests {
    @Test("a recorded tap holds the input, the hit-test, the view calls and the recognizer's decisions, in order")
    @MainActor
    func recordsTap() throws {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let v = UIView(frame: window.bounds)
        v.tag = 7
        window.addSubview(v)
        let tap = UITapGestureRecognizer()
        tap.name = "tap"
        v.addGestureRecognizer(tap)
        let recorder = TraceRecorder(application: sim.application, device: "sim", screen: window.bounds.size)
        sim.tap(at: CGPoint(x: 10, y: 10))
        let lines = try TraceFile.parse(recorder.text)
        let messages = lines.compactMap { line -> String? in
            switch line {
            case .log(let record): return record.message
            case .input(.digitizer(let f)): return "input \(f.contacts.count)"
            default: return nil
            }
        }
        #expect(messages == [
            "input 1", "hit-test contact 1 → UIView#7", "UIView#7.touchesBegan ×1",
            "input 1", "tap: possible → ended", "view touches cancelled for UIView#7",
            "UIView#7.touchesCancelled ×1", "tap: action (ended)", "tap: reset",
        ])
        #expect(messages.first == "input 1")
        #expect(messages.contains("hit-test contact 1 → UIView#7"))
        #expect(messages.contains("UIView#7.touchesBegan ×1"))
        #expect(messages.contains("tap: action (ended)"))
        let cancelled = try #require(messages.firstIndex(of: "UIView#7.touchesCancelled ×1"))
        let action = try #require(messages.firstIndex(of: "tap: action (ended)"))
        #expect(cancelled < action)  // the view's cancellation comes before the action (GTD-03)
    }
}

/// The structured fields of log lines: written by ``TraceRecorder``, read back as ``TraceLogRecord``s, compatible
/// with version-1 traces that have only messages (requirements GRI-01, GRI-09, GTD-03, GTD-06; decisions DIS-11).
@Suite("Tactile trace: structured log lines")
struct TraceLogRecordTests {
    /// One record for every kind of arbitration event and dispatch step.
    static let everyKind: [TraceLogRecord] = {
        let events: [(String?, GestureArbitrationLog.Event)] = [
            ("single", .transition(from: .possible, to: .began)),
            ("single", .action(.ended)),
            ("single", .waiting(for: ["double", "triple"])),
            ("b", .prevented(by: "a")),
            ("single", .requirementRecognized("double")),
            ("single", .requirementsFailed),
            ("a", .requirementCycle(["b"])),
            ("pan", .touchesEndedWhileWaiting),
            ("a", .beginRefused("delegate's gestureRecognizerShouldBegin returned false")),
            ("a", .declined("allowedTouchTypes")),
            ("a", .requestDropped(.ended)),
            ("a", .illegalTransition(from: .ended, to: .began)),
            ("a", .cancelledBeforeBegan),
            ("a", .ignoredTouch),
            ("a", .withdrawn),
            ("a", .reset),
            (nil, .viewDelivery(.held, view: "UIView#7", contact: 3, phase: .ended)),
            (nil, .viewDelivery(.released, view: "UIView#7", contact: 3, phase: nil)),
            (nil, .viewDelivery(.cancelled, view: "UIView", contact: 4, phase: nil)),
            (nil, .viewDelivery(.dropped, view: "nil", contact: 5, phase: nil)),
            ("a", .other),
        ]
        var records = events.enumerated().map { i, e in
            TraceLogRecord(GestureArbitrationLog.Entry(
                time: 1000 + Double(i) / 8, message: "message \(i) <&\"'>", recognizer: e.0, event: e.1))
        }
        records.append(TraceLogRecord(TouchDispatchRecord(
            time: 1001, step: .hitTest(contact: 1), view: "UIView#7", message: "hit-test contact 1 → UIView#7")))
        records.append(TraceLogRecord(TouchDispatchRecord(
            time: 1002, step: .handlerCall(phase: .moved, contacts: [1, 2]), view: "UIView#7",
            message: "UIView#7.touchesMoved ×2")))
        records.append(TraceLogRecord(TouchDispatchRecord(
            time: 1003, step: .shake(.began), view: "nil", message: "shake began: detected in accelerometer samples")))
        return records
    }()

    @Test("every kind of structured log line reads back identically")
    func everyKindRoundTrips() throws {
        var text = TraceFile.header(device: "t", screen: CGSize(width: 320, height: 480)) + "\n"
        for r in Self.everyKind { text += TraceFile.logLine(r) + "\n" }
        let records = try TraceFile.parse(text).compactMap { line -> TraceLogRecord? in
            if case .log(let r) = line { return r }
            return nil
        }
        #expect(records == Self.everyKind)
        #expect(records.first?.source == "arbitration" && records.last?.source == "dispatch")
    }

    @Test("GRI-01 a log line carries its recognizer, its event and the other recognizers as JSON fields")
    func lineFields() throws {
        let waiting = TraceFile.logLine(TraceLogRecord(GestureArbitrationLog.Entry(
            time: 1, message: "single: recognized, waiting for double to fail", recognizer: "single",
            event: .waiting(for: ["double"]))))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(waiting.utf8)) as? [String: Any])
        #expect(object["kind"] as? String == "log")
        #expect(object["source"] as? String == "arbitration")
        #expect(object["recognizer"] as? String == "single")
        #expect(object["event"] as? String == "waiting")
        #expect(object["others"] as? [String] == ["double"])
        #expect(object["message"] as? String == "single: recognized, waiting for double to fail")
        let transition = TraceFile.logLine(TraceLogRecord(GestureArbitrationLog.Entry(
            time: 1, message: "pan: possible → began", recognizer: "pan", event: .transition(from: .possible, to: .began))))
        #expect(transition.contains(#""from":"possible""#) && transition.contains(#""to":"began""#))
        let held = TraceFile.logLine(TraceLogRecord(GestureArbitrationLog.Entry(
            time: 1, message: "view delivery of ended held for V", event: .viewDelivery(.held, view: "V", contact: 2, phase: .ended))))
        #expect(held.contains(#""delivery":"held""#) && held.contains(#""phase":"ended""#) && held.contains(#""contact":2"#))
        #expect(!held.contains("recognizer"))
        let call = TraceFile.logLine(TraceLogRecord(TouchDispatchRecord(
            time: 1, step: .handlerCall(phase: .began, contacts: [1]), view: "V", message: "V.touchesBegan ×1")))
        #expect(call.contains(#""event":"call""#) && call.contains(#""phase":"began""#) && call.contains(#""contacts":[1]"#))
    }

    @Test("version-1 log lines without structure still read; unknown events read as other (arbitration) or nothing")
    func compatibility() throws {
        let text = """
            {"kind":"header","version":1,"device":"old","screen":[320,480]}
            {"kind":"log","t":1,"message":"tap: possible → ended","source":"arbitration"}
            {"kind":"log","t":2,"message":"UIView.touchesBegan ×1","source":"dispatch"}
            {"kind":"log","t":3,"message":"a: something new","source":"arbitration","recognizer":"a","event":"teleported","to":"moon"}
            {"kind":"log","t":4,"message":"something new","source":"dispatch","event":"scrolled"}
            {"kind":"log","t":5}
            """
        let lines = try TraceFile.parse(text)
        #expect(lines == [
            .header(device: "old", screen: CGSize(width: 320, height: 480)),
            .log(TraceLogRecord(time: 1, message: "tap: possible → ended", source: "arbitration")),
            .log(TraceLogRecord(time: 2, message: "UIView.touchesBegan ×1", source: "dispatch")),
            .log(TraceLogRecord(time: 3, message: "a: something new", source: "arbitration", recognizer: "a", arbitration: .other)),
            .log(TraceLogRecord(time: 4, message: "something new", source: "dispatch")),
            .log(TraceLogRecord(time: 5, message: "")),
        ])
        #expect(TraceFile.version == 1)  // the structured fields are a compatible extension of version 1
        #expect(TraceFile.header(device: "d", screen: .zero).contains(#""version":1"#))
    }

    @Test("GRI-01 / GTD-03 a recorded session's log lines read back as the arbitration log's entries and the dispatch steps")
    @MainActor
    func recorderRoundTrip() throws {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let v = UIView(frame: window.bounds)
        v.tag = 7
        window.addSubview(v)
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        single.name = "single"
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        var plainMessages: [String] = []
        sim.application.dispatchObserver = { _, message in plainMessages.append(message) }
        let recorder = TraceRecorder(application: sim.application, device: "sim", screen: window.bounds.size)
        sim.tap(at: CGPoint(x: 10, y: 10))
        sim.advance(by: 1)
        let records = try TraceFile.parse(recorder.text).compactMap { line -> TraceLogRecord? in
            if case .log(let r) = line { return r }
            return nil
        }
        let log = try #require(sim.application.gestureArbitrationLog)
        #expect(records.filter { $0.source == "arbitration" } == log.entries.map(TraceLogRecord.init))
        #expect(records.contains {
            $0.recognizer == "single" && $0.arbitration == .waiting(for: ["double"])
                && $0.message == "single: recognized, waiting for double to fail"
        })
        #expect(records.contains { $0.arbitration == .viewDelivery(.held, view: "UIView#7", contact: 1, phase: .ended) })
        let dispatch = records.filter { $0.source == "dispatch" }
        #expect(dispatch.map(\.dispatch) == [
            .hitTest(contact: 1), .handlerCall(phase: .began, contacts: [1]), .handlerCall(phase: .cancelled, contacts: [1]),
        ])
        #expect(dispatch.allSatisfy { $0.view == "UIView#7" })
        // The recorder leaves the plain dispatch observer to the application.
        #expect(plainMessages == dispatch.map(\.message))
    }
}

/// Expects `line`, as the second line of a trace, to be refused with an error naming that line and `field`.
func expectTraceError(line: String, field: String, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        _ = try TraceFile.parse("\n" + line, file: "t.jsonl")
        Issue.record("expected an error for \(line)", sourceLocation: sourceLocation)
    } catch let e as FileParseError {
        #expect(e.file == "t.jsonl" && e.line == 2 && e.field == field, sourceLocation: sourceLocation)
    } catch {
        Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
    }
}
