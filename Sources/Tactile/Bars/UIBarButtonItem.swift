import Foundation

/// A button for a navigation bar or toolbar, which sends an action when the user taps it (UIKit counterpart:
/// `UIBarButtonItem`).
///
/// Put items in a view controller's ``UINavigationItem`` (``UINavigationItem/rightBarButtonItem`` …). The action is
/// a method reference in place of UIKit's `#selector(save)`, with or without the sender:
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(
///     barButtonSystemItem: .save, target: self, action: EditorViewController.save)
/// ```
///
/// When the item is tapped, as in UIKit: nothing happens if it is disabled or a space; otherwise its
/// ``primaryAction`` runs (with the item as its sender) if it has one, else its action is sent with
/// `UIApplication.sendAction`, from the item: to ``target`` (held weakly), or, when the target is `nil`, to the
/// first responder up the chain of the method's type (a `Selector` action: the first responder that can perform
/// it). A method that takes the sender receives the item, so its parameter may be `UIBarButtonItem`, `Any` or
/// `Any?`.
///
/// Deliberate differences from UIKit: Tactile draws no bar, so no touch reaches an item. An app that shows its
/// items its own way sends their actions itself; a test presses an item with the simulator of TactileTesting
/// (`sim.tap(item)`). An item that has only a ``menu`` does nothing when tapped (UIKit opens the menu).
/// `customView`, `possibleTitles`, `tintColor`, item groups and the bar appearance are not provided.
@MainActor
open class UIBarButtonItem: UIBarItem {
    /// How an item is drawn (UIKit counterpart: `UIBarButtonItem.Style`). Tactile keeps it and draws nothing.
    public enum Style: Int, Sendable {
        /// The normal look.
        case plain = 0
        /// The look of a button that completes a task, such as Done or Save (bold in UIKit).
        case done = 2
    }

    /// The standard buttons with a title or image of the system (UIKit counterpart: `UIBarButtonItem.SystemItem`).
    ///
    /// Tactile keeps the choice and draws nothing; the item's ``UIBarItem/title`` stays `nil`, as in UIKit.
    /// ``flexibleSpace`` and ``fixedSpace`` are spaces between items: they never send an action.
    public enum SystemItem: Int, Sendable {
        /// Done.
        case done = 0
        /// Cancel.
        case cancel
        /// Edit.
        case edit
        /// Save.
        case save
        /// A plus sign, to add an item.
        case add
        /// A space that grows to fill the bar.
        case flexibleSpace
        /// A space of ``UIBarButtonItem/width`` points.
        case fixedSpace
        /// Write a new message.
        case compose
        /// Reply.
        case reply
        /// Share or act on something (the share symbol).
        case action
        /// Move or file something.
        case organize
        /// Show bookmarks.
        case bookmarks
        /// Search.
        case search
        /// Reload.
        case refresh
        /// Stop loading.
        case stop
        /// Take a photo.
        case camera
        /// Delete.
        case trash
        /// Start playing.
        case play
        /// Pause.
        case pause
        /// Rewind.
        case rewind
        /// Fast forward.
        case fastForward
        /// Undo.
        case undo
        /// Redo.
        case redo
        /// Close (iOS 13).
        case close = 24
    }

    /// How the item is drawn (UIKit: `style`). Default ``Style/plain``; ``SystemItem/done`` makes it
    /// ``Style/done``.
    open var style: Style = .plain
    /// The object that receives the action, held weakly; `nil` sends it up the responder chain (UIKit: `target`).
    open weak var target: AnyObject?
    /// The selector sent when the item is tapped (UIKit: `action`). `nil` for an item created with a method
    /// reference; setting a selector replaces the method.
    open var action: Selector? {
        didSet { methodSender = nil }
    }
    /// The action that runs when the item is tapped, in place of target and action (UIKit: `primaryAction`,
    /// iOS 14).
    open var primaryAction: UIAction?
    /// The menu of the item (UIKit: `menu`, iOS 14). Kept; Tactile shows no menu for a bar item.
    open var menu: UIMenu?
    /// The width of a ``SystemItem/fixedSpace`` item, in points (UIKit: `width`). Default 0.
    open var width: CGFloat = 0

    /// The system item the item was created with, if any.
    let systemItem: SystemItem?
    /// For an item created with a method reference: sends the method to the item's target (or up the chain).
    private var methodSender: (@MainActor (UIApplication, AnyObject?, UIBarButtonItem) -> Bool)?

    /// Creates a plain item with no title, image or action (UIKit: `init()`).
    public override init() {
        systemItem = nil
        super.init()
    }

    private init(systemItem: SystemItem?, title: String?, image: UIImage?, style: Style) {
        self.systemItem = systemItem
        super.init()
        self.title = title
        self.image = image
        self.style = style
    }

    // MARK: Selector actions

    /// Creates an item with a title that sends a selector (UIKit: `init(title:style:target:action:)`). Prefer a
    /// method reference; a selector reaches a target that handles it in ``UIResponder/perform(_:with:for:)`` or
    /// with ``UIResponder/setActionHandler(for:_:)``.
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.init(systemItem: nil, title: title, image: nil, style: style)
        self.target = target
        self.action = action
    }

    /// Creates an item with an image that sends a selector (UIKit: `init(image:style:target:action:)`).
    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        self.init(systemItem: nil, title: nil, image: image, style: style)
        self.target = target
        self.action = action
    }

    /// Creates a system item that sends a selector (UIKit: `init(barButtonSystemItem:target:action:)`).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.init(systemItem: systemItem, title: nil, image: nil, style: systemItem == .done ? .done : .plain)
        self.target = target
        self.action = action
    }

    // MARK: Method references

    /// Creates an item with a title whose action is a method of `Target` that takes no parameter, in place of
    /// UIKit's `#selector(save)`: `UIBarButtonItem(title: "Save", style: .done, target: self, action:
    /// EditorViewController.save)`. The target is held weakly. UIKit: `init(title:style:target:action:)`.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target?, action: @escaping (Target) -> () -> Void
    ) {
        self.init(systemItem: nil, title: title, image: nil, style: style)
        setMethod(target: target, action)
    }

    /// Creates an item with a title whose action is a method of `Target` that takes the sender (the item). UIKit:
    /// `init(title:style:target:action:)` with `#selector(save(_:))`.
    public convenience init<Target: AnyObject, Sender>(
        title: String?, style: Style, target: Target?, action: @escaping (Target) -> (Sender) -> Void
    ) {
        self.init(systemItem: nil, title: title, image: nil, style: style)
        setMethod(target: target, action)
    }

    /// Creates an item with an image whose action is a method of `Target` that takes no parameter. UIKit:
    /// `init(image:style:target:action:)`.
    public convenience init<Target: AnyObject>(
        image: UIImage?, style: Style, target: Target?, action: @escaping (Target) -> () -> Void
    ) {
        self.init(systemItem: nil, title: nil, image: image, style: style)
        setMethod(target: target, action)
    }

    /// Creates an item with an image whose action is a method of `Target` that takes the sender (the item). UIKit:
    /// `init(image:style:target:action:)` with `#selector(save(_:))`.
    public convenience init<Target: AnyObject, Sender>(
        image: UIImage?, style: Style, target: Target?, action: @escaping (Target) -> (Sender) -> Void
    ) {
        self.init(systemItem: nil, title: nil, image: image, style: style)
        setMethod(target: target, action)
    }

    /// Creates a system item whose action is a method of `Target` that takes no parameter: `UIBarButtonItem(
    /// barButtonSystemItem: .add, target: self, action: ListViewController.addItem)`. UIKit:
    /// `init(barButtonSystemItem:target:action:)`.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target?,
        action: @escaping (Target) -> () -> Void
    ) {
        self.init(systemItem: systemItem, title: nil, image: nil, style: systemItem == .done ? .done : .plain)
        setMethod(target: target, action)
    }

    /// Creates a system item whose action is a method of `Target` that takes the sender (the item). UIKit:
    /// `init(barButtonSystemItem:target:action:)` with `#selector(addItem(_:))`.
    public convenience init<Target: AnyObject, Sender>(
        barButtonSystemItem systemItem: SystemItem, target: Target?,
        action: @escaping (Target) -> (Sender) -> Void
    ) {
        self.init(systemItem: systemItem, title: nil, image: nil, style: systemItem == .done ? .done : .plain)
        setMethod(target: target, action)
    }

    // MARK: Primary actions and menus

    /// Creates an item that runs `primaryAction` when tapped, or has a menu (UIKit:
    /// `init(title:image:primaryAction:menu:)`, iOS 14). A `nil` title or image is taken from the action.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        let actionTitle = primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.init(systemItem: nil, title: title ?? actionTitle, image: image ?? primaryAction?.image, style: .plain)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates a system item that runs `primaryAction` when tapped, or has a menu (UIKit:
    /// `init(systemItem:primaryAction:menu:)`, iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(systemItem: systemItem, title: nil, image: nil, style: systemItem == .done ? .done : .plain)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    // MARK: Sending

    private func setMethod<Target: AnyObject>(target: Target?, _ method: @escaping (Target) -> () -> Void) {
        self.target = target
        methodSender = { application, target, item in
            application.sendAction(method, to: target, from: item, for: nil)
        }
    }

    private func setMethod<Target: AnyObject, Sender>(
        target: Target?, _ method: @escaping (Target) -> (Sender) -> Void
    ) {
        self.target = target
        methodSender = { application, target, item in
            application.sendAction(method, to: target, from: item, for: nil)
        }
    }

    /// What a tap on the item does in UIKit, in `application`: nothing when the item is disabled or a space;
    /// otherwise the primary action, or the action sent to the target (or up the chain). Returns whether anything
    /// ran.
    package func sendPrimaryAction(in application: UIApplication) -> Bool {
        guard isEnabled, systemItem != .flexibleSpace, systemItem != .fixedSpace else { return false }
        if let primaryAction {
            primaryAction.sender = self
            primaryAction.handler(primaryAction)
            return true
        }
        if let methodSender { return methodSender(application, target, self) }
        guard let action else { return false }
        return application.sendAction(action, to: target, from: self, for: nil)
    }
}
