import Foundation
import Testing
import TactileLinux
import TactileTesting
#if canImport(FoundationXML)
import FoundationXML
#endif

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

@Suite("Timeline rendering")
struct TimelineRendererTests {
    /// Records single versus double tap with a failure requirement, for a known input.
    @MainActor
    func recordedTrace() throws -> [TactileTrace.Line] {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        single.name = "single"
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        window.addGestureRecognizer(single)
        window.addGestureRecognizer(double)
        let recorder = TraceRecorder(application: sim.application, device: "sim", screen: window.bounds.size)
        sim.tap(at: CGPoint(x: 10, y: 10))
        sim.advance(by: 0.5)
        sim.tap(at: CGPoint(x: 100, y: 100))
        sim.advance(by: 0.5)
        let f = sim.touchDown(at: CGPoint(x: 50, y: 50))
        sim.advance(by: 0.1)
        sim.cancel([f])  // the digitizer cancels this finger (palm rejection)
        return try TactileTrace.parse(recorder.text)
    }

    final class Counter: NSObject, XMLParserDelegate {
        var elements: [String: Int] = [:]
        var classes: [String: Int] = [:]
        var names: [String] = []
        func parser(_ p: XMLParser, didStartElement e: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
            elements[e, default: 0] += 1
            if let c = attributes["class"] { classes[c, default: 0] += 1 }
            if let n = attributes["data-name"] { names.append(n) }
        }
    }

    @Test("the SVG is well-formed and has a lane per finger and per recognizer, states, actions and decisions")
    @MainActor
    func svgStructure() throws {
        let svg = TimelineRenderer.svg(try recordedTrace())
        let counter = Counter()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = counter
        #expect(parser.parse(), "the SVG must be well-formed XML")
        #expect(counter.classes["finger"] == 3)
        #expect(Set(counter.names) == ["single", "double"])
        #expect((counter.classes["action"] ?? 0) == 2)  // two single taps, each after the double tap failed
        #expect((counter.classes["state"] ?? 0) >= 4)
        #expect((counter.classes["decision"] ?? 0) >= 2)  // waiting for double, view touches cancelled
        #expect(svg.contains("single: recognized, waiting for double to fail"))
        #expect(svg.contains("fill=\"#d0342c\"><title>finger 3 cancelled"))
    }

    @Test("the HTML page wraps the same SVG")
    @MainActor
    func html() throws {
        let lines = try recordedTrace()
        let html = TimelineRenderer.html(lines, title: "a <test>")
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<title>a &lt;test&gt;</title>"))
        #expect(html.contains(TimelineRenderer.svg(lines)))
    }
}
