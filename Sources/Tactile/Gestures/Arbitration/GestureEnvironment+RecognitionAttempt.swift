import Foundation

/// A recognition attempt: what happens when a recognizer asks to leave `.possible`, step by step as the essay at
/// the head of ``GestureEnvironment`` lists them (the delegate and views may refuse; a recognized competitor may
/// prevent it; failure requirements may make it wait; otherwise it recognizes and the recognizers it excludes
/// fail).
///
/// Several attempts in one batch are ordered first, so that a recognizer that can prevent another goes before
/// it: that is how a double tap beats the second tap of a single-tap recognizer.
extension GestureEnvironment {
    /// Puts recognition attempts that can prevent another attempt (without being preventable by it) first.
    func orderAttempts() {
        guard requests.count > 1 else { return }
        var i = 1
        while i < requests.count {
            var j = i
            while j > 0, isAttempt(requests[j]), isAttempt(requests[j - 1]),
                prevents(requests[j].recognizer, requests[j - 1].recognizer),
                !prevents(requests[j - 1].recognizer, requests[j].recognizer)
            {
                requests.swapAt(j, j - 1)
                j -= 1
            }
            i += 1
        }
    }

    func isAttempt(_ request: Request) -> Bool {
        request.recognizer.stateStorage == .possible && (request.state == .began || request.state == .ended)
    }

    func attempt(_ r: UIGestureRecognizer, _ new: UIGestureRecognizer.State) {
        if let refusal = shouldBeginRefusal(r) {
            guard isStillEligible(r) else { return }
            note(r, .beginRefused(refusal), "\(r.logName): \(refusal) → failed")
            force(r, .failed)
            return
        }
        // Delegate and view callbacks may have disabled or removed the recognizer (withdrawing it).
        guard isStillEligible(r) else { return }
        if let preventer = activePreventer(of: r) {
            guard isStillEligible(r) else { return }
            note(r, .prevented(by: preventer.logName),
                "\(r.logName): prevented by \(preventer.logName), which has recognized → failed")
            force(r, .failed)
            return
        }
        // The requirements are listed in a buffer the environment keeps (taken, so that an attempt started by a
        // delegate meanwhile uses its own), and plain loops read it: a new list and the closures of
        // `first(where:)` and `filter` cost each attempt two allocations and a main-actor check per requirement.
        var requirements = requirementBuffer
        requirementBuffer = []
        defer {
            requirements.removeAllKeepingCapacity()
            requirementBuffer = requirements
        }
        failureRequirements(of: r, into: &requirements)
        guard isStillEligible(r) else { return }
        for recognized in requirements where didNotFail(recognized) {
            note(r, .requirementRecognized(recognized.logName),
                "\(r.logName): required \(recognized.logName) to fail, but it recognized → failed")
            force(r, .failed)
            return
        }
        var waits = false
        for q in requirements where isUndecided(q) {
            waits = true
            break
        }
        if waits {
            r.pendingState = new
            r.waitingFor.removeAllKeepingCapacity()
            for q in requirements { r.waitingFor.append(q) }
            attemptCounter += 1
            r.attemptOrder = attemptCounter
            recordWait(r)
            if log != nil {
                let undecided = requirements.filter(isUndecided).map(\.logName)
                note(r, .waiting(for: undecided),
                    "\(r.logName): recognized, waiting for \(undecided.joined(separator: ", ")) to fail")
            }
            return
        }
        commit(r, new)
    }

    /// Whether `r` can still change state: enabled, attached, undecided. A recognizer that asked to fail
    /// meanwhile (a callback cancelled its touches) has given up its attempt: its request to fail comes next.
    func isStillEligible(_ r: UIGestureRecognizer) -> Bool {
        // `hasView`: no weak load (see its note); asked up to three times in each attempt.
        r.isEnabled && r.hasView && r.stateStorage == .possible && r.requestedState != .failed
            && r.requestedState != .cancelled
    }

    func commit(_ r: UIGestureRecognizer, _ new: UIGestureRecognizer.State) {
        set(r, new)
        let mayBeRequired = usesReferenceArbitration || FailureQueryDefaults.mayBeRequired(r)
        // Every undecided competitor is looked at (and, through `prevents`, its delegate asked), so n recognizers
        // that all recognize on one touch make about n²/2 visits here and as many in `activePreventer(of:)`: the
        // part of a tap through a chain of simultaneous links that still grows faster than the chain (35 % and
        // 15 % of a tap through 100 links; callgrind). Reading the participants as `unowned(unsafe)` to skip each
        // visit's retain and release was tried and made it worse (4.4 to 8.2 million instructions a tap): every
        // call that takes the recognizer retained it again.
        for other in participants where other !== r && isUndecided(other) {
            if sharesTouches(r, other) && prevents(r, other) {
                note(other, .prevented(by: r.logName), "\(other.logName): prevented by \(r.logName) → failed")
            } else if other.pendingState == nil && requiresFailure(of: r, by: other, qMayBeRequired: mayBeRequired) {
                // Once a requirement recognizes (or begins), the recognizer that depends on it fails.
                note(other, .requirementRecognized(r.logName),
                    "\(other.logName): required \(r.logName) to fail, but it recognized → failed")
            } else {
                continue
            }
            other.pendingState = nil
            force(other, .failed)
        }
        if r.cancelsTouchesInView {
            let touches = r.attemptTouches.filter { t in
                !t.delivery.isFinished && !r.ignoredTouches.containsIdentical(t)
            }
            // A view's touchesCancelled may end the whole touch sequence (it cancels every touch): the recognizer
            // is not reset before its actions go out (found by the 10⁶-case property campaign: it was, and its
            // action was sent in `.possible`); the reset follows them, at the end of this update.
            awaitingActions.append(r)
            viewDelivery.cancelDelivery(of: touches)
            awaitingActions.removeLast()
            // Withdrawn meanwhile (disabled, removed, its view taken out of the window): nothing left to report.
            guard r.stateStorage == new else { return }
        }
        sendActions(r)
    }
}
