import Foundation

// Identity equality and hashing, and UIKit-style descriptions, for the UIKit classes that are `NSObject`s in
// UIKit (responders and everything built on them, recognizers, events, touches, presses, key commands, actions).
//
// Equality is identity, as `NSObject.isEqual(_:)` is for these classes in UIKit: `touch.view == customSubview`,
// `gestureRecognizer == edgePan`, `recognizers.contains(tap)`, `Set<UIView>` and `[UITouch: CGPoint]` work. `==`
// and `hash(into:)` are nonisolated (they read only the object's identity), so the conformances can be used
// anywhere. Unlike `NSObject`, there is no overridable `isEqual(_:)` or `hash`: UIKit's event classes do not
// override them, and touch delivery and gesture arbitration rely on identity.
//
// Descriptions are main-actor conformances: `print(view)` from main-actor code prints the UIKit-style text, and
// subclasses may `override var description` reading their own state. Printed off the main actor, an object
// shows its type name instead.

extension UIResponder: Hashable {
    /// Whether `lhs` and `rhs` are the same object (UIKit: `NSObject.isEqual(_:)`, identity for responders).
    public nonisolated static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    /// Hashes the object's identity (UIKit: `NSObject.hash`).
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIResponder: @MainActor CustomStringConvertible, @MainActor CustomDebugStringConvertible {}

extension UIGestureRecognizer: Hashable {
    /// Whether `lhs` and `rhs` are the same recognizer (UIKit: `NSObject.isEqual(_:)`, identity).
    public nonisolated static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }
    /// Hashes the recognizer's identity (UIKit: `NSObject.hash`).
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIGestureRecognizer: @MainActor CustomStringConvertible, @MainActor CustomDebugStringConvertible {}

extension UIEvent: Hashable {
    /// Whether `lhs` and `rhs` are the same event object (UIKit: `NSObject.isEqual(_:)`, identity).
    public nonisolated static func == (lhs: UIEvent, rhs: UIEvent) -> Bool { lhs === rhs }
    /// Hashes the event's identity (UIKit: `NSObject.hash`).
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIEvent: @MainActor CustomStringConvertible, @MainActor CustomDebugStringConvertible {}

extension UIResponder {
    /// The description of ``UIResponder/description``: views show their frame and the properties UIKit's view
    /// description shows when they differ from the default; other responders show their type and address.
    func describeResponder() -> String {
        guard let view = self as? UIView else { return ObjectDescription.make(self, []) }
        var fields = ["frame = \(ObjectDescription.frame(view.frame))"]
        let t = view.transform
        if !t.isIdentity {
            let entries = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(ObjectDescription.number)
            fields.append("transform = [\(entries.joined(separator: ", "))]")
        }
        if view.alpha != 1 { fields.append("alpha = \(ObjectDescription.number(view.alpha))") }
        if view.isHidden { fields.append("hidden = YES") }
        if !view.isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
        if view.tag != 0 { fields.append("tag = \(view.tag)") }
        if let recognizers = view.gestureRecognizers, !recognizers.isEmpty {
            fields.append("gestureRecognizers = (\(recognizers.map(ObjectDescription.short).joined(separator: ", ")))")
        }
        return ObjectDescription.make(view, fields)
    }
}
