import Foundation
import Tactile
import Testing
@testable import TactileTrace
import TactileExamples
import TactileTesting

/// The timeline's HTML page: self-contained, with a filter, zoom and pan controls, collapsible finger lanes and
/// the data its script needs.
@Suite("Timeline page")
struct TimelinePageTests {
    @Test("the page is self-contained: inline style and script, nothing fetched from the network")
    @MainActor
    func selfContained() throws {
        let page = TimelineRenderer.html(try TimelineLayoutTests.demoLines(), title: "Tactile demo")
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<style>") && page.contains("<script>\n(function () {"))
        #expect(!page.contains("src=") && !page.contains("href=") && !page.contains("@import"))
        // The only address is the SVG namespace, which names and does not fetch.
        let addresses = page.components(separatedBy: "http").dropFirst().map { String($0.prefix(23)) }
        #expect(Set(addresses) == ["://www.w3.org/2000/svg\""])
        #expect(page.hasSuffix("</script>\n</body></html>\n"))
    }

    @Test("a filter box and zoom and pan buttons; the script finds every element it uses")
    @MainActor
    func controls() throws {
        let page = TimelineRenderer.html(try TimelineLayoutTests.demoLines())
        for id in ["timeline-filter", "timeline-fingers", "timeline-zoom-in", "timeline-zoom-out", "timeline-zoom-fit",
            "timeline-pan-left", "timeline-pan-right", "timeline-zoom-level"]
        {
            #expect(page.contains("id=\"\(id)\""), "no control \(id)")
            #expect(TimelinePageScript.source.contains("\"\(id)\""), "the script does not use \(id)")
        }
        #expect(page.contains("<input id=\"timeline-filter\" type=\"search\""))
        // What the script reads from the SVG.
        let svg = TimelineLayoutTests.svg(in: page)
        for attribute in ["data-plot-x=\"190.0\"", "data-plot-w=\"920.0\"", "data-top=\"62.0\"", "data-panel-bottom=",
            "data-legend-top=", "data-legend-h=", "data-fingers-collapsed=\"true\"", "data-pieces=\"-0.0400 "]
        {
            #expect(svg.contains(attribute), "the page's SVG lacks \(attribute)")
        }
        #expect(svg.contains("<g class=\"plot\" clip-path=\"url(#plot-clip)\">"))
        #expect(svg.contains("<clipPath id=\"plot-clip\""))
        // Connectors carry their ends, so the script can move them when lanes are filtered out.
        #expect(svg.contains("data-y1=") && svg.contains("data-y2="))
        // Labels and marks of several shapes name their mark's x, so zooming moves them as one with the mark.
        let labels = svg.components(separatedBy: "<text class=\"label\"").dropFirst()
        #expect(labels.count > 50)
        #expect(labels.allSatisfy { $0.hasPrefix(" data-x=\"") })
        for mark in ["<g class=\"decision\"", "<g class=\"input-mark\"", "<g class=\"connector-label\""] {
            let marks = svg.components(separatedBy: mark).dropFirst()
            #expect(!marks.isEmpty && marks.allSatisfy { $0.prefix(while: { $0 != ">" }).contains(" data-x=\"") }, "\(mark) without data-x")
        }
        // The whole summary row takes the click that shows the finger lanes.
        #expect(svg.contains("<rect class=\"summary-hit\" x=\"0\""))
        // The SVG image has none of it.
        let image = TimelineRenderer.svg(try TimelineLayoutTests.demoLines())
        #expect(!image.contains("data-plot-x") && !image.contains("finger-summary") && !image.contains("display=\"none\""))
    }

    @Test("more than four fingers start collapsed into a summary row with every touch; fewer start shown")
    @MainActor
    func collapsedFingers() throws {
        let lines = try TimelineLayoutTests.demoLines()
        let fingers = TimelineModel(lines).fingers.count
        #expect(fingers > 4)
        let page = TimelineRenderer.html(lines)
        #expect(page.contains("<button id=\"timeline-fingers\" type=\"button\" data-count=\"\(fingers)\" aria-pressed=\"false\">Show the \(fingers) finger lanes</button>"))
        let lanes = TimelineLayoutTests.lanes(TimelineLayoutTests.svg(in: page))
        #expect(lanes.filter { $0.kind == "finger" }.count == fingers)
        #expect(lanes.filter { $0.kind == "finger" }.allSatisfy { $0.hidden })
        let summary = try #require(lanes.first { $0.kind == "finger-summary" })
        #expect(!summary.hidden)
        #expect(page.contains(">\(fingers) fingers</text>"))
        #expect(page.components(separatedBy: "class=\"summary-touch\"").count - 1 == fingers)  // one touch per finger
        // The hidden lanes' backgrounds are hidden too.
        let backgrounds = page.components(separatedBy: "<rect class=\"lane-background\"").dropFirst()
        #expect(backgrounds.filter { $0.prefix(while: { $0 != ">" }).contains("display=\"none\"") }.count == fingers)

        // Two fingers: their lanes show, the summary row is there for the button, hidden.
        var text = [TraceFile.header(device: "d", screen: CGSize(width: 100, height: 100))]
        for id in 1...2 {
            text.append(TraceFile.line(for: .digitizer(DigitizerFrame(timestamp: Double(id), contacts: [
                DigitizerContact(id: id, location: CGPoint(x: 10, y: 10)),
            ])))!)
            text.append(TraceFile.line(for: .digitizer(DigitizerFrame(timestamp: Double(id) + 0.1, contacts: [
                DigitizerContact(id: id, location: CGPoint(x: 10, y: 10), state: .lifted),
            ])))!)
        }
        let few = TimelineRenderer.html(try TraceFile.parse(text.joined(separator: "\n")))
        let fewLanes = TimelineLayoutTests.lanes(TimelineLayoutTests.svg(in: few))
        #expect(fewLanes.filter { $0.kind == "finger" && !$0.hidden }.count == 2)
        #expect(fewLanes.first { $0.kind == "finger-summary" }?.hidden == true)
        #expect(few.contains("aria-pressed=\"true\">Collapse the finger lanes</button>"))
        // No fingers, no button.
        let none = TimelineRenderer.html(try TraceFile.parse(TraceFile.header(device: "d", screen: CGSize(width: 100, height: 100))))
        #expect(!none.contains("id=\"timeline-fingers\""))
        #expect(none.contains("id=\"timeline-filter\""))
    }

    @Test("the page keeps every mark's tooltip with its log line")
    @MainActor
    func tooltips() throws {
        let lines = try TimelineLayoutTests.demoLines()
        let page = TimelineRenderer.html(lines)
        let messages = lines.compactMap { line -> String? in
            if case .log(let record) = line, record.source == "arbitration" { return record.message }
            return nil
        }
        #expect(messages.count > 50)
        for m in messages.prefix(40) {
            #expect(page.contains("  " + TimelineRenderer.escape(m) + "</title>"), "no tooltip for \(m)")
        }
    }
}
