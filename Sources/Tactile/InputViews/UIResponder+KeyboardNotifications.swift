import Foundation

extension UIResponder {
    /// Posted before the input views (UIKit: the keyboard) appear or are replaced. UIKit counterpart:
    /// `UIResponder.keyboardWillShowNotification`. The object is `nil`; the `userInfo` keys are below.
    public nonisolated static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted when the input views have appeared, once their animation's duration has passed on the application's
    /// scheduler (UIKit: `UIResponder.keyboardDidShowNotification`).
    public nonisolated static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the input views go away (UIKit: `UIResponder.keyboardWillHideNotification`).
    public nonisolated static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted when the input views have gone, once their animation's duration has passed (UIKit:
    /// `UIResponder.keyboardDidHideNotification`).
    public nonisolated static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the input views' frame changes: before every show, hide or change of size (UIKit:
    /// `UIResponder.keyboardWillChangeFrameNotification`).
    public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted after the input views' frame changed (UIKit: `UIResponder.keyboardDidChangeFrameNotification`).
    public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")

    /// The input views' frame before the change, in screen coordinates, as an `NSValue` (read it with
    /// `cgRectValue`). Off the bottom of the screen when they appear. UIKit counterpart of the same name.
    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The input views' frame after the change, in screen coordinates, as an `NSValue`: the input view and the
    /// accessory view above it together. Off the bottom of the screen when they go away.
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The duration of the change's animation in seconds, as an `NSNumber` holding a `Double` (0.25).
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The change's animation curve, as an `NSNumber` holding a `UIView.AnimationCurve` raw value
    /// (`.easeInOut`; UIKit passes an undocumented value here).
    public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the input views belong to this application, as an `NSNumber` holding a `Bool`: always `true` in
    /// Tactile (UIKit: `false` when another app's keyboard is showing).
    public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
