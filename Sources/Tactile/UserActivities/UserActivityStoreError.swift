import Foundation

/// Why the current user activity could not be saved or restored.
///
/// No UIKit counterpart: iOS saves user activities itself. Every case names the file or the `userInfo` entry and
/// says what to do; a corrupt file is reported, never half-read.
public enum UserActivityStoreError: LocalizedError, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be read, written or removed.
    case file(FileAccessError)
    /// The file is not a saved user activity: `field` (such as `userInfo.page.int`, the path of keys in the file)
    /// is wrong for the reason given.
    case invalidContents(file: String, field: String, problem: String)
    /// A `userInfo` value of a type that cannot be saved; `field` is its key path, such as `userInfo.photo`.
    case unsupportedValue(field: String, type: String)

    /// One sentence: the file or entry, what is wrong, and what to do.
    public var description: String {
        switch self {
        case .file(let error):
            return error.description
        case .invalidContents(let file, let field, let problem):
            return "\(file): \(field): \(problem). The file is not a user activity Tactile saved; "
                + "delete it to start afresh."
        case .unsupportedValue(let field, let type):
            return "\(field): a value of type \(type) cannot be saved. A user activity's userInfo may hold "
                + "strings, numbers, Booleans, dates, URLs, data, and arrays and dictionaries with string keys of "
                + "those."
        }
    }

    /// The same text as ``description``.
    public var errorDescription: String? { description }
}
