import Foundation

/// The `touch` message: a touch's phase and where it is (no UIKit counterpart; the phases are `UITouch.Phase`'s).
public struct PlaygroundTouch: Sendable, Equatable, Codable {
    /// Seconds since the session started, on its scheduler.
    public var t: Double
    /// The pointer (the digitizer contact id).
    public var pointerId: Int
    /// `began`, `moved`, `ended` or `cancelled`.
    public var phase: String
    /// The position in window points.
    public var x, y: Double
    /// The view the touch was hit-tested to (named as the logs name views), or `nil` when it hit none.
    public var view: String?

    /// Creates a touch message.
    public init(t: Double, pointerId: Int, phase: String, x: Double, y: Double, view: String?) {
        self.t = t
        self.pointerId = pointerId
        self.phase = phase
        self.x = x
        self.y = y
        self.view = view
    }
}

/// The `recognizer` message: a recognizer's state changed (no UIKit counterpart; the states are
/// `UIGestureRecognizer.State`'s: `possible`, `began`, `changed`, `ended`, `cancelled`, `failed`).
public struct PlaygroundRecognizerChange: Sendable, Equatable, Codable {
    /// Seconds since the session started.
    public var t: Double
    /// The recognizer's name.
    public var recognizer: String
    /// The state before and after.
    public var from, to: String

    /// Creates a state-change message.
    public init(t: Double, recognizer: String, from: String, to: String) {
        self.t = t
        self.recognizer = recognizer
        self.from = from
        self.to = to
    }
}

/// The `action` message: a recognizer sent its target–action pairs (no UIKit counterpart).
public struct PlaygroundAction: Sendable, Equatable, Codable {
    /// Seconds since the session started.
    public var t: Double
    /// The recognizer's name.
    public var recognizer: String
    /// The state it sent them in.
    public var state: String
    /// What the recognizer reports at that moment, by property name: `x` and `y` (its location in the window),
    /// and as its type has them `scale`, `rotation`, `velocity`, `translationX`, `translationY`, `velocityX`,
    /// `velocityY`, `touches`.
    public var values: [String: Double]

    /// Creates an action message.
    public init(t: Double, recognizer: String, state: String, values: [String: Double]) {
        self.t = t
        self.recognizer = recognizer
        self.state = state
        self.values = values
    }
}

/// The `arbitration` message: a decision of the gesture environment with its reason, as the trace's arbitration
/// log lines carry it (no UIKit counterpart).
///
/// `event` uses the trace format's names: `waiting` (it recognized and waits for `others` to fail), `prevented`
/// (by `others[0]`), `requirement-recognized` (`others[0]`, which it waited for, recognized: it fails),
/// `requirements-failed`, `requirement-cycle`, `touches-ended-while-waiting`, `begin-refused` and `declined` (with
/// `reason`), `request-dropped` (with `state`), `illegal-transition`, `cancelled-before-began`, `ignored-touch`,
/// `withdrawn`, `reset` and `other`.
public struct PlaygroundArbitration: Sendable, Equatable, Codable {
    /// Seconds since the session started.
    public var t: Double
    /// The recognizer the decision is about.
    public var recognizer: String?
    /// Which decision (see above).
    public var event: String
    /// The other recognizers involved.
    public var others: [String]
    /// Why, in the log's words, when the event has a reason (a refused begin, a declined touch), or the state
    /// asked for (a dropped request, an illegal transition's `from→to`).
    public var reason: String?
    /// The arbitration log's sentence, e.g. `single tap: recognized, waiting for double tap to fail`.
    public var message: String
    /// The decision in plain words, e.g. `single tap recognized, but waits for the double tap to fail` or
    /// `pan failed: the double tap recognized first` (see ``plainSentence(event:recognizer:others:reason:message:)``):
    /// what the page's log shows.
    public var sentence: String

    /// Creates an arbitration message; its ``sentence`` is made from the event, the recognizers and the reason.
    public init(t: Double, recognizer: String?, event: String, others: [String], reason: String?, message: String) {
        self.t = t
        self.recognizer = recognizer
        self.event = event
        self.others = others
        self.reason = reason
        self.message = message
        sentence = Self.plainSentence(event: event, recognizer: recognizer, others: others, reason: reason, message: message)
    }
}

/// The `viewTouches` message: what a view's touch handlers were sent, or how recognizers changed that (no UIKit
/// counterpart).
///
/// `delivery` is `delivered` (the view's `touchesBegan`/`Moved`/`Ended`/`Cancelled` ran, `phase` says which),
/// `held` (a recognizer delays that phase: `delaysTouchesBegan`, `delaysTouchesEnded`), `released` (the held
/// phases go on to the view: the recognizers holding them failed), `cancelled` (a recognizer recognized and
/// `cancelsTouchesInView`: the view gets `touchesCancelled`) or `dropped` (the same for a view that never saw the
/// touch begin: nothing is sent).
public struct PlaygroundViewTouches: Sendable, Equatable, Codable {
    /// Seconds since the session started.
    public var t: Double
    /// The view, named as the logs name views.
    public var view: String
    /// `began`, `moved`, `stationary`, `ended` or `cancelled`, when the delivery has a phase.
    public var phase: String?
    /// The pointers (digitizer contact ids) concerned.
    public var pointerIds: [Int]
    /// `delivered`, `held`, `released`, `cancelled` or `dropped`.
    public var delivery: String

    /// Creates a view-touches message.
    public init(t: Double, view: String, phase: String?, pointerIds: [Int], delivery: String) {
        self.t = t
        self.view = view
        self.phase = phase
        self.pointerIds = pointerIds
        self.delivery = delivery
    }
}
