import Foundation

/// The view stage of a touch dispatch, as the ``ViewDeliveryGate`` runs it: each phase of each touch is admitted
/// (delivered, held or dropped, and the touch's ``ViewDeliveryRecord`` updated), held phases are replayed in order
/// with their original values, and cancelled touches end with one `touchesCancelled`. The window only sends what
/// the gate gives it (``UIWindow/sendToViews(_:_:with:)``).
///
/// Chameleon kept two flags per touch and handled a single touch; Tactile keeps a record per touch, holds
/// withheld phases in order with their original timestamps and locations, and replays or cancels them per touch,
/// so delays work with any number of fingers.
extension ViewDeliveryGate {
    private static let deliveryPhases: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

    /// Gives `event`'s touches in `window` to their views, phase by phase, after the recognizers have seen them:
    /// each view with touches in a phase gets one call holding exactly its touches in that phase.
    func deliverToViews(_ event: UIEvent, in window: UIWindow) {
        let rule = hasRule ? self.rule : nil
        if !hasDeferredReleases {
            deliverEventToViews(event, in: window, rule: rule)
            dispatchDidFinish()
            return
        }
        // Touches whose held phases were released while recognizers handled this event. A released touch that is still
        // in the event queues its current phase behind its held ones; then all of them are replayed together with this
        // event, phase by phase, so that fingers of one sequence stay in one message: both fingers of a two-finger
        // discrete gesture arrive in one touchesEnded when its recognizer fails (as in the two-finger example of
        // Apple's Event Handling Guide for iOS), and two withheld touchesBegan are replayed as one.
        let released = takeDeferredReleases()
        // Replaying makes a touch show the values of each held phase; afterwards it shows its own again (a
        // stationary touch is not queued, so its last replayed phase would otherwise stick, e.g. `.began`).
        let saved = released.map { ($0.phase, $0.timestamp, $0.locationInWindow, $0.previousLocationInWindow) }
        if !released.isEmpty { window.replayWillBegin() }
        for touch in released where event.touchStorage.containsIdentical(touch) {
            if touch.phase != .stationary, !touch.delivery.isFinished {
                _ = admit(touch, phase: touch.phase, rule: rule)
            }
        }
        var round = 0
        repeat {
            // Only the phases some touch is in are visited (a move event visits one).
            var present = TouchPhaseSet()
            for touch in released { for h in touch.delivery.held { present.insert(h.phase) } }
            if round == 0 {
                for touch in event.touchStorage where touch.window === window { present.insert(touch.phase) }
            }
            for phase in Self.deliveryPhases where present.contains(phase) {
                let level = window.dispatchScratch.pushLevel()
                defer { window.dispatchScratch.popLevel() }
                for touch in released where touch.delivery.held.first?.phase == phase {
                    popHeld(touch, into: level)
                }
                if round == 0 {
                    for touch in event.touchStorage where touch.window === window && touch.phase == phase {
                        if released.containsIdentical(touch) { continue }
                        guard let view = touch.view, admit(touch, phase: phase, rule: rule) else { continue }
                        level.add(touch, for: view)
                    }
                }
                window.sendToViews(phase, level, with: event, reportingTo: dispatchReporter)
            }
            round += 1
        } while released.contains(where: { !$0.delivery.held.isEmpty && !$0.delivery.isFinished })
        for (touch, values) in zip(released, saved) {
            (touch.phase, touch.timestamp, touch.locationInWindow, touch.previousLocationInWindow) = values
        }
        if !released.isEmpty { window.replayDidEnd() }
        dispatchDidFinish()
    }

    /// ``deliverToViews(_:in:)`` when no held phase was released during the dispatch (the steady state of a
    /// gesture): each phase of the event's touches in `window` goes to their views, as in the first round of the
    /// general path, without its bookkeeping for replays (taking, saving and restoring the released touches cost a
    /// touch move about 300 instructions, callgrind).
    private func deliverEventToViews(_ event: UIEvent, in window: UIWindow, rule: (any ViewDeliveryRule)?) {
        var present = TouchPhaseSet()
        for touch in event.touchStorage where touch.window === window { present.insert(touch.phase) }
        for phase in Self.deliveryPhases where present.contains(phase) {
            let level = window.dispatchScratch.pushLevel()
            defer { window.dispatchScratch.popLevel() }
            for touch in event.touchStorage where touch.window === window && touch.phase == phase {
                guard let view = touch.view, admit(touch, phase: phase, rule: rule) else { continue }
                level.add(touch, for: view)
            }
            window.sendToViews(phase, level, with: event, reportingTo: dispatchReporter)
        }
    }

    /// Takes the oldest held phase of `touch`, makes the touch show the values it had then, and adds it to the
    /// group of its view.
    private func popHeld(_ touch: UITouch, into level: TouchGroupingStack<UIView>.Level) {
        let h = touch.delivery.held.removeFirst()
        touch.phase = h.phase
        touch.timestamp = h.timestamp
        touch.locationInWindow = h.locationInWindow
        touch.previousLocationInWindow = h.previousLocationInWindow
        if h.phase == .began { touch.delivery.beganDelivered = true }
        if h.phase == .ended || h.phase == .cancelled { touch.delivery.isFinished = true }
        if let view = touch.view { level.add(touch, for: view) }
    }

    /// Whether `phase` of `touch` goes to its view now; updates the touch's delivery record.
    private func admit(_ touch: UITouch, phase: UITouch.Phase, rule: (any ViewDeliveryRule)?) -> Bool {
        if touch.delivery.isSuppressedForView || touch.delivery.isFinished { return false }
        // A view is sent began once per touch, even when a handler sends the event again re-entrantly: views expect a
        // complete, consistent sequence of phases for each touch.
        if phase == .began,
            touch.delivery.beganDelivered || touch.delivery.held.contains(where: { $0.phase == .began })
        {
            return false
        }
        if phase == .cancelled {
            touch.delivery.held.removeAll()
            touch.delivery.isFinished = true
            return touch.delivery.beganDelivered
        }
        // Plain branches rather than `??`: its autoclosure would cost an isolation check on this per-move path.
        let decision: ViewDeliveryDecision
        if !touch.delivery.held.isEmpty {
            decision = .hold
        } else if let rule {
            decision = rule.decision(for: phase, of: touch)
        } else {
            decision = self.decision(for: phase, of: touch)
        }
        switch decision {
        case .drop:
            touch.delivery.held.removeAll()
            touch.delivery.isFinished = true
            return false
        case .hold:
            // A touch ends once: an end already waiting (queued by a re-entrant dispatch of the same event) is
            // not queued again.
            if phase == .ended, touch.delivery.held.contains(where: { $0.phase == .ended }) { return false }
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

    /// Replays the phases withheld from these touches' views in `window`, outside an event dispatch (a recognizer
    /// failed on a timer). Touches of one multitouch sequence are replayed together, phase by phase, each showing
    /// the timestamp and location it had then; afterwards every touch shows its own current values again.
    func replayHeld(of touches: [UITouch], in window: UIWindow) {
        let pending = touches.filter { !$0.delivery.held.isEmpty && $0.view != nil }
        guard !pending.isEmpty else { return }
        let saved = pending.map { ($0.phase, $0.timestamp, $0.locationInWindow, $0.previousLocationInWindow) }
        let event = application?.touchesEvent
        window.replayWillBegin()
        defer { window.replayDidEnd() }
        for sequence in Self.sequences(of: pending) {
            while sequence.contains(where: { !$0.delivery.held.isEmpty && !$0.delivery.isFinished }) {
                for phase in Self.deliveryPhases {
                    window.dispatchScratch.withLevel { level in
                        for touch in sequence where touch.delivery.held.first?.phase == phase {
                            popHeld(touch, into: level)
                        }
                        window.sendToViews(phase, level, with: event, reportingTo: dispatchReporter)
                    }
                }
            }
        }
        for (touch, values) in zip(pending, saved) {
            touch.delivery.held.removeAll()
            (touch.phase, touch.timestamp, touch.locationInWindow, touch.previousLocationInWindow) = values
        }
    }

    /// Ends delivery of these touches to their views in `window`: a view that has received `touchesBegan` for some
    /// of them and not yet an end gets one `touchesCancelled` per multitouch sequence with those touches (each
    /// showing phase `.cancelled` during the call); withheld phases are dropped, and so are phases of the batch
    /// being sent that have not reached their view yet. A view that never heard of a touch hears nothing.
    func endDelivery(of touches: [UITouch], in window: UIWindow) {
        var toTell: [UITouch] = []
        for touch in touches where !touch.delivery.isFinished {
            touch.delivery.held.removeAll()
            touch.delivery.isFinished = true
            touch.delivery.isTakenOver = true
            // `beganSent`, not `beganDelivered`: a began still on its way (this cancellation comes from a handler
            // earlier in the same batch) is not sent at all, so its view hears nothing of the touch.
            if touch.delivery.beganSent, !touch.delivery.isSuppressedForView, touch.view != nil {
                toTell.append(touch)
            }
        }
        window.deliveryTakeovers &+= 1
        guard !toTell.isEmpty else { return }
        let saved = toTell.map(\.phase)
        for touch in toTell { touch.phase = .cancelled }
        let event = application?.touchesEvent
        for sequence in Self.sequences(of: toTell) {
            window.dispatchScratch.withLevel { level in
                for touch in sequence { level.add(touch, for: touch.view!) }
                window.sendToViews(.cancelled, level, with: event, reportingTo: dispatchReporter)
            }
        }
        for (touch, phase) in zip(toTell, saved) { touch.phase = phase }
    }

    /// Splits touches by multitouch sequence, oldest sequence first, keeping their order within each.
    private static func sequences(of touches: [UITouch]) -> [[UITouch]] {
        var result: [[UITouch]] = []
        for touch in touches {
            if let i = result.firstIndex(where: { $0[0].sequenceID == touch.sequenceID }) {
                result[i].append(touch)
            } else {
                result.append([touch])
            }
        }
        return result.sorted { $0[0].sequenceID < $1[0].sequenceID }
    }
}
