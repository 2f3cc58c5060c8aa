import Foundation

/// The base class of controls: views that track a touch themselves and send action messages for control events.
///
/// UIKit counterpart: `UIControl` (requirements CTL-01 to CTL-05, RSP-06). Implemented so far: enabled,
/// highlighted and tracking state, the `touchDown`, `touchUpInside`, `touchUpOutside` and `touchCancel` events with
/// closure actions, and the precedence of a control's default action over overlapping gesture recognizers on its
/// ancestors (CTL-01 to CTL-03). Controls handle their touches and do not forward them up the responder chain
/// (decisions DIS-08). The full tracking API and the remaining events come with the controls work.
@MainActor
open class UIControl: UIView {
    /// Control events (UIKit: `UIControl.Event`, same bit values).
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch-down (tap count above one).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moved into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moved out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Whether the control responds to touches. A disabled control ignores them.
    open var isEnabled = true
    /// Whether the control is highlighted (a finger is down inside it).
    open var isHighlighted = false
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is tracking a touch.
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside the control.
    public private(set) var isTouchInside = false

    private var handlers: [(events: Event, body: @MainActor (UIControl, UIEvent?) -> Void)] = []
    private weak var trackedTouch: UITouch?

    /// Creates a control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Runs `handler` whenever one of `events` happens (the closure form of `addTarget(_:action:for:)`).
    public func addAction(for events: Event, _ handler: @escaping @MainActor (UIControl, UIEvent?) -> Void) {
        handlers.append((events, handler))
    }

    /// Runs the actions registered for `events` (UIKit: `sendActions(for:)`).
    open func sendActions(for events: Event, with event: UIEvent? = nil) {
        for h in handlers where !h.events.isDisjoint(with: events) { h.body(self, event) }
    }

    /// Touches go to controls only while they are enabled.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        isTouchInside = bounds.contains(touch.location(in: self))
        isHighlighted = isTouchInside
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        isTouchInside = bounds.contains(touch.location(in: self))
        endTracking()
        if isTouchInside {
            sendActions(for: [.touchUpInside, .primaryActionTriggered], with: event)
        } else {
            sendActions(for: .touchUpOutside, with: event)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        endTracking()
        sendActions(for: .touchCancel, with: event)
    }

    private func endTracking() {
        trackedTouch = nil
        isTracking = false
        isHighlighted = false
    }

    // MARK: Precedence over gesture recognizers (CTL-01 to CTL-03)

    /// Refuses recognizers on *ancestors* whose gesture overlaps this control's default action (see
    /// ``overlapsDefaultAction(_:)``); a recognizer attached to the control itself is always allowed, and so
    /// receives the touch first and wins (CTL-03).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, isEnabled, overlapsDefaultAction(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Whether `gestureRecognizer`'s gesture overlaps the control's default action. Default: no. The controls the
    /// seeds list (CTL-02) override it: a single-finger single tap for buttons, switches, steppers, segmented and
    /// page controls; a single-finger swipe along a slider's knob; a single-finger pan along a switch's knob.
    open func overlapsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `r` is a single-finger single tap.
    func isSingleFingerSingleTap(_ r: UIGestureRecognizer) -> Bool {
        guard let tap = r as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    /// Whether every touch of `r` began inside `rect` (in this control's coordinates).
    func touchesOf(_ r: UIGestureRecognizer, beganIn rect: CGRect) -> Bool {
        let touches = r.attemptTouches
        guard !touches.isEmpty else { return false }
        return touches.allSatisfy { rect.contains(convert($0.beganLocationInWindow, from: $0.window)) }
    }
}
