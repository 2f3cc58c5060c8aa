import Foundation

/// The invariants checked on every generated case, in one place, and the report a failure prints.
///
/// | Invariant | Checker | Requirements |
/// |---|---|---|
/// | Touch streams complete and well-formed | ``TouchStreamInvariant`` | TD-06, GTD-02…08 |
/// | Press streams complete and well-formed | ``PressStreamInvariant`` | — (issue 22) |
/// | Legal transitions; no action on failed | ``TransitionInvariant`` | GSM-03…06, GSM-10, DIS-07 |
/// | Dependents wait for their requirements | ``RequirementInvariant`` | GRI-01, GRI-04, DIS-11 |
/// | One reset per attempt; all `.possible` at the end | ``ResetInvariant`` | DIS-06, GSM-06, GSM-07 |
/// | Removed views and recognizers are freed | ``CaseRunner/survivorsAfterRelease()`` | — (no leaks) |
/// | Nothing crashes | the run itself (illegal transitions are logged, not trapped) | — |
///
/// **Re-entrant `sendEvent`.** A handler may call `UIApplication.sendEvent(_:)` with the touch event being
/// dispatched. The event then goes through the recognizers and views again, but a touch begins only once for
/// each of them and a finished touch is not delivered again, so the invariants are unchanged (a moved phase
/// may repeat). A motion event sent re-entrantly goes to the first responder and leaves touch delivery alone.
@MainActor
enum PropertyInvariants {
    /// Every violation of every invariant, each prefixed by the invariant's name.
    @MainActor
    static func violations(_ o: RunObservation, _ c: PropertyCase, survivors: [String]) -> [String] {
        var result: [String] = []
        result += TouchStreamInvariant.check(o).map { "touch stream: " + $0 }
        result += PressStreamInvariant.check(o).map { "press stream: " + $0 }
        result += TransitionInvariant.check(o, c).map { "transitions: " + $0 }
        result += RequirementInvariant.check(o, c).map { "requirements: " + $0 }
        result += ResetInvariant.check(o, c).map { "reset: " + $0 }
        result += survivors.map { "release: still alive after the run: " + $0 }
        return result
    }

    /// A readable failure: the violations (at most 12), the case, and what fired.
    static func report(
        _ violations: [String], _ c: PropertyCase, mutationsFired: [String], timeline: [String]
    ) -> String {
        let shown = violations.prefix(12).map { "  • " + $0 }.joined(separator: "\n")
        let more = violations.count > 12 ? "\n  … and \(violations.count - 12) more" : ""
        let fired = mutationsFired.isEmpty ? "(none)" : mutationsFired.joined(separator: "\n")
        // The timeline up to the first violation that names an event number (the 80 entries before it).
        var end = timeline.count
        if let first = violations.first, let hash = first.firstIndex(of: "#"),
            let n = Int(first[first.index(after: hash)...].prefix { $0.isNumber })
        {
            end = min(timeline.count, n + 3)
        }
        let shownTimeline = timeline[max(0, end - 80)..<end]
        return """
            \(violations.count) invariant violation(s):
            \(shown)\(more)
            case \(c)
            mutations that fired:
            \(fired)
            timeline (\(shownTimeline.count) of \(timeline.count) entries, up to the first violation):
            \(shownTimeline.joined(separator: "\n"))
            """
    }
}
