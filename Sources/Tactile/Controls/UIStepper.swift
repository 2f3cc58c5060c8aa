import Foundation

/// A stepper (UIKit: `UIStepper`): a touch on the right half increments ``value`` by ``stepValue``, on the left
/// half decrements it, within ``minimumValue``…``maximumValue`` (or wrapping around with ``wraps``). Holding repeats
/// (``autorepeat``) on the application's scheduler: first after ``autorepeatInitialDelay`` (0.5 s), then every
/// ``autorepeatInterval`` (0.1 s); UIKit's timing is private, these values are chosen. `valueChanged` is sent on
/// every step when ``isContinuous``, otherwise once when the finger lifts. Its single-finger single tap beats
/// ancestors' tap recognizers.
@MainActor
open class UIStepper: UIControl {
    /// The value. Default 0.
    open var value: Double = 0 {
        didSet {
            value = min(max(value, minimumValue), maximumValue)
            setNeedsRenderContent()
        }
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
        if !isContinuous && changedDuringTouch { sendValueChangedActions(with: event) }
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
        if isContinuous { sendValueChangedActions(with: event) }
    }

    /// A single-finger single tap overlaps a stepper's action.
    open override func overlapsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isSingleFingerSingleTap(gestureRecognizer)
    }
}
