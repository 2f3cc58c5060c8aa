import Foundation

/// Why a file could not be migrated. The file is left as it was.
public enum MigrationError: Error, LocalizedError, Equatable, Sendable {
    /// The file is not valid Swift: each problem with its line, column and the parser's message.
    case syntaxErrors([SyntaxProblem])

    /// One problem the Swift parser reported.
    public struct SyntaxProblem: Hashable, Sendable {
        public var line: Int
        public var column: Int
        public var message: String

        public init(line: Int, column: Int, message: String) {
            self.line = line
            self.column = column
            self.message = message
        }
    }

    public var errorDescription: String? {
        switch self {
        case .syntaxErrors(let problems):
            let first = problems.prefix(3).map { "line \($0.line), column \($0.column): \($0.message)" }
            let more = problems.count > 3 ? " (and \(problems.count - 3) more)" : ""
            return "the file is not valid Swift, so it was left as it was: \(first.joined(separator: "; "))\(more); "
                + "fix it so that it compiles with Xcode, then run tactile-migrate again"
        }
    }
}
