import Foundation

/// Places the timeline's labels so that no two overlap.
///
/// Every text the timeline writes is recorded here. A label that belongs to a mark (a state change, a decision, a
/// connector, a tick of the axis) comes with candidate positions in order of preference: the first that overlaps
/// no text recorded so far, and stays inside the allowed range of x, is taken. A label with no room is left out;
/// its mark keeps a tooltip with the full log line, so nothing is lost. Texts drawn hidden (the lanes of collapsed
/// fingers in the page) are recorded but never block a label.
struct TimelineLabelPlacer {
    /// The room kept free on each side of a label, in SVG units.
    static let gap = 2.0

    private(set) var boxes: [TimelineTextBox] = []

    /// Whether `box` overlaps no shown text recorded so far (with ``gap`` to spare on each side) and lies inside
    /// `range` along x.
    func fits(_ box: TimelineTextBox, within range: ClosedRange<Double>? = nil) -> Bool {
        if let range, box.minX < range.lowerBound || box.maxX > range.upperBound { return false }
        if box.hidden { return true }
        return !boxes.contains { !$0.hidden && Self.overlap($0, box, gap: Self.gap) }
    }

    /// Whether two boxes come closer than `gap` along x while sharing height.
    static func overlap(_ a: TimelineTextBox, _ b: TimelineTextBox, gap: Double) -> Bool {
        a.minX - gap < b.maxX && b.minX - gap < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// Records a text drawn where it is, without looking for room (headings, lane names, the legend).
    mutating func record(_ box: TimelineTextBox) {
        boxes.append(box)
    }

    /// The first candidate that fits, recorded; `nil` when none does.
    mutating func place(_ candidates: [TimelineTextBox], within range: ClosedRange<Double>? = nil) -> TimelineTextBox? {
        guard let box = candidates.first(where: { fits($0, within: range) }) else { return nil }
        boxes.append(box)
        return box
    }
}
