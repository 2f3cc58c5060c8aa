import Foundation
import Tactile

extension TimelineDrawing {
    /// One recognizer's lane: state bands, waiting stretches, action diamonds, state marks, resets and notes.
    mutating func recognizerLane(_ r: TimelineModel.Recognizer, index: Int, y: Double) {
        let cy = y + recognizerH / 2
        out += "<g class=\"recognizer\" data-name=\"\(Self.e(r.name))\">\n"
        let shown = r.name.count > 24 ? String(r.name.prefix(23)) + "…" : r.name
        out += "<text x=\"\(labelX)\" y=\"\(Self.f(cy + 4))\" font-weight=\"bold\">\(Self.e(shown))<title>recognizer \(Self.e(r.name))</title></text>\n"
        out += "<line x1=\"\(Self.f(plotX))\" y1=\"\(Self.f(cy))\" x2=\"\(Self.f(plotX + plotW))\" y2=\"\(Self.f(cy))\" stroke=\"#d9d4e6\"/>\n"

        for b in r.bands {
            let bx = x(b.start), bw = max(x(b.end) - bx, 3)
            out += "<rect class=\"state-band\" data-state=\"\(b.state)\" x=\"\(Self.f(bx))\" y=\"\(Self.f(cy - 6))\" width=\"\(Self.f(bw))\" height=\"12\" rx=\"2\" fill=\"\(Self.stateColour(b.state))\" fill-opacity=\"\(b.state == .failed || b.state == .possible ? "0.4" : "0.8")\">\(title(b.start, b.message))</rect>\n"
        }
        for w in r.waits {
            let wx = x(w.start), ww = max(x(w.end) - wx, 3)
            out += "<rect class=\"waiting\" x=\"\(Self.f(wx))\" y=\"\(Self.f(cy - 6))\" width=\"\(Self.f(ww))\" height=\"12\" rx=\"2\" fill=\"url(#hatch-waiting)\" stroke=\"#d4a017\" stroke-width=\"0.8\">\(title(w.start, w.message))</rect>\n"
        }

        // Marks and their labels.
        var rows = LabelRows(2)
        func label(_ text: String, at px: Double, colour: String) {
            let width = Self.textWidth(text)
            guard let row = rows.place(px - width / 2, width: width) else { return }
            let ly = row == 0 ? cy - 10 : cy + 19
            out += "<text class=\"label\" x=\"\(Self.f(px))\" y=\"\(Self.f(ly))\" text-anchor=\"middle\" font-size=\"10\" fill=\"\(colour)\">\(Self.e(text))</text>\n"
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
                let (tag, text) = Self.noteText(e.event)
                out += "<path class=\"note\" data-event=\"\(tag)\" d=\"M\(Self.f(px)) \(Self.f(cy - 11)) L\(Self.f(px + 4)) \(Self.f(cy - 4)) L\(Self.f(px - 4)) \(Self.f(cy - 4)) Z\" fill=\"#7f5539\">\(title(e.t, e.message))</path>\n"
                label(text, at: px, colour: "#7f5539")
            }
        }
        out += "</g>\n"
    }

    static func noteText(_ event: GestureArbitrationLog.Event) -> (String, String) {
        switch event {
        case .beginRefused: ("begin-refused", "refused to begin")
        case .declined: ("declined", "declined")
        case .requirementCycle: ("requirement-cycle", "cycle")
        case .touchesEndedWhileWaiting: ("touches-ended-while-waiting", "lifted while waiting")
        case .requestDropped: ("request-dropped", "request dropped")
        case .illegalTransition: ("illegal-transition", "illegal")
        case .cancelledBeforeBegan: ("cancelled-before-began", "cancelled early")
        case .ignoredTouch: ("ignored-touch", "ignores touch")
        case .withdrawn: ("withdrawn", "withdrawn")
        default: ("other", "")
        }
    }
}
