import Foundation
import Tactile
import Testing
import TactileTrace
import TactileTesting
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The timeline picture: well-formed SVG, drawn from the trace's structured fields, with finger lanes whose
/// segments are coloured by phase, a spatial panel, recognizer lanes with state and action marks, connectors for
/// arbitration decisions, view-delivery marks, a time axis and a legend (requirements GRI-01, GRI-03, GRI-09,
/// GTD-03, GTD-07; decisions DIS-11).
@Suite("Timeline rendering")
struct TimelineRendererTests {
    /// Records, on a view with a single tap that requires a double tap to fail and a view with a pan: a single
    /// tap, a double tap, a drag that the pan recognizes (cancelling the view's touches), and a finger the
    /// digitizer cancels.
    @MainActor
    static func recordedTrace() throws -> [TraceFile.Line] {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let taps = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 480))
        taps.tag = 1
        let panned = UIView(frame: CGRect(x: 160, y: 0, width: 160, height: 480))
        panned.tag = 2
        window.addSubview(taps)
        window.addSubview(panned)
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        single.name = "single"
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        taps.addGestureRecognizer(single)
        taps.addGestureRecognizer(double)
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        panned.addGestureRecognizer(pan)
        let recorder = TraceRecorder(application: sim.application, device: "sim", screen: window.bounds.size)
        sim.tap(at: CGPoint(x: 50, y: 50))
        sim.advance(by: 0.5)
        sim.doubleTap(at: CGPoint(x: 80, y: 200))
        sim.advance(by: 0.5)
        sim.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 300, y: 400), duration: 0.3)
        sim.advance(by: 0.5)
        let f = sim.touchDown(at: CGPoint(x: 40, y: 300))
        sim.advance(by: 0.1)
        sim.cancel([f])  // the digitizer cancels this finger (palm rejection)
        return try TraceFile.parse(recorder.text)
    }

    /// Reads an SVG with `XMLParser`: every element with its attributes, its parent chain and whether a `<title>`
    /// is inside it, and the text of every `<text>` and `<title>`.
    final class SVGReader: NSObject, XMLParserDelegate {
        struct Element {
            var name: String
            var attributes: [String: String]
            var ancestors: [String]  // class attributes of enclosing elements, nearest last
            var hasTitle = false
            var classes: [String] { (attributes["class"] ?? "").split(separator: " ").map(String.init) }
        }
        var elements: [Element] = []
        var texts: [String] = []
        /// The class attributes around each of `texts`.
        var textAncestors: [[String]] = []
        var titles: [String] = []
        private var stack: [Int] = []
        /// The characters directly inside each open element.
        private var buffers: [String] = []

        func parser(_ p: XMLParser, didStartElement e: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String]
        ) {
            let ancestors = stack.compactMap { elements[$0].attributes["class"] }
            if e == "title" { for i in stack { elements[i].hasTitle = true } }
            elements.append(Element(name: e, attributes: attributes, ancestors: ancestors))
            stack.append(elements.count - 1)
            buffers.append("")
        }
        func parser(_ p: XMLParser, foundCharacters string: String) {
            if !buffers.isEmpty { buffers[buffers.count - 1] += string }
        }
        func parser(_ p: XMLParser, didEndElement e: String, namespaceURI: String?, qualifiedName: String?) {
            let text = buffers.removeLast()
            if e == "text" {
                texts.append(text)
                textAncestors.append(elements[stack.last!].ancestors)
            }
            if e == "title" { titles.append(text) }
            stack.removeLast()
        }

        func with(class c: String) -> [Element] { elements.filter { $0.classes.contains(c) } }

        /// The texts inside an element of class `c`.
        func texts(in c: String) -> Set<String> {
            Set(texts.indices.filter { textAncestors[$0].contains(c) }.map { texts[$0] })
        }
    }

    static func read(_ svg: String) -> (ok: Bool, reader: SVGReader) {
        let reader = SVGReader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        return (parser.parse(), reader)
    }

    @Test("GRI-01 / GTD-03 the SVG is well-formed XML with finger lanes, phase-coloured segments and begin/end marks")
    @MainActor
    func fingerLanes() throws {
        let svg = TimelineRenderer.svg(try Self.recordedTrace())
        let (ok, r) = Self.read(svg)
        #expect(ok, "the SVG must be well-formed XML")
        #expect(r.elements.first?.name == "svg")
        #expect(r.with(class: "finger").map { $0.attributes["data-id"] } == ["1", "2", "3", "4", "5"])
        let segments = r.with(class: "segment")
        #expect(Set(segments.compactMap { $0.attributes["data-axis"] }) == ["x", "y"])
        #expect(segments.allSatisfy { $0.ancestors.contains("finger") && $0.name == "polyline" })
        let phases = Set(segments.compactMap { $0.attributes["data-phase"] })
        #expect(phases.isSuperset(of: ["began", "moved"]))
        #expect(phases.isSubset(of: ["began", "moved", "stationary"]))
        // Each phase has its own colour.
        let colours = Dictionary(grouping: segments, by: { $0.attributes["data-phase"] ?? "" })
            .mapValues { Set($0.compactMap { $0.attributes["stroke"] }) }
        #expect(colours.values.allSatisfy { $0.count == 1 })
        #expect(Set(colours.values.compactMap(\.first)).count == colours.count)
        #expect(r.with(class: "touch-began").count == 5)
        #expect(r.with(class: "touch-ended").count == 4)
        #expect(r.with(class: "touch-cancelled").count == 1)
        // What the views received, and the tap view's held ended phase.
        #expect(r.with(class: "view-call").contains { $0.attributes["data-phase"] == "cancelled" })
        #expect(!r.with(class: "hold").isEmpty)
        #expect(r.texts.contains("hit UIView#1"))
        #expect(r.texts.contains("hit UIView#2"))
    }

    @Test("the spatial panel draws the screen and every finger's path, start and end marked")
    @MainActor
    func spatialPanel() throws {
        let (ok, r) = Self.read(TimelineRenderer.svg(try Self.recordedTrace()))
        #expect(ok)
        let panel = try #require(r.with(class: "spatial").first)
        #expect(panel.name == "g")
        let screen = try #require(r.with(class: "screen").first)
        #expect(screen.ancestors.contains("spatial"))
        let scale = Double(screen.attributes["width"] ?? "0")! / 320
        #expect(abs(Double(screen.attributes["height"] ?? "0")! / 480 - scale) < 0.01)  // the screen's proportions
        let paths = r.with(class: "finger-path")
        #expect(paths.map { $0.attributes["data-id"] } == ["1", "2", "3", "4", "5"])
        #expect(r.with(class: "path-start").count == 5)
        #expect(r.with(class: "path-end").compactMap { $0.attributes["data-end"] }.sorted()
            == ["cancelled", "ended", "ended", "ended", "ended"])
        // The drag's path goes from its start to its end, in screen proportions.
        let drag = r.elements.filter { $0.name == "polyline" && $0.ancestors.last == "finger-path" }[3]
        let points = (drag.attributes["points"] ?? "").split(separator: " ").map {
            $0.split(separator: ",").compactMap { Double($0) }
        }
        let first = try #require(points.first), last = try #require(points.last)
        #expect(abs((last[0] - first[0]) / scale - 100) < 0.5 && abs((last[1] - first[1]) / scale - 300) < 0.5)
    }

    @Test("GRI-01 / GRI-03 / GRI-09 recognizer lanes with state and action marks, and who waited for and beat whom")
    @MainActor
    func recognizerLanesAndConnectors() throws {
        let (ok, r) = Self.read(TimelineRenderer.svg(try Self.recordedTrace()))
        #expect(ok)
        #expect(r.with(class: "recognizer").compactMap { $0.attributes["data-name"] } == ["single", "double", "pan"])
        func marks(_ c: String, in name: String) -> [SVGReader.Element] {
            let lanes = r.elements.indices.filter { r.elements[$0].attributes["data-name"] == name }
            guard let lane = lanes.first else { return [] }
            var result: [SVGReader.Element] = []
            for e in r.elements[(lane + 1)...] {
                guard e.ancestors.contains("recognizer") else { break }
                if e.classes.contains(c) { result.append(e) }
            }
            return result
        }
        #expect(marks("state", in: "single").compactMap { $0.attributes["data-state"] }.contains("ended"))
        #expect(marks("state", in: "double").compactMap { $0.attributes["data-state"] }.contains("ended"))
        #expect(marks("action", in: "single").count == 1)  // the single tap, after double failed
        #expect(marks("action", in: "double").count == 1)  // the double tap
        #expect(marks("action", in: "pan").count >= 3)  // began, changed…, ended
        #expect(marks("state", in: "pan").compactMap { $0.attributes["data-state"] }.contains("began"))
        #expect(marks("waiting", in: "single").count == 2)  // single waits after each first tap
        #expect(!marks("reset", in: "single").isEmpty)
        #expect(r.texts.contains("ended") && r.texts.contains("failed") && r.texts.contains("began"))
        // Connectors.
        let connectors = r.with(class: "connector")
        let waits = connectors.filter { $0.attributes["data-kind"] == "waits-for" }
        #expect(waits.count == 2)
        #expect(waits.allSatisfy { $0.attributes["data-from"] == "single" && $0.attributes["data-to"] == "double" })
        #expect(r.texts.contains("waits for"))
        #expect(connectors.contains {
            ($0.attributes["data-kind"] == "prevents" || $0.attributes["data-kind"] == "wins-over")
                && $0.attributes["data-from"] == "double" && $0.attributes["data-to"] == "single"
        })
        // View delivery decisions, labelled.
        let decisions = Set(r.with(class: "decision").compactMap { $0.attributes["data-kind"] })
        #expect(decisions.isSuperset(of: ["held", "cancelled"]))
        #expect(r.texts.contains("held ended: UIView#1"))
        #expect(r.texts.contains("cancelled: UIView#2"))
    }

    @Test("a time axis with ticks, compressed idle time, a legend, and the full log line in every mark's tooltip")
    @MainActor
    func axisLegendAndTooltips() throws {
        let lines = try Self.recordedTrace()
        let (ok, r) = Self.read(TimelineRenderer.svg(lines))
        #expect(ok)
        #expect(r.with(class: "tick").count >= 3)
        #expect(r.texts.contains("0 s"))  // seconds from the start of the trace
        #expect(!r.with(class: "break").isEmpty)  // 0.5 s of nothing between the gestures is compressed
        let legendTexts = r.texts(in: "legend")
        for word in ["began", "moved", "stationary", "ended (lifted)", "cancelled", "possible", "failed", "action",
            "waits for", "prevents", "view delivery held", "view delivery released", "view delivery cancelled"]
        {
            #expect(legendTexts.contains(word), "legend lacks \(word)")
        }
        // Every mark explains itself.
        let markClasses: Set = [
            "segment", "touch-began", "touch-ended", "touch-cancelled", "view-call", "hold", "state-band", "state",
            "action", "reset", "waiting", "decision", "path-start", "path-end", "note",
        ]
        let marks = r.elements.filter { !markClasses.isDisjoint(with: $0.classes) }
        #expect(marks.count > 40)
        #expect(marks.allSatisfy { $0.hasTitle })
        #expect(r.with(class: "connector").allSatisfy { $0.hasTitle })
        // Tooltips hold the log lines word for word.
        let messages = lines.compactMap { line -> String? in
            if case .log(let record) = line, record.source == "arbitration" { return record.message }
            return nil
        }
        for m in ["single: recognized, waiting for double to fail", "view delivery of ended held for UIView#1",
            "single: possible → ended", "single: action (ended)", "double: possible → ended"]
        {
            #expect(messages.contains(m))
            #expect(r.titles.contains { $0.hasSuffix("  " + m) }, "no tooltip for \(m)")
        }
    }

    @Test("the picture comes from the structured fields, not from the wording of the messages")
    @MainActor
    func structureNotWording() throws {
        let lines = try Self.recordedTrace().map { line -> TraceFile.Line in
            guard case .log(var record) = line else { return line }
            record.message = "…"
            return .log(record)
        }
        let (ok, r) = Self.read(TimelineRenderer.svg(lines))
        #expect(ok)
        #expect(r.with(class: "connector").filter { $0.attributes["data-kind"] == "waits-for" }.count == 2)
        #expect(r.with(class: "recognizer").count == 3)
        #expect(r.with(class: "action").count >= 5)
        #expect(r.texts.contains("hit UIView#2"))
    }

    @Test("names and messages are escaped; version-1 traces without structure and empty traces still render")
    func escapingAndOldTraces() throws {
        let weird = "a<b>&\"c'"
        var text = TraceFile.header(device: "dev <1> & \"2\"", screen: CGSize(width: 100, height: 100)) + "\n"
        text += TraceFile.line(for: .digitizer(DigitizerFrame(timestamp: 1, contacts: [
            DigitizerContact(id: 1, location: CGPoint(x: 10, y: 10)),
        ])))! + "\n"
        text += TraceFile.logLine(TraceLogRecord(GestureArbitrationLog.Entry(
            time: 1, message: "\(weird): possible → began \u{1}", recognizer: weird,
            event: .transition(from: .possible, to: .began)))) + "\n"
        text += TraceFile.logLine(TraceLogRecord(GestureArbitrationLog.Entry(
            time: 1.01, message: "x", recognizer: "other & <more>", event: .waiting(for: [weird])))) + "\n"
        text += TraceFile.logLine(time: 1.02, message: "an old line with <markup> & \"quotes\"", source: "arbitration") + "\n"
        let lines = try TraceFile.parse(text)
        let (ok, r) = Self.read(TimelineRenderer.svg(lines))
        #expect(ok)
        #expect(r.with(class: "recognizer").compactMap { $0.attributes["data-name"] } == [weird, "other & <more>"])
        #expect(r.with(class: "decision").contains { $0.attributes["data-kind"] == "note" })
        #expect(r.titles.contains { $0.hasSuffix("an old line with <markup> & \"quotes\"") })
        #expect(r.with(class: "finger").count == 1)  // the finger is still down at the end of the trace
        #expect(r.with(class: "touch-ended").isEmpty)

        let empty = Self.read(TimelineRenderer.svg([]))
        #expect(empty.ok)
        #expect(empty.reader.with(class: "legend").count == 1)
    }

    @Test("GRI-01 / GRI-09 each arbitration relation gets its own connector, from the decider to the decided")
    func connectorKinds() throws {
        func entry(_ t: Double, _ r: String, _ e: GestureArbitrationLog.Event) -> String {
            TraceFile.logLine(TraceLogRecord(GestureArbitrationLog.Entry(time: t, message: "\(r): \(e)", recognizer: r, event: e)))
        }
        let text = [
            TraceFile.header(device: "d", screen: CGSize(width: 100, height: 100)),
            entry(1, "w", .waiting(for: ["a", "b"])),
            entry(1.1, "a", .transition(from: .possible, to: .began)),
            entry(1.1, "w", .requirementRecognized("a")),
            entry(1.1, "p", .prevented(by: "a")),
            entry(1.2, "a", .action(.began)),
        ].joined(separator: "\n")
        let (ok, r) = Self.read(TimelineRenderer.svg(try TraceFile.parse(text)))
        #expect(ok)
        #expect(r.with(class: "recognizer").compactMap { $0.attributes["data-name"] } == ["w", "a", "b", "p"])
        let connectors = r.with(class: "connector").map {
            [$0.attributes["data-kind"] ?? "", $0.attributes["data-from"] ?? "", $0.attributes["data-to"] ?? ""]
        }
        #expect(connectors == [
            ["waits-for", "w", "a"], ["waits-for", "w", "b"], ["wins-over", "a", "w"], ["prevents", "a", "p"],
        ])
        #expect(r.texts.contains("waits for") && r.texts.contains("wins over") && r.texts.contains("prevents"))
        #expect(r.with(class: "waiting").count == 1)  // w's wait, ended when a recognized
    }

    @Test("SHK / RC shakes, remote-control commands and keys get marks on their own lane, named in tooltips")
    func otherInput() throws {
        let text = [
            TraceFile.header(device: "d", screen: CGSize(width: 100, height: 100)),
            TraceFile.line(for: .shake(RawShakeEvent(timestamp: 1, phase: .began)))!,
            TraceFile.line(for: .shake(RawShakeEvent(timestamp: 1.4, phase: .ended)))!,
            TraceFile.line(for: .remoteControl(RawRemoteControlEvent(timestamp: 2, subtype: .remoteControlNextTrack)))!,
            TraceFile.logLine(TraceLogRecord(TouchDispatchRecord(
                time: 3, step: .shake(.began), view: "nil", message: "shake began: detected in accelerometer samples"))),
        ].joined(separator: "\n")
        let (ok, r) = Self.read(TimelineRenderer.svg(try TraceFile.parse(text)))
        #expect(ok)
        #expect(r.with(class: "other-input").count == 1)
        #expect(r.with(class: "input-mark").count == 4)  // two shakes, a remote command, a detected shake
        #expect(r.titles.contains { $0.hasSuffix("  shake began: detected in accelerometer samples") })
        #expect(r.titles.contains { $0.hasSuffix("  shake began") })
        #expect(r.titles.contains { $0.hasSuffix("  remote-control event remoteControlNextTrack") })
        // A trace with touches only has no such lane.
        let (_, plain) = Self.read(TimelineRenderer.svg(try TraceFile.parse(
            TraceFile.header(device: "d", screen: CGSize(width: 100, height: 100)))))
        #expect(plain.with(class: "other-input").isEmpty)
    }

    @Test("the HTML page holds the same lanes and tooltips as the SVG, with what its controls need")
    @MainActor
    func html() throws {
        let lines = try Self.recordedTrace()
        let html = TimelineRenderer.html(lines, title: "a <test>")
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<title>a &lt;test&gt;</title>"))
        let (ok, page) = Self.read(TimelineLayoutTests.svg(in: html))
        #expect(ok)
        let (_, image) = Self.read(TimelineRenderer.svg(lines))
        #expect(page.with(class: "recognizer").map { $0.attributes["data-name"] } == image.with(class: "recognizer").map { $0.attributes["data-name"] })
        #expect(page.with(class: "finger").map { $0.attributes["data-id"] } == image.with(class: "finger").map { $0.attributes["data-id"] })
        #expect(Set(image.titles).isSubset(of: Set(page.titles)))
    }
}
