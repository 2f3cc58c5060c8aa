import Foundation

/// A stepper (UIKit: `UIStepper`): a touch on the right half increments ``value`` by ``stepValue``, on the left
/// half decrements it, within ``minimumValue``…``maximumValue`` (or wrapping around with ``wraps``). Holding repeats
/// (``autorepeat``) on the application's scheduler: first after ``autorepeatInitialDelay`` (0.5 s), then every
/// ``autorepeatInterval`` (0.1 s); UIKit's timing is private, these values are chosen. `valueChanged` is sent on
/// every step when ``isContinuous``, otherwise once when the finger lifts. Its single-finger single tap beats
/// ancestors' tap recognizers (CTL-02).
@MainActor
open class UIStepper: UIControl {
    /// The value. Default 0.
    open var value: Double = 0 {
        didSet { value = min(max(value, minimumValue), maximumValue) }
    }
    /// The lowest value. Default 0.
    open var minimumValue: Double = 0
    /// The highest value. Default 100.
    open var maximumValue: Double = 100
    /// The step. Default 1.
    open var stepValue: Double = 1
    /// Whether stepping past one end continues from the other. Default `false`.
    open var wraps = false
    /// Whether holding repeats the step. Default `true`.
    open var autorepeat = true
    /// Whether `valueChanged` is sent on each step (`true`, default) or once at the end.
    open var isContinuous = true
    /// Delay before the first repeat (Tactile addition; chosen).
    open var autorepeatInitialDelay: TimeInterval = 0.5
    /// Interval between repeats (Tactile addition; chosen).
    open var autorepeatInterval: TimeInterval = 0.1

    private var direction: Double = 0
    private var repeatTimer: ScheduledAction?
    private var changedDuringTouch = false

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        direction = touch.location(in: self).x >= bounds.midX ? 1 : -1
        changedDuringTouch = false
        step(event)
        if autorepeat { scheduleRepeat(after: autorepeatInitialDelay) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        stopRepeating(event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        stopRepeating(event)
    }

    private func stopRepeating(_ event: UIEvent?) {
        repeatTimer?.cancel()
        repeatTimer = nil
        if !isContinuous && changedDuringTouch { sendActions(for: .valueChanged, with: event) }
        changedDuringTouch = false
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        repeatTimer = window?.application?.scheduler.schedule(after: delay) { [weak self] in
            guard let self, self.isTracking else { return }
            self.step(nil)
            self.scheduleRepeat(after: self.autorepeatInterval)
        }
    }

    private func step(_ event: UIEvent?) {
        var next = value + direction * stepValue
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != value else { return }
        value = next
        changedDuringTouch = true
        if isContinuous { sendActions(for: .valueChanged, with: event) }
    }

    /// A single-finger single tap overlaps a stepper's action.
    open override func overlapsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleFingerSingleTap(gestureRecognizer)
    }
}

/// A segmented control (UIKit: `UISegmentedControl`): equal-width segments; releasing a touch inside selects the
/// segment under it and sends `valueChanged`. A momentary control (``isMomentary``) deselects again right after
/// the action. Its single-finger single tap beats ancestors' tap recognizers (CTL-02).
@MainActor
open class UISegmentedControl: UIControl {
    /// The index UIKit uses for "no segment": -1.
    public static let noSegment = -1
    /// The segment titles.
    open private(set) var titles: [String] = []
    /// The selected segment, or ``noSegment``.
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment
    /// Whether a selection is shown only while the action runs. Default `false`.
    open var isMomentary = false

    /// Creates a control with one segment per title.
    public convenience init(items: [String]) {
        self.init(frame: .zero)
        titles = items
    }

    /// The number of segments.
    open var numberOfSegments: Int { titles.count }

    /// Inserts a segment.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title ?? "", at: max(0, min(segment, titles.count)))
    }

    /// Removes every segment.
    open func removeAllSegments() {
        titles.removeAll()
        selectedSegmentIndex = Self.noSegment
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let touch = touches.first
        super.touchesEnded(touches, with: event)
        guard let touch, isTouchInside, numberOfSegments > 0, bounds.width > 0 else { return }
        let x = touch.location(in: self).x - bounds.minX
        let index = min(numberOfSegments - 1, max(0, Int(x / (bounds.width / CGFloat(numberOfSegments)))))
        guard bounds.contains(touch.location(in: self)) else { return }
        if index != selectedSegmentIndex || isMomentary {
            selectedSegmentIndex = index
            sendActions(for: .valueChanged, with: event)
        }
        if isMomentary { selectedSegmentIndex = Self.noSegment }
    }

    /// A single-finger single tap overlaps a segmented control's action.
    open override func overlapsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleFingerSingleTap(gestureRecognizer)
    }
}

/// A page control (UIKit: `UIPageControl`): a tap on the right half goes to the next page, on the left half to the
/// previous one, sending `valueChanged` when the page changes. Its single-finger single tap beats ancestors' tap
/// recognizers (CTL-02).
@MainActor
open class UIPageControl: UIControl {
    /// The number of pages. Default 0.
    open var numberOfPages: Int = 0 {
        didSet { currentPage = min(currentPage, max(0, numberOfPages - 1)) }
    }
    /// The current page. Default 0.
    open var currentPage: Int = 0

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let touch = touches.first
        super.touchesEnded(touches, with: event)
        guard let touch, bounds.contains(touch.location(in: self)) else { return }
        let next = touch.location(in: self).x >= bounds.midX ? currentPage + 1 : currentPage - 1
        guard next >= 0, next < numberOfPages, next != currentPage else { return }
        currentPage = next
        sendActions(for: .valueChanged, with: event)
    }

    /// A single-finger single tap overlaps a page control's action.
    open override func overlapsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleFingerSingleTap(gestureRecognizer)
    }
}

/// A switch (UIKit: `UISwitch`): a tap toggles ``isOn``, and a drag along it of more than a quarter of its width
/// sets it to the side it moved to; `valueChanged` is sent when the value changes. Its single-finger single tap,
/// and a single-finger pan on its knob parallel to the switch, beat ancestors' recognizers (CTL-02). The knob is the half of the switch on the side of its current
/// value.
@MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false

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
            sendActions(for: .valueChanged, with: event)
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

/// A slider (UIKit: `UISlider`): dragging its knob sets ``value`` within ``minimumValue``…``maximumValue``, with
/// `valueChanged` on each change (or once at the end when not ``isContinuous``). A single-finger swipe on its
/// knob, parallel to the slider, beats ancestors' swipe recognizers (CTL-02).
@MainActor
open class UISlider: UIControl {
    /// The current value, kept within ``minimumValue``…``maximumValue``. Default 0.
    open var value: Float = 0 {
        didSet { value = min(max(value, minimumValue), maximumValue) }
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
            if isContinuous { sendActions(for: .valueChanged, with: event) }
        }
    }

    /// Releasing moves the knob to where the finger lifted, then sends the single `valueChanged` of a
    /// non-continuous slider.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { follow(touch, event) }
        if !isContinuous && changedDuringDrag { sendActions(for: .valueChanged, with: event) }
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
