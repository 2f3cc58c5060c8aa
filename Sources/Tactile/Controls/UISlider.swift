import Foundation

/// A slider (UIKit: `UISlider`): dragging its knob sets ``value`` within ``minimumValue``…``maximumValue``, with
/// `valueChanged` on each change (or once at the end when not ``isContinuous``). A single-finger swipe on its
/// knob, parallel to the slider, beats ancestors' swipe recognizers.
@MainActor
open class UISlider: UIControl {
    /// The current value, kept within ``minimumValue``…``maximumValue``. Default 0.
    open var value: Float = 0 {
        didSet {
            value = min(max(value, minimumValue), maximumValue)
            setNeedsRenderContent()
        }
    }
    /// Whether `valueChanged` is sent while the knob moves (`true`, default) or once when it is released.
    open var isContinuous = true

    /// Sets the value without sending `valueChanged`, as in UIKit.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    private var grab: CGFloat?
    private var changedDuringDrag = false
    /// Where the knob was when the tracked touch began (the knob moves with the finger).
    private var knobAtTouchDown: CGRect?

    /// Tracking starts only on the knob (enlarged by 10 pt, chosen: UIKit's exact thumb hit area is private).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        knobAtTouchDown = knobRect
        guard knobRect.insetBy(dx: -10, dy: -10).contains(p) else { return false }
        grab = p.x - knobRect.midX
        changedDuringDrag = false
        return true
    }

    /// Moving the knob sets the value from its position along the track.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard grab != nil else { return false }
        follow(touch, event)
        return true
    }

    private func follow(_ touch: UITouch, _ event: UIEvent?) {
        guard let grab else { return }
        let travel = max(1, bounds.width - knobSize)
        let x = touch.location(in: self).x - grab - bounds.minX - knobSize / 2
        let newValue = minimumValue + Float(min(max(x / travel, 0), 1)) * (maximumValue - minimumValue)
        if newValue != value {
            value = newValue
            changedDuringDrag = true
            if isContinuous { sendValueChangedActions(with: event) }
        }
    }

    /// Releasing moves the knob to where the finger lifted, then sends the single `valueChanged` of a
    /// non-continuous slider.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { follow(touch, event) }
        if !isContinuous && changedDuringDrag { sendValueChangedActions(with: event) }
        grab = nil
        changedDuringDrag = false
    }

    /// A cancelled drag keeps the value reached.
    open override func cancelTracking(with event: UIEvent?) {
        grab = nil
        changedDuringDrag = false
    }
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
            touchesOf(swipe, beganIn: isTracking ? (knobAtTouchDown ?? knobRect) : knobRect)
        else { return false }
        return !swipe.direction.isDisjoint(with: [.left, .right])
    }
}
