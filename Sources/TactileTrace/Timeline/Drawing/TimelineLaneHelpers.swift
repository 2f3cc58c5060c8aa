import Foundation
import Tactile

/// What every lane uses: the time-to-x mapping, number and time formatting, hover titles, escaping, and texts
/// and labels that do not overlap.
extension TimelineDrawing {
    func x(_ t: Double) -> Double { scale.x(t) }
    static func f(_ v: Double) -> String { String(format: "%.1f", v) }
    /// Seconds from the start of the trace, as hover titles show them.
    func time(_ t: Double) -> String { String(format: "%.3f s", t - m.t0) }
    func title(_ t: Double, _ text: String) -> String {
        "<title>\(TimelineRenderer.escape(time(t) + "  " + text))</title>"
    }
    static func e(_ s: String) -> String { TimelineRenderer.escape(s) }

    /// A duration or a time from the start in seconds, with no more decimals than it needs: "0 s", "0.5 s",
    /// "2.35 s", "10.61 s".
    static func seconds(_ value: Double, decimals: Int = 2) -> String {
        var s = String(format: "%.\(decimals)f", value + 0.0)
        if s.contains(".") {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        if s == "-0" { s = "0" }
        return s + " s"
    }

    /// Shortens `text` to `limit` characters, ending with "…" when it was cut.
    static func shortened(_ text: String, to limit: Int) -> String {
        text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }

    /// The box of a label at (`x`, `y`), hidden when the lane being drawn is.
    func box(_ s: String, x: Double, y: Double, size: Double = 10, anchor: TimelineTextBox.Anchor = .start,
        bold: Bool = false
    ) -> TimelineTextBox {
        TimelineTextBox(text: s, x: x, y: y, size: size, anchor: anchor, bold: bold, hidden: drawingHidden)
    }

    /// Writes a text where it is (lane names, headings, the legend) and records its box.
    @discardableResult
    mutating func text(_ s: String, x: Double, y: Double, size: Double = 11, anchor: TimelineTextBox.Anchor = .start,
        bold: Bool = false, fill: String? = nil, cls: String? = nil, title: String? = nil
    ) -> TimelineTextBox {
        let b = box(s, x: x, y: y, size: size, anchor: anchor, bold: bold)
        labels.record(b)
        write(b, fill: fill, cls: cls, title: title)
        return b
    }

    /// Writes a label at the first of `candidates` where it overlaps no other text and stays in the plot; writes
    /// nothing when none has room (the mark's tooltip still has the whole log line). `markX` is the x of the mark
    /// the label belongs to: the page's script moves the label with its mark when zooming.
    @discardableResult
    mutating func label(_ candidates: [TimelineTextBox], fill: String, cls: String = "label",
        within range: ClosedRange<Double>? = nil, markX: Double? = nil
    ) -> TimelineTextBox? {
        guard let b = labels.place(candidates, within: range ?? plotRange) else { return nil }
        write(b, fill: fill, cls: cls, title: nil, markX: markX)
        return b
    }

    private mutating func write(_ b: TimelineTextBox, fill: String?, cls: String?, title: String?, markX: Double? = nil) {
        var s = "<text"
        if let cls { s += " class=\"\(cls)\"" }
        if let markX { s += " data-x=\"\(Self.f(markX))\"" }
        s += " x=\"\(Self.f(b.x))\" y=\"\(Self.f(b.y))\""
        if b.anchor != .start { s += " text-anchor=\"\(b.anchor.rawValue)\"" }
        if b.size != 11 { s += " font-size=\"\(b.size == b.size.rounded() ? String(Int(b.size)) : Self.f(b.size))\"" }
        if b.bold { s += " font-weight=\"bold\"" }
        if let fill { s += " fill=\"\(fill)\"" }
        s += ">" + Self.e(b.text)
        if let title { s += "<title>\(Self.e(title))</title>" }
        out += s + "</text>\n"
    }
}
