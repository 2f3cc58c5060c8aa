import Foundation

/// Typed action messages: UIKit's `sendAction(_:to:from:for:)` with a method reference in place of
/// `#selector(…)`, as in the idiom that dismisses the keyboard:
/// ```swift
/// UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: nil, for: nil)
/// ```
/// With a target, the target runs the method when it is of the method's type. With a `nil` target the message
/// goes to the key window's first responder and up the responder chain from there (from `sender` when it is a
/// responder and nothing is first responder, otherwise from the key window), to the first responder of the
/// method's type. The method may take no parameter or the sender, and may return a value (which is discarded).
extension UIApplication {
    /// Sends an action method that takes no parameter. Returns whether some object ran it. UIKit:
    /// `sendAction(_:to:from:for:)`.
    @discardableResult
    public func sendAction<Target: AnyObject, Result>(
        _ action: @escaping (Target) -> () -> Result, to target: AnyObject?, from sender: Any?,
        for event: UIEvent?
    ) -> Bool {
        guard let receiver: Target = receiver(for: target, from: sender) else { return false }
        _ = action(receiver)()
        return true
    }

    /// Sends an action method that takes the sender. Returns whether some object ran it; an object whose method
    /// takes a sender type that `sender` is not does not run it. UIKit: `sendAction(_:to:from:for:)`.
    @discardableResult
    public func sendAction<Target: AnyObject, Sender, Result>(
        _ action: @escaping (Target) -> (Sender) -> Result, to target: AnyObject?, from sender: Any?,
        for event: UIEvent?
    ) -> Bool {
        guard let typedSender = sender as? Sender, let receiver: Target = receiver(for: target, from: sender) else {
            return false
        }
        _ = action(receiver)(typedSender)
        return true
    }

    /// The object that receives a typed action: `target` if it is a `Target`, else (for a `nil` target) the first
    /// responder of that type up the chain from the first responder.
    private func receiver<Target: AnyObject>(for target: AnyObject?, from sender: Any?) -> Target? {
        if let target { return target as? Target }
        var responder: UIResponder? = keyWindow?.firstResponderStorage ?? (sender as? UIResponder) ?? keyWindow
        while let current = responder {
            if let found = current as? Target { return found }
            responder = current.next
        }
        return nil
    }
}
