import Foundation
import Tactile

extension TimelineDrawing {
    /// Arrows between recognizer lanes: waits for, prevents, wins over.
    mutating func connectors(_ centres: [String: Double]) {
        var usedX: [Int: Int] = [:]
        var placed: [(x0: Double, y0: Double, x1: Double, y1: Double)] = []
        var labelled: Set<String> = []
        out += "<g class=\"connectors\">\n"
        for rel in m.relations {
            guard let y1 = centres[rel.from], let y2 = centres[rel.to], y1 != y2 else { continue }
            let base = x(rel.t)
            let slot = usedX[Int(base), default: 0]
            usedX[Int(base)] = slot + 1
            let px = base + 3 + Double(slot) * 9
            let down = y2 > y1
            let start = y1 + (down ? 7 : -7), end = y2 + (down ? -8 : 8)
            let colour = Self.relationColour(rel.kind)
            let dash = rel.kind == .waitsFor ? " stroke-dasharray=\"4 2\"" : ""
            out += "<g class=\"connector\" data-kind=\"\(rel.kind.rawValue)\" data-from=\"\(Self.e(rel.from))\" data-to=\"\(Self.e(rel.to))\">"
            out += "<path d=\"M\(Self.f(px)) \(Self.f(start)) L\(Self.f(px)) \(Self.f(end))\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.6\"\(dash) marker-end=\"url(#arrow-\(rel.kind.rawValue))\">\(title(rel.t, rel.message))</path>"
            let text = rel.kind.label
            let width = Self.textWidth(text, size: 9)
            // The label goes beside the arrow, at the first height along it where it overlaps no other label.
            let mid = (start + end) / 2 + 3
            let candidates = [mid, mid - 12, mid + 12, mid - 24, mid + 24].filter {
                $0 - 9 > min(start, end) - 4 && $0 + 3 < max(start, end) + 4
            }
            let key = "\(rel.from)\u{1}\(rel.kind.rawValue)\u{1}\(Int(base))"
            if !labelled.contains(key), let ly = candidates.first(where: { ly in
                !placed.contains { $0.x0 < px + width + 8 && px + 2 < $0.x1 && $0.y0 < ly + 3 && ly - 9 < $0.y1 }
            }) {
                placed.append((px + 2, ly - 9, px + width + 8, ly + 3))
                labelled.insert(key)
                out += "<rect x=\"\(Self.f(px + 2))\" y=\"\(Self.f(ly - 9))\" width=\"\(Self.f(width + 4))\" height=\"12\" rx=\"2\" fill=\"white\" fill-opacity=\"0.85\"/>"
                out += "<text x=\"\(Self.f(px + 4))\" y=\"\(Self.f(ly))\" font-size=\"9\" fill=\"\(colour)\">\(text)</text>"
            }
            out += "</g>\n"
        }
        out += "</g>\n"
    }
}
