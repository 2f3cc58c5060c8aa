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
/// UIKit counterpart: `UIMenuController` (deprecated in iOS 16; `setTargetRect(_:in:)` and
/// `setMenuVisible(_:animated:)` in iOS 13). Tactile maps it onto ``UIEditMenuInteraction``: showing the menu
/// (``showMenu(from:rect:)``, or ``setTargetRect(_:in:)`` then ``setMenuVisible(_:animated:)``) adds an edit menu
/// interaction to the target view (removed again when the menu hides) and presents the standard edit actions that
/// the responder chain allows, from the first responder up, followed by the allowed ``menuItems``. Choosing an item
/// sends its action to the responder ``UIResponder/target(forAction:withSender:)`` names, and hides the menu.
///
/// As in UIKit, the menu hides when the user touches its window outside ``menuFrame`` and when the window's first
/// responder changes (``hidesMenuAutomatically``). The notifications are posted on `NotificationCenter.default`
/// with the controller as object.
///
/// Deliberate differences: Tactile draws nothing. Read ``presentedMenu`` and ``menuFrame`` to show the menu your
/// own way, and choose an item with ``perform(_:)``. Nothing is marked deprecated, so ported code builds without
/// warnings.
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
    /// Posted when the frame of the menu being shown changes: it moved to a new target rectangle or arrow
    /// direction, or ``update()`` changed its items (UIKit: `menuFrameDidChangeNotification`). Showing and hiding
    /// post the notifications above instead.
    public static let menuFrameDidChangeNotification = Notification.Name(
        "UIMenuControllerMenuFrameDidChangeNotification")

    /// Custom items shown after the standard edit actions, when a responder allows their action (UIKit:
    /// `menuItems`). Changes show in a visible menu after ``update()``, as in UIKit.
    public var menuItems: [UIMenuItem]?
    /// The rectangle the menu is for, in ``targetView``'s coordinates (Tactile addition; `.zero` before one is set).
    public private(set) var targetRect: CGRect = .zero
    /// The view the menu is for (Tactile addition; set by ``setTargetRect(_:in:)`` and ``showMenu(from:rect:)``).
    public private(set) weak var targetView: UIView?

    /// Where the menu's arrow points, so on which side of the target rectangle the menu goes (UIKit:
    /// `arrowDirection`). Default ``ArrowDirection/default``: above the rectangle, or below it when there is no
    /// room above. Changing it moves a visible menu.
    public var arrowDirection: ArrowDirection = .default {
        didSet { if oldValue != arrowDirection { placeMenu() } }
    }

    /// The frame of the menu being shown, in screen coordinates, or `.zero` when none is (UIKit: `menuFrame`).
    /// Tactile draws no menu; this is where ``layout`` places it, for an app that draws it there.
    public private(set) var menuFrame: CGRect = .zero

    /// How the menu is sized and placed for ``menuFrame`` (Tactile addition).
    public var layout = MenuControllerLayout() {
        didSet { if oldValue != layout { placeMenu() } }
    }

    /// Whether the menu hides when a touch begins in its window outside ``menuFrame``, and when the window's first
    /// responder changes, as UIKit's does (Tactile addition). Default `true`; with `false` only ``hideMenu()``, a
    /// choice, or ``update()`` finding nothing to show hides it.
    public var hidesMenuAutomatically = true

    private let bridge = MenuControllerBridge()
    private var interaction: UIEditMenuInteraction?
    /// The window of the menu being shown, whose touches and first responder may hide it.
    weak var menuWindow: UIWindow?
    private var touchWatcher: MenuControllerTouchWatcher?

    /// Creates a menu controller. Use ``shared``, as in UIKit; other instances are for tests.
    public init() {
        bridge.controller = self
    }

    /// Whether the menu is shown (UIKit: `isMenuVisible`). Setting `false` hides it; setting `true` shows it for
    /// the target rectangle and view last set, if that view is still in a window.
    public var isMenuVisible: Bool {
        get { interaction?.presentedMenu != nil }
        set { setMenuVisible(newValue, animated: false) }
    }

    /// The menu being shown, or `nil` (Tactile addition: UIKit draws it).
    public var presentedMenu: UIMenu? { interaction?.presentedMenu }

    /// Sets the rectangle, in `targetView`'s coordinates, that the menu is shown above or below (UIKit:
    /// `setTargetRect(_:in:)`); ``setMenuVisible(_:animated:)`` then shows it. A zero width or height makes it a
    /// line or a point. The rectangle does not follow the view: set it again when the view moves. While the menu
    /// is shown, a new rectangle in the same view moves it (``menuFrameDidChangeNotification``); one in another
    /// view shows it again there.
    public func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
        let sameView = self.targetView === targetView
        self.targetRect = targetRect
        self.targetView = targetView
        guard isMenuVisible else { return }
        if sameView { placeMenu() } else { showMenu(from: targetView, rect: targetRect) }
    }

    /// Shows or hides the menu (UIKit: `setMenuVisible(_:animated:)`). `true` shows it for the rectangle set with
    /// ``setTargetRect(_:in:)``, and does nothing when it is already shown or no target view is set; `false` hides
    /// it. Tactile animates nothing: `animated` changes nothing but is kept for porting.
    public func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        if !menuVisible { return hideMenu() }
        if !isMenuVisible, let targetView { showMenu(from: targetView, rect: targetRect) }
    }

    /// Shows the edit menu for `targetRect` in `targetView` (UIKit: `showMenu(from:rect:)`), replacing one shown.
    /// Nothing is shown when no action is allowed, or the view is in no window.
    public func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        hideMenu()
        self.targetView = targetView
        self.targetRect = targetRect
        guard targetView.window != nil else { return }
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

    /// Asks the responder chain again which actions and ``menuItems`` to show (UIKit: `update()`), hiding the menu
    /// when none is allowed any more.
    public func update() {
        interaction?.reloadVisibleMenu()
        if interaction?.presentedMenu == nil { return detach() }
        placeMenu()
    }

    /// Chooses `element` of the presented menu (Tactile addition; see ``UIEditMenuInteraction/perform(_:)``): the
    /// menu hides, then the item's action is sent.
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

    /// The menu's frame for its items, target and arrow direction; `.zero` when none is shown.
    private func currentMenuFrame() -> CGRect {
        guard let menu = presentedMenu, let view = interaction?.view, let window = view.window else { return .zero }
        let size = layout.menuSize(titles: menu.leafElements.map(\.title), windowWidth: window.frame.width)
        let rect = view === targetView ? targetRect.standardized : .zero
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(view.convertToScreenSpace)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let target = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return layout.menuFrame(size: size, target: target, window: window.frame, direction: arrowDirection)
    }

    /// Places a visible menu again, posting ``menuFrameDidChangeNotification`` when it moved.
    private func placeMenu() {
        guard isMenuVisible else { return }
        let frame = currentMenuFrame()
        guard frame != menuFrame else { return }
        menuFrame = frame
        post(Self.menuFrameDidChangeNotification)
    }

    /// The menu is about to appear: place it, and start watching its window.
    fileprivate func menuWillShow() {
        menuFrame = currentMenuFrame()
        menuWindow = interaction?.view?.window
        if let menuWindow {
            let watcher = MenuControllerTouchWatcher(controller: self)
            menuWindow.addGestureRecognizer(watcher)
            touchWatcher = watcher
        }
        MenuControllerDismissal.showing(self)
        post(Self.willShowMenuNotification)
    }

    /// The menu is about to go away: stop watching its window.
    fileprivate func menuWillHide() {
        MenuControllerDismissal.hidden(self)
        if let touchWatcher { touchWatcher.view?.removeGestureRecognizer(touchWatcher) }
        touchWatcher = nil
        menuWindow = nil
        post(Self.willHideMenuNotification)
    }

    /// The menu has gone away.
    fileprivate func menuDidHide() {
        menuFrame = .zero
        post(Self.didHideMenuNotification)
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
        controller?.menuWillShow()
        animator.addCompletion { [weak self] in self?.controller?.post(UIMenuController.didShowMenuNotification) }
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {
        controller?.menuWillHide()
        animator.addCompletion { [weak self] in self?.controller?.menuDidHide() }
    }
}
