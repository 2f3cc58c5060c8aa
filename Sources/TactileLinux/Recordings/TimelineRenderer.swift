import Foundation
import Tactile

/// Draws a trace as a timeline picture (SVG, or HTML around it).
///
/// No UIKit counterpart. Time runs left to right. The top lanes show each finger (contact id): a bar while it
/// touches, green where it began, grey where it lifted, red where it was cancelled. Below, one lane per gesture
/// recognizer named in the arbitration log shows its state changes (circles, labelled) and actions (diamonds).
/// The bottom lane marks arbitration decisions: waits for failure requirements, preventions, and cancelled view
/// touches. Every mark carries a `<title>` with the full log line, so hovering in a browser explains it.
public enum TimelineRenderer {
    /// Renders `lines` (from ``TactileTrace/parse(_:file:)``) as a standalone SVG document.
    public static func svg(_ lines: [TactileTrace.Line]) -> String {
        var fingers: [Int: [(t: Double, state: DigitizerContact.State)]] = [:]
        var recognizerEvents: [(t: Double, name: String, text: String, isAction: Bool)] = []
        var decisions: [(t: Double, text: String)] = []
        var times: [Double] = []
        for line in lines {
            switch line {
            case .input(.digitizer(let f)):
                times.append(f.timestamp)
                for c in f.contacts { fingers[c.id, default: []].append((f.timestamp, c.state)) }
            case .log(let t, let message):
                times.append(t)
                if message.contains("waiting for") || message.contains("prevented by")
                    || message.contains("cancelled for") || message.contains("dropped for")
                    || message.contains("required")
                {
                    decisions.append((t, message))
                }
                if let colon = message.range(of: ": "), !message.hasPrefix("view "), !message.hasPrefix("hit-test"),
                    !message.contains(".touches")
                {
                    let name = String(message[..<colon.lowerBound])
                    let rest = String(message[colon.upperBound...])
                    if rest.contains("→") || rest.hasPrefix("action") || rest == "reset" {
                        recognizerEvents.append((t, name, rest, rest.hasPrefix("action")))
                    }
                }
            default:
                break
            }
        }
        let t0 = times.min() ?? 0, t1 = max(times.max() ?? 1, t0 + 0.001)
        let left = 160.0, width = 900.0, lane = 26.0
        func x(_ t: Double) -> Double { left + (t - t0) / (t1 - t0) * width }
        let fingerIDs = fingers.keys.sorted()
        var recognizerNames: [String] = []
        for e in recognizerEvents where !recognizerNames.contains(e.name) { recognizerNames.append(e.name) }
        let rows = fingerIDs.count + recognizerNames.count + 1
        let height = Double(rows) * lane + 60
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(left + width + 40))" height="\(Int(height))" \
            font-family="sans-serif" font-size="11">
            <rect width="100%" height="100%" fill="white"/>

            """
        var row = 0
        func y(_ r: Int) -> Double { 30 + Double(r) * lane }
        for id in fingerIDs {
            let samples = fingers[id]!
            out += "<g class=\"finger\" data-id=\"\(id)\">\n"
            out += "<text x=\"8\" y=\"\(y(row) + 4)\">finger \(id)</text>\n"
            if let first = samples.first, let last = samples.last {
                out += "<line x1=\"\(fmt(x(first.t)))\" y1=\"\(fmt(y(row)))\" x2=\"\(fmt(x(last.t)))\" y2=\"\(fmt(y(row)))\" stroke=\"#3b7dd8\" stroke-width=\"6\"/>\n"
                out += mark(x(first.t), y(row), "#2a9d3a", "finger \(id) began at \(fmt(first.t)) s")
                let endColour = last.state == .cancelled ? "#d0342c" : "#888888"
                let endText = last.state == .cancelled ? "cancelled" : "lifted"
                out += mark(x(last.t), y(row), endColour, "finger \(id) \(endText) at \(fmt(last.t)) s")
            }
            out += "</g>\n"
            row += 1
        }
        for name in recognizerNames {
            out += "<g class=\"recognizer\" data-name=\"\(escape(name))\">\n"
            out += "<text x=\"8\" y=\"\(y(row) + 4)\">\(escape(name))</text>\n"
            out += "<line x1=\"\(fmt(left))\" y1=\"\(fmt(y(row)))\" x2=\"\(fmt(left + width))\" y2=\"\(fmt(y(row)))\" stroke=\"#dddddd\"/>\n"
            for e in recognizerEvents where e.name == name {
                let cx = x(e.t), cy = y(row)
                if e.isAction {
                    out += "<path class=\"action\" d=\"M\(fmt(cx)) \(fmt(cy - 6)) L\(fmt(cx + 6)) \(fmt(cy)) L\(fmt(cx)) \(fmt(cy + 6)) L\(fmt(cx - 6)) \(fmt(cy)) Z\" fill=\"#e0a100\"><title>\(escape(name)): \(escape(e.text)) at \(fmt(e.t)) s</title></path>\n"
                } else {
                    out += "<circle class=\"state\" cx=\"\(fmt(cx))\" cy=\"\(fmt(cy))\" r=\"4\" fill=\"#6a4fb3\"><title>\(escape(name)): \(escape(e.text)) at \(fmt(e.t)) s</title></circle>\n"
                    if let arrow = e.text.range(of: "→ ") {
                        out += "<text x=\"\(fmt(cx + 5))\" y=\"\(fmt(cy - 6))\" fill=\"#6a4fb3\">\(escape(String(e.text[arrow.upperBound...])))</text>\n"
                    }
                }
            }
            out += "</g>\n"
            row += 1
        }
        out += "<g class=\"decisions\">\n<text x=\"8\" y=\"\(y(row) + 4)\">arbitration</text>\n"
        for d in decisions {
            out += "<rect class=\"decision\" x=\"\(fmt(x(d.t) - 3))\" y=\"\(fmt(y(row) - 6))\" width=\"6\" height=\"12\" fill=\"#d0342c\"><title>\(escape(d.text)) at \(fmt(d.t)) s</title></rect>\n"
        }
        out += "</g>\n"
        out += "<text x=\"\(fmt(left))\" y=\"\(fmt(height - 10))\">\(fmt(0)) s</text>\n"
        out += "<text x=\"\(fmt(left + width - 40))\" y=\"\(fmt(height - 10))\">\(fmt(t1 - t0)) s</text>\n"
        out += "</svg>\n"
        return out
    }

    /// The SVG inside a minimal HTML page.
    public static func html(_ lines: [TactileTrace.Line], title: String = "Tactile timeline") -> String {
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>\(escape(title))</title></head><body>\n"
            + svg(lines) + "</body></html>\n"
    }

    private static func mark(_ x: Double, _ y: Double, _ colour: String, _ title: String) -> String {
        "<circle cx=\"\(fmt(x))\" cy=\"\(fmt(y))\" r=\"5\" fill=\"\(colour)\"><title>\(escape(title))</title></circle>\n"
    }

    private static func fmt(_ v: Double) -> String { String(format: "%.3f", v) }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
