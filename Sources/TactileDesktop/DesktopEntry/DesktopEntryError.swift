import Tactile

/// Why a desktop entry could not be written (no UIKit counterpart).
public enum DesktopEntryError: LocalizedError, Equatable, Sendable, CustomStringConvertible {
    /// The application's name is empty.
    case emptyName
    /// The command that starts the application is empty.
    case emptyCommand
    /// The quick action at this index (in the offered list) has an empty type.
    case emptyType(index: Int)
    /// The quick action at this index has an empty title.
    case emptyTitle(index: Int, type: String)
    /// The quick action at `index` has the same type as the one at `firstIndex`.
    case duplicateType(index: Int, firstIndex: Int, type: String)

    /// A sentence saying what to change.
    public var description: String {
        switch self {
        case .emptyName: "the desktop entry needs the application's name (Name=)"
        case .emptyCommand: "the desktop entry needs the command that starts the application (Exec=)"
        case .emptyType(let index): "quick action \(index) has an empty type; each needs an identifier"
        case .emptyTitle(let index, let type): "quick action \(index) (\(type)) has an empty title"
        case .duplicateType(let index, let first, let type):
            "quick actions \(first) and \(index) have the same type \"\(type)\"; each needs its own"
        }
    }

    /// The same text as ``description``.
    public var errorDescription: String? { description }
}
