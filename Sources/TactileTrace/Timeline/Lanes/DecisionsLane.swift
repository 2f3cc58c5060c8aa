import Foundation
import Tactile

extension TimelineDrawing {
    /// The view-delivery decisions lane: held, released, cancelled, dropped, and plain log lines as notes.
    mutating func decisionsLane(y: Double) {
        let my = y + 14
        out += "<g class=\"decisions\">\n"
        text("view delivery", x: labelX, y: my + 4, bold: true)
        text("held, released, cancelled", x: labelX, y: my + 18, size: 10, fill: "#555")
        openPlot()
        out += "<line x1=\"\(Self.f(plotX))\" y1=\"\(Self.f(my))\" x2=\"\(Self.f(plotX + plotW))\" y2=\"\(Self.f(my))\" stroke=\"#eadcc6\"/>\n"
        for d in m.decisions {
            let px = x(d.t)
            out += "<g class=\"decision\" data-kind=\"\(d.kind)\" data-x=\"\(Self.f(px))\">"
            out += Self.decisionMark(d.kind, px, my) + title(d.t, d.message)
            out += "</g>\n"
            guard !d.label.isEmpty else { continue }
            // Three rows under the marks, to the right of the mark and then to its left; then the decision alone
            // ("cancelled" without the view); else only in the tooltip.
            let rows = (0..<3).map { my + 20 + Double($0) * 13 }
            var candidates: [TimelineTextBox] = []
            for t in [d.label, d.kind] {
                candidates += rows.map { box(t, x: px - 4, y: $0) }
                candidates += rows.map { box(t, x: px + 4, y: $0, anchor: .end) }
            }
            label(candidates, fill: Self.deliveryColour(d.kind), markX: px)
        }
        out += "</g>\n</g>\n"
    }

    /// The shape for a view-delivery decision: held ‖, released ▶, cancelled ✕, dropped ✕ (grey), note ●.
    static func decisionMark(_ kind: String, _ px: Double, _ py: Double) -> String {
        let c = deliveryColour(kind)
        switch kind {
        case "held":
            return "<rect x=\"\(f(px - 4))\" y=\"\(f(py - 6))\" width=\"3\" height=\"12\" fill=\"\(c)\"/>"
                + "<rect x=\"\(f(px + 1))\" y=\"\(f(py - 6))\" width=\"3\" height=\"12\" fill=\"\(c)\"/>"
        case "released":
            return "<path d=\"M\(f(px - 4)) \(f(py - 6)) L\(f(px + 5)) \(f(py)) L\(f(px - 4)) \(f(py + 6)) Z\" fill=\"\(c)\"/>"
        case "cancelled", "dropped":
            return "<path d=\"M\(f(px - 5)) \(f(py - 5)) L\(f(px + 5)) \(f(py + 5)) M\(f(px - 5)) \(f(py + 5)) L\(f(px + 5)) \(f(py - 5))\" stroke=\"\(c)\" stroke-width=\"2.5\"/>"
        default:
            return "<circle cx=\"\(f(px))\" cy=\"\(f(py))\" r=\"3.5\" fill=\"\(c)\"/>"
        }
    }
}
