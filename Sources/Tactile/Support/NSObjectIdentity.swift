import Foundation

// Identity equality and hashing for the remaining classes that are `NSObject`s in UIKit and Foundation (see
// UIResponder+Identity.swift for the reasoning).

extension UIAction: Hashable {
    /// Whether `lhs` and `rhs` are the same action (UIKit: `NSObject.isEqual(_:)`, identity here).
    public nonisolated static func == (lhs: UIAction, rhs: UIAction) -> Bool { lhs === rhs }
    /// Hashes the action's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIAction: @MainActor CustomStringConvertible {
    /// `<UIAction: 0x…; title = Share; identifier = share>`.
    public var description: String {
        ObjectDescription.make(self, ["title = \(title)", "identifier = \(identifier.rawValue)"])
    }
}

extension UIPasteboard: Hashable {
    /// Whether `lhs` and `rhs` are the same pasteboard (identity).
    public nonisolated static func == (lhs: UIPasteboard, rhs: UIPasteboard) -> Bool { lhs === rhs }
    /// Hashes the pasteboard's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

#if !canImport(ObjectiveC)
extension UndoManager: Hashable {
    /// Whether `lhs` and `rhs` are the same undo manager (Foundation: `NSObject.isEqual(_:)`, identity).
    public nonisolated static func == (lhs: UndoManager, rhs: UndoManager) -> Bool { lhs === rhs }
    /// Hashes the undo manager's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
#endif
