import Foundation
import Tactile

/// **Recognizer transitions are legal, and no action is sent on failed** (GSM-01 to GSM-06, GSM-10, DIS-06,
/// DIS-07, GAP-14).
///
/// Replaying the arbitration log's transitions for each recognizer from `.possible`: every transition starts
/// from the state the recognizer is in and is one of possible → began | ended | failed, began → changed | ended
/// | cancelled, changed → changed | ended | cancelled; the return to `.possible` happens only by a reset, only
/// from ended, cancelled or failed. Discrete recognizers (taps, swipes, the discrete scripted one) never begin
/// or change. No built-in or scripted recognizer asks for an illegal transition. Every action is sent in began,
/// changed, ended or cancelled, both as the log says (the state just entered) and as the action method reads
/// `state` (that state, or a legal successor the recognizer has already requested).
@MainActor
enum TransitionInvariant {
    typealias State = UIGestureRecognizer.State

    static func isLegal(_ from: State, _ to: State) -> Bool {
        switch (from, to) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }

    static func check(_ o: RunObservation, _ c: PropertyCase) -> [String] {
        var state: [Int: State] = [:]
        var violations: [String] = []
        for e in o.recorder.recognizerEvents {
            let r = e.recognizer
            let at = "event #\(e.index) r\(r)"
            let current = state[r] ?? .possible
            switch e.kind {
            case .transition(let from, let to):
                if from != current { violations.append("\(at): transition \(from) → \(to) while it was \(current)") }
                if !isLegal(from, to) { violations.append("\(at): illegal transition \(from) → \(to)") }
                if c.recognizers.recognizers[r].kind.isDiscrete, to == .began || to == .changed {
                    violations.append("\(at): discrete recognizer entered \(to) (GSM-10)")
                }
                state[r] = to
            case .loggedReset:
                switch current {
                case .ended, .cancelled, .failed: break
                default: violations.append("\(at): reset to possible from \(current)")
                }
                state[r] = .possible
            case .illegalRequest(let from, let to):
                violations.append("\(at): the recognizer asked for the illegal transition \(from) → \(to)")
            case .loggedAction(let s):
                if s == .failed || s == .possible { violations.append("\(at): action sent in state \(s) (DIS-07)") }
                if s != current { violations.append("\(at): action in \(s) while the recognizer is \(current)") }
            case .action(let s):
                // What the action method reads: the state just entered, or a legal next state the recognizer has
                // already asked for (its `state` reads back a pending request, as a subclass expects; this
                // happens when the view's cancellation that precedes the action makes the recognizer see its
                // touches end, e.g. a handler that re-sends the event from touchesCancelled).
                if s == .failed || s == .possible { violations.append("\(at): action reads state \(s) (DIS-07)") }
                if s != current && !isLegal(current, s) {
                    violations.append("\(at): action reads \(s) while the recognizer is \(current)")
                }
            case .touches, .reset, .waiting:
                break
            }
        }
        return violations
    }
}
