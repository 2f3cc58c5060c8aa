import Foundation
import Tactile

/// Lays the model out and writes the SVG.
struct TimelineDrawing {
    let m: TimelineModel
    /// Drawing for the page: the fingers' summary row, collapsed finger lanes, and what the page's script reads.
    let interactive: Bool
    var out = ""
    /// Every text written so far, and room for the next label.
    var labels = TimelineLabelPlacer()
    /// Set while a lane drawn hidden (a collapsed finger) is written: its texts are recorded as hidden.
    var drawingHidden = false

    // Layout, in SVG user units. The picture is 1350 wide, so the page fits a 1400-pixel window unscaled.
    let labelX = 10.0
    let plotX = 190.0
    let plotW = 920.0
    let top = 62.0
    let fingerH = 58.0
    let recognizerH = 50.0
    let decisionsH = 64.0
    let otherH = 44.0
    let panelW = 180.0
    let panelMaxH = 300.0
    var panelX: Double { plotX + plotW + 40 }
    var width: Double { panelX + panelW + 20 }
    /// Where time-placed labels may go: the plot, and a little margin on each side.
    var plotRange: ClosedRange<Double> { (plotX - 8)...(plotX + plotW + 8) }

    let scale: TimelineScale
    let lanes: TimelineLaneLayout

    init(_ model: TimelineModel, interactive: Bool = false) {
        m = model
        self.interactive = interactive
        scale = TimelineScale(busy: model.busy, from: model.t0, to: model.t1, x: plotX, width: plotW)
        lanes = TimelineLaneLayout(
            model, top: top, interactive: interactive,
            heights: .init(recognizer: recognizerH, decisions: decisionsH, otherInput: otherH, finger: fingerH))
    }

    // MARK: Document

    mutating func render() -> String {
        let lanesBottom = lanes.bottom
        let panelBottom = top + 24 + panelHeight()
        let legendTop = max(lanesBottom, panelBottom) + 24
        defs()
        out += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        let screen = "\(Self.f(Double(m.screen.width)))×\(Self.f(Double(m.screen.height))) pt"
        let heading = "Tactile timeline" + (m.device.isEmpty ? "" : ": \(m.device)") + ", screen \(screen), "
            + Self.seconds(m.t1 - m.t0)
        text(heading, x: labelX, y: 20, size: 14, bold: true, cls: "heading",
            title: "Times are seconds from the first line of the trace, which is at "
                + String(format: "%.3f", m.t0) + " s on the trace's clock.")
        // Lane backgrounds first, so the grid and the idle-time marks show through every lane.
        out += "<g class=\"lane-backgrounds\">\n"
        let right = plotX + plotW + 10
        for (i, lane) in lanes.lanes.enumerated() {
            out += "<rect class=\"lane-background\" data-index=\"\(i)\" x=\"0\" y=\"\(Self.f(lane.y))\" width=\"\(Self.f(right))\" "
                + "height=\"\(Self.f(lane.height))\" fill=\"\(Self.laneColour(lane))\"\(hiddenAttribute(lane))/>\n"
        }
        out += "</g>\n"
        axis(bottom: lanesBottom)
        // Labels keep clear of the arrows between recognizer lanes where they can.
        var centres: [String: Double] = [:]
        for lane in lanes.lanes where lane.kind == .recognizer { centres[lane.name] = lane.y + recognizerH / 2 }
        for arrow in arrows(centres) {
            labels.avoid(.init(minX: arrow.x - 3, maxX: arrow.x + 3, minY: min(arrow.start, arrow.end), maxY: max(arrow.start, arrow.end)))
        }
        var laneCentres: [String: Double] = [:]
        for (i, lane) in lanes.lanes.enumerated() {
            drawingHidden = lane.isHidden
            out += "<g class=\"lane\" id=\"lane-\(i)\" data-kind=\"\(lane.kind.rawValue)\" data-lane=\"\(Self.e(lane.name))\" "
                + "data-y=\"\(Self.f(lane.y))\" data-h=\"\(Self.f(lane.height))\"\(hiddenAttribute(lane))>\n"
            switch lane.kind {
            case .recognizer:
                laneCentres[lane.name] = lane.y + recognizerH / 2
                recognizerLane(m.recognizers[lane.index], index: lane.index, y: lane.y)
            case .decisions: decisionsLane(y: lane.y)
            case .otherInput: otherInputsLane(y: lane.y)
            case .fingerSummary: fingerSummaryLane(y: lane.y, height: lane.height)
            case .finger: fingerLane(m.fingers[lane.index], index: lane.index, y: lane.y)
            }
            out += "</g>\n"
        }
        drawingHidden = false
        connectors(laneCentres)
        spatialPanel(y: top + 24, height: panelHeight())
        let legendH = legend(y: legendTop)
        let height = legendTop + legendH
        let body = out
        out = """
            <svg xmlns="http://www.w3.org/2000/svg" class="timeline" width="\(Int(width))" height="\(Int(height))" \
            viewBox="0 0 \(Int(width)) \(Int(height))" font-family="sans-serif" font-size="11"
            """
        if interactive {
            out += " data-plot-x=\"\(Self.f(plotX))\" data-plot-w=\"\(Self.f(plotW))\" data-top=\"\(Self.f(top))\""
                + " data-panel-bottom=\"\(Self.f(panelBottom))\" data-legend-top=\"\(Self.f(legendTop))\""
                + " data-legend-h=\"\(Self.f(legendH))\" data-fingers-collapsed=\"\(lanes.fingersCollapsed)\""
        }
        out += ">\n" + body + "</svg>\n"
        return out
    }

    func hiddenAttribute(_ lane: TimelineLaneLayout.Lane) -> String { lane.isHidden ? " display=\"none\"" : "" }

    static func laneColour(_ lane: TimelineLaneLayout.Lane) -> String {
        switch lane.kind {
        case .recognizer: lane.index % 2 == 0 ? "#f3f0f9" : "#fbfaff"
        case .decisions: "#fdf6ec"
        case .otherInput: "#eef6f1"
        case .fingerSummary: "#f5f6f8"
        case .finger: lane.index % 2 == 0 ? "#f5f6f8" : "#ffffff"
        }
    }

    mutating func defs() {
        out += "<defs>\n"
        out += """
            <pattern id="hatch-waiting" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">\
            <rect width="6" height="6" fill="#fff3cd"/><line x1="0" y1="0" x2="0" y2="6" stroke="#d4a017" stroke-width="3"/></pattern>
            <pattern id="hatch-held" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">\
            <rect width="5" height="5" fill="#fde2b0"/><line x1="0" y1="0" x2="0" y2="5" stroke="#f0a020" stroke-width="2.5"/></pattern>
            <clipPath id="plot-clip" clipPathUnits="userSpaceOnUse"><rect x="\(Self.f(plotRange.lowerBound))" y="-100000" \
            width="\(Self.f(plotRange.upperBound - plotRange.lowerBound))" height="200000"/></clipPath>

            """
        for kind in [TimelineModel.RelationKind.waitsFor, .prevents, .winsOver] {
            out += "<marker id=\"arrow-\(kind.rawValue)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" "
                + "markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0 0 L10 5 L0 10 Z\" fill=\"\(Self.relationColour(kind))\"/></marker>\n"
        }
        out += "</defs>\n"
    }

    /// Opens the group of what is placed by time: the page's script zooms and pans it, and it is clipped to the plot.
    mutating func openPlot(_ classes: String = "plot") {
        out += "<g class=\"\(classes)\" clip-path=\"url(#plot-clip)\">\n"
    }
}
