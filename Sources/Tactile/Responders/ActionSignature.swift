import Foundation

/// The types of a typed action method: its target type, its shape and its parameter type.
///
/// Linux has no selectors, so a typed action is a closure made from a method reference, and Swift cannot compare
/// two method references. Removing a typed action therefore removes the target's actions whose method has the
/// same signature; for the usual single action per target and event this is the same as UIKit's removal by
/// selector.
struct ActionSignature: Equatable {
    /// The number of parameters: 0 (`()`), 1 (`(sender)`) or 2 (`(sender, event)`).
    let shape: Int
    let target: ObjectIdentifier
    let sender: ObjectIdentifier
    let event: ObjectIdentifier

    init(shape: Int, target: Any.Type, sender: Any.Type = Void.self, event: Any.Type = Void.self) {
        self.shape = shape
        self.target = ObjectIdentifier(target)
        self.sender = ObjectIdentifier(sender)
        self.event = ObjectIdentifier(event)
    }
}
