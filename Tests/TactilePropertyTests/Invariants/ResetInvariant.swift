import Foundation
import Tactile

/// **Every attempt ends with exactly one reset, and the run ends with every recognizer in `.possible`** (DIS-06,
/// GSM-06, GSM-07, GCS-06).
///
/// An *attempt* runs from a recognizer's first touch (or first transition) after its last reset to its terminal
/// state (ended, cancelled or failed). Expected, per UIKit:
/// - every attempt reaches a terminal state (nobody stays undecided once the storm is over and every timer has
///   fired), and is followed by exactly one `reset()`, before the recognizer's next touch or transition;
/// - `reset()` never runs outside that point, so the subclass's reset count, the log's and
///   `UIGestureRecognizer.resetCount` agree;
/// - after its reset a recognizer hears nothing more of the touches of the finished attempt (GSM-07);
/// - at the end every recognizer still alive is in `.possible`.
///
/// **Removed and disabled recognizers** follow the same rules: withdrawn mid-attempt, a recognizer that had begun
/// is cancelled (its action is sent with `.cancelled`), one that had not is failed; either way it is reset once,
/// when none of its touches is still down (immediately, since it lets go of them), and receives nothing more.
/// A recognizer disabled (or removed) before it took part has no attempt, and is never reset.
@MainActor
enum ResetInvariant {
    static func check(_ o: RunObservation, _ c: PropertyCase) -> [String] {
        enum Phase { case idle, open, terminal }
        var phase: [Int: Phase] = [:]
        var attemptTouches: [Int: Set<Int>] = [:]
        var finishedTouches: [Int: Set<Int>] = [:]
        var probeResets: [Int: Int] = [:]
        var loggedResets: [Int: Int] = [:]
        var violations: [String] = []
        for e in o.recorder.recognizerEvents {
            let r = e.recognizer
            let at = "event #\(e.index) r\(r)"
            let p = phase[r] ?? .idle
            switch e.kind {
            case .touches(let method, let touches):
                if p == .terminal, method == .began {
                    violations.append("\(at): touchesBegan before the reset of its finished attempt")
                }
                let stale = Set(touches).intersection(finishedTouches[r] ?? [])
                if !stale.isEmpty {
                    violations.append(
                        "\(at): \(method.name) for \(stale.sorted().map { "t\($0)" }) of an attempt already reset (GSM-07)")
                }
                if p == .idle { phase[r] = .open }
                attemptTouches[r, default: []].formUnion(touches)
            case .transition(let from, let to):
                if p == .terminal { violations.append("\(at): transition \(from) → \(to) before its reset") }
                switch to {
                case .ended, .cancelled, .failed: phase[r] = .terminal
                default: phase[r] = .open
                }
            case .loggedReset:
                loggedResets[r, default: 0] += 1
                if p != .terminal { violations.append("\(at): reset without a finished attempt (reset twice?)") }
                phase[r] = .idle
                finishedTouches[r] = attemptTouches[r] ?? []
                attemptTouches[r] = []
            case .reset:
                probeResets[r, default: 0] += 1
            default:
                break
            }
        }
        for r in c.recognizers.recognizers.indices {
            switch phase[r] ?? .idle {
            case .open: violations.append("r\(r): its last attempt never finished (still undecided at the end)")
            case .terminal: violations.append("r\(r): its last attempt finished but it was never reset")
            case .idle: break
            }
            if probeResets[r, default: 0] != loggedResets[r, default: 0] {
                violations.append(
                    "r\(r): reset() ran \(probeResets[r, default: 0]) times, the log has \(loggedResets[r, default: 0])")
            }
        }
        for f in o.finalRecognizers {
            if f.state != .possible { violations.append("r\(f.index): ends in \(f.state), not possible") }
            if f.resetCount != probeResets[f.index, default: 0] {
                violations.append(
                    "r\(f.index): resetCount is \(f.resetCount) but reset() ran \(probeResets[f.index, default: 0]) times")
            }
        }
        return violations
    }
}
