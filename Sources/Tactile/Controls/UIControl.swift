import Foundation

/// The base class of controls: views that track a touch themselves and send action messages for control events.
///
/// UIKit counterpart: [`UIControl`](https://developer.apple.com/documentation/uikit/uicontrol), with UIKit's
/// tracking methods and its full set of control events.
///
/// **Tracking.** A touch that lands on an enabled control is tracked: ``beginTracking(_:with:)``,
/// ``continueTracking(_:with:)`` on each move, then ``endTracking(_:with:)`` or ``cancelTracking(with:)``.
/// `touchDown` (and `touchDownRepeat` for a tap count above one) fires on touch-down; `touchDragInside`/`Outside`
/// and `touchDragEnter`/`Exit` on moves; `touchUpInside`/`Outside` on lift; `touchCancel` when the touch is
/// cancelled (for example by an ancestor's recognizer). "Inside" means inside the bounds enlarged by
/// ``trackingMargin`` (70 pt on every side, the commonly observed UIKit value), so a finger may stray a little and
/// still release "inside", as in UIKit.
///
/// **Actions** take four forms: a typed method reference (`addTarget(self, action: VC.tapped, for:
/// .touchUpInside)`, target held weakly, for methods of UIKit's three shapes `tapped()`, `tapped(_ sender:)` and
/// `tapped(_ sender:forEvent:)`), a closure (`addAction(for:_:)`), a ``UIAction``, or a ``Selector``
/// sent through ``UIApplication/sendAction(_:to:from:for:)-(Selector,_,_,_)`` — with a `nil` target it travels the responder
/// chain from the first responder, as in UIKit. A control made with ``init(frame:primaryAction:)`` performs its action
/// on `primaryActionTriggered`, which value controls send right after `valueChanged`, as they do since iOS 14.
///
/// Controls handle their touches themselves and, unlike other responders, do not forward them up the responder
/// chain.
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
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the Return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The state of a control (UIKit: `UIControl.State`, same bit values).
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected, not highlighted.
        public static let normal: State = []
        /// Highlighted.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Horizontal alignment of content (UIKit: `UIControl.ContentHorizontalAlignment`).
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred.
        case center, left, right, fill, leading, trailing
    }

    /// Vertical alignment of content (UIKit: `UIControl.ContentVerticalAlignment`).
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred.
        case center, top, bottom, fill
    }

    /// Whether the control responds to touches. A disabled control is not hit and ignores them.
    open var isEnabled = true {
        didSet { setNeedsRenderContent() }
    }
    /// Whether the control is highlighted (a tracked finger is inside it).
    open var isHighlighted = false {
        didSet { setNeedsRenderContent() }
    }
    /// Whether the control is selected.
    open var isSelected = false {
        didSet { setNeedsRenderContent() }
    }
    /// Whether the control is tracking a touch.
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside the control's enlarged bounds.
    public private(set) var isTouchInside = false
    /// The control's state, derived from its flags.
    open var state: State {
        var s: State = []
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }
    /// How content is aligned horizontally. Default `.center`.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// How content is aligned vertically. Default `.center`.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// How far outside its bounds a tracked touch still counts as inside, in points (Tactile addition: UIKit's
    /// margin is private; 70 pt is the commonly observed value).
    open var trackingMargin: CGFloat = 70

    var entries: [ControlAction] = []
    private var nextActionID = 0
    private weak var trackedTouch: UITouch?
    private var tracksContinuously = false

    /// Creates a control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control that performs `primaryAction` when it sends ``Event/primaryActionTriggered`` (UIKit:
    /// `init(frame:primaryAction:)`, iOS 14). Buttons send that event on a release inside; switches, sliders,
    /// steppers, segmented and page controls when their value changes; text fields on Return. A button also takes
    /// the action's title and image as its `.normal` title and image, as in UIKit.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addPrimaryAction(primaryAction) }
    }

    /// Adds the action of ``init(frame:primaryAction:)``; subclasses add to it (a button takes its title).
    func addPrimaryAction(_ action: UIAction) {
        addAction(action, for: .primaryActionTriggered)
    }

    /// Creates a control with a zero frame (UIKit: `init?(coder:)`; Tactile decodes nothing).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Tracking

    /// A tracked touch began. Return `false` to stop tracking (no `continueTracking` calls). Default `true`.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// A tracked touch moved. Return `false` to stop tracking. Default `true`.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// A tracked touch lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Tracking was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// Whether `touch` is inside the bounds enlarged by ``trackingMargin``.
    public func isInsideTrackingBounds(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -trackingMargin, dy: -trackingMargin).contains(touch.location(in: self))
    }

    /// Touches go to controls only while they are enabled.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isEnabled else { return nil }
        return super.hitTest(point, with: event)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.firstBegan else { return }
        trackedTouch = touch
        isTouchInside = true
        isHighlighted = true
        tracksContinuously = beginTracking(touch, with: event)
        isTracking = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        if hasLeftWindow(of: touch) { return cancelTrackingAfterLeavingWindow(with: event) }
        let wasInside = isTouchInside
        isTouchInside = isInsideTrackingBounds(touch)
        isHighlighted = isTouchInside
        if tracksContinuously { tracksContinuously = continueTracking(touch, with: event) }
        // Crossing the margin is reported first (exit or enter), then the drag itself.
        if wasInside && !isTouchInside { sendActions(for: .touchDragExit, with: event) }
        if !wasInside && isTouchInside { sendActions(for: .touchDragEnter, with: event) }
        sendActions(for: isTouchInside ? .touchDragInside : .touchDragOutside, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        if hasLeftWindow(of: touch) { return cancelTrackingAfterLeavingWindow(with: event) }
        isTouchInside = isInsideTrackingBounds(touch)
        finishTracking()
        endTracking(touch, with: event)
        if isTouchInside { willSendTouchUpInside() }
        sendActions(for: isTouchInside ? .touchUpInside : .touchUpOutside, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        finishTracking()
        cancelTracking(with: event)
        sendActions(for: .touchCancel, with: event)
    }

    /// Whether the control has left the window of `touch` (removed, or moved to another window) while tracking it.
    private func hasLeftWindow(of touch: UITouch) -> Bool { window !== touch.window }

    /// Ends tracking as cancelled because the control left the touch's window: `cancelTracking(with:)` and
    /// `touchCancel`, so the lift sends no `touchUpInside` (see Behaviors in the repository's Docs folder).
    private func cancelTrackingAfterLeavingWindow(with event: UIEvent?) {
        isTouchInside = false
        finishTracking()
        cancelTracking(with: event)
        sendActions(for: .touchCancel, with: event)
    }

    /// A tracked touch lifted inside: called after ``endTracking(_:with:)``, just before `touchUpInside` is sent (a
    /// button that changes its selection as its primary action toggles it here).
    func willSendTouchUpInside() {}

    private func finishTracking() {
        trackedTouch = nil
        isTracking = false
        isHighlighted = false
    }

    // MARK: Targets and actions

    /// Adds a selector action. A `nil` target sends it up the responder chain from the first responder (through
    /// ``UIApplication/sendAction(_:to:from:for:)-(Selector,_,_,_)``); otherwise `target` (held weakly) performs it. Adding the same
    /// target and action again adds `controlEvents` to the existing pair.
    public func addTarget(_ target: AnyObject?, action: Selector, for controlEvents: Event) {
        // Adding a pair that is already there only adds the events, as in UIKit.
        if let i = entries.firstIndex(where: {
            $0.selector == action && $0.isTargeted == (target != nil) && $0.target === target
        }) {
            entries[i].events.formUnion(controlEvents)
            return
        }
        let entry = ControlAction(id: nextID(), events: controlEvents, target: target, selector: action) {
            target, control, e in
            control.sendAction(action, to: target, for: e)
        }
        add(entry)
    }

    /// Removes selector and typed actions: of `target` (every target when `nil`), for `action` (every action
    /// when `nil`), for `controlEvents`.
    public func removeTarget(_ target: AnyObject?, action: Selector?, for controlEvents: Event) {
        for i in entries.indices.reversed() {
            let e = entries[i]
            guard e.action == nil, e.isTargeted || e.selector != nil else { continue }
            if let target, e.target !== target { continue }
            if let action, e.selector != action { continue }
            entries[i].events.subtract(controlEvents)
            if entries[i].events.isEmpty { entries.remove(at: i) }
        }
    }

    /// Runs `handler` whenever one of `events` happens (closure form, Tactile addition).
    public func addAction(for events: Event, _ handler: @escaping @MainActor (UIControl, UIEvent?) -> Void) {
        add(ControlAction(id: nextID(), events: events, target: nil, selector: nil) { _, c, e in handler(c, e) })
    }

    /// Adds a ``UIAction`` for `controlEvents` (UIKit: `addAction(_:for:)`).
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        var entry = ControlAction(id: nextID(), events: controlEvents, target: nil, selector: nil) { _, c, _ in
            action.sender = c
            action.handler(action)
        }
        entry.action = action
        add(entry)
    }

    /// Removes a ``UIAction`` for `controlEvents` (UIKit: `removeAction(_:for:)`); the action stays registered for
    /// its other events.
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        for i in entries.indices.reversed() where entries[i].action === action {
            entries[i].events.subtract(controlEvents)
            if entries[i].events.isEmpty { entries.remove(at: i) }
        }
    }

    /// Removes the ``UIAction`` with `identifier` for `controlEvents` (UIKit: `removeAction(identifiedBy:for:)`).
    /// Give an action an identifier (`UIAction(identifier: UIAction.Identifier("save")) { … }`) to remove it without
    /// keeping the action.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        for i in entries.indices.reversed() where entries[i].action?.identifier == identifier {
            entries[i].events.subtract(controlEvents)
            if entries[i].events.isEmpty { entries.remove(at: i) }
        }
    }

    /// Calls `iterator` once for every action registered on the control, in the order they were added (UIKit:
    /// `enumerateEventHandlers(_:)`, iOS 14): a ``UIAction`` with `nil` target and selector; a selector action with
    /// its target (`nil` for the responder chain) and selector; an action added as a method reference with its
    /// target and a `nil` selector (Linux has no selector for it); a closure added with ``addAction(for:_:)`` with
    /// all three `nil`. Set `stop.pointee` to `true` to stop. An action whose weakly held target is gone is skipped.
    public func enumerateEventHandlers(
        _ iterator: (
            _ actionHandler: UIAction?, _ target: Any?, _ action: Selector?, _ controlEvents: Event,
            _ stop: UnsafeMutablePointer<ObjCBool>
        ) -> Void
    ) {
        var stop = ObjCBool(false)
        for e in entries {
            if e.isTargeted, e.target == nil { continue }
            iterator(e.action, e.target, e.selector, e.events, &stop)
            if stop.boolValue { return }
        }
    }

    /// Every object registered as a target, once each (UIKit returns a `Set<AnyHashable>`; Tactile an array of
    /// objects, since targets need not be hashable).
    public var allTargets: [AnyObject] {
        var result: [AnyObject] = []
        for e in entries {
            if let t = e.target, !result.contains(where: { $0 === t }) { result.append(t) }
        }
        return result
    }

    /// Every event that has at least one action.
    public var allControlEvents: Event {
        entries.reduce(Event()) { $0.union($1.events) }
    }

    /// The selector names registered for `target` (`nil`: the nil-targeted ones) and `controlEvent`, or `nil`.
    public func actions(forTarget target: AnyObject?, forControlEvent controlEvent: Event) -> [String]? {
        let names = entries.compactMap { e -> String? in
            guard let selector = e.selector, !e.events.isDisjoint(with: controlEvent) else { return nil }
            guard (target == nil && !e.isTargeted) || (target != nil && e.target === target) else { return nil }
            return "\(selector)"
        }
        return names.isEmpty ? nil : names
    }

    /// Sends every action registered for `controlEvents` (UIKit: `sendActions(for:)`).
    open func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// Sends every action registered for `controlEvents`, with the event that caused them.
    open func sendActions(for controlEvents: Event, with event: UIEvent?) {
        for e in entries where !e.events.isDisjoint(with: controlEvents) {
            if e.isTargeted, e.target == nil { continue }  // the weak target is gone
            e.invoke(e.target, self, event)
        }
    }

    /// Sends `.valueChanged` and then `.primaryActionTriggered`, as UIKit's value controls do since iOS 14 (the
    /// event a ``init(frame:primaryAction:)`` action is registered for).
    func sendValueChangedActions(with event: UIEvent?) {
        sendActions(for: .valueChanged, with: event)
        sendActions(for: .primaryActionTriggered, with: event)
    }

    /// Sends one selector action through the application (UIKit: `sendAction(_:to:for:)`).
    open func sendAction(_ action: Selector, to target: AnyObject?, for event: UIEvent?) {
        let application = window?.application ?? UIApplication.shared
        application.sendAction(action, to: target, from: self, for: event)
    }

    /// Performs a ``UIAction`` with this control as sender (UIKit: `sendAction(_:)`).
    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
    }

    func nextID() -> Int {
        nextActionID += 1
        return nextActionID
    }

    func add(_ entry: ControlAction) { entries.append(entry) }

    // MARK: Precedence over gesture recognizers

    /// Refuses recognizers on *ancestors* whose gesture overlaps this control's default action (see
    /// ``overlapsDefaultAction(_:)``); a recognizer attached to the control itself is always allowed, and so
    /// receives the touch first and wins, as UIKit documents for changing a control's default action.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer.view !== self, isEnabled, overlapsDefaultAction(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Whether `gestureRecognizer`'s gesture overlaps the control's default action. Default: no. The controls for
    /// which UIKit (iOS 6 and later) documents that their default action wins override it: a single-finger single
    /// tap for buttons, switches, steppers, segmented and page controls; a single-finger swipe along a slider's
    /// knob; a single-finger pan along a switch's knob.
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

/// One registered control action.
struct ControlAction {
    let id: Int
    var events: UIControl.Event
    weak var target: AnyObject?
    let isTargeted: Bool
    let selector: Selector?
    var action: UIAction?
    /// For a typed action: the types of its method (Swift cannot compare method references).
    let signature: ActionSignature?
    let invoke: @MainActor (AnyObject?, UIControl, UIEvent?) -> Void

    init(
        id: Int, events: UIControl.Event, target: AnyObject?, selector: Selector?, signature: ActionSignature? = nil,
        invoke: @escaping @MainActor (AnyObject?, UIControl, UIEvent?) -> Void
    ) {
        self.id = id
        self.events = events
        self.target = target
        self.isTargeted = target != nil
        self.selector = selector
        self.signature = signature
        self.invoke = invoke
    }
}
