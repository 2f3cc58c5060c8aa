import Foundation
import Testing
import TactileLinux
import TactileTesting

@Suite("Tactile trace (JSON Lines)")
struct TactileTraceTests {
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
        ]
        var text = TactileTrace.header(device: "test", screen: CGSize(width: 320, height: 480)) + "\n"
        for e in events { text += TactileTrace.line(for: e)! + "\n" }
        text += TactileTrace.logLine(time: 5, message: "tap: possible → ended") + "\n"
        text += #"{"kind":"future-kind","t":6}"# + "\n"  // a later version's line is skipped
        let lines = try TactileTrace.parse(text)
        #expect(lines.first == .header(device: "test", screen: CGSize(width: 320, height: 480)))
        #expect(Array(lines.dropFirst().prefix(4)) == events.map { .input($0) })
        #expect(lines.last == .log(time: 5, message: "tap: possible → ended"))
        #expect(lines.count == 6)
    }

    @Test("malformed traces are rejected with the line and field", arguments: [
        ("not json", "line"),
        (#"{"t":1}"#, "kind"),
        (#"{"kind":"digitizer","t":"soon","contacts":[]}"#, "t"),
        (#"{"kind":"digitizer","t":1,"contacts":[{"id":1,"x":1}]}"#, "contacts[].id/x/y"),
        (#"{"kind":"digitizer","t":1,"contacts":[{"id":1,"x":1,"y":1,"state":"hovering"}]}"#, "contacts[].state"),
        (#"{"kind":"header","version":9}"#, "version"),
        (#"{"kind":"remote","t":1,"subtype":12345}"#, "subtype"),
    ])
    func errors(line: String, field: String) {
        do {
            _ = try TactileTrace.parse("\n" + line, file: "t.jsonl")
            Issue.record("expected an error for \(line)")
        } catch let e as RecordingParseError {
            #expect(e.file == "t.jsonl" && e.line == 2 && e.field == field)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("a trace replays through the pipeline like the input it recorded")
    @MainActor
    func replayTrace() throws {
        let text = [
            TactileTrace.line(for: .digitizer(DigitizerFrame(timestamp: 1000, contacts: [DigitizerContact(id: 1, location: CGPoint(x: 50, y: 50))])))!,
            TactileTrace.line(for: .digitizer(DigitizerFrame(timestamp: 1000.05, contacts: [])))!,
        ].joined(separator: "\n")
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let tap = UITapGestureRecognizer()
        var taps = 0
        tap.addAction { _ in taps += 1 }
        window.addGestureRecognizer(tap)
        let frames = try TactileTrace.parse(text).compactMap { line -> DigitizerFrame? in
            if case .input(.digitizer(let f)) = line { return f }
            return nil
        }
        sim.replay(frames)
        #expect(taps == 1)
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
        let lines = try TactileTrace.parse(recorder.text)
        let messages = lines.compactMap { line -> String? in
            switch line {
            case .log(_, let m): return m
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
