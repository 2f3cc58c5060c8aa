import Foundation

/// A custom item of the shared edit menu (UIKit: `UIMenuItem`, deprecated in iOS 16 for ``UIEditMenuInteraction``
/// and ``UICommand``).
///
/// As in UIKit, the item is shown only when a responder up the chain allows its action in
/// ``UIResponder/canPerformAction(_:withSender:)``, and choosing it sends the action to that responder. In place
/// of UIKit's `#selector(archive)` the action may be a method reference such as `EditorViewController.archive`:
/// the item is then shown when a responder of that type is up the chain (and does not refuse the item's
/// ``action`` in `canPerformAction`), and choosing it runs the method on that responder.
@MainActor
public final class UIMenuItem {
    /// The title.
    public var title: String
    /// The action sent when the item is chosen. For an item created with a method reference, a selector made for
    /// that item alone, which ``UIResponder/canPerformAction(_:withSender:)`` receives (compare with it there to
    /// enable or disable the item); setting another selector replaces the method.
    public var action: Selector {
        didSet { method = nil }
    }

    /// For an item created with a method reference: the method, run on the first responder of its type.
    private(set) var method: ResponderMethod?

    /// Creates an item (UIKit: `UIMenuItem(title:action:)`).
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
    }

    /// Creates an item whose action is a method of `Target` that takes no parameter, in place of UIKit's
    /// `#selector(archive)`: for example `UIMenuItem(title: "Archive", action: EditorViewController.archive)`.
    /// UIKit: `UIMenuItem(title:action:)`.
    public init<Target: AnyObject>(title: String, action: @escaping (Target) -> () -> Void) {
        self.title = title
        self.action = ResponderMethod.selector(for: Target.self)
        self.method = ResponderMethod(action)
    }

    /// Creates an item whose action is a method of `Target` that takes the sender, in place of UIKit's
    /// `#selector(archive(_:))`. The sender is the ``UICommand`` the menu shows for the item, so the parameter may
    /// be `UICommand`, `Any` or `Any?`; an item whose method's parameter does not fit is not shown. UIKit:
    /// `UIMenuItem(title:action:)`, whose sender is the menu controller.
    public init<Target: AnyObject, Sender>(title: String, action: @escaping (Target) -> (Sender) -> Void) {
        self.title = title
        self.action = ResponderMethod.selector(for: Target.self)
        self.method = ResponderMethod(action)
    }
}

/// The shared edit menu of UIKit before iOS 16.
///
/// UIKit counterpart: `UIMenuController` (deprecated in iOS 16). Tactile maps it onto ``UIEditMenuInteraction``:
/// ``showMenu(from:rect:)`` adds an edit menu interaction to the view (removed again when the menu closes) and
/// presents the standard edit actions that the responder chain allows, followed by the allowed ``menuItems``.
/// Tactile draws nothing: read ``presentedMenu`` and choose with ``perform(_:)``, as with the interaction.
/// The four notifications are posted on `NotificationCenter.default` with the controller as object.
@MainActor
public final class UIMenuController {
    /// The shared menu controller (UIKit: `shared`).
    public static let shared = UIMenuController()

    /// Posted before the menu appears (UIKit: `willShowMenuNotification`).
    public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    /// Posted after the menu appears (UIKit: `didShowMenuNotification`).
    public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    /// Posted before the menu goes away (UIKit: `willHideMenuNotification`).
    public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    /// Posted after the menu goes away (UIKit: `didHideMenuNotification`).
    public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")

    /// Custom items shown after the standard edit actions, when a responder allows their action.
    public var menuItems: [UIMenuItem]?
    /// The rectangle the menu was shown for, in its view's coordinates (`.zero` before the first menu).
    public private(set) var targetRect: CGRect = .zero

    private let bridge = MenuControllerBridge()
    private var interaction: UIEditMenuInteraction?
    private weak var targetView: UIView?

    /// Creates a menu controller. Use ``shared``, as in UIKit; other instances are for tests.
    public init() {
        bridge.controller = self
    }

    /// Whether the menu is shown. Setting `false` hides it; setting `true` shows it again for the last view and
    /// rectangle, if that view still exists.
    public var isMenuVisible: Bool {
        get { interaction?.presentedMenu != nil }
        set {
            if !newValue { return hideMenu() }
            if !isMenuVisible, let targetView { showMenu(from: targetView, rect: targetRect) }
        }
    }

    /// The menu being shown, or `nil` (Tactile addition: UIKit draws it).
    public var presentedMenu: UIMenu? { interaction?.presentedMenu }

    /// Shows the edit menu for `targetRect` in `targetView` (UIKit: `showMenu(from:rect:)`). Nothing is shown
    /// when no action is allowed.
    public func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        hideMenu()
        self.targetView = targetView
        self.targetRect = targetRect
        let interaction = UIEditMenuInteraction(delegate: bridge)
        interaction.presentsMenuOnLongPress = false
        self.interaction = interaction
        targetView.addInteraction(interaction)
        let point = CGPoint(x: targetRect.midX, y: targetRect.minY)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: point))
        if interaction.presentedMenu == nil { detach() }
    }

    /// Hides the menu (UIKit: `hideMenu()`). Does nothing when it is not shown.
    public func hideMenu() {
        interaction?.dismissMenu()
        detach()
    }

    /// Hides the menu if it is shown for `targetView` (UIKit: `hideMenu(from:)`).
    public func hideMenu(from targetView: UIView) {
        if self.targetView === targetView { hideMenu() }
    }

    /// Asks the responder chain again which actions to show (UIKit: `update()`).
    public func update() {
        interaction?.reloadVisibleMenu()
        if interaction?.presentedMenu == nil { detach() }
    }

    /// Chooses `element` of the presented menu (Tactile addition; see ``UIEditMenuInteraction/perform(_:)``).
    /// - Throws: ``MenuSelectionError`` when no menu is shown or `element` cannot be chosen.
    public func perform(_ element: UIMenuElement) throws(MenuSelectionError) {
        guard let interaction else { throw .noMenuPresented }
        try interaction.perform(element)
        if interaction.presentedMenu == nil { detach() }
    }

    private func detach() {
        if let interaction { interaction.view?.removeInteraction(interaction) }
        interaction = nil
    }

    fileprivate func menu(suggested: [UIMenuElement], start: UIResponder?) -> UIMenu {
        let custom = (menuItems ?? []).compactMap { item -> UIMenuElement? in
            let command = UICommand(
                title: item.title, image: nil, action: item.action, method: item.method, propertyList: nil,
                discoverabilityTitle: nil, attributes: [], state: .off)
            if let method = item.method {
                return method.target(from: start, selector: item.action, sender: command) == nil ? nil : command
            }
            return start?.target(forAction: item.action, withSender: command) == nil ? nil : command
        }
        let extra: [UIMenuElement] = custom.isEmpty ? [] : [UIMenu(options: .displayInline, children: custom)]
        return UIMenu(children: suggested + extra)
    }

    fileprivate func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}

/// The controller's edit menu delegate, kept private so the controller's own API stays UIKit's.
@MainActor
private final class MenuControllerBridge: UIEditMenuInteractionDelegate {
    weak var controller: UIMenuController?

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        controller?.menu(suggested: suggestedActions, start: MenuChoice.chainStart(from: interaction.view))
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {
        controller?.post(UIMenuController.willShowMenuNotification)
        animator.addCompletion { [weak self] in self?.controller?.post(UIMenuController.didShowMenuNotification) }
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {
        controller?.post(UIMenuController.willHideMenuNotification)
        animator.addCompletion { [weak self] in self?.controller?.post(UIMenuController.didHideMenuNotification) }
    }
}
