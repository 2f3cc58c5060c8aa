import Foundation
import Tactile

extension TimelineDrawing {
    /// The view-delivery decisions lane: held, released, cancelled, dropped, and plain log lines as notes.
    mutating func decisionsLane(y: Double) {
        let my = y + 14
        out += "<g class=\"decisions\">\n"
        out += "<text x=\"\(labelX)\" y=\"\(Self.f(my + 4))\" font-weight=\"bold\">view delivery</text>\n"
        out += "<text x=\"\(labelX)\" y=\"\(Self.f(my + 18))\" font-size=\"10\" fill=\"#555\">held, released, cancelled</text>\n"
        out += "<line x1=\"\(Self.f(plotX))\" y1=\"\(Self.f(my))\" x2=\"\(Self.f(plotX + plotW))\" y2=\"\(Self.f(my))\" stroke=\"#eadcc6\"/>\n"
        var rows = LabelRows(3)
        for d in m.decisions {
            let px = x(d.t)
            out += "<g class=\"decision\" data-kind=\"\(d.kind)\">"
            out += Self.decisionMark(d.kind, px, my) + title(d.t, d.message)
            out += "</g>\n"
            guard !d.label.isEmpty else { continue }
            let width = Self.textWidth(d.label)
            if let row = rows.place(px - 4, width: width) {
                out += "<text class=\"label\" x=\"\(Self.f(px - 4))\" y=\"\(Self.f(my + 20 + Double(row) * 13))\" font-size=\"10\" fill=\"\(Self.deliveryColour(d.kind))\">\(Self.e(d.label))</text>\n"
            }
        }
        out += "</g>\n"
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
