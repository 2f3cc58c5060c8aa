import Foundation
import Tactile

/// A list of stroke templates with a plain-text file format, so that gestures recorded once can be saved, edited,
/// diffed and shipped with an app.
///
/// No UIKit counterpart. The format (`.strokes`, UTF-8) is line-based so that every error can name its line:
/// ```text
/// tactile-strokes 1
/// # Comments and blank lines are ignored.
/// template check
/// stroke 10,40 20,50 30,60 45,40 60,20 75,0
/// template x
/// stroke 0,0 50,50 100,100
/// stroke 100,0 50,50 0,100
/// ```
/// - The first non-blank, non-comment line is the header `tactile-strokes 1` (format version 1).
/// - `template NAME` starts a template; the name is the rest of the line (spaces allowed, not empty). Several
///   templates may share a name.
/// - `stroke X,Y X,Y …` adds a stroke to the current template: points in drawing order, separated by spaces, each
///   two numbers (any unit, y down) joined by a comma. A template needs at least one stroke with at least one point.
///
/// Anything else is an error (`FileParseError`) naming the file, line and field.
public struct StrokeTemplateSet: Sendable, Equatable {
    /// The header line of version 1 of the format.
    public static let header = "tactile-strokes 1"

    /// The templates, in file order.
    public var templates: [StrokeTemplate]

    /// Creates a set.
    public init(_ templates: [StrokeTemplate] = []) { self.templates = templates }

    /// The distinct template names, in order of first appearance.
    public var names: [String] {
        var seen = Set<String>()
        return templates.map(\.name).filter { seen.insert($0).inserted }
    }

    /// Whether any template has more than one stroke.
    public var containsMultistrokes: Bool { templates.contains { $0.isMultistroke } }

    /// Adds a template.
    public mutating func append(_ template: StrokeTemplate) { templates.append(template) }

    /// Reads a template file.
    public init(contentsOf url: URL) throws(FileParseError) {
        let text: String
        do {
            text = try FileAccess.readText(url.path, expected: "a stroke template file (.strokes)")
        } catch {
            throw FileParseError(error, expected: "a readable UTF-8 template file")
        }
        try self.init(text: text, file: url.path)
    }

    /// Parses the text of a template file; `file` names it in errors.
    public init(text: String, file: String = "<memory>") throws(FileParseError) {
        var templates: [StrokeTemplate] = []
        var sawHeader = false
        var templateLine = 0
        func fail(_ line: Int, _ field: String, _ expected: String, _ found: some StringProtocol) -> FileParseError {
            FileParseError(file: file, line: line, field: field, expected: expected, found: String(found))
        }
        func finishTemplate() throws(FileParseError) {
            guard let last = templates.last else { return }
            if last.strokes.isEmpty {
                throw fail(templateLine, "template \(last.name)", "at least one stroke line", "none")
            }
        }
        var text = Substring(text)
        if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard sawHeader else {
                guard line == Self.header else {
                    throw fail(number, "header", "\"\(Self.header)\" as the first line", line)
                }
                sawHeader = true
                continue
            }
            let keyword = line.prefix { !$0.isWhitespace }
            let rest = line.dropFirst(keyword.count).trimmingCharacters(in: .whitespaces)
            switch keyword {
            case "template":
                try finishTemplate()
                guard !rest.isEmpty else { throw fail(number, "template", "a template name", line) }
                templates.append(StrokeTemplate(name: rest, strokes: []))
                templateLine = number
            case "stroke":
                guard !templates.isEmpty else {
                    throw fail(number, "stroke", "a \"template NAME\" line before the first stroke", line)
                }
                var points: [CGPoint] = []
                for (k, token) in rest.split(whereSeparator: { $0.isWhitespace }).enumerated() {
                    let parts = token.split(separator: ",", omittingEmptySubsequences: false)
                    guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite
                    else {
                        throw fail(number, "stroke point \(k + 1)", "X,Y with two finite numbers", token)
                    }
                    points.append(CGPoint(x: x, y: y))
                }
                guard !points.isEmpty else { throw fail(number, "stroke", "at least one X,Y point", line) }
                templates[templates.count - 1].strokes.append(points)
            default:
                throw fail(number, "keyword", "\"template\" or \"stroke\"", keyword)
            }
        }
        guard sawHeader else { throw fail(1, "header", "\"\(Self.header)\" as the first line", "an empty file") }
        try finishTemplate()
        self.templates = templates
    }

    /// The set in the file format. Coordinates are written with at most three decimals (a thousandth of a point is
    /// far below any digitizer's resolution), so templates whose coordinates are multiples of 0.001, such as recorded
    /// ones, read back equal.
    public var text: String {
        var out = Self.header + "\n"
        for template in templates {
            let name = template.name.replacingOccurrences(of: "\n", with: " ")
            out += "template \(name)\n"
            for stroke in template.strokes where !stroke.isEmpty {
                out += "stroke " + stroke.map { "\(Self.format($0.x)),\(Self.format($0.y))" }.joined(separator: " ")
                out += "\n"
            }
        }
        return out
    }

    /// Writes the set to `url` in the file format, replacing the file atomically.
    ///
    /// - Throws: `FileAccessError` naming the path and the reason (a missing folder, a directory, no permission).
    public func write(to url: URL) throws(FileAccessError) {
        try FileAccess.write(text, to: url.path, expected: "a stroke template file (.strokes)")
    }

    private static func format(_ value: CGFloat) -> String {
        let d = Double(value)
        if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
        var text = String(format: "%.3f", d)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `points` rounded to a thousandth, the precision of the file format.
    static func rounded(_ strokes: [[CGPoint]]) -> [[CGPoint]] {
        strokes.map { stroke in
            stroke.map { CGPoint(x: ($0.x * 1000).rounded() / 1000, y: ($0.y * 1000).rounded() / 1000) }
        }
    }
}
