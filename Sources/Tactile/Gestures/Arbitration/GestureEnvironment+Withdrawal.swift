import Foundation

/// Withdrawal: a recognizer that leaves the gesture before it is decided or finished, because it was disabled,
/// removed from its view, its view left the window, or it ignored one of its touches.
///
/// UIKit cancels a withdrawn recognizer in progress and fails an undecided one; either way it lets go of its
/// touches, and the phases it was holding back from views may go on.
extension GestureEnvironment {
    /// A recognizer was disabled or removed from its view mid-gesture: an in-progress gesture is cancelled, an
    /// undecided one fails, and it lets go of its touches.
    func recognizerWasWithdrawn(_ r: UIGestureRecognizer) {
        guard r.isParticipating else { return }
        note(r, .withdrawn, "\(r.logName): withdrawn (disabled or removed)")
        switch r.stateStorage {
        case .began, .changed:
            force(r, .cancelled)
            sendActions(r)
        case .possible:
            r.pendingState = nil
            force(r, .failed)
        default:
            break
        }
        r.activeTouches.removeAll()
        if !isUpdating && !isDelivering { update() }
    }

    func recognizerIgnoredTouch(_ r: UIGestureRecognizer, _ touch: UITouch) {
        note(r, .ignoredTouch, "\(r.logName): ignores a touch")
        // A touch is active once at most. Searched from the end: recognizers ignore the latest fingers first, so
        // a recognizer ignoring all but a few of many fingers finds each at once.
        if let i = r.activeTouches.lastIdenticalIndex(touch) { r.activeTouches.remove(at: i) }
        if !isUpdating && !isDelivering { viewDelivery.releaseDeliveries() }
    }
}
