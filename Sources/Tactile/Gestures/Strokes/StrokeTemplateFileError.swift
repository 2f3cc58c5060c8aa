/// Why a template file could not be read: where (file, line, field) and what was expected.
///
/// No UIKit counterpart. ``StrokeTemplateSet/init(text:file:)`` reports every problem with this error instead of
/// skipping the line or guessing.
public struct StrokeTemplateFileError: Error, Equatable, CustomStringConvertible {
    /// The file name (or a label such as `"<memory>"`).
    public var file: String
    /// The 1-based line number (0 when the file could not be read at all).
    public var line: Int
    /// The field that was wrong, such as `"stroke point 3"`.
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

    public var description: String {
        "\(file):\(line): \(field): expected \(expected), found \"\(found)\""
    }
}
