import Foundation

extension TimelineModel {
    /// One finger's stroke, by index: `fingers[finger].strokes[stroke]`.
    struct StrokeReference: Equatable {
        var finger: Int
        var stroke: Int
    }

    /// Every stroke of every finger in rows where no two overlap in time (each stroke goes in the first row where
    /// it fits), for the fingers' summary row.
    func strokeRows() -> [[StrokeReference]] {
        var all: [(start: Double, end: Double, ref: StrokeReference)] = []
        for (f, finger) in fingers.enumerated() {
            for (s, stroke) in finger.strokes.enumerated() {
                guard let first = stroke.samples.first, let last = stroke.samples.last else { continue }
                all.append((first.t, stroke.isOpen ? t1 : last.t, StrokeReference(finger: f, stroke: s)))
            }
        }
        all.sort { ($0.start, $0.ref.finger) < ($1.start, $1.ref.finger) }
        var rows: [[StrokeReference]] = []
        var ends: [Double] = []
        for item in all {
            if let row = ends.firstIndex(where: { $0 < item.start }) {
                rows[row].append(item.ref)
                ends[row] = item.end
            } else {
                rows.append([item.ref])
                ends.append(item.end)
            }
        }
        return rows
    }
}
