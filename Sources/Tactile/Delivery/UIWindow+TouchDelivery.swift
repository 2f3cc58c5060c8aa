import Foundation

/// Delivering touches from a window to views: the last stage of the pipeline (requirements TD-01 to TD-08,
/// TDC-01 to TDC-07).
///
/// For each phase, in the order began, moved, ended, cancelled, every view with touches in that phase gets one
/// call holding exactly its touches in that phase (TD-02, EVT-09). Stationary touches are not delivered.
/// Before a phase reaches a view, the application's ``TouchDeliveryGate`` may hold it back; held phases are
/// replayed in order by ``releaseHeldDelivery(of:)`` or turned into a cancellation by
/// ``cancelDelivery(of:)``.
extension UIWindow {
    private static let deliveryPhases: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

    func deliverTouchesToViews(_ event: UIEvent) {
        let environment = application?.gestureEnvironment
        let gate: (any TouchDeliveryGate)? = environment?.gate
        // Touches whose held phases were released while recognizers handled this event. Those still in the
        // event are replayed first, in order; finished ones (a first finger already lifted) are merged phase by
        // phase with this event, so that, for example, both fingers of Figure 1-6 arrive in one touchesEnded
        // when the recognizer fails (GTD-04).
        var merged: [UITouch] = []
        if let released = environment?.takeDeferredReleases(), !released.isEmpty {
            for touch in released {
                if event.touchStorage.contains(where: { $0 === touch }) || !Self.canMerge(touch.delivery.held) {
                    releaseHeldDelivery(of: touch)
                } else {
                    merged.append(touch)
                }
            }
        }
        for phase in Self.deliveryPhases {
            dispatchScratch.withLevel { level in
                for touch in merged where touch.delivery.held.first?.phase == phase {
                    let h = touch.delivery.held.removeFirst()
                    touch.phase = h.phase
                    touch.timestamp = h.timestamp
                    touch.locationInWindow = h.locationInWindow
                    touch.previousLocationInWindow = h.previousLocationInWindow
                    if h.phase == .began { touch.delivery.beganDelivered = true }
                    if h.phase == .ended || h.phase == .cancelled { touch.delivery.isFinished = true }
                    if let view = touch.view { level.add(touch, for: view) }
                }
                for touch in event.touchStorage where touch.window === self && touch.phase == phase {
                    guard let view = touch.view, admit(touch, phase: phase, gate: gate) else { continue }
                    level.add(touch, for: view)
                }
                for i in 0..<level.receivers.count {
                    send(phase, level.sets[i], to: level.receivers[i], with: event)
                }
            }
        }
        environment?.dispatchDidFinish()
    }

    /// Held phases of a finished touch can be merged into an event's phase groups when each phase occurs at most
    /// once, in pipeline order.
    private static func canMerge(_ held: [HeldPhase]) -> Bool {
        var last = -1
        for h in held {
            guard let i = deliveryPhases.firstIndex(of: h.phase), i > last else { return false }
            last = i
        }
        return true
    }

    /// Whether `phase` of `touch` goes to its view now; updates the touch's delivery record.
    private func admit(_ touch: UITouch, phase: UITouch.Phase, gate: (any TouchDeliveryGate)?) -> Bool {
        if touch.delivery.isSuppressedForView || touch.delivery.isFinished { return false }
        if phase == .cancelled {
            touch.delivery.held.removeAll()
            touch.delivery.isFinished = true
            return touch.delivery.beganDelivered
        }
        let decision: ViewDeliveryDecision =
            touch.delivery.held.isEmpty ? (gate?.decision(for: phase, of: touch) ?? .deliver) : .hold
        switch decision {
        case .drop:
            touch.delivery.held.removeAll()
            touch.delivery.isFinished = true
            return false
        case .hold:
            touch.delivery.held.append(
                HeldPhase(
                    phase: phase, timestamp: touch.timestamp, locationInWindow: touch.locationInWindow,
                    previousLocationInWindow: touch.previousLocationInWindow))
            return false
        case .deliver:
            if phase == .began { touch.delivery.beganDelivered = true }
            if phase == .ended { touch.delivery.isFinished = true }
            return true
        }
    }

    private func send(_ phase: UITouch.Phase, _ touches: Set<UITouch>, to view: UIView, with event: UIEvent?) {
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        case .stationary: break
        }
    }

    /// Replays the phases withheld from `touch`'s view, in order, each with the timestamp and location the
    /// touch had then. The touch shows those values during each call and its own afterwards.
    func releaseHeldDelivery(of touch: UITouch) {
        guard let view = touch.view, !touch.delivery.held.isEmpty else { return }
        let held = touch.delivery.held
        touch.delivery.held.removeAll()
        let saved = (touch.phase, touch.timestamp, touch.locationInWindow, touch.previousLocationInWindow)
        let event = application?.touchesEvent
        for h in held where !touch.delivery.isFinished {
            touch.phase = h.phase
            touch.timestamp = h.timestamp
            touch.locationInWindow = h.locationInWindow
            touch.previousLocationInWindow = h.previousLocationInWindow
            if h.phase == .began { touch.delivery.beganDelivered = true }
            if h.phase == .ended || h.phase == .cancelled { touch.delivery.isFinished = true }
            send(h.phase, [touch], to: view, with: event)
        }
        (touch.phase, touch.timestamp, touch.locationInWindow, touch.previousLocationInWindow) = saved
    }

    /// Ends delivery of `touch` to its view: if the view has received `touchesBegan` and not yet an end, it gets
    /// `touchesCancelled` (the touch shows phase `.cancelled` during the call); withheld phases are dropped.
    /// A view that never heard of the touch hears nothing.
    func cancelDelivery(of touch: UITouch) {
        guard !touch.delivery.isFinished else { return }
        touch.delivery.held.removeAll()
        touch.delivery.isFinished = true
        guard touch.delivery.beganDelivered, !touch.delivery.isSuppressedForView, let view = touch.view else {
            return
        }
        let saved = touch.phase
        touch.phase = .cancelled
        send(.cancelled, [touch], to: view, with: application?.touchesEvent)
        touch.phase = saved
    }
}
