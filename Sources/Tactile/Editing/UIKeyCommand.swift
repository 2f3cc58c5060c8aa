import Foundation

/// A key combination that sends an action up the responder chain (UIKit: `UIKeyCommand`).
///
/// A key press is matched against the ``UIResponder/keyCommands`` of the key window's first responder and then of
/// every responder up the chain; the first match sends its action (nil-targeted, from the first responder) and the
/// press is not delivered to `pressesBegan`.
///
/// The action is either a ``Selector`` (handled by the responder whose ``UIResponder/canPerformAction(_:withSender:)``
/// accepts it, such as `UIResponderStandardEditActions.copy`) or, in place of UIKit's `#selector(find)`, a method
/// reference such as `ViewController.find`: the first responder up the chain from the first responder that is a
/// `ViewController` runs it. The method may take no parameter or the command (or `Any?`, as edit actions do).
@MainActor
public final class UIKeyCommand {
    /// The characters to match (compared with the key's `charactersIgnoringModifiers`, case-insensitively).
    public let input: String
    /// The modifier keys that must be held (exactly).
    public let modifierFlags: UIKeyModifierFlags
    /// The selector sent. UIKit: `action`. Empty for a command created with a method reference.
    public let action: Selector
    /// A title for menus and discoverability.
    public var title: String
    /// A title shown in the discoverability overlay (UIKit: `discoverabilityTitle`). Tactile shows no overlay.
    public var discoverabilityTitle: String?

    /// For a command created with a method reference: runs it on `responder` if the responder is of the method's
    /// type, and says whether it did.
    let typedPerformer: (@MainActor (UIResponder, UIKeyCommand) -> Bool)?

    private init(
        title: String, action: Selector, input: String, modifierFlags: UIKeyModifierFlags,
        performer: (@MainActor (UIResponder, UIKeyCommand) -> Bool)?
    ) {
        self.title = title
        self.action = action
        self.input = input
        self.modifierFlags = modifierFlags
        self.typedPerformer = performer
    }

    /// Creates a key command (UIKit: `UIKeyCommand(title:action:input:modifierFlags:)`).
    public convenience init(
        title: String = "", action: Selector, input: String, modifierFlags: UIKeyModifierFlags = []
    ) {
        self.init(title: title, action: action, input: input, modifierFlags: modifierFlags, performer: nil)
    }

    /// Creates a key command (UIKit: `UIKeyCommand(input:modifierFlags:action:)`).
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags, performer: nil)
    }

    /// Creates a key command whose action is a method of `Target` that takes no parameter: for example
    /// `UIKeyCommand(title: "Find", action: ViewController.find, input: "f", modifierFlags: .command)`. UIKit:
    /// `UIKeyCommand(title:action:input:modifierFlags:)` with `#selector(find)`.
    public convenience init<Target: AnyObject>(
        title: String = "", action: @escaping (Target) -> () -> Void, input: String,
        modifierFlags: UIKeyModifierFlags = []
    ) {
        self.init(
            title: title, action: Selector(""), input: input, modifierFlags: modifierFlags,
            performer: { responder, _ in
                guard let target = responder as? Target else { return false }
                action(target)()
                return true
            })
    }

    /// Creates a key command whose action is a method of `Target` that takes the command (or `Any?`): for example
    /// `UIKeyCommand(title: "Find", action: ViewController.find(_:), input: "f", modifierFlags: .command)`.
    /// UIKit: `UIKeyCommand(title:action:input:modifierFlags:)` with `#selector(find(_:))`.
    public convenience init<Target: AnyObject, Sender>(
        title: String = "", action: @escaping (Target) -> (Sender) -> Void, input: String,
        modifierFlags: UIKeyModifierFlags = []
    ) {
        self.init(
            title: title, action: Selector(""), input: input, modifierFlags: modifierFlags,
            performer: { responder, command in
                guard let target = responder as? Target, let sender = command as? Sender else { return false }
                action(target)(sender)
                return true
            })
    }

    /// Creates a key command whose action is a method of `Target` that takes no parameter (UIKit:
    /// `UIKeyCommand(input:modifierFlags:action:)` with `#selector(find)`).
    public convenience init<Target: AnyObject>(
        input: String, modifierFlags: UIKeyModifierFlags, action: @escaping (Target) -> () -> Void
    ) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    /// Creates a key command whose action is a method of `Target` that takes the command (UIKit:
    /// `UIKeyCommand(input:modifierFlags:action:)` with `#selector(find(_:))`).
    public convenience init<Target: AnyObject, Sender>(
        input: String, modifierFlags: UIKeyModifierFlags, action: @escaping (Target) -> (Sender) -> Void
    ) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    /// Whether `key` triggers this command. Caps Lock and the numeric-pad flag are ignored.
    public func matches(_ key: UIKey) -> Bool {
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        return key.charactersIgnoringModifiers.lowercased() == input.lowercased()
            && key.modifierFlags.intersection(relevant) == modifierFlags.intersection(relevant)
    }

    /// Sends the command's action as UIKit does for a matched key command: up the responder chain from the key
    /// window's first responder (the key window when there is none). Returns whether a responder handled it.
    func send(in application: UIApplication, with event: UIEvent?) -> Bool {
        guard let typedPerformer else {
            return application.sendAction(action, to: nil, from: self, for: event)
        }
        var responder: UIResponder? = application.keyWindow?.firstResponderStorage ?? application.keyWindow
        while let current = responder {
            if typedPerformer(current, self) { return true }
            responder = current.next
        }
        return false
    }
}

extension UIKeyCommand: Hashable {
    /// Whether `lhs` and `rhs` are the same command (UIKit: `NSObject.isEqual(_:)`, identity here).
    public nonisolated static func == (lhs: UIKeyCommand, rhs: UIKeyCommand) -> Bool { lhs === rhs }
    /// Hashes the command's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIKeyCommand: @MainActor CustomStringConvertible {
    /// `<UIKeyCommand: 0x…; input = f; modifierFlags = 1048576; action = find:; title = Find>` (the action is
    /// `<method>` for a command created with a method reference).
    public var description: String {
        var fields = ["input = \(input)", "modifierFlags = \(modifierFlags.rawValue)"]
        fields.append("action = " + (typedPerformer == nil ? "\(action)" : "<method>"))
        if !title.isEmpty { fields.append("title = \(title)") }
        return ObjectDescription.make(self, fields)
    }
}
