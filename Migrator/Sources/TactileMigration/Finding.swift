/// Something in a file that `tactile-migrate` found and a person should look at.
///
/// A finding names where it is (line and column, counted from 1, in the file as it was before the migration),
/// what was found, and what to do about it. It is printed as a compiler diagnostic is, so editors and CI logs
/// link it to the source: `Sources/App/ViewController.swift:12:9: warning: … ; …`.
public struct Finding: Hashable, Sendable, Comparable {
    /// How much a finding asks of a person.
    public enum Severity: String, Hashable, Sendable {
        /// The code was not rewritten, or was rewritten but will not work the same until a person changes it.
        /// Any warning makes `tactile-migrate` exit with status 1.
        case warning
        /// The code was rewritten and will work; the note says what changed in its behaviour.
        case note
    }

    /// How much this finding asks of a person.
    public var severity: Severity
    /// The line, counted from 1, in the original file.
    public var line: Int
    /// The column (in UTF-8 bytes, counted from 1, as the Swift compiler counts), in the original file.
    public var column: Int
    /// What was found, for example "`performSegue(withIdentifier:sender:)`: storyboards do not exist on Linux".
    public var message: String
    /// What to do, for example "create the destination view controller in code and push or present it".
    public var advice: String

    public init(severity: Severity, line: Int, column: Int, message: String, advice: String) {
        self.severity = severity
        self.line = line
        self.column = column
        self.message = message
        self.advice = advice
    }

    /// The finding as one line: `path:line:column: warning: message; advice`.
    public func formatted(path: String) -> String {
        "\(path):\(line):\(column): \(severity.rawValue): \(message); \(advice)"
    }

    /// Findings sort by position, then by text, so that reports are deterministic.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.line, lhs.column, lhs.message, lhs.advice) < (rhs.line, rhs.column, rhs.message, rhs.advice)
    }
}
