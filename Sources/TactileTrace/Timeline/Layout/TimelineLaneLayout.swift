import Foundation

/// Where each lane of the timeline goes, from top to bottom: the recognizers first (what a reader looks for), then
/// the view-delivery decisions, the other input, and the fingers last.
///
/// No UIKit counterpart. In the page (``TimelineRenderer/html(_:title:)``) a session with more than
/// ``collapsedFingerCount`` fingers starts with their lanes collapsed into one summary row, so the recognizer
/// lanes and the decisions fit on one screen; the page's script expands them and stacks the lanes again when the
/// reader asks. The SVG image, which cannot be clicked, shows every finger lane.
struct TimelineLaneLayout {
    enum Kind: String {
        case recognizer
        case decisions
        case otherInput = "other-input"
        case fingerSummary = "finger-summary"
        case finger
    }

    struct Lane: Equatable {
        var kind: Kind
        /// The recognizer's name or "finger N"; the lane's kind for the others.
        var name: String
        /// The index of the recognizer or finger in the model; 0 for the others.
        var index: Int
        var y: Double
        var height: Double
        /// Drawn hidden at first: a collapsed finger lane, or the summary row when the fingers are expanded.
        var isHidden: Bool
    }

    /// Sessions with more fingers than this start with their finger lanes collapsed in the page.
    static let collapsedFingerCount = 4

    struct Heights {
        var recognizer = 50.0
        var decisions = 64.0
        var otherInput = 44.0
        var finger = 58.0
        /// The space between groups of lanes (recognizers, decisions and other input, fingers).
        var gap = 8.0
    }

    private(set) var lanes: [Lane] = []
    /// The bottom of the last lane shown.
    private(set) var bottom: Double
    /// Whether the finger lanes start collapsed into the summary row.
    let fingersCollapsed: Bool

    /// Lays out the lanes of `model` from `top` down. `interactive` adds the summary row of the fingers, shown
    /// instead of their lanes when there are more than ``collapsedFingerCount``.
    init(_ model: TimelineModel, top: Double, interactive: Bool, heights: Heights = Heights()) {
        fingersCollapsed = interactive && model.fingers.count > Self.collapsedFingerCount
        var y = top
        for (i, r) in model.recognizers.enumerated() {
            lanes.append(Lane(kind: .recognizer, name: r.name, index: i, y: y, height: heights.recognizer, isHidden: false))
            y += heights.recognizer
        }
        if !model.recognizers.isEmpty { y += heights.gap }
        lanes.append(Lane(kind: .decisions, name: "view delivery", index: 0, y: y, height: heights.decisions, isHidden: false))
        y += heights.decisions
        if !model.otherInputs.isEmpty {
            lanes.append(Lane(kind: .otherInput, name: "other input", index: 0, y: y, height: heights.otherInput, isHidden: false))
            y += heights.otherInput
        }
        if !model.fingers.isEmpty { y += heights.gap }
        let fingersTop = y
        if interactive, !model.fingers.isEmpty {
            let h = Self.summaryHeight(rows: model.strokeRows().count)
            lanes.append(Lane(kind: .fingerSummary, name: "fingers", index: 0, y: y, height: h, isHidden: !fingersCollapsed))
            if fingersCollapsed { y += h }
        }
        // Collapsed finger lanes are drawn where they go once expanded (in place of the summary row).
        var fy = fingersTop
        for (i, f) in model.fingers.enumerated() {
            lanes.append(Lane(kind: .finger, name: "finger \(f.id)", index: i, y: fy, height: heights.finger, isHidden: fingersCollapsed))
            fy += heights.finger
        }
        if !fingersCollapsed { y = fy }
        bottom = y
    }

    /// The height of the fingers' summary row with `rows` rows of strokes.
    static func summaryHeight(rows: Int) -> Double { max(44, 24 + Double(rows) * 9 + 8) }

    /// The shown lanes, top to bottom.
    var shown: [Lane] { lanes.filter { !$0.isHidden } }
}
