import Foundation

/// Reset: a recognizer that has ended, been cancelled or failed returns to `.possible` once none of its touches
/// is still on the screen, and only then takes new touches (UIKit resets it at the end of the touch sequence, not
/// when it decides).
extension GestureEnvironment {
    /// A touch has left the sequence: it no longer counts as active for its recognizers.
    func touchDidFinish(_ touch: UITouch) {
        for r in participants {
            if let i = r.activeTouches.firstIdenticalIndex(touch) {
                if let c = r.currentCentroid() { r.lastCentroid = c }
                if r.activeTouches.count == 1 || r.lastTouches.isEmpty || r.activeTouches.count > r.lastTouches.count {
                    // Copied into the recognizer's own buffer rather than assigned: sharing the active touches'
                    // buffer would make the removal below copy it, an allocation for every recognizer of every
                    // touch that ends. One by one: `append(contentsOf:)` takes a generic path that cost about
                    // 360 instructions for one touch (callgrind), paid for each recognizer of a touch that ends.
                    r.lastTouches.removeAllKeepingCapacity()
                    for t in r.activeTouches { r.lastTouches.append(t) }
                }
                r.activeTouches.remove(at: i)
            }
        }
        resetFinishedRecognizers()
    }

    /// Resets every participant that has finished (ended, cancelled, failed, or was disabled or detached) and
    /// holds no touch on the screen, and lets it go from the gesture.
    func resetFinishedRecognizers() {
        var i = 0
        while i < participants.count {
            let r = participants[i]
            // A recognizer still holding touches or waiting is never reset: test that first, since it is the
            // steady state of a gesture in progress.
            // A recognizer driven by a scroll or transform gesture in progress is held too, even once it has
            // failed, so that the gesture's later events do not start it again.
            guard r.activeTouches.isEmpty, r.pendingState == nil,
                awaitingActions.isEmpty || !awaitingActions.containsIdentical(r), r.pointerSession == nil
            else {
                i += 1
                continue
            }
            let finished: Bool
            switch r.stateStorage {
            case .ended, .cancelled, .failed: finished = true
            default: finished = !r.isEnabled || !r.hasView
            }
            guard finished else {
                i += 1
                continue
            }
            participants.remove(at: i)
            r.isParticipating = false
            if Self.isRecognizedState(r.stateStorage) { noteNoLongerRecognized(r) }
            // Emptied, not freed: the next gesture refills them, and reallocating them cost touch-began a few
            // allocations per recognizer.
            r.attemptTouches.removeAllKeepingCapacity()
            r.ignoredTouches.removeAllKeepingCapacity()
            r.waitingFor.removeAllKeepingCapacity()
            r.wasDecidedByEnvironment = false
            r.lastTouches.removeAllKeepingCapacity()
            if !r.hasView { r.environmentStorage = nil }  // `hasView`: no weak load (see its note)
            // `.possible` before `reset()` runs, so that `state` reads `.possible` there (Docs/Behaviors.md, "What
            // `state` reads in `reset()`").
            r.stateStorage = .possible
            participantDidLeave(r)
            r.resetCount += 1
            note(r, .reset, "\(r.logName): reset")
            r.reset()
        }
    }
}
