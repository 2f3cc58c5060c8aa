import Foundation

/// How delivery of one touch to its view stands: the per-touch bookkeeping that lets gesture recognizers delay
/// and cancel what a view receives (requirements GTD-02 to GTD-08).
///
/// Chameleon kept two flags per touch and handled a single touch; Tactile keeps this record per touch, holds
/// withheld phases in order with their original timestamps and locations, and replays or cancels them
/// per touch, so delays work with any number of fingers.
struct TouchViewDelivery {
    /// The touch is part of the sequence but its view never receives it (a later touch on a view whose
    /// `isMultipleTouchEnabled` is false). Recognizers still receive it.
    var isSuppressedForView = false
    /// The view has received `touchesBegan` for this touch.
    var beganDelivered = false
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
    /// The view never gets it, nor any later phase of the touch: a recognizer has taken the touch over
    /// (GTD-05).
    case drop
}

/// Decides what happens to each phase of a touch on its way to its view. The gesture environment implements it:
/// a recognizer with `delaysTouchesBegan` holds began phases, one with `delaysTouchesEnded` holds ended phases
/// while it is still deciding, and a recognized gesture that cancels touches in views drops them.
@MainActor
protocol TouchDeliveryGate: AnyObject {
    /// The decision for `phase` of `touch`.
    func decision(for phase: UITouch.Phase, of touch: UITouch) -> ViewDeliveryDecision
}

/// Reusable buffers that group the touches of one dispatch by receiver (a view, or a recognizer), so that
/// steady-state delivery allocates nothing. Nested dispatches (a handler that sends an event) get their own
/// level, so the buffers of an outer dispatch are never disturbed.
@MainActor
final class TouchGroupingStack<Receiver: AnyObject> {
    /// The groups of one dispatch level: `receivers[i]` gets `sets[i]`.
    final class Level {
        private(set) var receivers: [Receiver] = []
        private(set) var sets: [Set<UITouch>] = []
        init() {
            receivers.reserveCapacity(8)
            sets.reserveCapacity(8)
        }

        /// Adds `touch` to the group of `receiver`.
        func add(_ touch: UITouch, for receiver: Receiver) {
            var index = -1
            for (i, r) in receivers.enumerated() where r === receiver {
                index = i
                break
            }
            if index < 0 {
                index = receivers.count
                receivers.append(receiver)
                if sets.count <= index { sets.append(Set(minimumCapacity: 4)) }
            }
            sets[index].insert(touch)
        }

        func clear() {
            for i in 0..<receivers.count { sets[i].removeAll(keepingCapacity: true) }
            receivers.removeAll(keepingCapacity: true)
        }
    }

    private var levels: [Level] = []
    private var depth = 0

    /// Runs `body` with a level of buffers reserved for it.
    func withLevel(_ body: (Level) -> Void) {
        if levels.count <= depth { levels.append(Level()) }
        let level = levels[depth]
        depth += 1
        defer {
            level.clear()
            depth -= 1
        }
        body(level)
    }
}
