import Foundation
import Tactile

/// Lays the model out and writes the SVG.
struct TimelineDrawing {
    let m: TimelineModel
    var out = ""

    // Layout, in SVG user units.
    let labelX = 10.0
    let plotX = 190.0
    let plotW = 1000.0
    let top = 62.0
    let fingerH = 58.0
    let recognizerH = 50.0
    let decisionsH = 64.0
    let otherH = 44.0
    let panelW = 200.0
    let panelMaxH = 300.0
    var panelX: Double { plotX + plotW + 50 }
    var width: Double { panelX + panelW + 30 }

    let scale: TimelineScale

    init(_ model: TimelineModel) {
        m = model
        scale = TimelineScale(busy: model.busy, from: model.t0, to: model.t1, x: plotX, width: plotW)
    }

    // MARK: Document

    mutating func render() -> String {
        let fingersBottom = top + Double(m.fingers.count) * fingerH
        let recognizersTop = fingersBottom + (m.recognizers.isEmpty ? 0 : 8)
        let recognizersBottom = recognizersTop + Double(m.recognizers.count) * recognizerH
        let decisionsTop = recognizersBottom + 8
        let otherTop = decisionsTop + decisionsH
        let lanesBottom = otherTop + (m.otherInputs.isEmpty ? 0 : otherH)
        let panelH = panelHeight()
        let legendTop = max(lanesBottom, top + 24 + panelH) + 24
        let height = legendTop + 96

        out += """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" \
            viewBox="0 0 \(Int(width)) \(Int(height))" font-family="sans-serif" font-size="11">

            """
        defs()
        out += "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
        let screen = "\(Self.f(Double(m.screen.width)))×\(Self.f(Double(m.screen.height))) pt"
        let heading = "Tactile timeline" + (m.device.isEmpty ? "" : ": \(m.device)") + ", screen \(screen), "
            + String(format: "%.3f s from %.3f", m.t1 - m.t0, m.t0)
        out += "<text class=\"heading\" x=\"\(labelX)\" y=\"20\" font-size=\"14\" font-weight=\"bold\">\(Self.e(heading))</text>\n"
        // Lane backgrounds first, so the grid and the idle-time marks show through every lane.
        out += "<g class=\"lanes\">\n"
        let right = plotX + plotW + 10
        for i in m.fingers.indices {
            out += "<rect x=\"0\" y=\"\(Self.f(top + Double(i) * fingerH))\" width=\"\(Self.f(right))\" height=\"\(Self.f(fingerH))\" fill=\"\(i % 2 == 0 ? "#f5f6f8" : "#ffffff")\"/>\n"
        }
        for i in m.recognizers.indices {
            out += "<rect x=\"0\" y=\"\(Self.f(recognizersTop + Double(i) * recognizerH))\" width=\"\(Self.f(right))\" height=\"\(Self.f(recognizerH))\" fill=\"\(i % 2 == 0 ? "#f3f0f9" : "#fbfaff")\"/>\n"
        }
        out += "<rect x=\"0\" y=\"\(Self.f(decisionsTop))\" width=\"\(Self.f(right))\" height=\"\(Self.f(decisionsH))\" fill=\"#fdf6ec\"/>\n"
        if !m.otherInputs.isEmpty {
            out += "<rect x=\"0\" y=\"\(Self.f(otherTop))\" width=\"\(Self.f(right))\" height=\"\(Self.f(otherH))\" fill=\"#eef6f1\"/>\n"
        }
        out += "</g>\n"
        axis(bottom: lanesBottom)
        for (i, finger) in m.fingers.enumerated() { fingerLane(finger, index: i, y: top + Double(i) * fingerH) }
        var laneCentres: [String: Double] = [:]
        for (i, r) in m.recognizers.enumerated() {
            let y = recognizersTop + Double(i) * recognizerH
            laneCentres[r.name] = y + recognizerH / 2
            recognizerLane(r, index: i, y: y)
        }
        connectors(laneCentres)
        decisionsLane(y: decisionsTop)
        if !m.otherInputs.isEmpty { otherInputsLane(y: otherTop) }
        spatialPanel(y: top + 24, height: panelH)
        legend(y: legendTop)
        out += "</svg>\n"
        return out
    }

    mutating func defs() {
        out += "<defs>\n"
        out += """
            <pattern id="hatch-waiting" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">\
            <rect width="6" height="6" fill="#fff3cd"/><line x1="0" y1="0" x2="0" y2="6" stroke="#d4a017" stroke-width="3"/></pattern>
            <pattern id="hatch-held" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">\
            <rect width="5" height="5" fill="#fde2b0"/><line x1="0" y1="0" x2="0" y2="5" stroke="#f0a020" stroke-width="2.5"/></pattern>

            """
        for kind in [TimelineModel.RelationKind.waitsFor, .prevents, .winsOver] {
            out += "<marker id=\"arrow-\(kind.rawValue)\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" "
                + "markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M0 0 L10 5 L0 10 Z\" fill=\"\(Self.relationColour(kind))\"/></marker>\n"
        }
        out += "</defs>\n"
    }
}
