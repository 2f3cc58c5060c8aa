import Foundation
import Tactile

extension TimelineDrawing {
    /// The page's summary row of the fingers, shown while their lanes are collapsed: each touch as a bar from
    /// touch-down to lift in its finger's colour, in as many rows as touches overlap in time. Clicking the row (or
    /// the page's button) shows the finger lanes.
    mutating func fingerSummaryLane(y: Double, height: Double) {
        let count = m.fingers.count
        out += "<g class=\"finger-summary\" role=\"button\" tabindex=\"0\" aria-label=\"Show the finger lanes\">\n"
        // The whole row takes the click, not only its marks and texts.
        out += "<rect class=\"summary-hit\" x=\"0\" y=\"\(Self.f(y))\" width=\"\(Self.f(plotX + plotW + 10))\" height=\"\(Self.f(height))\" fill=\"transparent\"/>\n"
        text("\(count) finger\(count == 1 ? "" : "s")", x: labelX, y: y + 18, bold: true)
        text("click to show their lanes", x: labelX, y: y + 32, size: 10, fill: "#555", cls: "summary-hint")
        openPlot()
        for (row, strokes) in m.strokeRows().enumerated() {
            let by = y + 14 + Double(row) * 9
            for ref in strokes {
                let finger = m.fingers[ref.finger], stroke = finger.strokes[ref.stroke]
                guard let first = stroke.samples.first, let last = stroke.samples.last else { continue }
                let end = stroke.isOpen ? m.t1 : last.t
                let bx = x(first.t), bw = max(x(end) - bx, 4)
                var description = "finger \(finger.id): " + time(first.t) + " to " + time(end)
                if let view = stroke.hitView { description += ", on \(view)" }
                if last.phase == .cancelled { description += ", cancelled" }
                out += "<rect class=\"summary-touch\" data-id=\"\(finger.id)\" x=\"\(Self.f(bx))\" y=\"\(Self.f(by))\" width=\"\(Self.f(bw))\" "
                    + "height=\"6\" rx=\"2\" fill=\"\(Self.fingerColour(ref.finger))\">\(title(first.t, description))</rect>\n"
            }
        }
        out += "</g>\n</g>\n"
    }
}
