import Foundation

/// A switch (UIKit: `UISwitch`): a tap toggles ``isOn``, and a drag along it of more than a quarter of its width
/// sets it to the side it moved to; `valueChanged` is sent when the value changes. Its single-finger single tap,
/// and a single-finger pan on its knob parallel to the switch, beat ancestors' recognizers. The knob is the half
/// of the switch on the side of its current value.
@MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false {
        didSet { setNeedsRenderContent() }
    }

    /// Sets the state without sending `valueChanged`, as in UIKit.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    private var dragTarget: Bool?

    /// A drag along the switch of more than a quarter of its width chooses the side it moved to.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let dx = touch.location(in: self).x - touch.previousLocation(in: self).x
        dragDistance += dx
        if abs(dragDistance) > bounds.width / 4 { dragTarget = dragDistance > 0 }
        return true
    }

    private var dragDistance: CGFloat = 0

    /// A tap toggles; a drag sets the side it moved to. `valueChanged` is sent when the value changes.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let newValue = dragTarget ?? (isTouchInside ? !isOn : isOn)
        dragTarget = nil
        dragDistance = 0
        if newValue != isOn {
            isOn = newValue
            sendValueChangedActions(with: event)
        }
    }

    /// A cancelled touch leaves the value as it was.
    open override func cancelTracking(with event: UIEvent?) {
        dragTarget = nil
        dragDistance = 0
    }

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
