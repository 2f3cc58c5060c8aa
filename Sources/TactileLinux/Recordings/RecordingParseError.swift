/// Why a recording could not be read: where (file, line, field) and what was expected.
///
/// No UIKit counterpart. Every Tactile parser reports bad input with this error instead of crashing or guessing.
public struct RecordingParseError: Error, Equatable, CustomStringConvertible {
    /// The file name (or a label such as `"<memory>"`).
    public var file: String
    /// The 1-based line number.
    public var line: Int
    /// The field or line kind that was wrong, such as `"E: value"`.
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
