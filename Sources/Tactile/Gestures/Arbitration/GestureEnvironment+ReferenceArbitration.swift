import Foundation

/// The arbitration of waiting recognizers as it was before the failure graph kept its edges both ways: every
/// participant scanned until a scan changes nothing, every participant asked about every failure requirement, and
/// cycles found by peeling. It is quadratic in the graph (cubic for cycles) and is not used unless
/// `usesReferenceArbitration` is set: Tactile's tests run random scenes both ways and expect the same decisions, in
/// the same order, with the same questions asked of delegates.
extension GestureEnvironment {
    /// Decides waiting recognizers by scanning every participant, pass after pass (see `resolveWaiting()`).
    func resolveWaitingByScanning() {
        while failureCandidates.next() != nil {}  // the queue is not used here
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
            if !changed, let r = firstOfDeadlockedCycleByPeeling() {
                note(r, .requirementCycle(r.waitingFor.filter(isUndecided).map(\.logName)),
                    "\(r.logName): requirements form a cycle "
                        + "(\(r.waitingFor.filter(isUndecided).map(\.logName).joined(separator: ", ")) wait back); "
                        + "\(r.logName), which asked first, is decided")
                decideWaiting(r)
                changed = true
            }
        }
    }

    /// A set of waiting recognizers each of whose undecided requirements is itself waiting in the set can never
    /// be decided by failures (a requires b, b requires a). Returns the member of such a cycle that asked first, or
    /// nil.
    func firstOfDeadlockedCycleByPeeling() -> UIGestureRecognizer? {
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
        // Only a member of a cycle is decided; one that merely waits for a member is decided by the cycle's outcome.
        return stuck.filter { isOnWaitingCycleByScanning($0, within: stuck) }.min { $0.attemptOrder < $1.attemptOrder }
    }

    /// Whether `r` waits, through undecided recognizers of `stuck`, for itself.
    private func isOnWaitingCycleByScanning(_ r: UIGestureRecognizer, within stuck: [UIGestureRecognizer]) -> Bool {
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
}
