import Foundation
import Tactile

/// Draws a trace as a timeline picture (SVG, or an interactive HTML page around it) that shows what happened at one
/// glance.
///
/// No UIKit counterpart. Time runs left to right in seconds from the first line of the trace, with an axis and
/// grid lines on top. From top to bottom:
/// - **One lane per gesture recognizer**: its state over time (a band coloured by state, each change marked and
///   labelled), hatched while it waits on failure requirements, diamonds for its actions, ticks for its resets.
/// - **Connectors between recognizer lanes**: who *waits for* whom, who *prevents* whom, and whose failure
///   requirement *wins over* it.
/// - **A decisions lane**: whose view touches were held, released, cancelled or dropped, labelled.
/// - **A lane for other input** (shakes, remote-control commands, keys), when the trace has any.
/// - **One lane per finger** (digitizer contact): the finger's x (solid) and y (dashed) as shares of the screen,
///   plotted against time, each stretch coloured by the touch's phase (began, moved, stationary); a mark where
///   it lifted (ended) or was cancelled; and underneath, what its view received (handler calls, coloured by
///   phase) and when its view delivery was held back (amber), released, cancelled or dropped.
/// - **A spatial panel**: the screen outline with every finger's path in its colour, start and end marked.
/// - **A legend.**
///
/// Labels never overlap: each is placed where it overlaps no other text (above or below its mark, or to one
/// side), shortened when that gives it room, and otherwise left to the mark's tooltip. Every mark carries a
/// `<title>` with its full log line (or a description of the input), so hovering in a browser explains it.
/// Everything is drawn from the structured fields of the trace (``TraceLogRecord``); log lines without them
/// (older traces) appear as plain marks on the decisions lane.
public enum TimelineRenderer {
    /// Renders `lines` (from ``TraceFile/parse(_:file:maximumContactsPerFrame:)``) as a standalone SVG document,
    /// every lane shown.
    public static func svg(_ lines: [TraceFile.Line]) -> String {
        var drawing = TimelineDrawing(TimelineModel(lines))
        return drawing.render()
    }

    /// The timeline as a self-contained HTML page (no network needed) that can be explored: a filter by recognizer
    /// or finger name, zoom and pan on the time axis (buttons, Ctrl + wheel or pinch, dragging), and finger lanes
    /// that collapse into one summary row, as they start when the session has more than four fingers. Hovering a
    /// mark shows its log line, as in the SVG.
    public static func html(_ lines: [TraceFile.Line], title: String = "Tactile timeline") -> String {
        let model = TimelineModel(lines)
        var drawing = TimelineDrawing(model, interactive: true)
        let svg = drawing.render()
        return TimelinePage.html(
            svg: svg, title: title, fingerCount: model.fingers.count, collapsed: drawing.lanes.fingersCollapsed)
    }

    /// Every text of the timeline of `lines` with the box it takes, as drawn in the SVG (`interactive: false`) or
    /// in the page (`true`, where the texts of collapsed finger lanes are marked hidden).
    static func textBoxes(_ lines: [TraceFile.Line], interactive: Bool = false) -> [TimelineTextBox] {
        var drawing = TimelineDrawing(TimelineModel(lines), interactive: interactive)
        _ = drawing.render()
        return drawing.labels.boxes
    }

    /// Escapes text for XML content and attribute values, and drops characters XML 1.0 cannot carry.
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                if v < 0x20 || (0xFFFE...0xFFFF).contains(v) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
