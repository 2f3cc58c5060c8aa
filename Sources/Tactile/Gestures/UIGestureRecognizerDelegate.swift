import Foundation

/// Lets an object fine-tune how a recognizer interacts with touches and with other recognizers.
///
/// UIKit counterpart:
/// [`UIGestureRecognizerDelegate`](https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate). Every
/// method is optional; the defaults (in the protocol extension) are UIKit's: receive every touch, press and event,
/// begin when asked, never recognize simultaneously, require no failures.
@MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Asked when the recognizer tries to leave `.possible`; returning `false` makes it fail at once. As in UIKit, the
    /// views are asked too (``UIView/gestureRecognizerShouldBegin(_:)``), for a view that is not the delegate.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Asked when a touch begins, before the recognizer sees it; `false` keeps the touch from the recognizer without
    /// changing its state.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Asked before the recognizer sees a press.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool
    /// Asked before the recognizer sees anything of an event (UIKit, iOS 13.4).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
    /// Whether the two may recognize at the same time; one side answering `true` is enough. By default, as in UIKit,
    /// two recognizers that share touches cannot both recognize.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `gestureRecognizer` must wait for `otherGestureRecognizer` to fail; asked once per recognition attempt.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether `otherGestureRecognizer` must wait for `gestureRecognizer` to fail; asked once per recognition attempt.
    /// UIKit's example: a screen-edge pan answers `true` for every recognizer in its view's subtree, so that none of
    /// them starts and then has to be cancelled when the edge pan recognizes.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// Default: `true`.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Default: `true`.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }
    /// Default: `true`.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        true
    }
    /// Default: `true`.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        true
    }
    /// Default: `false`.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    /// Default: `false`.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        // Lets the environment skip this question for this class from now on (see FailureQueryDefaults).
        FailureQueryDefaults.noteDefaultRequireFailureOf(type(of: self))
        return false
    }
    /// Default: `false`.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        FailureQueryDefaults.noteDefaultBeRequiredToFailBy(type(of: self))
        return false
    }
}
