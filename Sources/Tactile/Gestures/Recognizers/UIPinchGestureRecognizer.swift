import Foundation

/// Recognizes two fingers moving towards or away from each other. Continuous.
///
/// UIKit counterpart:
/// [`UIPinchGestureRecognizer`](https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer). It begins
/// once the distance between the two fingers has changed by more than ``TactileConfiguration/pinchHysteresis`` (10 pt;
/// UIKit does not document its threshold); ``scale`` is the current distance over the distance when the second finger
/// touched down (so it includes the hysteresis), and ``velocity`` is in scale per second. Extra fingers are ignored.
/// After it has begun, lifting one finger pauses it; it ends when the last finger lifts.
///
/// **Trackpad.** A trackpad pinch over the view (a ``RawInputEvent/transform(_:)``, iOS 13.4) drives it too, with
/// no finger on the screen: it begins once the trackpad's scale has changed by more than
/// ``TactileConfiguration/transformScaleHysteresis``, ``scale`` is the trackpad's scale since its gesture began,
/// ``velocity`` its rate, ``UIGestureRecognizer/location(in:)`` the pointer's, and it ends when the trackpad's
/// fingers lift.
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    private var baseDistance: CGFloat = 0
    private var currentDistance: CGFloat = 0
    private var rate = RateOfChange()

    /// The scale factor relative to the two fingers' initial distance. Setting it (usually to 1) re-bases later
    /// values on the current distance.
    open var scale: CGFloat {
        get { baseDistance > 0 ? currentDistance / baseDistance : 1 }
        set { if newValue > 0, currentDistance > 0 { baseDistance = currentDistance / newValue } }
    }

    /// The velocity of the scale, in scale factor per second.
    open private(set) var velocity: CGFloat = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        // Keep the first two fingers, in the order they began (for fingers that land in one frame, the order the
        // digitizer reported them), and ignore later ones, the latest first. The order of `touches`, a set, is
        // not stable from run to run, so it must not decide.
        // Counted once, not once per finger: each ignored finger leaves the count by one, and counting again for
        // each made a frame of n new fingers cost n² (n³ with the ignored fingers searched by a list).
        var excess = numberOfTouches - 2
        if excess > 0 {
            for t in activeTouches.reversed() where excess > 0 && touches.contains(t) {
                if ignoredTouches.containsIdentical(t) { continue }
                ignore(t, for: event)
                excess -= 1
            }
        }
        if numberOfTouches == 2, let d = fingerDistance() {
            if state == .possible || baseDistance == 0 {
                baseDistance = d
            } else {
                baseDistance = d / scale  // a finger came back: keep the scale continuous
            }
            currentDistance = d
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard numberOfTouches == 2, let d = fingerDistance() else { return }
        currentDistance = d
        velocity = rate.update(scale, at: event.timestamp) ?? velocity
        advanceContinuousGesture(beginIf: abs(d - self.baseDistance) > self.configuration.pinchHysteresis)
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
        baseDistance = 0
        currentDistance = 0
        velocity = 0
        rate = RateOfChange()
    }

    override func acceptsTransform() -> Bool { true }

    /// A trackpad pinch step: its scale stands for the distance between the fingers.
    override func pointerGesture(_ input: PointerGestureInput) {
        switch input.phase {
        case .began:
            baseDistance = 1
            currentDistance = 1
            _ = rate.update(1, at: input.timestamp)
        case .changed:
            currentDistance = max(input.scale, .ulpOfOne)
            velocity = rate.update(scale, at: input.timestamp) ?? velocity
            let threshold = configuration.transformScaleHysteresis
            advanceContinuousGesture(beginIf: abs(input.scale - 1) > threshold)
        case .ended:
            endOrFail()
        case .cancelled:
            cancelOrFail()
        }
    }

    private func fingerDistance() -> CGFloat? {
        guard let (a, b) = firstTwoTrackedTouches else { return nil }
        return distance(a.locationInWindow, b.locationInWindow)
    }
}
