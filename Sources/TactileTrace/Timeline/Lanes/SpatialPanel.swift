import Foundation
import Tactile

extension TimelineDrawing {
    // The spatial panel: the screen outline with every finger's path in its colour, start and end marked.

    func panelScale() -> Double {
        let w = max(Double(m.screen.width), 1), h = max(Double(m.screen.height), 1)
        return min(panelW / w, panelMaxH / h)
    }

    func panelHeight() -> Double { max(Double(m.screen.height), 1) * panelScale() }

    mutating func spatialPanel(y: Double, height: Double) {
        let s = panelScale()
        let w = max(Double(m.screen.width), 1) * s
        out += "<g class=\"spatial\">\n"
        text("finger paths on the screen", x: panelX, y: y - 8, bold: true)
        out += "<rect class=\"screen\" x=\"\(Self.f(panelX))\" y=\"\(Self.f(y))\" width=\"\(Self.f(w))\" height=\"\(Self.f(height))\" rx=\"6\" fill=\"#fafbfc\" stroke=\"#555\" stroke-width=\"1.5\"/>\n"
        func point(_ sample: TimelineModel.Sample) -> (Double, Double) { (panelX + sample.x * s, y + sample.y * s) }
        for (i, finger) in m.fingers.enumerated() {
            let colour = Self.fingerColour(i)
            for stroke in finger.strokes {
                guard let first = stroke.samples.first, let last = stroke.samples.last else { continue }
                let points = stroke.samples.map { sample -> String in
                    let (px, py) = point(sample)
                    return "\(Self.f(px)),\(Self.f(py))"
                }.joined(separator: " ")
                let (sx, sy) = point(first), (ex, ey) = point(last)
                let description = "finger \(finger.id): from (\(Self.f(first.x)), \(Self.f(first.y))) to (\(Self.f(last.x)), \(Self.f(last.y)))"
                    + (stroke.hitView.map { ", on \($0)" } ?? "")
                out += "<g class=\"finger-path\" data-id=\"\(finger.id)\">"
                out += "<polyline points=\"\(points)\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"2.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\" stroke-opacity=\"0.85\">\(title(first.t, description))</polyline>"
                out += "<circle class=\"path-start\" cx=\"\(Self.f(sx))\" cy=\"\(Self.f(sy))\" r=\"5\" fill=\"\(colour)\">\(title(first.t, "finger \(finger.id) down"))</circle>"
                if !stroke.isOpen {
                    if last.phase == .cancelled {
                        out += "<path class=\"path-end\" data-end=\"cancelled\" d=\"M\(Self.f(ex - 4)) \(Self.f(ey - 4)) L\(Self.f(ex + 4)) \(Self.f(ey + 4)) M\(Self.f(ex - 4)) \(Self.f(ey + 4)) L\(Self.f(ex + 4)) \(Self.f(ey - 4))\" stroke=\"\(colour)\" stroke-width=\"2.5\">\(title(last.t, "finger \(finger.id) cancelled"))</path>"
                    } else {
                        out += "<rect class=\"path-end\" data-end=\"ended\" x=\"\(Self.f(ex - 3.5))\" y=\"\(Self.f(ey - 3.5))\" width=\"7\" height=\"7\" fill=\"white\" stroke=\"\(colour)\" stroke-width=\"2\">\(title(last.t, "finger \(finger.id) lifted"))</rect>"
                    }
                }
                out += "</g>\n"
                // The finger's number beside its start, on whichever side has room.
                let number = "\(finger.id)"
                label([box(number, x: sx + 6, y: sy - 5, size: 9), box(number, x: sx - 6, y: sy - 5, size: 9, anchor: .end),
                    box(number, x: sx + 6, y: sy + 12, size: 9), box(number, x: sx - 6, y: sy + 12, size: 9, anchor: .end)],
                    fill: colour, cls: "path-number", within: (panelX - 12)...(panelX + w + 12))
            }
        }
        out += "</g>\n"
    }
}
