import Foundation
import Tactile

/// The text of labels, text fields and button titles as display content (no UIKit counterpart: what those views
/// draw with the text system).
///
/// Lines come from Tactile's text layout with ``TextMeasurement/current``, the measurer that sized the views, and
/// are placed as UIKit places them: a label's lines centred vertically in its bounds and aligned horizontally by
/// `textAlignment` (`.natural` and `.justified` as left; Tactile lays out left-to-right text only).
@MainActor
enum TextContent {
    /// The `DisplayText` of `lines` in `font`, placed in `rect`.
    static func text(
        _ lines: [TextLayoutLine], font: UIFont, color: UIColor, alignment: NSTextAlignment, in rect: CGRect
    ) -> DisplayContent? {
        guard !lines.isEmpty else { return nil }
        let metrics = TextMeasurement.current.lineMetrics(for: font)
        let height = metrics.lineHeight * CGFloat(lines.count)
        let top = rect.midY - height / 2
        // Half the leading above the ascender, as UIKit centres a line's glyphs in its line height.
        let leading = (metrics.lineHeight - metrics.ascender - metrics.descender) / 2
        let placed = lines.enumerated().map { index, line in
            let x: CGFloat
            switch alignment {
            case .center: x = rect.midX - line.width / 2
            case .right: x = rect.maxX - line.width
            case .left, .natural, .justified: x = rect.minX
            }
            let baseline = top + CGFloat(index) * metrics.lineHeight + leading + metrics.ascender
            return DisplayTextLine(text: line.text, origin: CGPoint(x: x, y: baseline), width: line.width)
        }
        return .text(
            DisplayText(
                lines: placed, fontSize: font.pointSize, fontWeight: Double(font.weight.rawValue),
                fontFamily: family(of: font), isItalic: font.fontName.contains("Italic") || font.fontName.contains("Oblique"),
                color: DisplayColor(color)))
    }

    /// `"System"` for the system font, the family name otherwise.
    static func family(of font: UIFont) -> String {
        font.familyName.hasPrefix(".") ? "System" : font.familyName
    }

    /// A label's text: highlighted in `highlightedTextColor` when highlighted, at half strength when disabled.
    static func label(_ label: UILabel) -> [DisplayContent] {
        let lines = label.layoutLines(width: label.bounds.width)
        var color: UIColor = label.textColor
        if label.isHighlighted, let highlighted = label.highlightedTextColor { color = highlighted }
        if !label.isEnabled { color = color.withAlphaComponent(color.alphaComponent * 0.5) }
        return text(lines, font: label.font, color: color, alignment: label.textAlignment, in: label.bounds).map { [$0] }
            ?? []
    }

    /// A text field's text, or its placeholder in grey while empty, inset from its border, and the border.
    static func textField(_ field: UITextField) -> [DisplayContent] {
        var out: [DisplayContent] = []
        let b = field.bounds
        switch field.borderStyle {
        case .none: break
        case .line, .bezel:
            out.append(.stroke(DisplayPath(rect: b.insetBy(dx: 0.5, dy: 0.5)), DisplayStroke(color: DisplayColor(.black), lineWidth: 1)))
        case .roundedRect:
            out.append(.fill(DisplayPath(rect: b, cornerRadius: 5), DisplayColor(.white), .winding))
            out.append(
                .stroke(
                    DisplayPath(rect: b.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5),
                    DisplayStroke(color: DisplayColor(red: 0.8, green: 0.8, blue: 0.8, alpha: 1), lineWidth: 0.5)))
        }
        let font = field.font ?? .systemFont(ofSize: 17)
        let inset = b.insetBy(dx: field.borderStyle == .none ? 0 : 7, dy: 0)
        let string = field.text ?? ""
        let shown = string.isEmpty ? field.placeholder ?? "" : string
        let color: UIColor = string.isEmpty ? .placeholderText : field.textColor ?? .label
        let lines = TextLineLayout.lines(
            for: shown, font: font, maxWidth: inset.width, numberOfLines: 1, lineBreakMode: .byTruncatingTail,
            measurer: TextMeasurement.current)
        if let text = text(lines, font: font, color: color, alignment: field.textAlignment, in: inset) { out.append(text) }
        return out
    }
}
