import Foundation

/// A menu item that sends an action up the responder chain.
///
/// UIKit counterpart: `UICommand` (iOS 13). Choosing it in a presented menu sends ``action`` to the object that
/// ``UIResponder/target(forAction:withSender:)`` names, starting from the first responder (or from the menu
/// interaction's view when nothing is first responder), with the command as sender. In place of UIKit's
/// `#selector(archive)` the action may be a method reference such as `EditorViewController.archive`, which runs
/// on the first responder of that type up the chain. The edit menu's suggested
/// actions are commands for the standard edit actions. Tactile leaves out `alternates`, and ``UIKeyCommand``
/// is a class of its own rather than a subclass.
@MainActor
public final class UICommand: UIMenuElement {
    /// The title.
    public override var title: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }
    /// The image; kept, not drawn.
    public override var image: UIImage? {
        get { imageStorage }
        set { imageStorage = newValue }
    }
    /// The action sent when the command is chosen, such as `UIResponderStandardEditActions.copy`. For a command
    /// created with a method reference, a selector made for that command alone, which
    /// ``UIResponder/canPerformAction(_:withSender:)`` receives.
    public let action: Selector
    /// A value for the responder to tell commands with the same action apart (UIKit: `propertyList`).
    public let propertyList: Any?
    /// The title shown where the command is listed for discovery.
    public var discoverabilityTitle: String?
    /// How the command looks and behaves in a menu.
    public var attributes: UIMenuElement.Attributes
    /// Whether a menu shows a checkmark beside it.
    public var state: UIMenuElement.State

    /// For a command created with a method reference: the method, run on the first responder of its type.
    let method: ResponderMethod?

    init(
        title: String, image: UIImage?, action: Selector, method: ResponderMethod?, propertyList: Any?,
        discoverabilityTitle: String?, attributes: UIMenuElement.Attributes, state: UIMenuElement.State
    ) {
        self.action = action
        self.method = method
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }

    /// Creates a command (UIKit: `UICommand(title:image:action:propertyList:alternates:discoverabilityTitle:
    /// attributes:state:)`, without `alternates`).
    public convenience init(
        title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off
    ) {
        self.init(
            title: title, image: image, action: action, method: nil, propertyList: propertyList,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// Creates a command whose action is a method of `Target` that takes no parameter, in place of UIKit's
    /// `#selector(archive)`: for example `UICommand(title: "Archive", action: EditorViewController.archive)`.
    ///
    /// Choosing the command runs the method on the first responder up the chain (from the first responder) that
    /// is an `EditorViewController` and whose ``UIResponder/canPerformAction(_:withSender:)`` does not refuse
    /// ``action``. For a command made this way, ``action`` is a selector made for this command alone: compare
    /// with it in `canPerformAction` to enable or disable the command. UIKit:
    /// `UICommand(title:image:action:propertyList:alternates:discoverabilityTitle:attributes:state:)`.
    public convenience init<Target: AnyObject>(
        title: String, image: UIImage? = nil, action: @escaping (Target) -> () -> Void,
        propertyList: Any? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off
    ) {
        self.init(
            title: title, image: image, action: ResponderMethod.selector(for: Target.self),
            method: ResponderMethod(action), propertyList: propertyList,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// Creates a command whose action is a method of `Target` that takes the sender, in place of UIKit's
    /// `#selector(archive(_:))`: for example `UICommand(title: "Archive", action: EditorViewController.archive)`
    /// with `func archive(_ sender: Any?)`. The sender is the command, so the parameter may be `UICommand`, `Any`
    /// or `Any?`; a method whose parameter the command does not fit is never run. It runs on the first responder
    /// up the chain of the method's type that does not refuse ``action``, as with a method that takes no
    /// parameter.
    public convenience init<Target: AnyObject, Sender>(
        title: String, image: UIImage? = nil, action: @escaping (Target) -> (Sender) -> Void,
        propertyList: Any? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off
    ) {
        self.init(
            title: title, image: image, action: ResponderMethod.selector(for: Target.self),
            method: ResponderMethod(action), propertyList: propertyList,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    override var elementAttributes: UIMenuElement.Attributes { attributes }
}

extension UICommand: @MainActor CustomStringConvertible {
    /// `<UICommand: 0x…; title = Copy; action = copy:>`.
    public var description: String {
        ObjectDescription.make(self, ["title = \(title)", "action = \(action)"])
    }
}
