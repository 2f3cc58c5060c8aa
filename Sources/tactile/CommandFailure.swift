import Foundation

/// A failure at run time (a file that cannot be read or written, a device that cannot be opened). Its
/// description is the whole message: ArgumentParser prints it after "Error: " without the usage text, which is
/// for mistakes in the arguments (`ValidationError`). The command exits with status 1.
struct CommandFailure: LocalizedError, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }

    /// The same text as ``description``.
    var errorDescription: String? { description }
}
