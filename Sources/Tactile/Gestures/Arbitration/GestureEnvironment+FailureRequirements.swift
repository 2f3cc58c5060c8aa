import Foundation

/// Failure requirements: a recognizer that must wait for others to fail before it recognizes.
///
/// Requirements come from three sources, all evaluated once per attempt and across view hierarchies:
/// `require(toFail:)`, the subclass overrides (`shouldRequireFailure(of:)`, `shouldBeRequiredToFail(by:)`), and
/// the delegate. A waiting recognizer stays `.possible` to the world; it is decided the moment its last undecided
/// requirement fails, fails as soon as one recognizes, and when requirements wait on each other in a cycle the
/// one that asked first is decided (otherwise none ever would be). OpenGestures keeps these edges in a failure
/// dependency graph; here they are the `waitingFor` list of each waiting recognizer and, backwards, the
/// `failureDependents` of each requirement (see `GestureEnvironment+FailureGraph`, which explains why the work
/// is linear in the size of the graph).
extension GestureEnvironment {
    /// Decides waiting recognizers whose requirements have resolved, and breaks cycles of requirements.
    ///
    /// The decisions are those, and in the order, of scanning the waiting participants in the order they joined,
    /// scan after scan until one changes nothing, then deciding the oldest of a cycle and scanning again. The scans
    /// visited only what ``FailureCandidateQueue`` now holds (a recognizer none of whose requirements changed
    /// cannot have become decidable), so the queue's passes stand in for them; one full scan still ends the
    /// passes, so that a change that reached no queue (a view freed mid-gesture) is seen as before.
    func resolveWaiting() {
        if usesReferenceArbitration { return resolveWaitingByScanning() }
        defer { failureCandidates.startOver() }
        while true {
            while let r = failureCandidates.next() { decideIfReady(r) }
            failureCandidates.deferToNextPass()
            var changed = false
            for r in participants where r.pendingState != nil {
                if decideIfReady(r) { changed = true }
            }
            if changed { continue }
            guard let r = firstOfDeadlockedCycle() else { return }
            note(r, .requirementCycle(r.waitingFor.filter(isUndecided).map(\.logName)),
                "\(r.logName): requirements form a cycle "
                    + "(\(r.waitingFor.filter(isUndecided).map(\.logName).joined(separator: ", ")) wait back); "
                    + "\(r.logName), which asked first, is decided")
            decideWaiting(r)
        }
    }

    /// Decides `r` if it is waiting and its requirements allow: it fails when one of them has recognized, and
    /// recognizes when none is undecided any more. Returns whether it was decided.
    @discardableResult
    func decideIfReady(_ r: UIGestureRecognizer) -> Bool {
        guard r.pendingState != nil else { return false }
        failureGraphVisits += 1
        // Plain loops: a main-actor closure handed to `first(where:)` checks the executor on each call.
        for q in r.waitingFor where didNotFail(q) {
            note(r, .requirementRecognized(q.logName), "\(r.logName): \(q.logName) recognized → failed")
            r.pendingState = nil
            force(r, .failed)
            return true
        }
        for q in r.waitingFor where isUndecided(q) { return false }
        note(r, .requirementsFailed, "\(r.logName): requirements failed, recognizing now")
        decideWaiting(r)
        return true
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
    /// be decided by failures (a requires b, b requires a). Returns the member of such a cycle that asked first, or
    /// nil.
    ///
    /// That set is what remains of the waiting recognizers after taking away, again and again, those with an
    /// undecided requirement outside what remains. Its complement is found in one walk, backwards along the
    /// edges: a waiting recognizer with an undecided requirement that is not waiting is free, and so is one with
    /// an undecided requirement that is free. Each edge is followed once (peeling was cubic in the worst case).
    func firstOfDeadlockedCycle() -> UIGestureRecognizer? {
        // The common case, nobody waiting, is answered with a plain loop: it runs after every event.
        var anyWaiting = false
        for r in participants where r.pendingState != nil {
            anyWaiting = true
            break
        }
        guard anyWaiting else { return nil }
        failureGraphWalks += 2
        let stuck = failureGraphWalks - 1, free = failureGraphWalks
        var waiting: [UIGestureRecognizer] = []
        for r in participants where r.pendingState != nil {
            r.failureGraphMark = stuck
            waiting.append(r)
        }
        var freed: [UIGestureRecognizer] = []
        for r in waiting {
            failureGraphVisits += 1
            for q in r.waitingFor
            where q.failureGraphMark != stuck && q.failureGraphMark != free && isUndecided(q) {
                r.failureGraphMark = free
                freed.append(r)
                break
            }
        }
        while let f = freed.popLast() {
            guard isUndecided(f) else { continue }
            for d in f.failureDependents {
                failureGraphVisits += 1
                guard let w = d.recognizer, w.failureGraphMark == stuck, w.pendingState != nil,
                    w.attemptOrder == d.wait
                else { continue }
                w.failureGraphMark = free
                freed.append(w)
            }
        }
        // Only a recognizer on a cycle is decided this way. One that merely waits for a member of a cycle (a requires
        // b; b and c require each other) is stuck too, but it is an ordinary dependent: the cycle's outcome decides
        // it (found by the property storms, where deciding it first let it recognize while b was undecided). A
        // stuck set always holds a cycle, since each of its members waits only for members. The stuck are tried in
        // the order they asked, so the first is usually on the cycle and the walk below runs once; this path is
        // taken only when requirements form a cycle.
        var candidates: [UIGestureRecognizer] = []
        for r in waiting where r.failureGraphMark == stuck { candidates.append(r) }
        candidates.sort { $0.attemptOrder < $1.attemptOrder }
        return candidates.first { isOnWaitingCycle($0, stuckMark: stuck) }
    }

    /// Whether `r` waits, through undecided recognizers marked `stuckMark`, for itself.
    private func isOnWaitingCycle(_ r: UIGestureRecognizer, stuckMark: Int) -> Bool {
        var seen: Set<ObjectIdentifier> = []
        var pending = r.waitingFor.filter(isUndecided)
        while let q = pending.popLast() {
            if q === r { return true }
            if q.failureGraphMark != stuckMark || !seen.insert(ObjectIdentifier(q)).inserted { continue }
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
        // `hasView` rather than loading the weak `view`: this is asked of every undecided competitor each time a
        // recognizer recognizes (see `commit`), and the weak load with its release cost about 90 instructions.
        r.isParticipating && r.stateStorage == .possible && r.isEnabled && r.hasView
    }

    /// Appends to `result` the recognizers `r` must wait for, from all three sources (`require(toFail:)`, subclass
    /// overrides, delegates), among those taking part.
    ///
    /// Only the participants that may answer with anything but the built-in `false` are asked (see
    /// ``FailureQueryDefaults``), in the same order as before; the others' answer is `r`'s `require(toFail:)`
    /// list. Asking every participant made each attempt O(participants), with up to four calls each, and a tap
    /// through a chain of n links O(n²): 42 % of a tap through 100 links, 58 % through 100 recognizers waiting
    /// for one. Now an attempt costs the length of its list plus the participants that name requirements.
    func failureRequirements(of r: UIGestureRecognizer, into result: inout [UIGestureRecognizer]) {
        if mustAskAboutRequirements(of: r) {
            for q in participants where q !== r && requiresFailure(of: q, by: r) { result.append(q) }
            return
        }
        for requirement in r.staticFailureRequirements {
            // Taking part in this environment's gesture: one of its participants.
            guard let q = requirement.recognizer, q !== r, q.isParticipating, q.environmentStorage === self
            else { continue }
            result.append(q)
        }
        countHooks()
        let asked = mayBeRequiredParticipants
        for q in asked where q !== r && !result.containsIdentical(q) {
            if requiresFailure(of: q, by: r) { result.append(q) }
            if hooksNeedCounting {
                // A question changed a participant's delegate: ask every later participant, as before.
                for p in participants where p.participationOrder > q.participationOrder && p !== r
                    && !result.containsIdentical(p) && requiresFailure(of: p, by: r)
                {
                    result.append(p)
                }
                break
            }
        }
        // In the participants' order, as the questions would have found them.
        if result.count > 1 { result.sort { $0.participationOrder < $1.participationOrder } }
    }

    /// Whether `r` must wait for `q` to fail, reading `require(toFail:)` alone when neither may name a
    /// requirement otherwise (`qMayBeRequired` is ``FailureQueryDefaults/mayBeRequired(_:)`` of `q`).
    func requiresFailure(of q: UIGestureRecognizer, by r: UIGestureRecognizer, qMayBeRequired: Bool) -> Bool {
        if qMayBeRequired || mustAskAboutRequirements(of: r) { return requiresFailure(of: q, by: r) }
        for requirement in r.staticFailureRequirements where requirement.recognizer === q { return true }
        return false
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
