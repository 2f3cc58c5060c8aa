import Foundation

/// An opt-in record of every decision the gesture environment makes: state changes, actions, who blocked whom and
/// why, waits on failure requirements, and what views were held back, released or cancelled.
///
/// No UIKit counterpart: UIKit's decisions are invisible. Install one with
/// ``UIApplication/gestureArbitrationLog`` to debug a gesture conflict, or to assert on it in tests. Recognizers
/// are named by ``UIGestureRecognizer/name`` (or their type), views by their type or `tag`.
///
/// Each entry has a readable ``Entry/message`` and the same decision in structured form (``Entry/recognizer`` and
/// ``Entry/event``), for tools that draw or check the log without parsing its wording.
@MainActor
public final class GestureArbitrationLog {
    /// One decision (no UIKit counterpart).
    public struct Entry: Sendable, Equatable, CustomStringConvertible {
        /// When it happened, on the application's scheduler.
        public var time: TimeInterval
        /// What happened, e.g. `"single: waiting for double (failure requirement)"`.
        public var message: String
        /// The recognizer the decision is about (its ``UIGestureRecognizer/name``, or its type), or `nil` for
        /// decisions about a view's delivery.
        public var recognizer: String?
        /// What happened, in structured form.
        public var event: Event

        /// Creates an entry.
        public init(time: TimeInterval, message: String, recognizer: String? = nil, event: Event = .other) {
            self.time = time
            self.message = message
            self.recognizer = recognizer
            self.event = event
        }

        public var description: String { String(format: "%.3f ", time) + message }
    }

    /// What a view's delivery went through (no UIKit counterpart).
    public enum ViewDelivery: String, Sendable, Equatable, CaseIterable {
        /// A phase was withheld from the view while a recognizer decides (`delaysTouchesBegan`, `delaysTouchesEnded`).
        case held
        /// The withheld phases may go on to the view: the recognizers holding them failed.
        case released
        /// The view's touches were cancelled because a recognizer recognized (`cancelsTouchesInView`).
        case cancelled
        /// Like ``cancelled``, for a view that never saw the touch begin: nothing is sent to it.
        case dropped
    }

    /// A decision in structured form (no UIKit counterpart). Other recognizers are named like
    /// ``Entry/recognizer``.
    public enum Event: Sendable, Equatable {
        /// The recognizer's state changed.
        case transition(from: UIGestureRecognizer.State, to: UIGestureRecognizer.State)
        /// The recognizer's actions were sent, in this state.
        case action(UIGestureRecognizer.State)
        /// The recognizer recognized, and waits in `.possible` for these recognizers it requires to fail.
        case waiting(for: [String])
        /// A recognizer that has recognized prevents this one, which fails: they share touches and may not recognize
        /// simultaneously.
        case prevented(by: String)
        /// The recognizer required this one to fail, but it recognized: the recognizer fails.
        case requirementRecognized(String)
        /// Every recognizer it waited for has failed: the recognizer recognizes now.
        case requirementsFailed
        /// The recognizer's failure requirements form a cycle with these recognizers, which wait back; it asked
        /// first, so it is decided.
        case requirementCycle([String])
        /// Its touches ended while it waited, so the continuous gesture can no longer begin: it fails.
        case touchesEndedWhileWaiting
        /// `gestureRecognizerShouldBegin` returned false (the string says whose: the delegate's or a view's): the
        /// recognizer fails.
        case beginRefused(String)
        /// The recognizer does not receive a touch, event or press; the string says why (`allowedTouchTypes`,
        /// `requiresExclusiveTouchType`, or the delegate's `shouldReceive`).
        case declined(String)
        /// The recognizer asked for this state after the environment had already decided it: the request is
        /// dropped.
        case requestDropped(UIGestureRecognizer.State)
        /// The recognizer asked for a transition its state machine does not allow: it is ignored.
        case illegalTransition(from: UIGestureRecognizer.State, to: UIGestureRecognizer.State)
        /// The recognizer was cancelled before it began, which counts as failing.
        case cancelledBeforeBegan
        /// The recognizer ignores one of its touches (`ignore(_:for:)`).
        case ignoredTouch
        /// The recognizer was disabled or removed from its view mid-gesture.
        case withdrawn
        /// The recognizer went back to `.possible` once none of its touches is on the screen, after it ended, was
        /// cancelled or failed.
        case reset
        /// A view's delivery of a touch was held, released, cancelled or dropped. `view` is named like the log's
        /// messages, `contact` is the touch's digitizer contact id, and `phase` is the held phase (for
        /// ``ViewDelivery/held`` only).
        case viewDelivery(ViewDelivery, view: String, contact: Int, phase: UITouch.Phase?)
        /// Anything else (entries made by future versions, or by tools that have no structure for them).
        case other
    }

    /// Every entry, oldest first.
    public private(set) var entries: [Entry] = []

    /// Called with each entry as it is recorded (for traces). Default `nil`.
    public var observer: (@MainActor (Entry) -> Void)?

    /// Creates an empty log.
    public init() {}

    /// The messages without times.
    public var messages: [String] { entries.map(\.message) }

    /// Removes every entry.
    public func clear() { entries.removeAll() }

    func record(_ entry: Entry) {
        entries.append(entry)
        observer?(entry)
    }
}
