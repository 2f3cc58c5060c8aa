import Foundation

/// How delivery of one touch to its view stands: the per-touch bookkeeping that lets gesture recognizers delay
/// and cancel what a view receives. It lives on the touch (`UITouch.delivery`)
/// so that the per-move path reads it without a lookup; only the ``ViewDeliveryGate`` changes what is held and
/// delivered (touch tracking marks a touch suppressed for its view).
struct ViewDeliveryRecord {
    /// The touch is part of the sequence but its view never receives it (a later touch on a view whose
    /// `isMultipleTouchEnabled` is false). Recognizers still receive it.
    var isSuppressedForView = false
    /// The view's `touchesBegan` for this touch has been admitted: sent, or on its way in the batch being sent.
    var beganDelivered = false
    /// The view's `touchesBegan` for this touch has been called. It can lag ``beganDelivered``: a handler earlier in
    /// the same batch may make a recognizer take the touch over before the view's turn comes.
    var beganSent = false
    /// A recognized gesture has taken the touch over: nothing more of it goes to its view, not even a phase already
    /// on its way in the batch being sent.
    var isTakenOver = false
    /// The view has received `touchesEnded` or `touchesCancelled`, or will never hear of the touch again.
    var isFinished = false
    /// Phases withheld from the view, oldest first.
    var held: [HeldPhase] = []
}

/// A phase withheld from a view, with the values the touch had at that moment.
struct HeldPhase {
    var phase: UITouch.Phase
    var timestamp: TimeInterval
    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint
}

/// What happens to one phase of a touch on its way to the view.
enum ViewDeliveryDecision: Equatable {
    /// The view gets it now.
    case deliver
    /// It waits, in order, until released (then delivered) or cancelled.
    case hold
    /// The view never gets it, nor any later phase of the touch: a recognizer has taken the touch over (as in UIKit,
    /// where with `cancelsTouchesInView` the rest of a begun or recognized gesture's touches go to the recognizer
    /// only).
    case drop
}
