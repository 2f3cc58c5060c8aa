import Foundation

/// Why a visual format string was rejected, where, and what was expected there.
///
/// UIKit raises `NSInvalidArgumentException` with a message such as
///
/// ```
/// Unable to parse constraint format:
/// Expected a ']' here.
/// H:|-[button
///            ^
/// ```
///
/// Tactile throws this error instead (Swift cannot catch an Objective-C exception), and its ``description`` is laid
/// out the same way: the problem, then the line of the format holding it, then a caret under the character.
struct VisualFormatError: Error, LocalizedError, CustomStringConvertible, Equatable, Sendable {
    /// What went wrong.
    enum Kind: Equatable, Sendable {
        /// The format is empty, or only whitespace: it needs at least one view.
        case emptyFormat
        /// The format ends where `expected` should follow.
        case unexpectedEnd(expected: String)
        /// `found` stands where `expected` should.
        case unexpectedCharacter(found: Character, expected: String)
        /// A number (as written) too large for a `Double`.
        case numberOutOfRange(String)
        /// A name in brackets that is not a key of `views`.
        case unknownView(String)
        /// A name in a view's size predicate that is a key of neither `metrics` nor `views`.
        case unknownMetricOrView(String)
        /// A name in a connection or after `@`, where only a metric may stand, that is not a key of `metrics`.
        case unknownMetric(String)
        /// A view's name in a connection or after `@`: the appendix allows a view name only in a view's size
        /// predicate (`[a(==b)]`), since a spacing or a priority cannot equal a view.
        case viewNotAllowed(String)
        /// A metric whose value is not a number (`typeName` is its dynamic type).
        case metricNotANumber(name: String, typeName: String)
        /// A metric whose value is infinite or not a number.
        case metricNotFinite(name: String, value: Double)
        /// A priority, written or from a metric, outside 0 < priority ≤ 1000 (UIKit's rule for a constraint's
        /// priority; 1000 is required).
        case priorityOutOfRange(Double)
    }

    /// What went wrong.
    var kind: Kind
    /// The whole format string.
    var format: String
    /// Where: the offset in `Character`s from the start of ``format`` (``format``'s count at its end).
    var offset: Int

    /// The problem in one sentence, without the format.
    var message: String {
        switch kind {
        case .emptyFormat:
            "The format is empty; it needs at least one view, such as '[button]'."
        case .unexpectedEnd(let expected):
            "Expected \(expected) here, but the format ends."
        case .unexpectedCharacter(let found, let expected):
            "Expected \(expected) here, found \(Self.quoted(found))."
        case .numberOutOfRange(let text):
            "The number \(text) is too large."
        case .unknownView(let name):
            "Unable to find view with name \(name): it is not a key of the views dictionary."
        case .unknownMetricOrView(let name):
            "Unable to find metric or view with name \(name): it is a key of neither the metrics nor the views "
                + "dictionary."
        case .unknownMetric(let name):
            "Unable to find metric with name \(name): it is not a key of the metrics dictionary."
        case .viewNotAllowed(let name):
            "\(name) is a view, but a view name can only stand in a view's size predicate, such as [a(==\(name))]; "
                + "a spacing or a priority needs a number or a metric."
        case .metricNotANumber(let name, let typeName):
            "The metric \(name) is a \(typeName), not a number."
        case .metricNotFinite(let name, let value):
            "The metric \(name) is \(value), not a finite number."
        case .priorityOutOfRange(let value):
            "A priority must be greater than 0 and at most 1000, not \(Self.formatted(value))."
        }
    }

    /// `Unable to parse constraint format:`, the ``message``, the line of the format holding the problem, and a caret
    /// under its character.
    var description: String {
        let (line, column) = lineAndColumn()
        // The caret lines up under tabs too: every character before it becomes a space, except tabs.
        let padding = String(line.prefix(column).map { $0 == "\t" ? "\t" : " " })
        return "Unable to parse constraint format:\n\(message)\n\(line)\n\(padding)^"
    }

    /// The same text as ``description``.
    var errorDescription: String? { description }

    /// The line of ``format`` that holds ``offset`` (a format may span lines when it has whitespace), and the
    /// offset's column in it.
    private func lineAndColumn() -> (line: Substring, column: Int) {
        var lineStart = format.startIndex
        var lineStartOffset = 0
        var index = format.startIndex
        var position = 0
        while index < format.endIndex, position < offset {
            let next = format.index(after: index)
            position += 1
            if format[index].isNewline {
                lineStart = next
                lineStartOffset = position
            }
            index = next
        }
        let lineEnd = format[lineStart...].firstIndex(where: \.isNewline) ?? format.endIndex
        return (format[lineStart..<lineEnd], offset - lineStartOffset)
    }

    /// A character as the message shows it: quoted, with invisible ones spelled out.
    private static func quoted(_ character: Character) -> String {
        switch character {
        case " ": "a space"
        case "\t": "a tab"
        case "\n", "\r", "\r\n": "a line break"
        default:
            if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) {
                "the control character " + character.unicodeScalars.map(Self.codePoint).joined(separator: " ")
            } else {
                "'\(character)'"
            }
        }
    }

    /// `U+000A` and the like.
    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// A number without a needless `.0`.
    private static func formatted(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
