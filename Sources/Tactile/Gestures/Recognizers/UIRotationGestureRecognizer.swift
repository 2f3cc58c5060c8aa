import Foundation

/// Recognizes two fingers turning around each other. Continuous.
///
/// UIKit counterpart:
/// [`UIRotationGestureRecognizer`](https://developer.apple.com/documentation/uikit/uirotationgesturerecognizer). It
/// begins once the line between the two fingers has turned more than ``TactileConfiguration/rotationHysteresis`` (5°;
/// UIKit does not document its threshold); ``rotation`` is in radians from the line's direction when the second finger
/// touched down (positive is clockwise on screen, as in UIKit, so it can be used directly as
/// `CGAffineTransform(rotationAngle:)`), and ``velocity`` is in radians per second. The action is sent until both
/// fingers lift.
///
/// **Trackpad.** A trackpad rotation over the view (a ``RawInputEvent/transform(_:)``, iOS 13.4) drives it too,
/// with no finger on the screen: it begins once the trackpad's rotation passes
/// ``TactileConfiguration/rotationHysteresis``, ``rotation`` is the trackpad's rotation since its gesture began
/// (clockwise positive), ``velocity`` its rate, ``UIGestureRecognizer/location(in:)`` the pointer's, and it ends
/// when the trackpad's fingers lift.
@MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    private var lastAngle: CGFloat = 0
    private var accumulated: CGFloat = 0
    private var offset: CGFloat = 0
    private var rate = RateOfChange()

    /// The rotation in radians. Setting it (usually to 0) re-bases later values.
    open var rotation: CGFloat {
        get { accumulated + offset }
        set { offset = newValue - accumulated }
    }

    /// The rotation velocity in radians per second.
    open private(set) var velocity: CGFloat = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        // Keep the first two fingers, in the order they began (for fingers that land in one frame, the order the
        // digitizer reported them), and ignore later ones, the latest first. The order of `touches`, a set, is
        // not stable from run to run, so it must not decide.
        if numberOfTouches > 2 {
            for t in activeTouches.reversed() where numberOfTouches > 2 && touches.contains(t) {
                ignore(t, for: event)
            }
        }
        if numberOfTouches == 2, let a = lineAngle() { lastAngle = a }  // a new pair continues the rotation
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard numberOfTouches == 2, let a = lineAngle() else { return }
        var delta = a - lastAngle
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        accumulated += delta
        lastAngle = a
        velocity = rate.update(rotation, at: event.timestamp) ?? velocity
        advanceContinuousGesture(beginIf: abs(self.accumulated) > self.configuration.rotationHysteresis)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        endTwoFingerGesture(lifting: touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        cancelOrFail()
    }

    open override func reset() {
        super.reset()
        lastAngle = 0
        accumulated = 0
        offset = 0
        velocity = 0
        rate = RateOfChange()
    }

    override func acceptsTransform() -> Bool { true }

    /// A trackpad rotation step: its rotation is the fingers' turn since the gesture began.
    override func pointerGesture(_ input: PointerGestureInput) {
        switch input.phase {
        case .began:
            accumulated = 0
            _ = rate.update(rotation, at: input.timestamp)
        case .changed:
            accumulated = input.rotation
            velocity = rate.update(rotation, at: input.timestamp) ?? velocity
            advanceContinuousGesture(beginIf: abs(self.accumulated) > self.configuration.rotationHysteresis)
        case .ended:
            endOrFail()
        case .cancelled:
            cancelOrFail()
        }
    }

    private func lineAngle() -> CGFloat? {
        guard let (first, second) = firstTwoTrackedTouches else { return nil }
        let a = first.locationInWindow, b = second.locationInWindow
        return atan2(b.y - a.y, b.x - a.x)
    }
}
