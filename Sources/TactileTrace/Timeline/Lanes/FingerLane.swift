import Foundation
import Tactile

extension TimelineDrawing {
    /// One finger's lane: its x and y over time coloured by phase, touch-down and lift marks, and what its view
    /// received (held stretches, handler calls).
    mutating func fingerLane(_ finger: TimelineModel.Finger, index: Int, y: Double) {
        let plotTop = y + 8, plotBottom = y + fingerH - 22
        let stripY = y + fingerH - 15
        let colour = Self.fingerColour(index)
        out += "<g class=\"finger\" data-id=\"\(finger.id)\">\n"
        out += "<rect x=\"\(labelX)\" y=\"\(Self.f(y + 9))\" width=\"10\" height=\"10\" rx=\"2\" fill=\"\(colour)\"/>\n"
        text("finger \(finger.id)", x: labelX + 16, y: y + 18, bold: true)
        var hits: [String] = []
        for s in finger.strokes { if let v = s.hitView, !hits.contains(v) { hits.append(v) } }
        if !hits.isEmpty {
            // Short enough to end before the lane's scale ("1", "0", "view") at the plot's left edge.
            let all = "hit " + hits.joined(separator: ", ")
            text(Self.shortened(all, to: 24), x: labelX + 16, y: y + 32, size: 10, fill: "#555", title: all)
        }
        text("1", x: plotX - 6, y: plotTop + 4, size: 8, anchor: .end, fill: "#999")
        text("0", x: plotX - 6, y: plotBottom + 2, size: 8, anchor: .end, fill: "#999")
        text("view", x: plotX - 6, y: stripY + 7, size: 8, anchor: .end, fill: "#999")
        openPlot()
        for v in [plotTop, plotBottom] {
            out += "<line x1=\"\(Self.f(plotX))\" y1=\"\(Self.f(v))\" x2=\"\(Self.f(plotX + plotW))\" y2=\"\(Self.f(v))\" stroke=\"#e1e4e8\" stroke-dasharray=\"2 3\"/>\n"
        }
        let w = max(Double(m.screen.width), 1), h = max(Double(m.screen.height), 1)
        func py(_ share: Double) -> Double { plotBottom - min(max(share, 0), 1) * (plotBottom - plotTop) }
        for stroke in finger.strokes {
            var samples = stroke.samples
            if stroke.isOpen, let last = samples.last, last.t < m.t1 {
                samples.append(TimelineModel.Sample(t: m.t1, x: last.x, y: last.y, phase: last.phase))
            }
            // Runs of segments in one phase: a segment takes the phase of the sample that starts it.
            // (the phase the touch is in from that sample until the next, as `UITouch.phase` would say).
            var i = 0
            while i < samples.count - 1 {
                let phase = samples[i].phase
                var j = i + 1
                while j < samples.count - 1, samples[j].phase == phase { j += 1 }
                let run = samples[i...j]
                let text = "finger \(finger.id) \(phase), x \(Self.f(run.first!.x))→\(Self.f(run.last!.x)), "
                    + "y \(Self.f(run.first!.y))→\(Self.f(run.last!.y)) pt"
                for (axisName, share, dash) in [("x", { (s: TimelineModel.Sample) in s.x / w }, ""), ("y", { (s: TimelineModel.Sample) in s.y / h }, " stroke-dasharray=\"4 2\"")] {
                    let points = run.map { "\(Self.f(x($0.t))),\(Self.f(py(share($0))))" }.joined(separator: " ")
                    out += "<polyline class=\"segment\" data-phase=\"\(phase)\" data-axis=\"\(axisName)\" points=\"\(points)\" fill=\"none\" "
                        + "stroke=\"\(Self.phaseColour(phase))\" stroke-width=\"2.2\"\(dash)>\(title(run.first!.t, text))</polyline>\n"
                }
                i = j
            }
            guard let first = samples.first else { continue }
            // Touch-down and lift marks.
            var downText = "finger \(finger.id) began at (\(Self.f(first.x)), \(Self.f(first.y)))"
            if let hit = stroke.hitMessage { downText += "; " + hit }
            let bx = x(first.t)
            out += "<line x1=\"\(Self.f(bx))\" y1=\"\(Self.f(plotTop - 3))\" x2=\"\(Self.f(bx))\" y2=\"\(Self.f(plotBottom + 3))\" stroke=\"\(Self.phaseColour(.began))\" stroke-width=\"1\"/>\n"
            out += "<circle class=\"touch-began\" cx=\"\(Self.f(bx))\" cy=\"\(Self.f(py(first.x / w)))\" r=\"4\" fill=\"\(Self.phaseColour(.began))\">\(title(first.t, downText))</circle>\n"
            if !stroke.isOpen, let last = stroke.samples.last {
                let ex = x(last.t), ey = py(last.x / w)
                let cancelled = last.phase == .cancelled
                let text = "finger \(finger.id) \(cancelled ? "cancelled" : "lifted (ended)") at (\(Self.f(last.x)), \(Self.f(last.y)))"
                out += "<line x1=\"\(Self.f(ex))\" y1=\"\(Self.f(plotTop - 3))\" x2=\"\(Self.f(ex))\" y2=\"\(Self.f(plotBottom + 3))\" stroke=\"\(Self.phaseColour(last.phase))\" stroke-width=\"1\"/>\n"
                if cancelled {
                    out += "<path class=\"touch-cancelled\" d=\"M\(Self.f(ex - 4)) \(Self.f(ey - 4)) L\(Self.f(ex + 4)) \(Self.f(ey + 4)) M\(Self.f(ex - 4)) \(Self.f(ey + 4)) L\(Self.f(ex + 4)) \(Self.f(ey - 4))\" "
                        + "stroke=\"\(Self.phaseColour(.cancelled))\" stroke-width=\"2.5\">\(title(last.t, text))</path>\n"
                } else {
                    out += "<circle class=\"touch-ended\" cx=\"\(Self.f(ex))\" cy=\"\(Self.f(ey))\" r=\"4\" fill=\"white\" stroke=\"\(Self.phaseColour(.ended))\" stroke-width=\"2\">\(title(last.t, text))</circle>\n"
                }
            }
        }
        // What the view received: held stretches, then handler calls.
        out += "<line x1=\"\(Self.f(plotX))\" y1=\"\(Self.f(stripY + 4))\" x2=\"\(Self.f(plotX + plotW))\" y2=\"\(Self.f(stripY + 4))\" stroke=\"#e1e4e8\"/>\n"
        for hold in finger.holds {
            let end = hold.end ?? m.t1
            let hx = x(hold.start), hw = max(x(end) - hx, 3)
            var text = hold.message
            if let endMessage = hold.endMessage { text += "; then " + endMessage }
            out += "<rect class=\"hold\" x=\"\(Self.f(hx))\" y=\"\(Self.f(stripY))\" width=\"\(Self.f(hw))\" height=\"8\" fill=\"url(#hatch-held)\" stroke=\"#f0a020\" stroke-width=\"0.8\">\(title(hold.start, text))</rect>\n"
            if let outcome = hold.outcome {
                out += "<rect x=\"\(Self.f(hx + hw - 2))\" y=\"\(Self.f(stripY - 1))\" width=\"3\" height=\"10\" fill=\"\(Self.deliveryColour(outcome.rawValue))\"/>\n"
            }
        }
        for call in finger.calls {
            let cx = x(call.t)
            out += "<rect class=\"view-call\" data-phase=\"\(call.phase)\" x=\"\(Self.f(cx - 1.5))\" y=\"\(Self.f(stripY - 2))\" width=\"3\" height=\"12\" fill=\"\(Self.phaseColour(call.phase))\">\(title(call.t, call.message))</rect>\n"
        }
        out += "</g>\n</g>\n"
    }
}
