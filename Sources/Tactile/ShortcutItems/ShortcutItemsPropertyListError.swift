import Foundation

/// Why a property list's quick actions could not be read: the file, the item (counting from 0, as Xcode's property
/// list editor does), the key, and what was wrong.
///
/// No UIKit counterpart: iOS checks an app's `UIApplicationShortcutItems` when the app is built and installed, and
/// skips bad items silently. Tactile reads them at run time (or in `tactile shortcuts export`) and reports each
/// problem with this error instead of skipping or crashing.
public struct ShortcutItemsPropertyListError: LocalizedError, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong (no UIKit counterpart).
    public enum Problem: Equatable, Sendable {
        /// The file could not be read.
        case unreadable(FileAccessError)
        /// The bytes are not a property list (XML, binary or OpenStep); a detail in plain words, or empty.
        case notAPropertyList(String)
        /// The property list's top level is not a dictionary.
        case topLevelNotDictionary
        /// A value has the wrong type; `expected` names the right one ("an array", "a string").
        case wrongType(expected: String)
        /// A required key is missing.
        case missingKey
        /// A required string is empty.
        case emptyValue
        /// `UIApplicationShortcutItemIconType` names no icon type.
        case unknownIconType(String)
        /// Another item, at this index, has the same type.
        case duplicateType(firstIndex: Int)
    }

    /// The file, or the label given for a property list in memory.
    public var file: String
    /// The item's index in `UIApplicationShortcutItems`, counting from 0; `nil` for a problem with the whole file.
    public var itemIndex: Int?
    /// The key concerned, if any.
    public var key: String?
    /// What was wrong.
    public var problem: Problem

    /// Creates an error.
    public init(file: String, itemIndex: Int? = nil, key: String? = nil, problem: Problem) {
        self.file = file
        self.itemIndex = itemIndex
        self.key = key
        self.problem = problem
    }

    /// `file: item 1: UIApplicationShortcutItemTitle: the required key is missing`.
    public var description: String {
        var place = file
        if let itemIndex { place += ": UIApplicationShortcutItems item \(itemIndex)" }
        if let key { place += ": \(key)" }
        let what: String
        switch problem {
        case .unreadable(let error): return error.description
        case .notAPropertyList(let detail):
            what = "not a property list (XML, binary or OpenStep)" + (detail.isEmpty ? "" : ": \(detail)")
        case .topLevelNotDictionary: what = "the top level must be a dictionary (<dict>)"
        case .wrongType(let expected): what = "expected \(expected)"
        case .missingKey: what = "the required key is missing"
        case .emptyValue: what = "must not be empty"
        case .unknownIconType(let name):
            what = "\"\(name)\" is no icon type (UIApplicationShortcutIconTypeCompose, …TypePlay, …)"
        case .duplicateType(let first): what = "item \(first) already has this type; each quick action needs its own"
        }
        return "\(place): \(what)"
    }

    /// The same text as ``description``.
    public var errorDescription: String? { description }
}
