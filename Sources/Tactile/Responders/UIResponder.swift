import Foundation

/// An object that can respond to and handle events: the base of views, view controllers, windows and the
/// application.
///
/// UIKit counterpart: [`UIResponder`](https://developer.apple.com/documentation/uikit/uiresponder); Apple's
/// [Using responders and the responder chain to handle events](https://developer.apple.com/documentation/uikit/using-responders-and-the-responder-chain-to-handle-events)
/// describes the chain.
///
/// **Default handlers forward.** Every event-handling method's default implementation passes the call to
/// ``next``, as UIKit's reference documentation describes. A subclass that overrides a handler and calls `super`
/// therefore bubbles the event up the responder chain; one that does not, consumes it. (Apple's older *Event
/// Handling Guide for iOS* told `UIView` subclasses not to call `super`; Tactile follows the reference.) Do not
/// send an event to `next` yourself: call `super` and let the chain carry it, as UIKit asks.
///
/// **Action messages.** Linux has no Objective-C message dispatch. A responder handles a standard edit action by
/// overriding its method (``copy(_:)``, ``paste(_:)`` …), as in UIKit; other actions by registering a handler with
/// ``setActionHandler(for:_:)`` or by overriding ``canPerformAction(_:withSender:)`` together with
/// ``perform(_:with:for:)``.
///
/// **Identity.** Responders compare and hash by identity, as `NSObject`s do in UIKit: `touch.view == myView`,
/// `Set<UIView>` and `[UIView: CGPoint]` work.
@MainActor
open class UIResponder: ActionPerforming {
    /// Creates a responder.
    public init() {}

    /// Creates a responder from an archive; Tactile decodes nothing, so this is the same as ``init()``.
    ///
    /// Tactile addition: UIKit's `UIResponder` has no `init?(coder:)` (its subclasses `UIView` and
    /// `UIViewController` have one, which `NSCoding` requires). Swift on Linux can create an object from its class
    /// only through a required initializer, and this is the one every responder already has: Tactile creates the
    /// app delegate of `@main` and `UIApplicationMain`, and scene delegates named in the Info.plist, with it.
    /// A direct subclass of `UIResponder` that declares its own designated initializers must therefore also
    /// declare `required init?(coder:)`, as views and view controllers do in UIKit.
    public required init?(coder: NSCoder) {}

    // MARK: Description

    /// A description in UIKit's style: `<UIView: 0x…; frame = (0 0; 320 480); tag = 7>` for a view (with
    /// `transform`, `alpha`, `hidden`, `userInteractionEnabled`, `tag` and `gestureRecognizers` when they differ
    /// from the defaults), `<PhotoViewController: 0x…>` for other responders. UIKit counterpart:
    /// `NSObject.description`; subclasses may override it. The type name is not module-qualified.
    open var description: String { describeResponder() }

    /// The same as ``description`` unless a subclass overrides it (UIKit: `NSObject.debugDescription`).
    open var debugDescription: String { description }

    var actionHandlers: [Selector: @MainActor (_ sender: Any?, _ event: UIEvent?) -> Void] = [:]

    // MARK: The responder chain

    /// The next responder in the chain, or `nil` at its end. The base implementation returns `nil`, as UIKit's
    /// does; views, view controllers, windows and the application override it.
    open var next: UIResponder? { nil }

    // MARK: First responder

    /// Whether this responder can become first responder. Default `false`, as in UIKit.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder agrees to give up first-responder status. Default `true`, as in UIKit.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is the first responder of its window.
    open var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponderStorage === self
    }

    /// The window this responder belongs to, for first-responder bookkeeping: a view's window, a view
    /// controller's view's window. Other responders are in no window and cannot become first responder.
    var responderWindow: UIWindow? { nil }

    /// Asks to become the first responder of its window.
    ///
    /// Succeeds only if ``canBecomeFirstResponder`` is true and the responder is in a window (for a view
    /// controller: its view is). UIKit asks you to call it only on a responder in an active view hierarchy;
    /// Tactile makes the call fail otherwise, so, as on iOS, it returns `false` in a view controller's
    /// `viewWillAppear(_:)` and `true` in its `viewDidAppear(_:)`.
    /// The current first responder of that window resigns first; if it refuses (its
    /// ``UIResponder/canResignFirstResponder`` is false or its ``resignFirstResponder()`` returns false), this call fails.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.firstResponderStorage === self { return true }
        if let current = window.firstResponderStorage {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
            if window.firstResponderStorage === current { window.firstResponderStorage = nil }
        }
        window.firstResponderStorage = self
        return true
    }

    /// Gives up first-responder status. Returns `false`, changing nothing, if ``UIResponder/canResignFirstResponder`` is
    /// false.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponderStorage === self {
            window.firstResponderStorage = nil
        }
        return true
    }

    // MARK: Touches

    /// One or more fingers touched down. Default: forwards to ``UIResponder/next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    /// One or more fingers moved. Default: forwards to ``UIResponder/next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// One or more fingers lifted. Default: forwards to ``UIResponder/next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled the touches. Default: forwards to ``UIResponder/next``. Restore the state you had before
    /// the sequence, as UIKit advises, or the view may be left inconsistent.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Final values arrived for touch properties that were estimates. Default: forwards to ``UIResponder/next``.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
        next?.touchesEstimatedPropertiesUpdated(touches)
    }

    // MARK: Presses

    /// Buttons or keys went down. Default: forwards to ``UIResponder/next``.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    /// The force of held buttons changed. Default: forwards to ``UIResponder/next``.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Buttons or keys came up. Default: forwards to ``UIResponder/next``.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// The system cancelled the presses. Default: forwards to ``UIResponder/next``.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: Motion

    /// A motion (shake) began. Default: forwards to ``UIResponder/next``.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionBegan(motion, with: event)
    }

    /// A motion (shake) ended. Default: forwards to ``UIResponder/next``.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionEnded(motion, with: event)
    }

    /// A motion was cancelled. Default: forwards to ``UIResponder/next``.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }

    // MARK: Remote control

    /// A remote-control command arrived. Default: forwards to ``UIResponder/next``.
    open func remoteControlReceived(with event: UIEvent?) {
        next?.remoteControlReceived(with: event)
    }

    // MARK: Actions

    /// Set by the base ``canPerformAction(_:withSender:)``, so that a menu item named by a method reference can tell
    /// whether a responder answered with UIKit's default (see `ResponderMethod`).
    var canPerformAnsweredByDefault = false
    /// Set by the base implementations of the standard edit actions (``copy(_:)`` …): the method was not overridden
    /// (or the override called `super`).
    var editActionReachedDefault = false

    /// Whether this responder handles `action`. Default: whether a handler is registered for it with
    /// ``setActionHandler(for:_:)``, or, for a standard edit action, whether the responder's class overrides the
    /// action's method (``copy(_:)``, ``paste(_:)`` …), as UIKit's default answers whether the responder implements
    /// it.
    ///
    /// Linux has no Objective-C runtime to ask which methods a class implements; Tactile reads the class's table of
    /// overridable methods instead, so `override func copy(_ sender: Any?)` alone makes a responder a target of
    /// `copy:` for nil-targeted actions, key commands, ``target(forAction:withSender:)`` and edit menus. Override
    /// this method, as UIKit code does, to allow an action only sometimes (a copy only while there is a selection).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformAnsweredByDefault = true
        return actionHandlers[action] != nil || EditActionOverrides.overrides(type(of: self), action)
    }

    /// The responder that will handle `action`: this one if ``canPerformAction(_:withSender:)`` says so,
    /// otherwise the answer of ``next``. ``UIApplication/sendAction(_:to:from:for:)-(Selector,_,_,_)`` asks the
    /// first responder for a nil-targeted action's target, as UIKit does, so an override may redirect an action
    /// to another object (an ``ActionPerforming`` one) or refuse it by returning `nil`.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    /// Handles `action`, returning whether it was handled.
    ///
    /// The Linux stand-in for Objective-C message dispatch. The default runs the handler registered for
    /// `action`; otherwise, for a standard edit action (``UIResponderStandardEditActions``), it calls the matching
    /// method (``copy(_:)``, ``paste(_:)`` …) and reports whether an override handled it. Override it together with
    /// ``canPerformAction(_:withSender:)`` to handle other actions in code.
    @discardableResult
    open func perform(_ action: Selector, with sender: Any?, for event: UIEvent?) -> Bool {
        if let handler = actionHandlers[action] {
            handler(sender, event)
            return true
        }
        return performStandardEditAction(action, with: sender)
    }

    /// Registers (or, with `nil`, removes) the handler this responder runs for `action`.
    public func setActionHandler(
        for action: Selector, _ handler: (@MainActor (_ sender: Any?, _ event: UIEvent?) -> Void)?
    ) {
        actionHandlers[action] = handler
    }

    // MARK: Standard edit actions (UIKit: UIResponderStandardEditActions)

    /// Cut the selection to the pasteboard. Override to support it; the default does nothing and lets the action
    /// travel on up the responder chain.
    open func cut(_ sender: Any?) { editActionReachedDefault = true }
    /// Copy the selection to the pasteboard. Override to support it.
    open func copy(_ sender: Any?) { editActionReachedDefault = true }
    /// Paste the pasteboard's contents. Override to support it.
    open func paste(_ sender: Any?) { editActionReachedDefault = true }
    /// Paste, matching the surrounding style. Override to support it.
    open func pasteAndMatchStyle(_ sender: Any?) { editActionReachedDefault = true }
    /// Select the item at the insertion point. Override to support it.
    open func select(_ sender: Any?) { editActionReachedDefault = true }
    /// Select everything. Override to support it.
    open func selectAll(_ sender: Any?) { editActionReachedDefault = true }
    /// Delete the selection. Override to support it.
    open func delete(_ sender: Any?) { editActionReachedDefault = true }
    /// Make the writing direction left to right. Override to support it.
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) { editActionReachedDefault = true }
    /// Make the writing direction right to left. Override to support it.
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) { editActionReachedDefault = true }
    /// Toggle bold. Override to support it.
    open func toggleBoldface(_ sender: Any?) { editActionReachedDefault = true }
    /// Toggle italics. Override to support it.
    open func toggleItalics(_ sender: Any?) { editActionReachedDefault = true }
    /// Toggle underline. Override to support it.
    open func toggleUnderline(_ sender: Any?) { editActionReachedDefault = true }
    /// Make the font larger. Override to support it.
    open func increaseSize(_ sender: Any?) { editActionReachedDefault = true }
    /// Make the font smaller. Override to support it.
    open func decreaseSize(_ sender: Any?) { editActionReachedDefault = true }
    /// Start finding. Override to support it.
    open func find(_ sender: Any?) { editActionReachedDefault = true }
    /// Find the next match. Override to support it.
    open func findNext(_ sender: Any?) { editActionReachedDefault = true }
    /// Find the previous match. Override to support it.
    open func findPrevious(_ sender: Any?) { editActionReachedDefault = true }
    /// Duplicate the selection. Override to support it.
    open func duplicate(_ sender: Any?) { editActionReachedDefault = true }
    /// Rename the selection. Override to support it.
    open func rename(_ sender: Any?) { editActionReachedDefault = true }

    /// Calls the method of the standard edit action `action`, returning whether an override handled it: `false`
    /// when `action` is not one with a method, or when the call reached the default implementation.
    func performStandardEditAction(_ action: Selector, with sender: Any?) -> Bool {
        let saved = editActionReachedDefault
        editActionReachedDefault = false
        defer { editActionReachedDefault = saved }
        typealias Actions = UIResponderStandardEditActions
        switch action {
        case Actions.cut: cut(sender)
        case Actions.copy: copy(sender)
        case Actions.paste: paste(sender)
        case Actions.pasteAndMatchStyle: pasteAndMatchStyle(sender)
        case Actions.select: select(sender)
        case Actions.selectAll: selectAll(sender)
        case Actions.delete: delete(sender)
        case Actions.makeTextWritingDirectionLeftToRight: makeTextWritingDirectionLeftToRight(sender)
        case Actions.makeTextWritingDirectionRightToLeft: makeTextWritingDirectionRightToLeft(sender)
        case Actions.toggleBoldface: toggleBoldface(sender)
        case Actions.toggleItalics: toggleItalics(sender)
        case Actions.toggleUnderline: toggleUnderline(sender)
        case Actions.increaseSize: increaseSize(sender)
        case Actions.decreaseSize: decreaseSize(sender)
        case Actions.find: find(sender)
        case Actions.findNext: findNext(sender)
        case Actions.findPrevious: findPrevious(sender)
        case Actions.duplicate: duplicate(sender)
        case Actions.rename: rename(sender)
        default: return false
        }
        return !editActionReachedDefault
    }

    /// Sends a nil-targeted `action` as UIKit does: to the object that this responder's
    /// ``target(forAction:withSender:)`` names (by default the first responder up the chain whose
    /// ``canPerformAction(_:withSender:)`` allows it), which performs it. Returns whether it was handled; `false`
    /// when there is no target or the target cannot receive action messages (it is not ``ActionPerforming``).
    func performActionUpTheChain(_ action: Selector, from sender: Any?, for event: UIEvent?) -> Bool {
        guard let target = target(forAction: action, withSender: sender) as? any ActionPerforming else { return false }
        return target.perform(action, with: sender, for: event)
    }

    // MARK: Key commands

    /// The key commands this responder offers (UIKit: `keyCommands`). Default `nil`.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: Undo

    /// The nearest undo manager up the responder chain. Default: ``next``'s; `UIWindow` provides one.
    open var undoManager: UndoManager? { next?.undoManager }

    // MARK: Input views (UIKit: UIResponderInputViewAdditions)

    /// The view shown in place of the keyboard while this responder is first responder. Default `nil`, as in
    /// UIKit; override it (``UITextField`` and ``UITextView`` make it settable). See `InputViews/` for how the
    /// application shows it.
    open var inputView: UIView? { nil }

    /// The view shown above the input view (or, with no input view, at the bottom of the screen) while this
    /// responder is first responder. Default `nil`, as in UIKit.
    open var inputAccessoryView: UIView? { nil }

    /// Shows this responder's current ``inputView`` and ``inputAccessoryView`` again, when it is the first
    /// responder of the key window; otherwise does nothing, as in UIKit.
    open func reloadInputViews() {
        reloadInputViewsIfFirstResponder()
    }

    // MARK: User activities (UIKit: UIResponder's activity continuation)

    private var userActivityStorage: NSUserActivity?

    /// The user activity this responder supports. Several responders may share one activity; before the
    /// activity is saved, each of them gets ``updateUserActivityState(_:)``. Default `nil`, as in UIKit.
    open var userActivity: NSUserActivity? {
        get { userActivityStorage }
        set {
            guard newValue !== userActivityStorage else { return }
            let old = userActivityStorage
            userActivityStorage = newValue
            UserActivityResponders.move(self, from: old, to: newValue)
        }
    }

    /// Adds this responder's state to `activity` before it is saved; called when the activity's `needsSave` is
    /// set. Add entries with `addUserInfoEntries(from:)`. Default: nothing, as in UIKit.
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    /// Restores this responder's state from `activity`: called for the responders an app delegate passes to the
    /// restoration handler of ``UIApplicationDelegate/application(_:continue:restorationHandler:)``, or call it
    /// yourself. Default: nothing, as in UIKit.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}
}

/// An object that can receive action messages sent by ``UIApplication/sendAction(_:to:from:for:)-(Selector,_,_,_)``.
///
/// UIKit has no counterpart: there any object can be a target, because Objective-C dispatches by selector.
/// Every ``UIResponder`` conforms; other target objects adopt this protocol.
@MainActor
public protocol ActionPerforming: AnyObject {
    /// Handles `action`, returning whether it was handled.
    func perform(_ action: Selector, with sender: Any?, for event: UIEvent?) -> Bool
}
