import Foundation

/// Why `tactile-migrate` could not read, migrate or write a file. The file is left as it was.
///
/// Each case names the path it is about; ``message`` says what happened and what to do, in the words the
/// command prints after `path: error:`.
public enum FileMigrationError: Error, LocalizedError, Equatable, Sendable {
    /// Nothing exists at a path given on the command line.
    case notFound(path: String)
    /// A file given on the command line does not end in `.swift`.
    case notSwiftFile(path: String)
    /// The path is neither a file nor a folder (a device, a pipe, a socket).
    case notRegularFile(path: String)
    /// A folder given on the command line holds no Swift file.
    case noSwiftFiles(path: String)
    /// The file or folder could not be read, for example for lack of permission; `reason` is the system's.
    case unreadable(path: String, reason: String)
    /// The file holds NUL bytes, so it is not source code.
    case binary(path: String)
    /// The file is not UTF-8 text, which the Swift compiler requires.
    case notUTF8(path: String)
    /// The file is not valid Swift: each problem with its line, column and the parser's message.
    case syntaxErrors(path: String, problems: [MigrationError.SyntaxProblem])
    /// The migrated text could not be written; `reason` is the system's. The file is left as it was.
    case unwritable(path: String, reason: String)

    /// The path the error is about, as the command was given it.
    public var path: String {
        switch self {
        case .notFound(let path), .notSwiftFile(let path), .notRegularFile(let path), .noSwiftFiles(let path),
            .unreadable(let path, _), .binary(let path), .notUTF8(let path), .syntaxErrors(let path, _),
            .unwritable(let path, _):
            path
        }
    }

    /// What happened and what to do, without the path.
    public var message: String {
        switch self {
        case .notFound:
            "no such file or folder; check the path (it is relative to the current folder)"
        case .notSwiftFile:
            "not a Swift file (its name does not end in .swift), so it was left as it was; name .swift files "
                + "or the folders that hold them"
        case .notRegularFile:
            "neither a file nor a folder, so it was skipped; name .swift files or the folders that hold them"
        case .noSwiftFiles:
            "this folder holds no .swift file (hidden folders and .build folders are skipped); name the folder "
                + "that holds your sources"
        case .unreadable(_, let reason):
            "could not be read (\(reason)), so it was left as it was; make it readable (for example "
                + "`chmod u+r`) and run tactile-migrate again"
        case .binary:
            "holds NUL bytes, so it is not Swift source code and was left as it was; remove it from the folder "
                + "or leave it out of the paths"
        case .notUTF8:
            "is not UTF-8 text, which Swift requires, so it was left as it was; convert it to UTF-8 (for "
                + "example with `iconv -f UTF-16 -t UTF-8`) and run tactile-migrate again"
        case .syntaxErrors(_, let problems):
            "is not valid Swift (\(problems.count) \(problems.count == 1 ? "problem" : "problems")), so it was "
                + "left as it was; fix it so that it compiles with Xcode, then run tactile-migrate again"
        case .unwritable(_, let reason):
            "could not be written (\(reason)), so it was left as it was; make its folder writable or choose "
                + "another folder with --output"
        }
    }

    public var errorDescription: String? { "\(path): \(message)" }

    /// The lines the command prints for this error, as a compiler prints errors: one per syntax problem
    /// (`path:line:column: error: …`), then `path: error: message`.
    public var diagnosticLines: [String] {
        var lines: [String] = []
        if case .syntaxErrors(let path, let problems) = self {
            for problem in problems {
                lines.append("\(path):\(problem.line):\(problem.column): error: \(problem.message)")
            }
        }
        lines.append("\(path): error: \(message)")
        return lines
    }
}
