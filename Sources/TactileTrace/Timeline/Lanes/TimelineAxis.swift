import Foundation
import Tactile

extension TimelineDrawing {
    /// Time axis with ticks on top, grid lines down through every lane, and compressed idle stretches marked.
    mutating func axis(bottom: Double) {
        let raw = 90 / scale.pointsPerSecond
        let magnitude = pow(10, floor(log10(raw)))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
        let decimals = max(0, Int(-floor(log10(step))))
        let y = top - 10
        var labels = LabelRows(1)
        out += "<g class=\"axis\">\n"
        out += "<text x=\"\(labelX)\" y=\"\(Self.f(y - 4))\" font-size=\"10\" fill=\"#555\">time since \(String(format: "%.3f", m.t0)) s</text>\n"
        for piece in scale.pieces {
            if piece.isBreak {
                let idle = String(format: "%.\(max(decimals, 1))f s idle", piece.t1 - piece.t0)
                out += "<g class=\"break\"><rect x=\"\(Self.f(piece.x0 + 2))\" y=\"\(Self.f(y))\" width=\"\(Self.f(piece.x1 - piece.x0 - 4))\" "
                    + "height=\"\(Self.f(bottom - y))\" fill=\"#e9ebee\" fill-opacity=\"0.7\"><title>\(Self.e("nothing happened for " + idle + ", compressed"))</title></rect>"
                let mx = (piece.x0 + piece.x1) / 2
                out += "<path d=\"M\(Self.f(mx - 5)) \(Self.f(y + 4)) L\(Self.f(mx - 1)) \(Self.f(y - 4)) M\(Self.f(mx + 1)) \(Self.f(y + 4)) L\(Self.f(mx + 5)) \(Self.f(y - 4))\" stroke=\"#555\" stroke-width=\"1.2\"/></g>\n"
                continue
            }
            out += "<line x1=\"\(Self.f(piece.x0))\" y1=\"\(Self.f(y))\" x2=\"\(Self.f(piece.x1))\" y2=\"\(Self.f(y))\" stroke=\"#555\"/>\n"
            // Each busy stretch is labelled where its first line is, then ticks at round times.
            let first = max(piece.t0 + TimelineScale.padding, m.t0)
            var times = [(first, String(format: "%.2f", first - m.t0 + 0.0))]
            var k = ((piece.t0 - m.t0) / step).rounded(.up)
            while m.t0 + k * step <= piece.t1 + step * 1e-9 {
                if abs(x(m.t0 + k * step) - x(first)) > 24 {
                    times.append((m.t0 + k * step, String(format: "%.\(decimals)f", k * step + 0.0)))
                }
                k += 1
            }
            for (t, label) in times.sorted(by: { $0.0 < $1.0 }) {
                let tx = x(t)
                out += "<g class=\"tick\"><line x1=\"\(Self.f(tx))\" y1=\"\(Self.f(y - 4))\" x2=\"\(Self.f(tx))\" y2=\"\(Self.f(y))\" stroke=\"#555\"/>"
                out += "<line x1=\"\(Self.f(tx))\" y1=\"\(Self.f(top))\" x2=\"\(Self.f(tx))\" y2=\"\(Self.f(bottom))\" stroke=\"#e6e8eb\"/>"
                let width = Self.textWidth(label)
                if labels.place(tx - width / 2, width: width) != nil {
                    out += "<text x=\"\(Self.f(tx))\" y=\"\(Self.f(y - 7))\" text-anchor=\"middle\" font-size=\"10\" fill=\"#555\">\(label)</text>"
                }
                out += "</g>\n"
            }
        }
        out += "<text x=\"\(Self.f(plotX + plotW + 4))\" y=\"\(Self.f(y + 4))\" font-size=\"10\" fill=\"#555\">s</text>\n"
        out += "</g>\n"
    }
}
