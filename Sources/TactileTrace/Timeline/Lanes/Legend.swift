import Foundation
import Tactile

extension TimelineDrawing {
    /// The legend: what the colours and marks of the finger lanes, recognizer lanes and arbitration mean. A row
    /// too long for the picture goes on over the next line. Returns the legend's height.
    mutating func legend(y: Double) -> Double {
        out += "<g class=\"legend\">\n"
        out += "<line x1=\"0\" y1=\"\(Self.f(y - 14))\" x2=\"\(Self.f(width))\" y2=\"\(Self.f(y - 14))\" stroke=\"#ddd\"/>\n"
        var cx = labelX
        var cy = y
        func heading(_ name: String) {
            cx = labelX
            text(name, x: cx, y: cy + 4, size: 10, bold: true)
            cx = plotX - 60
        }
        // Each item is a swatch drawn at (cx, cy) and its text. An item that would not fit starts a new line; the
        // swatch is drawn by a closure so that it lands where the item does.
        func item(_ swatch: () -> String, _ label: String) {
            let itemWidth = 16 + TimelineTextBox.width(label, size: 10) + 18
            if cx + itemWidth - 18 > width - 10 {
                cy += 20
                cx = plotX - 60
            }
            out += "<g class=\"legend-item\">" + swatch()
            text(label, x: cx + 16, y: cy + 4, size: 10)
            out += "</g>\n"
            cx += itemWidth
        }
        func line(_ colour: String, dash: String = "") -> String {
            "<line x1=\"\(Self.f(cx))\" y1=\"\(Self.f(cy))\" x2=\"\(Self.f(cx + 12))\" y2=\"\(Self.f(cy))\" stroke=\"\(colour)\" stroke-width=\"2.5\"\(dash)/>"
        }
        func box(_ fill: String, stroke: String = "none") -> String {
            "<rect x=\"\(Self.f(cx))\" y=\"\(Self.f(cy - 5))\" width=\"12\" height=\"10\" rx=\"2\" fill=\"\(fill)\" stroke=\"\(stroke)\"/>"
        }
        heading("fingers")
        for phase in [UITouch.Phase.began, .moved, .stationary] { item({ line(Self.phaseColour(phase)) }, "\(phase)") }
        item({ "<circle cx=\"\(Self.f(cx + 6))\" cy=\"\(Self.f(cy))\" r=\"4\" fill=\"white\" stroke=\"\(Self.phaseColour(.ended))\" stroke-width=\"2\"/>" }, "ended (lifted)")
        item({ "<path d=\"M\(Self.f(cx + 2)) \(Self.f(cy - 4)) L\(Self.f(cx + 10)) \(Self.f(cy + 4)) M\(Self.f(cx + 2)) \(Self.f(cy + 4)) L\(Self.f(cx + 10)) \(Self.f(cy - 4))\" stroke=\"\(Self.phaseColour(.cancelled))\" stroke-width=\"2.5\"/>" }, "cancelled")
        item({ line("#555") }, "x")
        item({ line("#555", dash: " stroke-dasharray=\"4 2\"") }, "y (share of the screen)")
        item({ "<rect x=\"\(Self.f(cx + 4))\" y=\"\(Self.f(cy - 6))\" width=\"3\" height=\"12\" fill=\"\(Self.phaseColour(.began))\"/>" }, "view handler call")
        item({ box("url(#hatch-held)", stroke: "#f0a020") }, "view delivery held")
        cy += 22
        heading("recognizers")
        for state in Self.states { item({ box(Self.stateColour(state)) }, "\(state)") }
        item({ box("url(#hatch-waiting)", stroke: "#d4a017") }, "waiting for failure")
        item({ "<path d=\"M\(Self.f(cx + 6)) \(Self.f(cy - 6)) L\(Self.f(cx + 12)) \(Self.f(cy)) L\(Self.f(cx + 6)) \(Self.f(cy + 6)) L\(Self.f(cx)) \(Self.f(cy)) Z\" fill=\"#f5c518\" stroke=\"#7a5a00\"/>" }, "action")
        item({ "<line x1=\"\(Self.f(cx + 6))\" y1=\"\(Self.f(cy - 7))\" x2=\"\(Self.f(cx + 6))\" y2=\"\(Self.f(cy + 7))\" stroke=\"#777\" stroke-width=\"1.5\"/>" }, "reset")
        cy += 22
        heading("arbitration")
        for kind in [TimelineModel.RelationKind.waitsFor, .prevents, .winsOver] {
            let dash = kind == .waitsFor ? " stroke-dasharray=\"4 2\"" : ""
            let name = kind == .winsOver ? "wins over (a failure requirement recognized)" : kind.label
            item({ "<line x1=\"\(Self.f(cx))\" y1=\"\(Self.f(cy))\" x2=\"\(Self.f(cx + 12))\" y2=\"\(Self.f(cy))\" stroke=\"\(Self.relationColour(kind))\" stroke-width=\"1.6\"\(dash) marker-end=\"url(#arrow-\(kind.rawValue))\"/>" }, name)
        }
        for kind in ["held", "released", "cancelled", "dropped"] {
            item({ Self.decisionMark(kind, cx + 6, cy) }, "view delivery \(kind)")
        }
        out += "</g>\n"
        return cy - y + 34
    }
}
