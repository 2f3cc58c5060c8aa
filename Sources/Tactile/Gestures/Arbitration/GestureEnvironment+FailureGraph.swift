import Foundation

/// The failure graph's bookkeeping: who may name requirements beyond `require(toFail:)`, who waits for whom,
/// and how a change of state reaches the recognizers waiting for it.
///
/// **Why the work is linear.** Every edge of the graph is recorded twice when a recognizer starts to wait: in the
/// waiter's `waitingFor` (what it waits for) and in each requirement's `failureDependents` (who waits for it).
/// When a requirement changes state, the environment queues its dependents (``FailureCandidateQueue``) and
/// `resolveWaiting()` looks at those alone, instead of scanning every participant until a scan changes nothing.
/// A state change queues each dependent once, and a recognizer decides once per gesture, so a gesture's
/// arbitration visits each edge a bounded number of times: a tap through a chain of n links is O(n), where the
/// scans were O(n²). Cycles are found by one walk of the same edges backwards (`firstOfDeadlockedCycle()`),
/// where peeling the set of waiting recognizers was O(n³) in the worst case.
extension GestureEnvironment {
    // MARK: Participants that name requirements

    /// A recognizer joins the current gesture: it takes the next place in the participation order. Who may name
    /// failure requirements of their own is listed later, once for all those that joined together (joining is on
    /// the path of every touch that begins; the list can wait for the first recognition attempt).
    func countJoining(_ r: UIGestureRecognizer) {
        participationCounter += 1
        r.participationOrder = participationCounter
        hooksNeedCounting = true
        // One that recognized while detached (never reset, having no environment) joins as recognized.
        if Self.isRecognizedState(r.stateStorage) { noteRecognized(r) }
    }

    /// Lists, in participation order, the participants that may answer "must another wait for you to fail?"
    /// with anything but the built-in `false`, when a recognizer joined or left, a participant's delegate changed,
    /// or a delegate class was found to use the protocol's defaults since the last count.
    func countHooks() {
        guard hooksNeedCounting || hooksCountedAt != FailureQueryDefaults.generation else { return }
        hooksNeedCounting = false
        hooksCountedAt = FailureQueryDefaults.generation
        mayBeRequiredParticipants.removeAll(keepingCapacity: true)
        for q in participants where FailureQueryDefaults.mayBeRequired(q) { mayBeRequiredParticipants.append(q) }
    }

    /// A recognizer has been reset and left the gesture. The environment lives as long as the application, so what
    /// it keeps between gestures must not hold a recognizer that has left: UIKit holds a removed recognizer only
    /// through its view and its touches, and the app that drops it expects it to be freed. The list of who may
    /// name requirements is emptied, not just marked stale (it held every listed recognizer until the next
    /// gesture's first recognition, so a recognizer removed from its view after its gesture outlived it), and the
    /// recognizer leaves the candidate queue if it is still in it. Both keep to participants, then, and the
    /// participants are all reset at the end of a gesture.
    func participantDidLeave(_ r: UIGestureRecognizer) {
        hooksNeedCounting = true
        mayBeRequiredParticipants.removeAll(keepingCapacity: true)
        if r.isFailureCandidate { failureCandidates.remove(r) }
        // Having left the gesture, it counts as failed for those still waiting for it.
        if !r.failureDependents.isEmpty { r.notifyFailureDependents() }
    }

    /// Whether `r` must ask every participant about failure requirements: it, or its delegate, may name some.
    func mustAskAboutRequirements(of r: UIGestureRecognizer) -> Bool {
        usesReferenceArbitration || FailureQueryDefaults.mayRequire(r)
    }

    // MARK: Waits

    /// `r` starts waiting for `r.waitingFor`: each of them records it as a dependent.
    func recordWait(_ r: UIGestureRecognizer) {
        for q in r.waitingFor {
            q.failureDependents.append(FailureDependent(recognizer: r, wait: r.attemptOrder))
            failureGraphVisits += 1
        }
    }
}

extension UIGestureRecognizer {
    /// Its state, or whether it takes part, has changed: the recognizers waiting for it to fail are queued to be
    /// looked at again, and entries left from waits that are over are dropped.
    func notifyFailureDependents() {
        var kept = 0
        for i in failureDependents.indices {
            let d = failureDependents[i]
            guard let w = d.recognizer, w.pendingState != nil, w.attemptOrder == d.wait else { continue }
            failureDependents[kept] = d
            kept += 1
            if let environment = w.environmentStorage {
                environment.failureGraphVisits += 1
                environment.failureCandidates.insert(w)
            }
        }
        failureDependents.removeLast(failureDependents.count - kept)
    }
}
