import Foundation

/// Recognizes a pointer hovering over its view. Continuous.
///
/// UIKit counterpart: `UIHoverGestureRecognizer`. It begins when the pointer comes over the view (or a
/// descendant that does not hide it), changes as the pointer moves, and ends when the pointer leaves or goes off
/// the screen. ``location(in:)`` is the pointer's position. Hover input arrives as ``RawInputEvent/hover(_:)``.
/// Hover recognizers do not compete with touch recognizers: they neither prevent nor are prevented.
@MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    private var pointer: CGPoint?
    private weak var pointerWindow: UIWindow?

    func hoverBegan(at p: CGPoint, in window: UIWindow) {
        pointer = p
        pointerWindow = window
        environment?.joinWithoutTouches(self)
        if state == .possible { state = .began }
    }

    func hoverMoved(to p: CGPoint, in window: UIWindow) {
        guard p != pointer else { return }
        pointer = p
        pointerWindow = window
        if state == .began || state == .changed { state = .changed }
    }

    func hoverEnded() {
        if state == .began || state == .changed { state = .ended }
    }

    /// The pointer's position in `view`'s coordinates (`nil`: the window's).
    open override func location(in view: UIView?) -> CGPoint {
        guard let pointer else { return .zero }
        return Self.convert(pointer, from: pointerWindow, to: view)
    }

    override var receivesTouches: Bool { false }

    /// Hover recognizers do not prevent other recognizers.
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Hover recognizers are not prevented by other recognizers.
    open override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
