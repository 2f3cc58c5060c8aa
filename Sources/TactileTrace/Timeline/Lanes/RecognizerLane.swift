import Foundation
import Tactile

extension TimelineDrawing {
    /// One recognizer's lane: state bands, waiting stretches, action diamonds, state marks, resets and notes.
    mutating func recognizerLane(_ r: TimelineModel.Recognizer, index: Int, y: Double) {
        let cy = y + recognizerH / 2
        out += "<g class=\"recognizer\" data-name=\"\(Self.e(r.name))\">\n"
        text(Self.shortened(r.name, to: 22), x: labelX, y: cy + 4, bold: true, title: "recognizer \(r.name)")
        openPlot()
        out += "<line x1=\"\(Self.f(plotX))\" y1=\"\(Self.f(cy))\" x2=\"\(Self.f(plotX + plotW))\" y2=\"\(Self.f(cy))\" stroke=\"#d9d4e6\"/>\n"

        for b in r.bands {
            let bx = x(b.start), bw = max(x(b.end) - bx, 3)
            out += "<rect class=\"state-band\" data-state=\"\(b.state)\" x=\"\(Self.f(bx))\" y=\"\(Self.f(cy - 6))\" width=\"\(Self.f(bw))\" height=\"12\" rx=\"2\" fill=\"\(Self.stateColour(b.state))\" fill-opacity=\"\(b.state == .failed || b.state == .possible ? "0.4" : "0.8")\">\(title(b.start, b.message))</rect>\n"
        }
        for w in r.waits {
            let wx = x(w.start), ww = max(x(w.end) - wx, 3)
            out += "<rect class=\"waiting\" x=\"\(Self.f(wx))\" y=\"\(Self.f(cy - 6))\" width=\"\(Self.f(ww))\" height=\"12\" rx=\"2\" fill=\"url(#hatch-waiting)\" stroke=\"#d4a017\" stroke-width=\"0.8\">\(title(w.start, w.message))</rect>\n"
        }

        // Marks and their labels: above the band, else below it, else shifted to one side; else only in the
        // mark's tooltip.
        func label(_ text: String, short: String? = nil, at px: Double, colour: String) {
            var candidates: [TimelineTextBox] = []
            for t in [text, short].compactMap({ $0 }) {
                for ly in [cy - 10, cy + 19] {
                    candidates.append(box(t, x: px, y: ly, anchor: .middle))
                }
                for ly in [cy - 10, cy + 19] {
                    candidates.append(box(t, x: px - 4, y: ly))
                    candidates.append(box(t, x: px + 4, y: ly, anchor: .end))
                }
            }
            self.label(candidates, fill: colour, markX: px)
        }
        // Actions first, so a discrete recognition reads as a state mark inside its action's diamond.
        for e in r.events {
            guard case .action(let state) = e.event else { continue }
            let px = x(e.t)
            let d = state == .changed ? 3.5 : 7.5
            out += "<path class=\"action\" data-state=\"\(state)\" d=\"M\(Self.f(px)) \(Self.f(cy - d)) L\(Self.f(px + d * 0.85)) \(Self.f(cy)) L\(Self.f(px)) \(Self.f(cy + d)) L\(Self.f(px - d * 0.85)) \(Self.f(cy)) Z\" fill=\"#f5c518\" stroke=\"#7a5a00\" stroke-width=\"\(state == .changed ? "0.6" : "1.2")\">\(title(e.t, e.message))</path>\n"
        }
        for e in r.events {
            let px = x(e.t)
            switch e.event {
            case .transition(let from, let to):
                // A continuous gesture's stream of changes gets small marks and one label.
                let repeated = from == .changed && to == .changed
                out += "<circle class=\"state\" data-state=\"\(to)\" cx=\"\(Self.f(px))\" cy=\"\(Self.f(cy))\" r=\"\(repeated ? "2.5" : "4.5")\" fill=\"\(Self.stateColour(to))\" stroke=\"white\" stroke-width=\"\(repeated ? "0.6" : "1.2")\">\(title(e.t, e.message))</circle>\n"
                if !repeated { label("\(to)", at: px, colour: to == .possible ? "#666" : Self.stateColour(to)) }
            case .action:
                break
            case .reset:
                out += "<line class=\"reset\" x1=\"\(Self.f(px))\" y1=\"\(Self.f(cy - 9))\" x2=\"\(Self.f(px))\" y2=\"\(Self.f(cy + 9))\" stroke=\"#777\" stroke-width=\"1.5\">\(title(e.t, e.message))</line>\n"
            case .waiting, .prevented, .requirementRecognized:
                break  // drawn as a waiting stretch and connectors
            case .requirementsFailed:
                out += "<circle class=\"note\" data-event=\"requirements-failed\" cx=\"\(Self.f(px))\" cy=\"\(Self.f(cy))\" r=\"2\" fill=\"#2a9d3a\">\(title(e.t, e.message))</circle>\n"
            default:
                let (tag, text, short) = Self.noteText(e.event)
                out += "<path class=\"note\" data-event=\"\(tag)\" d=\"M\(Self.f(px)) \(Self.f(cy - 11)) L\(Self.f(px + 4)) \(Self.f(cy - 4)) L\(Self.f(px - 4)) \(Self.f(cy - 4)) Z\" fill=\"#7f5539\">\(title(e.t, e.message))</path>\n"
                label(text, short: short, at: px, colour: "#7f5539")
            }
        }
        out += "</g>\n</g>\n"
    }

    /// A note's tag, its label, and a shorter label for when the long one has no room.
    static func noteText(_ event: GestureArbitrationLog.Event) -> (String, String, String?) {
        switch event {
        case .beginRefused: ("begin-refused", "refused to begin", "refused")
        case .declined: ("declined", "declined", nil)
        case .requirementCycle: ("requirement-cycle", "cycle", nil)
        case .touchesEndedWhileWaiting: ("touches-ended-while-waiting", "lifted while waiting", "lifted")
        case .requestDropped: ("request-dropped", "request dropped", "dropped")
        case .illegalTransition: ("illegal-transition", "illegal", nil)
        case .cancelledBeforeBegan: ("cancelled-before-began", "cancelled early", "cancelled")
        case .ignoredTouch: ("ignored-touch", "ignores touch", "ignores")
        case .withdrawn: ("withdrawn", "withdrawn", nil)
        default: ("other", "", nil)
        }
    }
}
