import Foundation

/// Shows the input view and input accessory view of the key window's first responder in their own window at the
/// bottom of the screen, and posts UIKit's keyboard notifications as they appear, change and go.
///
/// UIKit shows a responder's `inputView` in place of the keyboard, and its `inputAccessoryView` above it, in a
/// private window above the app's windows. Linux has no on-screen keyboard (a hardware keyboard types into text
/// fields), so a text field without an input view shows nothing, as iOS does with a hardware keyboard attached;
/// an accessory view alone is still shown, docked at the bottom, as iOS shows it then.
///
/// The views change at the end of the turn in which first-responder status moved (so that passing it from one
/// field to another moves the views once, without hiding them in between). The "will" notifications are posted
/// then; the "did" notifications follow when the animation's duration (0.25 s) has passed on the application's
/// scheduler, or at once when another change begins first. Order: will-change-frame, will-show (or will-hide),
/// then did-change-frame, did-show (or did-hide).
@MainActor
final class InputViewHost {
    /// The duration reported in the notifications, and the delay before the "did" notifications.
    static let animationDuration: TimeInterval = 0.25
    /// The height given to an input view whose frame has no height: that of UIKit's pickers and iPhone keyboard.
    static let defaultInputViewHeight: CGFloat = 216
    /// The height given to an accessory view whose frame has no height: that of a toolbar.
    static let defaultAccessoryViewHeight: CGFloat = 44

    private unowned let application: UIApplication
    private var window: InputViewsWindow?
    private weak var inputView: UIView?
    private weak var accessoryView: UIView?
    /// The frame of the shown views in screen coordinates; `nil` while nothing is shown.
    private var shownFrame: CGRect?
    private var pendingUpdate: ScheduledAction?
    private var pendingDidNotifications: (action: ScheduledAction, post: @MainActor () -> Void)?

    init(application: UIApplication) {
        self.application = application
    }

    /// The responder whose input views should show: the key window's first responder.
    private var desiredResponder: UIResponder? {
        guard let key = application.keyWindow, key.canBecomeKeyWindow else { return nil }
        return key.firstResponderStorage
    }

    /// Asks for the views to be brought up to date at the end of this turn. Nothing is scheduled when nothing is
    /// shown and the first responder has no input views, so applications that use none pay nothing.
    func setNeedsUpdate() {
        guard pendingUpdate == nil else { return }
        if shownFrame == nil {
            guard let responder = desiredResponder,
                responder.inputView != nil || responder.inputAccessoryView != nil
            else { return }
        }
        pendingUpdate = application.scheduler.schedule(after: 0) { [weak self] in
            guard let self else { return }
            self.pendingUpdate = nil
            self.update()
        }
    }

    /// Shows, replaces or hides the views to match the key window's first responder.
    func update() {
        let responder = desiredResponder
        let input = responder?.inputView
        let accessory = responder?.inputAccessoryView
        if input == nil && accessory == nil {
            hide()
        } else {
            show(input: input, accessory: accessory)
        }
    }

    private func show(input: UIView?, accessory: UIView?) {
        let screen = application.keyWindow?.screen ?? UIScreen.main
        let width = screen.bounds.width
        let inputHeight = input.map { $0.frame.height > 0 ? $0.frame.height : Self.defaultInputViewHeight } ?? 0
        let accessoryHeight =
            accessory.map { $0.frame.height > 0 ? $0.frame.height : Self.defaultAccessoryViewHeight } ?? 0
        let height = inputHeight + accessoryHeight
        let end = CGRect(x: 0, y: screen.bounds.height - height, width: width, height: height)
        if shownFrame == end, inputView === input, accessoryView === accessory { return }
        let begin = shownFrame ?? CGRect(x: 0, y: screen.bounds.height, width: width, height: height)
        flushDidNotifications()
        let info = Self.userInfo(begin: begin, end: end)
        post(UIResponder.keyboardWillChangeFrameNotification, info)
        post(UIResponder.keyboardWillShowNotification, info)

        let window = self.window ?? makeWindow()
        window.screen = screen
        window.frame = end
        if let old = inputView, old !== input, old.superview === window { old.removeFromSuperview() }
        if let old = accessoryView, old !== accessory, old.superview === window { old.removeFromSuperview() }
        if let accessory {
            accessory.frame = CGRect(x: 0, y: 0, width: width, height: accessoryHeight)
            if accessory.superview !== window { window.addSubview(accessory) }
        }
        if let input {
            input.frame = CGRect(x: 0, y: accessoryHeight, width: width, height: inputHeight)
            if input.superview !== window { window.addSubview(input) }
        }
        inputView = input
        accessoryView = accessory
        shownFrame = end
        window.isHidden = false
        scheduleDidNotifications(
            [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification], info)
    }

    private func hide() {
        guard let frame = shownFrame else { return }
        let screenHeight = (window?.screen ?? UIScreen.main).bounds.height
        let end = CGRect(x: frame.minX, y: screenHeight, width: frame.width, height: frame.height)
        flushDidNotifications()
        let info = Self.userInfo(begin: frame, end: end)
        post(UIResponder.keyboardWillChangeFrameNotification, info)
        post(UIResponder.keyboardWillHideNotification, info)
        if let input = inputView, input.superview === window { input.removeFromSuperview() }
        if let accessory = accessoryView, accessory.superview === window { accessory.removeFromSuperview() }
        inputView = nil
        accessoryView = nil
        shownFrame = nil
        window?.isHidden = true
        scheduleDidNotifications(
            [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification], info)
    }

    private func makeWindow() -> InputViewsWindow {
        let window = InputViewsWindow(frame: .zero, application: application)
        window.windowLevel = InputViewsWindow.level
        self.window = window
        return window
    }

    private func post(_ name: Notification.Name, _ info: [AnyHashable: Any]) {
        NotificationCenter.default.post(name: name, object: nil, userInfo: info)
    }

    private func scheduleDidNotifications(_ names: [Notification.Name], _ info: [AnyHashable: Any]) {
        let post: @MainActor () -> Void = { [weak self] in
            for name in names { self?.post(name, info) }
        }
        let action = application.scheduler.schedule(after: Self.animationDuration) { [weak self] in
            self?.pendingDidNotifications = nil
            post()
        }
        pendingDidNotifications = (action, post)
    }

    /// Posts the "did" notifications of the previous change now, before another change begins.
    private func flushDidNotifications() {
        guard let pending = pendingDidNotifications else { return }
        pendingDidNotifications = nil
        pending.action.cancel()
        pending.post()
    }

    private static func userInfo(begin: CGRect, end: CGRect) -> [AnyHashable: Any] {
        [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: UIView.AnimationCurve.easeInOut.rawValue),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
    }
}
