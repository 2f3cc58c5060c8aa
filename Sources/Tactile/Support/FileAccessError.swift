import Foundation

/// Why a file could not be read or written, as one sentence that names the path and says what to do.
///
/// No UIKit counterpart. Tactile's file readers and writers (traces, recordings, stroke templates, gesture logs) and
/// the `tactile` command report a missing file, a directory where a file was expected, a device such as `/dev/null`,
/// a folder that does not exist or may not be written, instead of passing on Foundation's generic
/// "The file couldn't be opened" text.
public struct FileAccessError: LocalizedError, Equatable, Sendable, CustomStringConvertible {
    /// Whether the file was being read or written (no UIKit counterpart).
    public enum Operation: Sendable, Equatable {
        /// Reading an existing file.
        case read
        /// Creating or replacing a file.
        case write
    }

    /// What stood in the way (no UIKit counterpart).
    public enum Problem: Sendable, Equatable {
        /// Nothing exists at the path.
        case notFound
        /// The path names a directory where a file was expected.
        case isDirectory
        /// The path names a device, pipe or socket (such as `/dev/null`), not a regular file.
        case notRegularFile
        /// The file, or the folder it is written in, may not be read or written by this user.
        case permissionDenied
        /// The folder the file would be written in does not exist; its path.
        case missingFolder(String)
        /// A part of the path that should be a folder is a file; its path.
        case notAFolder(String)
        /// The file's contents are not UTF-8 text.
        case notText
        /// Another reason, in the operating system's words.
        case other(String)
    }

    /// The file.
    public var path: String
    /// Reading or writing.
    public var operation: Operation
    /// What stood in the way.
    public var problem: Problem
    /// What kind of file was expected there, such as `"a Tactile trace (.jsonl)"`; `nil` for any file.
    public var expected: String?

    /// Creates an error.
    public init(path: String, operation: Operation, problem: Problem, expected: String? = nil) {
        self.path = path
        self.operation = operation
        self.problem = problem
        self.expected = expected
    }

    /// A few words for the problem, such as `"a directory"`, for messages that have their own sentence around it.
    public var summary: String {
        switch problem {
        case .notFound: "no such file"
        case .isDirectory: "a directory"
        case .notRegularFile: "a device, pipe or socket, not a regular file"
        case .permissionDenied: "permission denied"
        case .missingFolder(let folder): "the folder \(folder) does not exist"
        case .notAFolder(let part): "\(part) is a file, not a folder"
        case .notText: "binary data, not UTF-8 text"
        case .other(let reason): reason
        }
    }

    /// One sentence: the path, what is wrong, and what to do.
    public var description: String {
        let wanted = expected ?? "a file"
        switch (operation, problem) {
        case (.read, .notFound):
            return "\(path): no such file. Check the path; expected \(wanted)."
        case (.read, .isDirectory):
            return "\(path) is a directory, not a file. Give the path of \(wanted) inside it."
        case (.read, .notRegularFile):
            return "\(path) is not a regular file (it is a device, pipe or socket). Give \(wanted) saved on disk."
        case (.read, .permissionDenied):
            return "\(path): permission denied. Check the file's permissions (ls -l \(path)) or read it as another user."
        case (.read, .notText):
            return "\(path) is not UTF-8 text. Expected \(wanted)."
        case (.write, .isDirectory):
            return "\(path) is a directory. Give the name of \(wanted) to write, such as \(path)/\(exampleName)."
        case (.write, .notRegularFile):
            return "\(path) is a device, pipe or socket. Give the name of \(wanted) to write."
        case (.write, .permissionDenied):
            return "cannot write \(path): permission denied. Choose a folder you may write to, or change its permissions."
        case (.write, .missingFolder(let folder)):
            return "cannot write \(path): the folder \(folder) does not exist. Create it (mkdir -p \(folder)) or "
                + "choose another path."
        case (_, .notAFolder(let part)):
            let verb = operation == .read ? "read" : "write"
            return "cannot \(verb) \(path): \(part) is a file, not a folder. Check the path."
        case (.read, .missingFolder(let folder)):
            return "\(path): the folder \(folder) does not exist. Check the path; expected \(wanted)."
        case (.write, .notFound), (.write, .notText):
            return "cannot write \(path). Choose another path."
        case (.read, .other(let reason)):
            return "cannot read \(path): \(reason). Check the path; expected \(wanted)."
        case (.write, .other(let reason)):
            return "cannot write \(path): \(reason). Choose another path."
        }
    }

    /// The same text as ``description``.
    public var errorDescription: String? { description }

    /// A file name for the "such as" example of a directory given as output: `out` with the expected extension.
    private var exampleName: String {
        let ext = expected.flatMap { text -> String? in
            guard let dot = text.range(of: "(.", options: .backwards) else { return nil }
            let rest = text[dot.upperBound...].prefix { $0.isLetter || $0.isNumber }
            return rest.isEmpty ? nil : String(rest)
        }
        return "out" + (ext.map { ".\($0)" } ?? "")
    }
}

extension FileParseError {
    /// The parse error of a file that could not be read at all: line 0, field `file`, and what was found instead
    /// (`"a directory"`, `"no such file"`, …).
    public init(_ access: FileAccessError, expected: String) {
        self.init(file: access.path, line: 0, field: "file", expected: expected, found: access.summary)
    }
}
