import Foundation

/// Failure requirements: a recognizer that must wait for others to fail before it recognizes.
///
/// Requirements come from three sources, all evaluated once per attempt and across view hierarchies:
/// `require(toFail:)`, the subclass overrides (`shouldRequireFailure(of:)`, `shouldBeRequiredToFail(by:)`), and
/// the delegate. A waiting recognizer stays `.possible` to the world; it is decided the moment its last undecided
/// requirement fails, fails as soon as one recognizes, and when requirements wait on each other in a cycle the
/// one that asked first is decided (otherwise none ever would be). OpenGestures keeps these edges in a failure
/// dependency graph; here they are the `waitingFor` list of each waiting recognizer.
extension GestureEnvironment {
    /// Decides waiting recognizers whose requirements have resolved, and breaks cycles of requirements.
    func resolveWaiting() {
        var changed = true
        while changed {
            changed = false
            for r in participants where r.pendingState != nil {
                if let recognized = r.waitingFor.first(where: didNotFail) {
                    note(r, .requirementRecognized(recognized.logName),
                        "\(r.logName): \(recognized.logName) recognized → failed")
                    r.pendingState = nil
                    force(r, .failed)
                    changed = true
                } else if !r.waitingFor.contains(where: isUndecided) {
                    note(r, .requirementsFailed, "\(r.logName): requirements failed, recognizing now")
                    decideWaiting(r)
                    changed = true
                }
            }
            if !changed, let r = firstOfDeadlockedCycle() {
                note(r, .requirementCycle(r.waitingFor.filter(isUndecided).map(\.logName)),
                    "\(r.logName): requirements form a cycle "
                        + "(\(r.waitingFor.filter(isUndecided).map(\.logName).joined(separator: ", ")) wait back); "
                        + "\(r.logName), which asked first, is decided")
                decideWaiting(r)
                changed = true
            }
        }
    }

    /// Applies a waiting recognizer's recognition, unless it has been prevented meanwhile or it is a continuous
    /// gesture whose fingers have all lifted while it waited (it can no longer begin).
    func decideWaiting(_ r: UIGestureRecognizer) {
        let target = r.pendingState!
        r.pendingState = nil
        if let preventer = activePreventer(of: r) {
            note(r, .prevented(by: preventer.logName),
                "\(r.logName): prevented by \(preventer.logName), which has recognized → failed")
            force(r, .failed)
        } else if target == .began, r.activeTouches.isEmpty, !r.attemptTouches.isEmpty {
            note(r, .touchesEndedWhileWaiting, "\(r.logName): its touches ended while it waited → failed")
            force(r, .failed)
        } else {
            commit(r, target)
        }
    }

    /// A set of waiting recognizers each of whose undecided requirements is itself waiting in the set can never
    /// be decided by failures (a requires b, b requires a). Returns the one that asked first, or nil.
    func firstOfDeadlockedCycle() -> UIGestureRecognizer? {
        // The common case, nobody waiting, is answered with a plain loop: it runs after every event.
        var anyWaiting = false
        for r in participants where r.pendingState != nil {
            anyWaiting = true
            break
        }
        guard anyWaiting else { return nil }
        var stuck = participants.filter { $0.pendingState != nil }
        while true {
            let current = stuck
            let next = current.filter { r in
                r.waitingFor.filter(isUndecided).allSatisfy { q in current.containsIdentical(q) }
            }
            if next.count == current.count { break }
            stuck = next
        }
        // Only a recognizer on a cycle is decided this way. One that merely waits for a member of a cycle (a requires
        // b; b and c require each other) is stuck too, but it is an ordinary dependent: the cycle's outcome decides
        // it (found by the property storms, where deciding it first let it recognize while b was undecided). A
        // stuck set always holds a cycle, since each of its members waits only for members.
        var first: UIGestureRecognizer?
        for r in stuck where isOnWaitingCycle(r, within: stuck) {
            if let f = first, f.attemptOrder <= r.attemptOrder { continue }
            first = r
        }
        return first
    }

    /// Whether `r` waits, through undecided recognizers of `stuck`, for itself.
    private func isOnWaitingCycle(_ r: UIGestureRecognizer, within stuck: [UIGestureRecognizer]) -> Bool {
        var seen: [UIGestureRecognizer] = []
        var pending = r.waitingFor.filter(isUndecided)
        while let q = pending.popLast() {
            if q === r { return true }
            if seen.containsIdentical(q) || !stuck.containsIdentical(q) { continue }
            seen.append(q)
            pending.append(contentsOf: q.waitingFor.filter(isUndecided))
        }
        return false
    }

    /// Whether a failure requirement has settled without failing in the current gesture: it has recognized (or begun),
    /// or it began and was then cancelled before its reset. Either way the recognizer that requires it to fail never
    /// will see it fail in this gesture, so it fails.
    func didNotFail(_ q: UIGestureRecognizer) -> Bool {
        hasRecognized(q) || (q.isParticipating && q.stateStorage == .cancelled)
    }

    func isUndecided(_ r: UIGestureRecognizer) -> Bool {
        r.isParticipating && r.stateStorage == .possible && r.isEnabled && r.view != nil
    }

    /// The recognizers `r` must wait for, from all three sources (`require(toFail:)`, subclass overrides, delegates),
    /// among those taking part.
    func failureRequirements(of r: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for q in participants where q !== r && requiresFailure(of: q, by: r) { result.append(q) }
        return result
    }

    /// Whether `r` must wait for `q` to fail, from any of the three sources.
    func requiresFailure(of q: UIGestureRecognizer, by r: UIGestureRecognizer) -> Bool {
        for requirement in r.staticFailureRequirements where requirement.recognizer === q { return true }
        if r.shouldRequireFailure(of: q) || q.shouldBeRequiredToFail(by: r) { return true }
        if r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: q) == true { return true }
        if q.delegate?.gestureRecognizer(q, shouldBeRequiredToFailBy: r) == true { return true }
        return false
    }
}
