import Foundation

/// Why a file could not be read: where (file, line, field) and what was expected.
///
/// No UIKit counterpart. Every Tactile reader (stroke templates, traces, evemu and libinput recordings, gesture logs)
/// reports bad input with this error instead of crashing, skipping the line or guessing. Its message reads
/// `file:line: field: expected …, found "…"`, the form compilers use, so editors can jump to the place.
public struct FileParseError: LocalizedError, Equatable, CustomStringConvertible {
    /// The file name (or a label such as `"<memory>"`).
    public var file: String
    /// The 1-based line number (0 when the file could not be read at all).
    public var line: Int
    /// The field or line kind that was wrong, such as `"E: value"` or `"stroke point 3"`.
    public var field: String
    /// What was expected there.
    public var expected: String
    /// What was found.
    public var found: String

    /// Creates an error.
    public init(file: String, line: Int, field: String, expected: String, found: String) {
        self.file = file
        self.line = line
        self.field = field
        self.expected = expected
        self.found = found
    }

    /// `file:line: field: expected …, found "…"`.
    public var description: String {
        "\(file):\(line): \(field): expected \(expected), found \"\(found)\""
    }

    /// The same text as ``description``.
    public var errorDescription: String? { description }
}
