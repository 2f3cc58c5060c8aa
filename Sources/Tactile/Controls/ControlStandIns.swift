import Foundation

/// A button (UIKit: `UIButton`): highlights while tracked and sends `touchUpInside` and `primaryActionTriggered`
/// when released inside. Its default action (a single-finger single tap) takes precedence over tap recognizers on
/// its ancestors (CTL-02).
@MainActor
open class UIButton: UIControl {
    /// After a release inside, the button's primary action fires too.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesEnded(touches, with: event)
        if wasTracking, !isTracking, isTouchInside { sendActions(for: .primaryActionTriggered, with: event) }
    }

    /// A single-finger single tap overlaps a button's action.
    open override func overlapsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleFingerSingleTap(gestureRecognizer)
    }
}

/// A stepper (UIKit: `UIStepper`). Its single-finger single tap beats ancestors' tap recognizers (CTL-02).
@MainActor
open class UIStepper: UIControl {
    /// A single-finger single tap overlaps a stepper's action.
    open override func overlapsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleFingerSingleTap(gestureRecognizer)
    }
}

/// A segmented control (UIKit: `UISegmentedControl`). Its single-finger single tap beats ancestors' tap
/// recognizers (CTL-02).
@MainActor
open class UISegmentedControl: UIControl {
    /// A single-finger single tap overlaps a segmented control's action.
    open override func overlapsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleFingerSingleTap(gestureRecognizer)
    }
}

/// A page control (UIKit: `UIPageControl`). Its single-finger single tap beats ancestors' tap recognizers
/// (CTL-02).
@MainActor
open class UIPageControl: UIControl {
    /// A single-finger single tap overlaps a page control's action.
    open override func overlapsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleFingerSingleTap(gestureRecognizer)
    }
}

/// A switch (UIKit: `UISwitch`). Its single-finger single tap, and a single-finger pan on its knob parallel to the
/// switch, beat ancestors' recognizers (CTL-02). The knob is the half of the switch on the side of its current
/// value.
@MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false

    /// The knob's rectangle in the switch's coordinates: the half on the side of ``isOn``.
    open var knobRect: CGRect {
        let b = bounds
        return CGRect(x: isOn ? b.midX : b.minX, y: b.minY, width: b.width / 2, height: b.height)
    }

    /// A single-finger tap, or a single-finger horizontal pan that starts on the knob, overlaps a switch's action.
    open override func overlapsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isSingleFingerSingleTap(gestureRecognizer) { return true }
        if let pan = gestureRecognizer as? UIPanGestureRecognizer, !(pan is UIScreenEdgePanGestureRecognizer),
            pan.numberOfTouches <= 1, touchesOf(pan, beganIn: knobRect)
        {
            let t = pan.translation(in: self)
            return abs(t.x) >= abs(t.y)  // parallel to the switch
        }
        return false
    }
}

/// A slider (UIKit: `UISlider`). A single-finger swipe on its knob, parallel to the slider, beats ancestors'
/// swipe recognizers (CTL-02).
@MainActor
open class UISlider: UIControl {
    /// The current value. Default 0.
    open var value: Float = 0
    /// The minimum value. Default 0.
    open var minimumValue: Float = 0
    /// The maximum value. Default 1.
    open var maximumValue: Float = 1
    /// The knob's size, in points (UIKit's default thumb is about 31 pt).
    open var knobSize: CGFloat = 31

    /// The knob's rectangle in the slider's coordinates.
    open var knobRect: CGRect {
        let b = bounds
        let span = maximumValue - minimumValue
        let f = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let x = b.minX + f * max(0, b.width - knobSize)
        return CGRect(x: x, y: b.midY - knobSize / 2, width: knobSize, height: knobSize)
    }

    /// A single-finger swipe that starts on the knob and runs along the slider overlaps its action.
    open override func overlapsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let swipe = gestureRecognizer as? UISwipeGestureRecognizer, swipe.numberOfTouchesRequired == 1,
            touchesOf(swipe, beganIn: knobRect)
        else { return false }
        return !swipe.direction.isDisjoint(with: [.left, .right])
    }
}
