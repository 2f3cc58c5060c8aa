import Foundation

/// Places the timeline's labels so that no two overlap.
///
/// Every text the timeline writes is recorded here. A label that belongs to a mark (a state change, a decision, a
/// connector, a tick of the axis) comes with candidate positions in order of preference: the first that overlaps
/// no text recorded so far, and stays inside the allowed range of x, is taken. A label with no room is left out;
/// its mark keeps a tooltip with the full log line, so nothing is lost. Texts drawn hidden (the lanes of collapsed
/// fingers in the page) are recorded but never block a label.
///
/// Lines drawn across lanes (the arrows between recognizers) are *avoided* where possible: a place that crosses
/// none is preferred, and one that crosses an arrow is taken only when every other place overlaps text.
struct TimelineLabelPlacer {
    /// The room kept free on each side of a label, in SVG units.
    static let gap = 2.0

    /// A rectangle a label should rather not cover.
    struct Obstacle {
        var minX, maxX, minY, maxY: Double
    }

    private(set) var boxes: [TimelineTextBox] = []
    private(set) var obstacles: [Obstacle] = []

    /// Asks labels placed from now on to keep clear of `obstacle` if they can.
    mutating func avoid(_ obstacle: Obstacle) {
        obstacles.append(obstacle)
    }

    /// Whether `box` covers none of the obstacles.
    func clear(_ box: TimelineTextBox) -> Bool {
        box.hidden || !obstacles.contains { box.minX < $0.maxX && $0.minX < box.maxX && box.minY < $0.maxY && $0.minY < box.maxY }
    }

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

    /// The first candidate that fits and covers no obstacle, else the first that fits, recorded; `nil` when none
    /// fits.
    mutating func place(_ candidates: [TimelineTextBox], within range: ClosedRange<Double>? = nil) -> TimelineTextBox? {
        let fitting = candidates.filter { fits($0, within: range) }
        guard let box = fitting.first(where: clear) ?? fitting.first else { return nil }
        boxes.append(box)
        return box
    }
}
