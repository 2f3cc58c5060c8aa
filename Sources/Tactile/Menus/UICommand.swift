import Foundation

/// A menu item that sends a selector action up the responder chain.
///
/// UIKit counterpart: `UICommand` (iOS 13). Choosing it in a presented menu sends ``action`` to the object that
/// ``UIResponder/target(forAction:withSender:)`` names, starting from the first responder (or from the menu
/// interaction's view when nothing is first responder), with the command as sender. The edit menu's suggested
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
    /// The action sent when the command is chosen, such as `UIResponderStandardEditActions.copy`.
    public let action: Selector
    /// A value for the responder to tell commands with the same action apart (UIKit: `propertyList`).
    public let propertyList: Any?
    /// The title shown where the command is listed for discovery.
    public var discoverabilityTitle: String?
    /// How the command looks and behaves in a menu.
    public var attributes: UIMenuElement.Attributes
    /// Whether a menu shows a checkmark beside it.
    public var state: UIMenuElement.State

    /// Creates a command (UIKit: `UICommand(title:image:action:propertyList:alternates:discoverabilityTitle:
    /// attributes:state:)`, without `alternates`).
    public init(
        title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off
    ) {
        self.action = action
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }

    override var elementAttributes: UIMenuElement.Attributes { attributes }
}

extension UICommand: @MainActor CustomStringConvertible {
    /// `<UICommand: 0x…; title = Copy; action = copy:>`.
    public var description: String {
        ObjectDescription.make(self, ["title = \(title)", "action = \(action)"])
    }
}
