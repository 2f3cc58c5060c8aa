import Foundation
import Tactile

extension TimelineDrawing {
    /// Shakes, remote-control commands and keys: they go to the first responder, not to a finger's view.
    mutating func otherInputsLane(y: Double) {
        let my = y + 14
        out += "<g class=\"other-input\">\n"
        out += "<text x=\"\(labelX)\" y=\"\(Self.f(my + 4))\" font-weight=\"bold\">other input</text>\n"
        out += "<text x=\"\(labelX)\" y=\"\(Self.f(my + 18))\" font-size=\"10\" fill=\"#555\">shake, remote control, keys</text>\n"
        out += "<line x1=\"\(Self.f(plotX))\" y1=\"\(Self.f(my))\" x2=\"\(Self.f(plotX + plotW))\" y2=\"\(Self.f(my))\" stroke=\"#cfe3d6\"/>\n"
        var rows = LabelRows(3)
        for mark in m.otherInputs {
            let px = x(mark.t)
            out += "<g class=\"input-mark\"><rect x=\"\(Self.f(px - 3))\" y=\"\(Self.f(my - 6))\" width=\"6\" height=\"12\" rx=\"2\" fill=\"#2f8f5b\"/>"
            out += title(mark.t, mark.message) + "</g>\n"
            let width = Self.textWidth(mark.label)
            if let row = rows.place(px - 4, width: width) {
                out += "<text class=\"label\" x=\"\(Self.f(px - 4))\" y=\"\(Self.f(my + 20 + Double(row) * 13))\" font-size=\"10\" fill=\"#2f8f5b\">\(Self.e(mark.label))</text>\n"
            }
        }
        out += "</g>\n"
    }
}
