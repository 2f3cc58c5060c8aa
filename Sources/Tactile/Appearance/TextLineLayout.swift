import Foundation

/// One line of laid-out text (`package` API, read by TactileRender's display list).
package struct TextLayoutLine: Equatable, Sendable {
    /// The characters shown on the line, with an ellipsis where text was cut.
    package var text: String
    /// Its advance width, as measured.
    package var width: CGFloat
}

/// Breaks text into lines as a label does (no UIKit counterpart: UIKit's text system is private to `UILabel`).
///
/// The rules follow what `UILabel` shows:
/// - a newline always starts a new line;
/// - lines wrap at word boundaries (at characters when a word alone is wider than the line, or with
///   `.byCharWrapping`) whenever more than one line is allowed; a one-line label does not wrap;
/// - when the text needs more lines than `numberOfLines` allows (0 means any number), the last line shown takes the
///   rest of the text and is shortened by the line-break mode: an ellipsis at the end (`.byTruncatingTail`, and the
///   wrapping modes, as UIKit shows them on the last line), the start or the middle; `.byClipping` keeps the
///   characters and lets the view clip them.
package enum TextLineLayout {
    /// The lines of `text` in `font` within `maxWidth` (`nil`: as wide as the text needs).
    package static func lines(
        for text: String, font: UIFont, maxWidth: CGFloat?, numberOfLines: Int, lineBreakMode: NSLineBreakMode,
        measurer: any TextMeasuring
    ) -> [TextLayoutLine] {
        guard !text.isEmpty else { return [] }
        let width = maxWidth.map { max(0, $0) }
        let wraps = numberOfLines != 1 && width != nil
        var raw: [Substring] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if wraps, let width {
                raw += wrap(paragraph, width: width, byCharacter: lineBreakMode == .byCharWrapping, font, measurer)
            } else {
                raw.append(paragraph)
            }
        }
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        var shown = Array(raw.prefix(limit))
        let cut = raw.count > limit
        if cut, let last = shown.indices.last {
            // The last line shown takes the rest of its paragraph; what follows is cut off.
            let restStart = shown[last].startIndex
            let paragraphEnd = text[restStart...].firstIndex(of: "\n") ?? text.endIndex
            shown[last] = text[restStart..<paragraphEnd]
        }
        return shown.enumerated().map { index, line in
            var string = String(line)
            if let width {
                let isLast = index == shown.count - 1
                if (isLast && cut) || measurer.advance(of: line, font: font) > width {
                    string = fit(string, width: width, mode: lineBreakMode, forceEllipsis: isLast && cut, font, measurer)
                }
            }
            return TextLayoutLine(text: string, width: measurer.advance(of: Substring(string), font: font))
        }
    }

    /// The size the lines take: the widest line, and one line height per line.
    package static func size(of lines: [TextLayoutLine], font: UIFont, measurer: any TextMeasuring) -> CGSize {
        guard !lines.isEmpty else { return .zero }
        let height = measurer.lineMetrics(for: font).lineHeight * CGFloat(lines.count)
        return CGSize(width: lines.map(\.width).max() ?? 0, height: height)
    }

    /// Greedy wrapping: as many words as fit on each line; a word wider than the line is broken between characters.
    static func wrap(
        _ paragraph: Substring, width: CGFloat, byCharacter: Bool, _ font: UIFont, _ measurer: any TextMeasuring
    ) -> [Substring] {
        if paragraph.isEmpty { return [paragraph] }
        var lines: [Substring] = []
        var lineStart = paragraph.startIndex
        var lastFit = lineStart  // end of the text that fits on the current line
        var index = paragraph.startIndex
        func fits(_ end: String.Index) -> Bool {
            measurer.advance(of: trimmedTrailing(paragraph[lineStart..<end]), font: font) <= width
        }
        while index < paragraph.endIndex {
            // The next unit: one character, or a word with the spaces after it.
            var next = paragraph.index(after: index)
            if !byCharacter {
                while next < paragraph.endIndex, !paragraph[paragraph.index(before: next)].isWhitespace,
                    !paragraph[next].isWhitespace
                {
                    next = paragraph.index(after: next)
                }
                while next < paragraph.endIndex, paragraph[next].isWhitespace { next = paragraph.index(after: next) }
            }
            if fits(next) {
                lastFit = next
                index = next
                continue
            }
            if lastFit > lineStart {
                lines.append(trimmedTrailing(paragraph[lineStart..<lastFit]))
                lineStart = lastFit
                continue  // the same unit, on a new line
            }
            // A unit wider than the line: as many characters as fit, at least one.
            var end = paragraph.index(after: lineStart)
            while end < next, fits(paragraph.index(after: end)) { end = paragraph.index(after: end) }
            lines.append(paragraph[lineStart..<end])
            lineStart = end
            lastFit = end
            index = end
        }
        if lineStart < paragraph.endIndex { lines.append(trimmedTrailing(paragraph[lineStart...])) }
        return lines
    }

    static func trimmedTrailing(_ s: Substring) -> Substring {
        var end = s.endIndex
        while end > s.startIndex, s[s.index(before: end)] == " " { end = s.index(before: end) }
        return s[s.startIndex..<end]
    }

    /// Shortens `text` to `width` as `mode` says; `forceEllipsis` when text after it was cut off.
    static func fit(
        _ text: String, width: CGFloat, mode: NSLineBreakMode, forceEllipsis: Bool, _ font: UIFont,
        _ measurer: any TextMeasuring
    ) -> String {
        let chars = Array(text)
        func w(_ s: String) -> CGFloat { measurer.advance(of: Substring(s), font: font) }
        if !forceEllipsis, w(text) <= width { return text }
        switch mode {
        case .byClipping:
            return text
        case .byTruncatingHead:
            var keep = chars.count
            while keep > 0, w("…" + String(chars.suffix(keep))) > width { keep -= 1 }
            return "…" + String(chars.suffix(keep))
        case .byTruncatingMiddle:
            var keep = chars.count
            while keep > 0 {
                let head = (keep + 1) / 2, tail = keep / 2
                let candidate = String(chars.prefix(head)) + "…" + String(chars.suffix(tail))
                if w(candidate) <= width { return candidate }
                keep -= 1
            }
            return "…"
        case .byTruncatingTail, .byWordWrapping, .byCharWrapping:
            var keep = chars.count
            while keep > 0, w(String(chars.prefix(keep)).trimmingCharacters(in: .whitespaces) + "…") > width {
                keep -= 1
            }
            return String(chars.prefix(keep)).trimmingCharacters(in: .whitespaces) + "…"
        }
    }
}
