import Foundation
import Tactile

/// Maps time to x: linear (one scale for the whole picture) where something is going on, with idle stretches
/// longer than ``TimelineScale/idleThreshold`` cut down to a fixed width, so short gestures far apart stay legible.
struct TimelineScale {
    /// Idle time shorter than this keeps its real length.
    static let idleThreshold = 0.3
    /// Time kept on each side of a busy stretch.
    static let padding = 0.04
    /// The width of a compressed idle stretch.
    static let breakWidth = 14.0

    struct Piece {
        var t0: Double
        var t1: Double
        var x0: Double
        var x1: Double
        var isBreak: Bool
    }

    private(set) var pieces: [Piece] = []
    /// Pixels per second outside breaks.
    private(set) var pointsPerSecond = 1.0

    init(busy: [(Double, Double)], from start: Double, to end: Double, x: Double, width: Double) {
        var spans = busy.map { (min($0.0, $0.1), max($0.0, $0.1)) }.sorted { $0.0 < $1.0 }
        if spans.isEmpty { spans = [(start, end)] }
        var merged: [(Double, Double)] = []
        for s in spans {
            if let last = merged.last, s.0 - last.1 <= Self.idleThreshold {
                merged[merged.count - 1].1 = max(last.1, s.1)
            } else {
                merged.append(s)
            }
        }
        let pad = Self.padding
        let clusters = merged.map { ($0.0 - pad, $0.1 + pad) }
        let breaks = Double(clusters.count - 1)
        let active = clusters.reduce(0) { $0 + ($1.1 - $1.0) }
        pointsPerSecond = max(width - breaks * Self.breakWidth, width / 2) / max(active, 1e-6)
        var cx = x
        for (i, c) in clusters.enumerated() {
            if i > 0 {
                let previous = clusters[i - 1]
                pieces.append(Piece(t0: previous.1, t1: c.0, x0: cx, x1: cx + Self.breakWidth, isBreak: true))
                cx += Self.breakWidth
            }
            let w = (c.1 - c.0) * pointsPerSecond
            pieces.append(Piece(t0: c.0, t1: c.1, x0: cx, x1: cx + w, isBreak: false))
            cx += w
        }
    }

    /// The x of time `t`.
    func x(_ t: Double) -> Double {
        guard let first = pieces.first, let last = pieces.last else { return 0 }
        if t <= first.t0 { return first.x0 }
        if t >= last.t1 { return last.x1 }
        var lo = 0, hi = pieces.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if pieces[mid].t1 < t { lo = mid + 1 } else { hi = mid }
        }
        let p = pieces[lo]
        return p.t1 > p.t0 ? p.x0 + (t - p.t0) / (p.t1 - p.t0) * (p.x1 - p.x0) : p.x0
    }
}
