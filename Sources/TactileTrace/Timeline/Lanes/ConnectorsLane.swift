import Foundation
import Tactile

extension TimelineDrawing {
    /// Where an arrow between two recognizer lanes goes.
    struct Arrow {
        var relation: TimelineModel.Relation
        var x: Double
        var start: Double
        var end: Double
        /// Arrows from the same lane, of the same kind, at the same place share one label.
        var labelKey: String
    }

    /// The arrows between the lanes whose centres are `centres` (by recognizer name): arrows at the same time stand
    /// side by side, 9 apart.
    func arrows(_ centres: [String: Double]) -> [Arrow] {
        var usedX: [Int: Int] = [:]
        var result: [Arrow] = []
        for rel in m.relations {
            guard let y1 = centres[rel.from], let y2 = centres[rel.to], y1 != y2 else { continue }
            let base = x(rel.t)
            let slot = usedX[Int(base), default: 0]
            usedX[Int(base)] = slot + 1
            let down = y2 > y1
            result.append(Arrow(
                relation: rel, x: base + 3 + Double(slot) * 9, start: y1 + (down ? 7 : -7), end: y2 + (down ? -8 : 8),
                labelKey: "\(rel.from)\u{1}\(rel.kind.rawValue)\u{1}\(Int(base))"))
        }
        return result
    }

    /// Arrows between recognizer lanes: waits for, prevents, wins over.
    mutating func connectors(_ centres: [String: Double]) {
        var labelled: Set<String> = []
        out += "<g class=\"connectors\">\n"
        openPlot()
        for arrow in arrows(centres) {
            let rel = arrow.relation, px = arrow.x, start = arrow.start, end = arrow.end
            let colour = Self.relationColour(rel.kind)
            let dash = rel.kind == .waitsFor ? " stroke-dasharray=\"4 2\"" : ""
            out += "<g class=\"connector\" data-kind=\"\(rel.kind.rawValue)\" data-from=\"\(Self.e(rel.from))\" data-to=\"\(Self.e(rel.to))\">"
            out += "<path d=\"M\(Self.f(px)) \(Self.f(start)) L\(Self.f(px)) \(Self.f(end))\" data-y1=\"\(Self.f(start))\" data-y2=\"\(Self.f(end))\" "
                + "fill=\"none\" stroke=\"\(colour)\" stroke-width=\"1.6\"\(dash) marker-end=\"url(#arrow-\(rel.kind.rawValue))\">\(title(rel.t, rel.message))</path>"
            // The label goes beside the arrow (right, then left), at the first height along it where it overlaps
            // no other text; one label per arrow from the same lane at the same time. Its white background is
            // exactly its box, so it hides no other label.
            let key = arrow.labelKey
            if !labelled.contains(key) {
                let mid = (start + end) / 2 + 3
                let heights = [mid, mid - 12, mid + 12, mid - 24, mid + 24, mid - 36, mid + 36].filter {
                    $0 - 9 > min(start, end) - 4 && $0 + 3 < max(start, end) + 4
                }
                let candidates = heights.map { box(rel.kind.label, x: px + 4, y: $0, size: 9) }
                    + heights.map { box(rel.kind.label, x: px - 4, y: $0, size: 9, anchor: .end) }
                if let b = labels.place(candidates, within: plotRange) {
                    labelled.insert(key)
                    out += "<g class=\"connector-label\" data-x=\"\(Self.f(px))\"><rect x=\"\(Self.f(b.minX - 1))\" y=\"\(Self.f(b.minY))\" width=\"\(Self.f(b.width + 2))\" "
                        + "height=\"\(Self.f(b.maxY - b.minY))\" rx=\"2\" fill=\"white\" fill-opacity=\"0.85\"/>"
                    out += "<text x=\"\(Self.f(b.x))\" y=\"\(Self.f(b.y))\"\(b.anchor == .end ? " text-anchor=\"end\"" : "") font-size=\"9\" "
                        + "fill=\"\(colour)\">\(b.text)</text></g>"
                }
            }
            out += "</g>\n"
        }
        out += "</g>\n</g>\n"
    }
}
