import Foundation

/// The base class of gesture recognizers: objects attached to a view that see its touches before the view does,
/// decide whether they form a gesture, and send action messages when they do.
///
/// UIKit counterpart: [`UIGestureRecognizer`](https://developer.apple.com/documentation/uikit/uigesturerecognizer).
///
/// **States.** A recognizer starts in ``State-swift.enum/possible``. A discrete recognizer goes to
/// ``State-swift.enum/recognized`` (an alias of ``State-swift.enum/ended``) or ``State-swift.enum/failed``; a
/// continuous one goes `began → changed… → ended` or `→ cancelled`. Once the touches it was tracking are over, it is
/// reset to `.possible` and then ``reset()`` runs: after a failure too, not only after ended or cancelled, as in UIKit (see
/// Behaviors in the repository's Docs folder). Illegal transitions are ignored and logged, and trip an assertion while
/// ``TactileConfiguration/assertsOnIllegalGestureTransitions`` is true.
///
/// **Actions** are sent on began, changed, ended/recognized and cancelled, as in UIKit; never on failed, and not on the
/// return to `.possible`. Linux has no selectors, so UIKit's `#selector(handleTap(_:))` becomes a method reference of
/// the target's type. Both action shapes UIKit accepts for recognizers work: `func handleTap()` and
/// `func handleTap(_ sender: UITapGestureRecognizer)` (the parameter may be any type the recognizer can be cast to,
/// such as `UIGestureRecognizer` or `Any`). Targets are held weakly.
/// ```swift
/// let tap = UITapGestureRecognizer(target: self, action: ViewController.handleTap)  // typed
/// tap.addAction { recognizer in print(recognizer.state) }                           // closure
/// tap.addTarget(responder, action: Selector("handleTap:"))                          // selector-style, for
///                                                                                    // ActionPerforming targets
/// ```
///
/// **Subclassing.** Override ``touchesBegan(_:with:)`` and the other touch methods (calling `super`), set
/// ``state`` to report progress, and override ``reset()`` to clear per-attempt state. UIKit exposes the setter of
/// `state` only to subclasses (`UIGestureRecognizerSubclass`); Swift cannot, so in Tactile the setter is public and
/// documented as the subclass API. As in UIKit, ``init(target:action:)-(Any?,_)`` is the designated initializer and
/// `init()` a convenience initializer, so a subclass that overrides `init(target:action:)` (with or without
/// designated initializers of its own) keeps `init()` and the typed `init(target:action:)` forms.
///
/// **Identity.** Recognizers compare and hash by identity, as `NSObject`s do in UIKit, so
/// `gestureRecognizer == edgePan` and `Set<UIGestureRecognizer>` work.
@MainActor
open class UIGestureRecognizer {
    /// The states of a recognizer (UIKit: `UIGestureRecognizer.State`, same raw values).
    public enum State: Int, Sendable, CustomStringConvertible {
        /// Analysing touches; the initial state.
        case possible = 0
        /// A continuous gesture started.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture ended (continuous) or was recognized (discrete).
        case ended = 3
        /// A continuous gesture was cancelled.
        case cancelled = 4
        /// The touches are not this gesture.
        case failed = 5

        /// A discrete gesture was recognized: the same state as ``ended``, as in UIKit.
        public static let recognized = State.ended

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
    }

    // MARK: Attachment and flags

    /// The view the recognizer is attached to. As in UIKit, a recognizer belongs to one view at a time, and a view may
    /// have many recognizers (`UIView.addGestureRecognizer(_:)`).
    @exclusivity(unchecked) public internal(set) weak var view: UIView? {
        didSet { hasView = view != nil }
    }

    /// Whether ``view`` is not `nil`, without loading the weak reference: `true` while the recognizer is attached to
    /// a view that exists. The view keeps it: attaching and removing set it (through `view`), and a view that is
    /// freed clears it for its recognizers (`UIView`'s `deinit`). The per-move path asks this of every recognizer
    /// of the touch; loading the weak `view` instead, with the release after it, cost about 90 instructions a
    /// recognizer (the view carries a side table, for the weak references to it).
    @exclusivity(unchecked) nonisolated(unsafe) var hasView = false

    /// Whether the recognizer handles touches. Turning it off while a gesture is in progress cancels the gesture
    /// (a recognizer that has not begun fails).
    @exclusivity(unchecked) open var isEnabled: Bool = true {
        didSet {
            if oldValue, !isEnabled { environment?.recognizerWasWithdrawn(self) }
        }
    }

    /// A name for debugging and for the arbitration log.
    open var name: String?

    /// The delegate, held weakly. Every method of ``UIGestureRecognizerDelegate`` is optional.
    // `delegate`, `requiresExclusiveTouchType` and `allowedTouchTypes` are read for every recognizer a beginning
    // touch may go to; unchecked for the same reason as UIView's flags.
    @exclusivity(unchecked) open weak var delegate: (any UIGestureRecognizerDelegate)? {
        didSet { if isParticipating { environmentStorage?.hooksNeedCounting = true } }
    }

    /// Whether the view's touches that belong to the gesture are cancelled when the gesture is recognized: the view
    /// gets `touchesCancelled` for the touches it has seen, and nothing more of them. Default `true`, as in UIKit.
    @exclusivity(unchecked) open var cancelsTouchesInView: Bool = true

    /// Whether `touchesBegan` is withheld from the view while the recognizer is still deciding: if the gesture is
    /// recognized the view sees nothing of it, and if the recognizer fails the view gets the withheld touches then.
    /// Default `false`, as in UIKit.
    @exclusivity(unchecked) open var delaysTouchesBegan: Bool = false

    /// Whether `touchesEnded` is withheld from the view while the recognizer is still deciding: if the gesture is
    /// recognized the withheld touches are cancelled instead, and if the recognizer fails they are delivered. Default
    /// `true`, as in UIKit.
    @exclusivity(unchecked) open var delaysTouchesEnded: Bool = true

    /// Whether, once it tracks a touch of one type, the recognizer ignores touches of other types. Default `true`.
    @exclusivity(unchecked) open var requiresExclusiveTouchType: Bool = true

    /// The touch types the recognizer receives, as `NSNumber`s of ``UITouch/TouchType`` raw values, as in
    /// UIKit: `pan.allowedTouchTypes = [UITouch.TouchType.pencil.rawValue as NSNumber]`. Default: every type. Numbers
    /// that name no touch type are dropped. ``allowedTouchTypeValues`` is the same list, typed.
    public var allowedTouchTypes: [NSNumber] {
        get { allowedTouchTypeValues.map { NSNumber(value: $0.rawValue) } }
        set { allowedTouchTypeValues = newValue.compactMap { UITouch.TouchType(rawValue: $0.intValue) } }
    }

    /// ``allowedTouchTypes`` as touch types (Tactile addition): `pan.allowedTouchTypeValues = [.pencil]`. This is
    /// the list Tactile reads for every touch; override this property, not ``allowedTouchTypes``, to compute it.
    @exclusivity(unchecked) open var allowedTouchTypeValues: [UITouch.TouchType] = [
        .direct, .indirect, .pencil, .indirectPointer,
    ]

    /// The press types the recognizer receives, as `NSNumber`s of ``UIPress/PressType`` raw values, as in
    /// UIKit: `[UIPress.PressType.select.rawValue as NSNumber]`. Default: every named type. Keyboard presses
    /// without a named type always pass. ``allowedPressTypeValues`` is the same list, typed.
    public var allowedPressTypes: [NSNumber] {
        get { allowedPressTypeValues.map { NSNumber(value: $0.rawValue) } }
        set { allowedPressTypeValues = newValue.compactMap { UIPress.PressType(rawValue: $0.intValue) } }
    }

    /// ``allowedPressTypes`` as press types (Tactile addition): `allowedPressTypeValues = [.select]`. This is the
    /// list Tactile reads for every press; override this property, not ``allowedPressTypes``, to compute it.
    open var allowedPressTypeValues: [UIPress.PressType] = [
        .upArrow, .downArrow, .leftArrow, .rightArrow, .select, .menu, .playPause, .pageUp, .pageDown,
    ]

    /// Per-recognizer thresholds, overriding the application's ``TactileConfiguration`` (Tactile addition).
    open var configurationOverride: TactileConfiguration?

    // MARK: Internal state

    @exclusivity(unchecked) var stateStorage: State = .possible
    /// A recognition waiting for its failure requirements: the state it will take once they fail.
    @exclusivity(unchecked) var pendingState: State?
    /// A state asked for but not yet processed (requests made while touches are delivered are settled together);
    /// the getter returns it so that a subclass reads back what it set.
    @exclusivity(unchecked) var requestedState: State?
    /// The order of the recognizer's current wait, for breaking cycles of requirements.
    @exclusivity(unchecked) var attemptOrder = 0
    /// The touches the recognizer had when its last touch lifted, so that an action sent afterwards (a single tap
    /// that waited for a double tap) can still ask for them.
    @exclusivity(unchecked) var lastTouches: [UITouch] = []
    /// Whether the environment imposed the current terminal state (so a late request from the recognizer is moot).
    @exclusivity(unchecked) var wasDecidedByEnvironment = false
    /// The failure requirements of the current attempt.
    @exclusivity(unchecked) var waitingFor: [UIGestureRecognizer] = []
    /// Touches of the current attempt that have not ended.
    @exclusivity(unchecked) var activeTouches: [UITouch] = []
    /// Every touch of the current attempt (for cancelling the view's touches when the gesture is recognized).
    @exclusivity(unchecked) var attemptTouches: [UITouch] = []
    /// Touches passed to ``ignore(_:for:)``.
    @exclusivity(unchecked) var ignoredTouches = TouchIdentityList()
    /// Whether the recognizer is taking part in the current gesture (it has received touches and not yet reset).
    @exclusivity(unchecked) var isParticipating = false
    /// The last centroid of its touches, in window coordinates, for ``location(in:)`` after the touches end.
    @exclusivity(unchecked) var lastCentroid: CGPoint?
    weak var lastWindow: UIWindow?
    weak var environmentStorage: GestureEnvironment?
    /// The scroll or transform gesture driving the recognizer, from the gesture's start to its end (see
    /// ``PointerGestureTracker``): it competes with the gesture's other recognizers, and is not reset before then.
    @exclusivity(unchecked) var pointerSession: PointerGestureSession?
    @exclusivity(unchecked) var staticFailureRequirements: [WeakRecognizer] = []
    /// When it joined the current gesture: the environment's participants are in this order (see
    /// ``GestureEnvironment/resolveWaiting()``, which visits waiting recognizers in it).
    @exclusivity(unchecked) var participationOrder = 0
    /// The recognizers that wait for this one to fail (the failure graph's reverse edges), each tagged with its
    /// wait's `attemptOrder`, so that an entry left from an earlier wait is recognized as stale and dropped.
    @exclusivity(unchecked) var failureDependents: [FailureDependent] = []
    /// Whether it is queued for ``GestureEnvironment/resolveWaiting()`` to look at again.
    @exclusivity(unchecked) var isFailureCandidate = false
    /// A mark for one walk of the failure graph (see ``GestureEnvironment/firstOfDeadlockedCycle()``).
    @exclusivity(unchecked) var failureGraphMark = 0
    /// Whether its class is one of Tactile's own, none of which overrides `shouldRequireFailure(of:)` or
    /// `shouldBeRequiredToFail(by:)` (a subclass, even of those, may: it is asked every time).
    @exclusivity(unchecked) private(set) var hasBuiltInFailureHooks = false
    @exclusivity(unchecked) var targets: [TargetAction] = []
    @exclusivity(unchecked) var nextTargetID = 0
    /// How many times the recognizer has been reset (for invariant checks in Tactile's own tests; internal so
    /// that it cannot collide with a subclass's own property of that name).
    var resetCount = 0

    var environment: GestureEnvironment? {
        environmentStorage ?? view?.window?.application?.gestureEnvironment
    }

    // MARK: Initialisers

    /// Creates a recognizer with no target (UIKit: `init()`, a convenience initializer there too). A subclass's
    /// own designated initializer calls `super.init(target: nil, action: nil)`, as in UIKit.
    public convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Creates a recognizer that sends `action` to `target` (an ``ActionPerforming`` object such as a responder with a
    /// handler registered for the selector). UIKit's designated initializer: subclasses may override it and call
    /// `super.init(target:action:)`.
    public init(target: Any?, action: Selector?) {
        hasBuiltInFailureHooks = FailureQueryDefaults.isBuiltIn(type(of: self))
        if let target = target as? AnyObject, let action { addTarget(target, action: action) }
    }

    // MARK: Description

    /// A description in UIKit's style: `<UITapGestureRecognizer: 0x…; state = Possible; view = <UIView: 0x…>;
    /// target= <(action=handleTap:, target=<ViewController: 0x…>)>>`. UIKit counterpart: `NSObject.description`;
    /// subclasses may override it. Typed actions show only their target (Swift cannot name a method reference).
    open var description: String { describeRecognizer() }

    /// The same as ``description`` unless a subclass overrides it (UIKit: `NSObject.debugDescription`).
    open var debugDescription: String { description }

    // MARK: State

    /// The current state. Setting it is the subclass API (UIKit declares the setter in `UIGestureRecognizerSubclass`):
    /// it runs the state machine's side effects (failure requirements, exclusivity, cancelling the view's touches,
    /// actions, reset).
    ///
    /// Subclasses may override it as UIKit's `UIGestureRecognizerSubclass` allows, with observers
    /// (`override var state: State { didSet { … } }`) or a getter and setter that call `super`. The override sees
    /// the states the recognizer sets; transitions the gesture environment imposes (a failure requirement that
    /// recognized, the reset to `.possible`) do not go through the setter.
    open var state: State {
        get { requestedState ?? (pendingState == nil ? stateStorage : .possible) }
        set { requestTransition(to: newValue) }
    }

    private func requestTransition(to newState: State) {
        if let environment {
            environment.request(self, newState)
        } else {
            GestureEnvironment.applyDetached(self, newState)
        }
    }

    // MARK: Targets and actions

    /// Adds a selector-style action: `target` performs `action` with the recognizer as sender. `target` must be an
    /// ``ActionPerforming`` object (every `UIResponder` is); it is held weakly. Adding a pair that is already
    /// there does nothing, as in UIKit.
    public func addTarget(_ target: AnyObject, action: Selector) {
        if targets.contains(where: { $0.isTargeted && $0.target === target && $0.selector == action }) { return }
        nextTargetID += 1
        targets.append(
            TargetAction(id: nextTargetID, target: target, selector: action) { target, recognizer in
                _ = (target as? any ActionPerforming)?.perform(action, with: recognizer, for: nil)
            })
    }

    /// Adds a closure action (Tactile addition). Returns an id for ``removeAction(_:)``.
    @discardableResult
    public func addAction(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) -> Int {
        nextTargetID += 1
        targets.append(TargetAction(id: nextTargetID, target: nil, selector: nil) { _, r in handler(r) })
        return nextTargetID
    }

    /// Removes a closure action added with ``addAction(_:)``.
    public func removeAction(_ id: Int) {
        targets.removeAll { $0.id == id }
    }

    /// Removes actions: of `target` for `action`; every action of `target` when `action` is nil; every
    /// target-action pair when both are nil (closure actions stay). UIKit: `removeTarget(_:action:)`.
    public func removeTarget(_ target: AnyObject?, action: Selector?) {
        targets.removeAll { entry in
            guard entry.isTargeted else { return false }
            if let target, entry.target !== target { return false }
            if let action, entry.selector != action { return false }
            return true
        }
    }

    /// The number of registered actions (Tactile addition, for inspection).
    public var actionCount: Int { targets.count }

    func sendActions() {
        for entry in targets {
            if entry.isTargeted {
                guard let target = entry.target else { continue }  // the weak target is gone
                entry.invoke(target, self)
            } else {
                entry.invoke(nil, self)  // a closure: no weak target to load
            }
        }
    }

    // MARK: Location

    /// The gesture's location: the centroid of its touches, in `view`'s coordinates (`nil`: the window). After the
    /// touches end it is where they were last.
    open func location(in view: UIView?) -> CGPoint {
        guard let point = currentCentroid() ?? lastCentroid else { return .zero }
        return Self.convert(point, from: lastWindow, to: view)
    }

    /// The location of one of the recognizer's touches, in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let touches = trackedTouches
        precondition(
            touchIndex >= 0 && touchIndex < touches.count,
            "location(ofTouch:in:): index \(touchIndex) is out of range; the recognizer has \(touches.count) touches")
        return touches[touchIndex].location(in: view)
    }

    /// The number of touches the recognizer is tracking. Once they have all lifted, the number it had then (so a tap's
    /// action, even a delayed one, sees its tap's fingers).
    open var numberOfTouches: Int {
        var n = 0
        for t in activeTouches where !ignoredTouches.containsIdentical(t) { n += 1 }
        if n == 0 { for t in lastTouches where !ignoredTouches.containsIdentical(t) { n += 1 } }
        return n
    }

    /// The first two tracked touches, without allocating (for two-finger gestures).
    var firstTwoTrackedTouches: (UITouch, UITouch)? {
        var first: UITouch?
        for t in activeTouches where !ignoredTouches.containsIdentical(t) {
            if let f = first { return (f, t) }
            first = t
        }
        return nil
    }

    /// The touches being tracked: active and not ignored, in the order they began; once they have all lifted,
    /// the touches the recognizer had then.
    var trackedTouches: [UITouch] {
        let active = activeTouches.filter { t in !ignoredTouches.containsIdentical(t) }
        return active.isEmpty ? lastTouches.filter { t in !ignoredTouches.containsIdentical(t) } : active
    }

    func currentCentroid() -> CGPoint? {
        var x: CGFloat = 0, y: CGFloat = 0, n = 0
        for t in activeTouches where !ignoredTouches.containsIdentical(t) {
            x += t.locationInWindow.x
            y += t.locationInWindow.y
            n += 1
            lastWindow = t.window
        }
        guard n > 0 else { return nil }
        return CGPoint(x: x / CGFloat(n), y: y / CGFloat(n))
    }

    static func convert(_ point: CGPoint, from window: UIWindow?, to view: UIView?) -> CGPoint {
        guard let window, let view, view !== window else { return point }
        return view.convert(point, from: window)
    }

    // MARK: Failure requirements

    /// Makes this recognizer wait until `otherGestureRecognizer` fails: while the other is undecided this one stays in
    /// `.possible`; if the other fails this one proceeds; if the other recognizes, this one fails.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        staticFailureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        staticFailureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    // MARK: Subclass API

    /// Touches began. Subclasses override it and call `super`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved. Subclasses override it and call `super`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches ended. Subclasses override it and call `super`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled. Subclasses override it and call `super`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// A press began on the recognizer's view (or a descendant) while it is the first responder's. Subclasses
    /// override it and call `super`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// A press changed. Subclasses override it and call `super`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// A press ended. Subclasses override it and call `super`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// A press was cancelled. Subclasses override it and call `super`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Estimated touch properties were updated. Subclasses override it and call `super`.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// Clears per-attempt state. Called after the gesture ends, is cancelled or fails (UIKit resets after a failure
    /// too), once its touches are over, and after the state has returned to `.possible`: ``state`` reads `.possible`
    /// here, so keep what you need of the finished attempt in your own properties. Afterwards the recognizer
    /// receives nothing more of touches still on the screen, as in UIKit. Subclasses call `super`.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer; the touch goes on to its view as if the recognizer did not exist.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        guard !ignoredTouches.containsIdentical(touch) else { return }
        ignoredTouches.append(touch)
        environment?.recognizerIgnoredTouch(self, touch)
    }

    /// Whether this recognizer may prevent `preventedGestureRecognizer` from recognizing. Default `true`. Override this
    /// or ``canBePrevented(by:)`` to return `false` for a one-way relationship (say, rotation may prevent a pinch, but
    /// a pinch may not prevent rotation).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` may prevent this one from recognizing. Default `true`.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail: the subclass counterpart of the
    /// delegate's `gestureRecognizer(_:shouldRequireFailureOf:)`, asked once per recognition attempt. Default `false`.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this one to fail: the subclass counterpart of the delegate's
    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`, asked once per recognition attempt. Default `false`.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Time and thresholds for subclasses

    /// The scheduler of the recognizer's application, for timers (Tactile addition: UIKit subclasses use
    /// `NSTimer` or `perform(_:with:afterDelay:)`).
    public var scheduler: (any TactileScheduler)? {
        if isParticipating, let application = environmentStorage?.application { return application.scheduler }
        return view?.window?.application?.scheduler ?? environmentStorage?.application?.scheduler
    }

    /// The thresholds in force: ``configurationOverride``, else the application's (Tactile addition).
    ///
    /// During a gesture the application is the one whose touches the recognizer receives; otherwise it is the
    /// application of its view's window, as for ``scheduler``.
    public var configuration: TactileConfiguration {
        if let override = configurationOverride { return override }
        // The gesture's application first: walking up to the window loads every superview weakly, which cost each
        // recognizer about 2,400 instructions per touch that began under 20 superviews (callgrind).
        if isParticipating, let application = environmentStorage?.application { return application.configuration }
        return view?.window?.application?.configuration ?? environmentStorage?.application?.configuration ?? .default
    }

    /// The common step of a continuous gesture on movement: begin from `.possible` when `shouldBegin`, and report
    /// `.changed` once begun.
    func advanceContinuousGesture(beginIf shouldBegin: @autoclosure () -> Bool) {
        switch state {
        case .possible:
            if shouldBegin() { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// The ending of a continuous gesture whose input ended: `.ended` once begun, `.failed` before.
    func endOrFail() {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    /// The common ending of a continuous gesture's touches: cancelled if it had begun, failed if it had not.
    func cancelOrFail() {
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }

    /// The common ending of a two-finger continuous gesture when `touches` lift: before it begins it fails once
    /// fewer than two fingers remain; after, it ends when the last finger lifts (a lifted finger only pauses it).
    func endTwoFingerGesture(lifting touches: Set<UITouch>) {
        var remaining = 0
        for t in activeTouches where !touches.contains(t) && !ignoredTouches.containsIdentical(t) {
            remaining += 1
        }
        switch state {
        case .possible:
            if remaining < 2 { state = .failed }
        case .began, .changed:
            if remaining == 0 { state = .ended }
        default:
            break
        }
    }

    /// Whether the recognizer is given touches (hover recognizers are not).
    var receivesTouches: Bool { true }

    // MARK: Scroll and transform gestures

    /// Whether the recognizer takes a scroll gesture of `type` over its view (a pan whose
    /// `allowedScrollTypesMask` includes it). Default `false`.
    func acceptsScroll(_ type: UIScrollType) -> Bool { false }

    /// Whether the recognizer takes a trackpad pinch or rotation over its view (pinch and rotation recognizers).
    /// Default `false`.
    func acceptsTransform() -> Bool { false }

    /// One step of the scroll or transform gesture driving the recognizer: `.began` first, then `.changed`
    /// steps, then `.ended` or `.cancelled`. ``location(in:)`` already reports the pointer's location.
    func pointerGesture(_ input: PointerGestureInput) {}

    /// The name used in the arbitration log.
    var logName: String { name ?? String(describing: type(of: self)) }
}

/// One registered action.
struct TargetAction {
    let id: Int
    weak var target: AnyObject?
    let isTargeted: Bool
    let selector: Selector?
    /// For a typed action: the types of its method, which is all ``UIGestureRecognizer/removeTarget(_:action:)``
    /// can compare (Swift cannot compare method references).
    let signature: ActionSignature?
    let invoke: @MainActor (AnyObject?, UIGestureRecognizer) -> Void

    init(
        id: Int, target: AnyObject?, selector: Selector?, signature: ActionSignature? = nil,
        invoke: @escaping @MainActor (AnyObject?, UIGestureRecognizer) -> Void
    ) {
        self.id = id
        self.target = target
        self.isTargeted = target != nil
        self.selector = selector
        self.signature = signature
        self.invoke = invoke
    }
}

/// A recognizer held weakly.
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}

/// A recognizer waiting for another to fail, as the other records it (see ``UIGestureRecognizer/failureDependents``).
struct FailureDependent {
    weak var recognizer: UIGestureRecognizer?
    /// The `attemptOrder` of the wait that recorded it.
    let wait: Int
}
