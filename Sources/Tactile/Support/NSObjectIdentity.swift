import Foundation

// Identity equality and hashing for the remaining classes that are `NSObject`s in UIKit and Foundation (see
// UIResponder+Identity.swift for the reasoning).

// UIAction compares by identity through its superclass, UIMenuElement (Menus/UIMenuElement.swift).

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

extension UIBezierPath: Hashable {
    /// Whether `lhs` and `rhs` are the same path (UIKit: `NSObject.isEqual(_:)`, identity; two paths with the
    /// same elements are not equal).
    public nonisolated static func == (lhs: UIBezierPath, rhs: UIBezierPath) -> Bool { lhs === rhs }
    /// Hashes the path's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension CALayer: Hashable {
    /// Whether `lhs` and `rhs` are the same layer (Core Animation: `NSObject.isEqual(_:)`, identity).
    public nonisolated static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
    /// Hashes the layer's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIScreen: Hashable {
    /// Whether `lhs` and `rhs` are the same screen (UIKit: `NSObject.isEqual(_:)`, identity).
    public nonisolated static func == (lhs: UIScreen, rhs: UIScreen) -> Bool { lhs === rhs }
    /// Hashes the screen's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIDevice: Hashable {
    /// Whether `lhs` and `rhs` are the same device (UIKit: `NSObject.isEqual(_:)`, identity).
    public nonisolated static func == (lhs: UIDevice, rhs: UIDevice) -> Bool { lhs === rhs }
    /// Hashes the device's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIViewPropertyAnimator: Hashable {
    /// Whether `lhs` and `rhs` are the same animator (UIKit: `NSObject.isEqual(_:)`, identity).
    public nonisolated static func == (lhs: UIViewPropertyAnimator, rhs: UIViewPropertyAnimator) -> Bool { lhs === rhs }
    /// Hashes the animator's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
