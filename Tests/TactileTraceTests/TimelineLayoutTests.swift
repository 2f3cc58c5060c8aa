import Foundation
import Tactile
import Testing
@testable import TactileTrace
import TactileExamples
import TactileTesting
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The timeline's layout, as a new user meets it with the demo's session: no two labels overlap, the recognizer
/// lanes come first, time counts from zero, and the page collapses many finger lanes into one row.
@Suite("Timeline layout")
struct TimelineLayoutTests {
    @MainActor
    static func demoLines() throws -> [TraceFile.Line] {
        try TraceFile.parse(DemoSession.recorded().trace)
    }

    /// Every `<text>` of an SVG with the box worked out from its attributes alone (x, y, text-anchor, font-size,
    /// font-weight) by the documented estimate, and whether an enclosing element is hidden (`display="none"`).
    final class TextReader: NSObject, XMLParserDelegate {
        struct Text {
            var box: TimelineTextBox
            var classes: [String]
        }
        var texts: [Text] = []
        var svgWidth = 0.0, svgHeight = 0.0
        private var hidden: [Bool] = []
        private var sizes: [Double] = []
        private var current: (attributes: [String: String], hidden: Bool, size: Double)?
        private var characters = ""
        private var inTitle = false

        func parser(_ p: XMLParser, didStartElement e: String, namespaceURI: String?, qualifiedName: String?,
            attributes a: [String: String]
        ) {
            if e == "svg" {
                svgWidth = Double(a["width"] ?? "") ?? 0
                svgHeight = Double(a["height"] ?? "") ?? 0
            }
            hidden.append((hidden.last ?? false) || a["display"] == "none")
            sizes.append(a["font-size"].flatMap(Double.init) ?? sizes.last ?? 16)
            if e == "text" {
                current = (a, hidden.last!, sizes.last!)
                characters = ""
            }
            if e == "title" { inTitle = true }
        }
        func parser(_ p: XMLParser, foundCharacters string: String) {
            // A `<title>` inside a text is its tooltip, not drawn.
            if current != nil, !inTitle { characters += string }
        }
        func parser(_ p: XMLParser, didEndElement e: String, namespaceURI: String?, qualifiedName: String?) {
            hidden.removeLast()
            sizes.removeLast()
            if e == "title" { inTitle = false }
            guard e == "text", let c = current else { return }
            let a = c.attributes
            let box = TimelineTextBox(
                text: characters, x: Double(a["x"] ?? "") ?? .nan, y: Double(a["y"] ?? "") ?? .nan, size: c.size,
                anchor: TimelineTextBox.Anchor(rawValue: a["text-anchor"] ?? "start") ?? .start,
                bold: a["font-weight"] == "bold", hidden: c.hidden)
            texts.append(Text(box: box, classes: (a["class"] ?? "").split(separator: " ").map(String.init)))
            current = nil
        }
    }

    static func texts(_ svg: String) -> TextReader {
        let reader = TextReader()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "the SVG must be well-formed XML")
        return reader
    }

    /// The SVG inside a page.
    static func svg(in page: String) -> String {
        guard let start = page.range(of: "<svg"), let end = page.range(of: "</svg>") else { return "" }
        return String(page[start.lowerBound..<end.upperBound])
    }

    /// The pairs of shown boxes that overlap, named for the failure message.
    static func overlaps(_ boxes: [TimelineTextBox]) -> [String] {
        let shown = boxes.filter { !$0.hidden }
        var found: [String] = []
        for i in shown.indices {
            for j in shown.indices where j > i && shown[i].intersects(shown[j]) {
                found.append("\"\(shown[i].text)\" at (\(shown[i].x), \(shown[i].y)) and \"\(shown[j].text)\" at (\(shown[j].x), \(shown[j].y))")
            }
        }
        return found
    }

    // MARK: Labels

    @Test("no two labels of the demo's timeline overlap, in the SVG and in the page, by the layout's own boxes")
    @MainActor
    func demoLabelBoxes() throws {
        let lines = try Self.demoLines()
        for interactive in [false, true] {
            let boxes = TimelineRenderer.textBoxes(lines, interactive: interactive)
            #expect(boxes.count > 100)
            let overlaps = Self.overlaps(boxes)
            #expect(overlaps.isEmpty, "\(overlaps.count) overlapping labels, first: \(overlaps.prefix(3))")
        }
    }

    @Test("no two texts drawn in the demo's SVG and page overlap, by boxes read back from the markup")
    @MainActor
    func demoDrawnTexts() throws {
        let lines = try Self.demoLines()
        let svg = TimelineRenderer.svg(lines)
        let page = TimelineRenderer.html(lines)
        let pageSVG = Self.svg(in: page)
        for (markup, interactive) in [(svg, false), (pageSVG, true)] {
            let reader = Self.texts(markup)
            // Every text drawn went through the layout: the same texts at the same places.
            let drawn = reader.texts.map(\.box)
            let laid = TimelineRenderer.textBoxes(lines, interactive: interactive)
            #expect(drawn.count == laid.count)
            func place(_ b: TimelineTextBox) -> String { b.text + String(format: "@%.1f,%.1f", b.x, b.y) + (b.hidden ? " hidden" : "") }
            #expect(drawn.map(place).sorted() == laid.map(place).sorted())
            let overlaps = Self.overlaps(drawn)
            #expect(overlaps.isEmpty, "\(overlaps.count) overlapping texts, first: \(overlaps.prefix(3))")
            // Inside the picture.
            #expect(drawn.filter { !$0.hidden }.allSatisfy {
                $0.minX >= 0 && $0.maxX <= reader.svgWidth && $0.minY >= 0 && $0.maxY <= reader.svgHeight
            })
        }
        // The collisions a new user saw are gone, and the labels are still there.
        let reader = Self.texts(svg)
        let words = reader.texts.map(\.box.text)
        for word in ["ended", "failed", "began", "changed", "prevents", "waits for", "refused to begin", "request dropped"] {
            #expect(words.contains(word), "no label \(word)")
        }
        #expect(words.filter { $0 == "ended" || $0 == "failed" || $0 == "began" }.count >= 40)
    }

    @Test("labels of a crowded lane move to another row, get shorter, or are left to the tooltip; never overlap")
    func crowdedLabels() throws {
        // Fifty recognizers changing state within 50 ms, each waiting for the next, on a trace long enough that
        // the busy moment is a few pixels wide.
        var text = [TraceFile.header(device: "d", screen: CGSize(width: 100, height: 100))]
        func entry(_ t: Double, _ r: String, _ e: GestureArbitrationLog.Event) -> String {
            TraceFile.logLine(TraceLogRecord(GestureArbitrationLog.Entry(time: t, message: "\(r): \(e)", recognizer: r, event: e)))
        }
        for i in 0..<50 {
            let t = 1 + Double(i) * 0.001
            text.append(entry(t, "r\(i % 5)", .transition(from: .possible, to: i % 2 == 0 ? .began : .failed)))
            text.append(entry(t, "r\(i % 5)", .ignoredTouch))
            text.append(entry(t, "r\(i % 5)", .waiting(for: ["r\((i + 1) % 5)"])))
        }
        text.append(entry(9, "r0", .reset))
        let lines = try TraceFile.parse(text.joined(separator: "\n"))
        let boxes = TimelineRenderer.textBoxes(lines)
        #expect(Self.overlaps(boxes).isEmpty)
        #expect(Self.overlaps(Self.texts(TimelineRenderer.svg(lines)).texts.map(\.box)).isEmpty)
        // Some labels found room, some did not (their marks keep tooltips).
        let labels = boxes.filter { ["began", "failed", "ignores touch", "ignores"].contains($0.text) }
        #expect(!labels.isEmpty && labels.count < 100)
    }

    @Test("the placer takes the first candidate with room, skips overlaps and the range, keeps off arrows if it can")
    func placer() {
        var placer = TimelineLabelPlacer()
        let a = TimelineTextBox(text: "ended", x: 100, y: 50, size: 10, anchor: .middle, bold: false)
        #expect(a.width == 30)  // 5 characters × 10 × 0.6
        #expect(a.minX == 85 && a.maxX == 115 && a.minY == 42 && a.maxY == 52.5)
        #expect(placer.place([a]) == a)
        var below = a
        below.y = 70
        #expect(placer.place([a, below]) == below)  // the first place is taken
        var near = a
        near.x = 131  // 1 unit clear of the first, less than the gap
        #expect(placer.place([near]) == nil)
        near.x = 133
        #expect(placer.place([near]) != nil)
        var outside = a
        outside.x = 10
        #expect(placer.place([outside], within: 0...200) == nil)  // starts at -5
        var hidden = a
        hidden.hidden = true
        #expect(placer.place([hidden]) == hidden)  // a hidden text blocks nothing and is blocked by nothing
        #expect(placer.boxes.count == 4)
        // Arrows are avoided when another place has room, and crossed when none has.
        var arrows = TimelineLabelPlacer()
        arrows.avoid(.init(minX: 298, maxX: 302, minY: 0, maxY: 100))
        let across = TimelineTextBox(text: "began", x: 300, y: 50, size: 10, anchor: .middle, bold: false)
        var beside = across
        beside.anchor = .start
        beside.x = 304
        #expect(!arrows.clear(across) && arrows.clear(beside))
        #expect(arrows.place([across, beside]) == beside)
        var lower = across
        lower.y = 80
        #expect(arrows.place([lower]) == lower)  // better on the arrow than not at all
        let bold = TimelineTextBox(text: "ab", x: 0, y: 0, size: 10, anchor: .end, bold: true)
        #expect(abs(bold.width - 13.2) < 1e-9 && bold.minX == -bold.width)
    }

    // MARK: Lanes and the axis

    /// The `data-kind` of each lane group of `svg`, top to bottom, and whether it is hidden.
    static func lanes(_ svg: String) -> [(kind: String, name: String, y: Double, hidden: Bool)] {
        var result: [(String, String, Double, Bool)] = []
        var rest = svg[...]
        while let r = rest.range(of: "<g class=\"lane\" ") {
            let tag = rest[r.lowerBound...].prefix { $0 != ">" }
            func attribute(_ name: String) -> String {
                guard let a = tag.range(of: " \(name)=\"") else { return "" }
                return String(tag[a.upperBound...].prefix { $0 != "\"" })
            }
            result.append((attribute("data-kind"), attribute("data-lane"), Double(attribute("data-y")) ?? .nan, tag.contains("display=\"none\"")))
            rest = rest[r.upperBound...]
        }
        return result.sorted { $0.2 < $1.2 }
    }

    @Test("recognizer lanes come first, then view delivery and other input, then the fingers, in the SVG and the page")
    @MainActor
    func laneOrder() throws {
        let lines = try Self.demoLines()
        let model = TimelineModel(lines)
        let (recognizers, fingers) = (model.recognizers.count, model.fingers.count)
        #expect(recognizers >= 10 && fingers > 4)
        let svgLanes = Self.lanes(TimelineRenderer.svg(lines))
        let kinds = svgLanes.map(\.kind)
        #expect(kinds == Array(repeating: "recognizer", count: recognizers) + ["decisions", "other-input"] + Array(repeating: "finger", count: fingers))
        #expect(svgLanes.first?.y == 62)  // right under the axis
        #expect(svgLanes.allSatisfy { !$0.hidden })
        #expect(svgLanes.prefix(3).map(\.name) == ["toolbar tap", "single tap", "double tap"])
        // The page: the same order, with the fingers' summary row in place of their lanes.
        let pageLanes = Self.lanes(TimelineRenderer.html(lines)).filter { !$0.hidden }.map(\.kind)
        #expect(pageLanes == Array(repeating: "recognizer", count: recognizers) + ["decisions", "other-input", "finger-summary"])
        // The model behind it.
        let layout = TimelineLaneLayout(model, top: 62, interactive: true)
        #expect(layout.fingersCollapsed)
        #expect(layout.shown.map(\.kind.rawValue) == pageLanes)
        #expect(layout.lanes.filter(\.isHidden).count == fingers)
        #expect(zip(layout.shown, layout.shown.dropFirst()).allSatisfy { $0.y + $0.height <= $1.y })
        let expanded = TimelineLaneLayout(model, top: 62, interactive: false)
        #expect(!expanded.fingersCollapsed && expanded.lanes.allSatisfy { !$0.isHidden })
        #expect(expanded.lanes.filter { $0.kind == .finger }.map(\.name) == (1...fingers).map { "finger \($0)" })
    }

    @Test("the demo's page fits a 1400×1000 window: 1350 wide and, with the fingers collapsed, under 940 high")
    @MainActor
    func fitsTheWindow() throws {
        let lines = try Self.demoLines()
        let page = Self.texts(Self.svg(in: TimelineRenderer.html(lines)))
        #expect(page.svgWidth == 1350)
        #expect(page.svgHeight < 940)
        // The SVG image shows every finger and is taller.
        #expect(Self.texts(TimelineRenderer.svg(lines)).svgHeight > 1100)
    }

    @Test("the axis counts seconds from the start of the trace: 0 s, then round times, never the trace's clock")
    @MainActor
    func axisFromZero() throws {
        let lines = try Self.demoLines()
        let svg = TimelineRenderer.svg(lines)
        let texts = Self.texts(svg).texts
        let ticks = texts.filter { $0.classes.contains("tick-label") }.map(\.box.text)
        #expect(ticks.first == "0 s")
        #expect(ticks.count >= 8)
        #expect(ticks.allSatisfy { $0.hasSuffix(" s") })
        let values = ticks.compactMap { Double($0.dropLast(2)) }
        #expect(values.count == ticks.count)
        let duration = TimelineModel(lines).t1 - TimelineModel(lines).t0
        #expect(values == values.sorted() && values.allSatisfy { $0 >= 0 && $0 <= duration })
        #expect(values.filter { $0 > 0 && $0 == $0.rounded() }.count >= 3)  // round times: "3 s", "4 s", …
        #expect(!svg.contains("time since"))
        #expect(texts.contains { $0.box.text == "seconds from the start" })
        // The heading gives the length; tooltips give times from the start too.
        let heading = try #require(texts.first { $0.classes.contains("heading") }?.box.text)
        #expect(heading.hasPrefix("Tactile timeline: tactile demo, screen 360.0×640.0 pt, "))
        #expect(Double(heading.split(separator: " ").dropLast().last ?? "") == (duration * 100).rounded() / 100)
        #expect(svg.contains("<title>0.050 s  toolbar tap: possible → failed</title>"))
        #expect(!svg.contains("1000.000 s  "))
    }
}

