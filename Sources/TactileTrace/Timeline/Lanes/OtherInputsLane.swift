import Foundation
import Tactile

extension TimelineDrawing {
    /// Shakes, remote-control commands and keys: they go to the first responder, not to a finger's view.
    mutating func otherInputsLane(y: Double) {
        let my = y + 14
        out += "<g class=\"other-input\">\n"
        text("other input", x: labelX, y: my + 4, bold: true)
        text("shake, remote control, keys", x: labelX, y: my + 18, size: 10, fill: "#555")
        openPlot()
        out += "<line x1=\"\(Self.f(plotX))\" y1=\"\(Self.f(my))\" x2=\"\(Self.f(plotX + plotW))\" y2=\"\(Self.f(my))\" stroke=\"#cfe3d6\"/>\n"
        for mark in m.otherInputs {
            let px = x(mark.t)
            out += "<g class=\"input-mark\" data-x=\"\(Self.f(px))\"><rect x=\"\(Self.f(px - 3))\" y=\"\(Self.f(my - 6))\" width=\"6\" height=\"12\" rx=\"2\" fill=\"#2f8f5b\"/>"
            out += title(mark.t, mark.message) + "</g>\n"
            let rows = (0..<2).map { my + 20 + Double($0) * 13 }
            label(rows.map { box(mark.label, x: px - 4, y: $0) } + rows.map { box(mark.label, x: px + 4, y: $0, anchor: .end) },
                fill: "#2f8f5b", markX: px)
        }
        out += "</g>\n</g>\n"
    }
}
