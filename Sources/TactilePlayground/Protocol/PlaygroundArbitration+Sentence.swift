import Foundation

/// The gesture environment's decisions in plain words: the one place that turns the arbitration log's structured
/// events into the sentences the playground's page shows (no UIKit counterpart).
///
/// The log's own messages are written for someone who knows the arbitration's workings
/// (`pan: request for failed dropped; it already failed`); the page is read by someone touching a scene to find out
/// why their gesture did not fire, so each decision is said as what happened and why:
/// `pan failed: the double tap recognized first`. The sentence is built from the structured event (its name, the
/// recognizers involved and its reason), never from the log's wording, so a reworded log message changes nothing.
extension PlaygroundArbitration {
    /// The decision in plain words, e.g. `single tap recognized, but waits for the double tap to fail` (no UIKit
    /// counterpart).
    ///
    /// - Parameters:
    ///   - event: the trace format's event name (`waiting`, `prevented`, …; see ``PlaygroundArbitration``).
    ///   - recognizer: the recognizer the decision is about; `nil` for a view's delivery.
    ///   - others: the other recognizers involved.
    ///   - reason: the event's reason (a refused begin, a declined touch), or the state asked for (a dropped
    ///     request, an illegal transition's `from→to`).
    ///   - message: the log's message, said as it is for an event that has no plain sentence (`other`).
    public static func plainSentence(
        event: String, recognizer: String?, others: [String], reason: String?, message: String
    ) -> String {
        let r = recognizer ?? "a recognizer"
        switch event {
        case "waiting":
            return "\(r) recognized, but waits for \(list(others)) to fail"
        case "prevented":
            return "\(r) failed: \(the(others.first)) recognized first"
        case "requirement-recognized":
            let other = the(others.first)
            return "\(r) failed: it waited for \(other) to fail, but \(other) recognized"
        case "requirements-failed":
            return "\(r) recognizes now: everything it waited for failed"
        case "requirement-cycle":
            return "\(r) waits for \(list(others)), which wait for it in turn; \(r) asked first, so it is decided now"
        case "touches-ended-while-waiting":
            return "\(r) failed: its fingers lifted while it waited, so it can no longer begin"
        case "begin-refused":
            return "\(r) failed: \(refusal(reason))"
        case "declined":
            return "\(r) ignores this touch: \(declining(reason))"
        case "request-dropped":
            return "\(r) asked to \(verb(reason)) after it was already decided: nothing changes"
        case "illegal-transition":
            let states = (reason ?? "").split(separator: "→").map(String.init)
            let move = states.count == 2 ? "go from \(states[0]) to \(states[1])" : "change state that way"
            return "\(r) asked to \(move), which no recognizer may do: ignored"
        case "cancelled-before-began":
            return "\(r) was cancelled before it began, which counts as failing"
        case "ignored-touch":
            return "\(r) ignores one of its touches from now on (ignore(_:for:))"
        case "withdrawn":
            return "\(r) was disabled or removed mid-gesture: it takes no more part"
        case "reset":
            return "\(r) is reset to possible, ready for the next gesture"
        default:
            return message
        }
    }

    /// `the double tap`, or `another recognizer` when the log named none.
    private static func the(_ name: String?) -> String {
        name.map { "the \($0)" } ?? "another recognizer"
    }

    /// `the pan`, `the pan and the pinch`, `the pan, the pinch and the rotation`.
    private static func list(_ names: [String]) -> String {
        let named = names.map { "the \($0)" }
        switch named.count {
        case 0: return "other recognizers"
        case 1: return named[0]
        default: return named.dropLast().joined(separator: ", ") + " and " + named[named.count - 1]
        }
    }

    /// Why a begin was refused, from the log's reason: the delegate's or a view's `gestureRecognizerShouldBegin`.
    private static func refusal(_ reason: String?) -> String {
        guard let reason else { return "it was not allowed to begin" }
        let suffix = ".gestureRecognizerShouldBegin returned false"
        if reason.hasPrefix("delegate") {
            return "its delegate said no (gestureRecognizerShouldBegin(_:) returned false)"
        }
        if reason.hasSuffix(suffix) {
            let owner = reason.dropLast(suffix.count)
            return "\(owner) said no (its gestureRecognizerShouldBegin(_:) returned false)"
        }
        return reason
    }

    /// Why a touch, event or press was not received, from the log's reason.
    private static func declining(_ reason: String?) -> String {
        switch reason {
        case "allowedTouchTypes": "its allowedTouchTypes do not include this kind of touch"
        case "requiresExclusiveTouchType": "it takes one kind of touch at a time (requiresExclusiveTouchType)"
        case "delegate: shouldReceive touch": "its delegate said no (gestureRecognizer(_:shouldReceive:) for the touch)"
        case "delegate: shouldReceive event": "its delegate said no (gestureRecognizer(_:shouldReceive:) for the event)"
        case "delegate: shouldReceive press": "its delegate said no (gestureRecognizer(_:shouldReceive:) for the press)"
        case let other?: other
        case nil: "it does not receive it"
        }
    }

    /// What asking for a state means: `fail`, `begin`, `end`.
    private static func verb(_ state: String?) -> String {
        switch state {
        case "failed": "fail"
        case "began": "begin"
        case "changed": "change"
        case "ended": "end"
        case "cancelled": "cancel"
        case "possible": "go back to possible"
        case let other?: "become \(other)"
        case nil: "change state"
        }
    }
}
