import Foundation
import Tactile

/// What every lane uses: the time-to-x mapping, number and time formatting, hover titles, escaping, text widths
/// and rows of labels that do not overlap.
extension TimelineDrawing {
    func x(_ t: Double) -> Double { scale.x(t) }
    static func f(_ v: Double) -> String { String(format: "%.1f", v) }
    func time(_ t: Double) -> String { String(format: "%.3f s (+%.3f)", t, t - m.t0) }
    func title(_ t: Double, _ text: String) -> String {
        "<title>\(TimelineRenderer.escape(time(t) + "  " + text))</title>"
    }
    static func e(_ s: String) -> String { TimelineRenderer.escape(s) }
    static func textWidth(_ s: String, size: Double = 10) -> Double { Double(s.count) * size * 0.56 }

    /// Rows of labels that must not overlap: each label goes in the first row where it fits.
    struct LabelRows {
        var ends: [Double]
        init(_ rows: Int) { ends = Array(repeating: -.infinity, count: rows) }
        mutating func place(_ x: Double, width: Double) -> Int? {
            for i in ends.indices where x >= ends[i] {
                ends[i] = x + width + 6
                return i
            }
            return nil
        }
    }
}
