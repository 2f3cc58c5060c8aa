import Foundation
import Tactile

/// **A dependent recognizer never recognizes before its requirement has failed** (GRI-01, GRI-04, DIS-11).
///
/// When a recognizer leaves `.possible` for began or ended (recognized), every recognizer it requires to fail
/// (statically or through either delegate question) that is taking part in the current gesture (it has received
/// a touch or left `.possible` since its last reset) must be in `.failed`. A requirement that is not taking part
/// counts as failed, as in UIKit. A requirement that was removed or disabled was failed (or cancelled, if it had
/// begun, in which case the dependent already failed) when it was withdrawn.
///
/// **Requirements are taken per attempt** (GRI-04: the delegate is asked once per recognition attempt). When
/// the dependent recognized and had to wait, the requirements that count are those taking part at that moment;
/// one that joins the gesture later, with touches of its own, does not hold back a dependent that is already
/// waiting (a finding of these tests, judged Tactile's documented rule rather than a defect).
@MainActor
enum RequirementInvariant {
    static func check(_ o: RunObservation, _ c: PropertyCase) -> [String] {
        var requirementsOf: [Int: [Int]] = [:]
        // Edges on a cycle are decided by Tactile's "first asker wins" rule (see Behaviors in the Docs folder): the
        // other invariants (legal transitions, resets, nothing left undecided) still hold for them.
        for e in c.recognizers.requirements where !e.inCycle { requirementsOf[e.dependent, default: []].append(e.requirement) }
        var state: [Int: UIGestureRecognizer.State] = [:]
        var inAttempt = Set<Int>()
        var waitingWith: [Int: Set<Int>] = [:]
        var violations: [String] = []
        for e in o.recorder.recognizerEvents {
            let r = e.recognizer
            switch e.kind {
            case .touches(.began, _):
                inAttempt.insert(r)
            case .transition(let from, let to):
                if from == .possible, to == .began || to == .ended {
                    let counted = waitingWith[r] ?? inAttempt
                    for q in requirementsOf[r] ?? [] where counted.contains(q) && inAttempt.contains(q) && state[q] != .failed {
                        violations.append(
                            "event #\(e.index): r\(r) went \(from) → \(to) while its requirement r\(q) was "
                                + "\(state[q] ?? .possible) in the same gesture (GRI-01)")
                    }
                }
                state[r] = to
                inAttempt.insert(r)
            case .waiting:
                waitingWith[r] = inAttempt
            case .loggedReset:
                state[r] = .possible
                inAttempt.remove(r)
                waitingWith[r] = nil
            default:
                break
            }
        }
        return violations
    }
}
