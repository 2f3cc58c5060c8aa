import Foundation

/// What views receive of their touches while gesture recognizers decide: the one owner of held, delayed and
/// cancelled view deliveries.
///
/// UIKit counterpart: none public; UIKit keeps this inside its private gesture environment and `UIWindow`.
///
/// **Why one owner.** A recognizer with `delaysTouchesBegan` or `delaysTouchesEnded` holds phases back from the
/// view while it decides; when it fails they are replayed, in order and with the values they had; when a gesture
/// that `cancelsTouchesInView` recognizes, the view gets `touchesCancelled` (or nothing, if it never heard of the
/// touch). Holding, releasing and cancelling are one story about the same touches, so one object keeps it. The
/// gesture environment tells the gate what it decided (``eventDispatchWillBegin()``, ``releaseDeliveries()``,
/// ``cancelDelivery(of:)``) and never calls the window; the window hands the gate each touch event's view stage
/// (``deliverToViews(_:in:)``) and never calls the environment about delivery. Data flows one way: environment →
/// gate → views.
///
/// **The rule.** A phase is dropped once a recognizer that cancels touches in its view has recognized with the
/// touch; it is held while an undecided recognizer delays that phase (`began` or `ended`); otherwise it is
/// delivered. Later phases of a touch wait behind a held one, so that a view sees them in order.
///
/// **Releases during a dispatch.** A recognizer that fails while the window is giving an event to recognizers
/// releases its held phases, but they wait for the view stage of the same dispatch: there they are replayed
/// together with the event, phase by phase, so that fingers of one sequence stay in one message.
@MainActor
final class ViewDeliveryGate {
    /// The application whose log and clock the gate uses (set by the gesture environment).
    weak var application: UIApplication?
    /// A rule that stands in for the recognizers' one, in tests that exercise holding and cancelling without
    /// recognizers; `nil` (the default) means the recognizers decide.
    weak var rule: (any ViewDeliveryRule)? {
        didSet { hasRule = rule != nil }
    }
    /// Whether a ``rule`` was installed, so that the view stage of every event does not load the weak reference
    /// to find there is none (a weak load with its release costs about 100 instructions).
    @exclusivity(unchecked) private(set) var hasRule = false
    /// Whether the application has a dispatch observer (``UIApplication/dispatchObserver`` or
    /// ``UIApplication/touchDispatchObserver``), kept by the application like ``log``, so that sending to views
    /// does not load the weak ``application`` to find it has none.
    @exclusivity(unchecked) var reportsDispatch = false
    /// The application to report each call to views to, when it has a dispatch observer.
    var dispatchReporter: UIApplication? { reportsDispatch ? application : nil }

    /// Whether the window is between giving an event to recognizers and giving it to views.
    @exclusivity(unchecked) private var dispatchingDepth = 0
    private var isDispatching: Bool { dispatchingDepth > 0 }
    /// Touches whose view delivery was held and may now go on, waiting for the view stage of this dispatch.
    @exclusivity(unchecked) private var deferredReleases: [UITouch] = []
    /// Touches with phases held back from their views by the recognizers' rule.
    @exclusivity(unchecked) private var heldTouches: [UITouch] = []

    /// The application's arbitration log, set by the gesture environment (see ``GestureEnvironment/log``).
    @exclusivity(unchecked) var log: GestureArbitrationLog?
    private var now: TimeInterval { application?.scheduler.now ?? 0 }

    // MARK: What the environment tells the gate

    /// The window is giving an event to recognizers: phases released meanwhile wait for its view stage.
    func eventDispatchWillBegin() {
        dispatchingDepth += 1
    }

    /// Recognizers have changed state: every held touch that no undecided recognizer holds any more goes on to
    /// its view, now or, during a dispatch, in its view stage.
    func releaseDeliveries() {
        guard !heldTouches.isEmpty else { return }
        var releasedNow: [UITouch] = []
        var i = 0
        while i < heldTouches.count {
            let touch = heldTouches[i]
            if touch.delivery.held.isEmpty || touch.delivery.isFinished {
                heldTouches.remove(at: i)
                continue
            }
            if stillHeldQuietly(touch) {
                i += 1
                continue
            }
            heldTouches.remove(at: i)
            note(.viewDelivery(.released, view: UIWindow.describe(touch.view), contact: touch.contactID, phase: nil),
                "view delivery released for \(UIWindow.describe(touch.view))")
            if isDispatching {
                deferredReleases.append(touch)
            } else {
                releasedNow.append(touch)
            }
        }
        byWindow(releasedNow) { window, touches in replayHeld(of: touches, in: window) }
    }

    /// A recognized gesture takes these touches over: their views get `touchesCancelled` (or nothing, if they
    /// never heard of them), and nothing more of them.
    func cancelDelivery(of touches: [UITouch]) {
        guard !touches.isEmpty else { return }
        for touch in touches {
            if touch.delivery.beganSent {
                note(.viewDelivery(.cancelled, view: UIWindow.describe(touch.view), contact: touch.contactID,
                        phase: nil),
                    "view touches cancelled for \(UIWindow.describe(touch.view))")
            } else {
                note(.viewDelivery(.dropped, view: UIWindow.describe(touch.view), contact: touch.contactID,
                        phase: nil),
                    "view delivery dropped for \(UIWindow.describe(touch.view)) (it never saw the touch)")
            }
            heldTouches.removeAll { $0 === touch }
        }
        byWindow(touches) { window, touches in endDelivery(of: touches, in: window) }
    }

    // MARK: The view stage's part

    /// Whether touches wait for the view stage of the current dispatch (see ``takeDeferredReleases()``).
    var hasDeferredReleases: Bool { !deferredReleases.isEmpty }

    /// Touches whose held phases may go on and that wait for the view stage of the current dispatch.
    func takeDeferredReleases() -> [UITouch] {
        let r = deferredReleases
        deferredReleases.removeAll()
        return r
    }

    /// The view stage of a dispatch is over. Held phases released after it took its releases (a view's handler
    /// disabled or removed the recognizer that held them) are replayed now, rather than lost.
    func dispatchDidFinish() {
        dispatchingDepth = max(0, dispatchingDepth - 1)
        guard !isDispatching, !deferredReleases.isEmpty else { return }
        let late = deferredReleases
        deferredReleases.removeAll()
        byWindow(late) { window, touches in replayHeld(of: touches, in: window) }
    }

    // MARK: The rule

    /// The decision for `phase` of `touch`, by the recognizers' rule (see the type's overview).
    func decision(for phase: UITouch.Phase, of touch: UITouch) -> ViewDeliveryDecision {
        var hold = false
        for r in touch.recognizers where r.isParticipating && !r.ignoredTouches.containsIdentical(touch) {
            if r.pendingState == nil, r.cancelsTouchesInView, r.hasRecognized,
                r.attemptTouches.containsIdentical(touch)
            {
                return .drop
            }
            if Self.holds(r, phase) { hold = true }
        }
        if hold {
            if !heldTouches.containsIdentical(touch) { heldTouches.append(touch) }
            note(.viewDelivery(.held, view: UIWindow.describe(touch.view), contact: touch.contactID, phase: phase),
                "view delivery of \(phase) held for \(UIWindow.describe(touch.view))")
            return .hold
        }
        return .deliver
    }

    /// Like the hold decision, without logging.
    private func stillHeldQuietly(_ touch: UITouch) -> Bool {
        guard let front = touch.delivery.held.first else { return false }
        return touch.recognizers.contains { r in
            r.isParticipating && !r.ignoredTouches.containsIdentical(touch) && Self.holds(r, front.phase)
        }
    }

    /// The hold rule: an undecided recognizer withholds `began` when it delays touches began, and `ended` when it
    /// delays touches ended.
    private static func holds(_ r: UIGestureRecognizer, _ phase: UITouch.Phase) -> Bool {
        // Cheapest tests first: most phases are moves, which nothing holds.
        guard (phase == .began && r.delaysTouchesBegan) || (phase == .ended && r.delaysTouchesEnded) else {
            return false
        }
        return r.stateStorage == .possible && r.isEnabled && r.hasView
    }

    // MARK: Helpers

    /// Calls `body` once per window, in first-seen order, with the touches that belong to it.
    func byWindow(_ touches: [UITouch], _ body: (UIWindow, [UITouch]) -> Void) {
        var windows: [UIWindow] = []
        for t in touches {
            if let w = t.window, !windows.containsIdentical(w) { windows.append(w) }
        }
        for w in windows { body(w, touches.filter { $0.window === w }) }
    }

    /// Records a decision about a view's delivery if a log is installed. Nothing is built otherwise: the event and
    /// the message are autoclosures.
    private func note(_ event: @autoclosure () -> GestureArbitrationLog.Event, _ message: @autoclosure () -> String) {
        guard let log else { return }
        log.record(GestureArbitrationLog.Entry(time: now, message: message(), recognizer: nil, event: event()))
    }
}

/// Decides what happens to each phase of a touch on its way to its view, in place of the recognizers' rule: a
/// stand-in that tests install on the ``ViewDeliveryGate`` to hold and release phases without recognizers.
@MainActor
protocol ViewDeliveryRule: AnyObject {
    /// The decision for `phase` of `touch`.
    func decision(for phase: UITouch.Phase, of touch: UITouch) -> ViewDeliveryDecision
}

extension UIApplication {
    /// The application's view-delivery gate. It is created with the gesture environment, which tells it its
    /// decisions; the window reaches the gate through the application, never through the environment.
    var viewDeliveryGate: ViewDeliveryGate { gestureEnvironment.viewDelivery }
}
