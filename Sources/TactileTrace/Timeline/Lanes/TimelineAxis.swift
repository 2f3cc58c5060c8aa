import Foundation
import Tactile

extension TimelineDrawing {
    /// Time axis in seconds from the start of the trace, with ticks on top, grid lines down through every lane, and
    /// compressed idle stretches marked.
    mutating func axis(bottom: Double) {
        let raw = 90 / scale.pointsPerSecond
        let magnitude = pow(10, floor(log10(raw)))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? 10 * magnitude
        let decimals = max(0, Int(-floor(log10(step))))
        let y = top - 10
        // The pieces of the time scale, for the page's script to place ticks when zoomed: seconds from the start
        // and x, start and end, and 1 for a compressed idle stretch.
        let pieces = scale.pieces.map {
            String(format: "%.4f %.4f %.2f %.2f %d", $0.t0 - m.t0, $0.t1 - m.t0, $0.x0, $0.x1, $0.isBreak ? 1 : 0)
        }.joined(separator: ";")
        out += "<g class=\"axis\" data-pieces=\"\(pieces)\" data-y=\"\(Self.f(y))\">\n"
        text("seconds from the start", x: labelX, y: y - 4, size: 10, fill: "#555", cls: "axis-caption")
        openPlot()
        for piece in scale.pieces {
            if piece.isBreak {
                let idle = String(format: "%.\(max(decimals, 1))f s idle", piece.t1 - piece.t0)
                out += "<g class=\"break\"><rect class=\"to-bottom\" x=\"\(Self.f(piece.x0 + 2))\" y=\"\(Self.f(y))\" width=\"\(Self.f(piece.x1 - piece.x0 - 4))\" "
                    + "height=\"\(Self.f(bottom - y))\" fill=\"#e9ebee\" fill-opacity=\"0.7\"><title>\(Self.e("nothing happened for " + idle + ", compressed"))</title></rect>"
                let mx = (piece.x0 + piece.x1) / 2
                out += "<path d=\"M\(Self.f(mx - 5)) \(Self.f(y + 4)) L\(Self.f(mx - 1)) \(Self.f(y - 4)) M\(Self.f(mx + 1)) \(Self.f(y + 4)) L\(Self.f(mx + 5)) \(Self.f(y - 4))\" stroke=\"#555\" stroke-width=\"1.2\"/></g>\n"
                continue
            }
            out += "<line x1=\"\(Self.f(piece.x0))\" y1=\"\(Self.f(y))\" x2=\"\(Self.f(piece.x1))\" y2=\"\(Self.f(y))\" stroke=\"#555\"/>\n"
        }
        out += "<g class=\"ticks\">\n"
        for piece in scale.pieces where !piece.isBreak {
            // Each busy stretch is labelled where its first line is, then ticks at round times.
            let first = max(piece.t0 + TimelineScale.padding, m.t0)
            var times = [(first, Self.seconds(first - m.t0))]
            var k = ((piece.t0 - m.t0) / step).rounded(.up)
            while m.t0 + k * step <= piece.t1 + step * 1e-9 {
                if abs(x(m.t0 + k * step) - x(first)) > 24 {
                    times.append((m.t0 + k * step, Self.seconds(k * step, decimals: decimals)))
                }
                k += 1
            }
            for (t, label) in times.sorted(by: { $0.0 < $1.0 }) {
                let tx = x(t)
                out += "<g class=\"tick\"><line x1=\"\(Self.f(tx))\" y1=\"\(Self.f(y - 4))\" x2=\"\(Self.f(tx))\" y2=\"\(Self.f(y))\" stroke=\"#555\"/>"
                out += "<line class=\"grid to-bottom\" x1=\"\(Self.f(tx))\" y1=\"\(Self.f(top))\" x2=\"\(Self.f(tx))\" y2=\"\(Self.f(bottom))\" stroke=\"#e6e8eb\"/>"
                self.label([box(label, x: tx, y: y - 7, anchor: .middle)], fill: "#555", cls: "tick-label")
                out += "</g>\n"
            }
        }
        out += "</g>\n</g>\n</g>\n"
    }
}
