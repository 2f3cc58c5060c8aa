import Foundation
import PropertyBased
import Tactile
import TactileTesting
import Testing

/// Property-based tests of touch delivery and gesture arbitration (issue 9, item 1): random hierarchies,
/// recognizer configurations and touch storms, with mutations from inside callbacks, checked against the
/// invariants of ``PropertyInvariants``.
///
/// Environment:
/// - `TACTILE_PROPERTY_CASES=N` runs N cases instead of ``defaultCaseCount`` (long campaigns).
/// - `TACTILE_PROPERTY_SEED=0x…` runs only the case with that seed (as printed in a failure).
@MainActor
@Suite("Touch delivery and gesture properties")
struct TouchDeliveryPropertyTests {
    /// Cases per run by default: 6 to 16 s in a debug build on 2 cores (about 4 ms a case).
    static let defaultCaseCount = 3000

    static var caseCount: Int {
        ProcessInfo.processInfo.environment["TACTILE_PROPERTY_CASES"].flatMap { Int($0) } ?? defaultCaseCount
    }

    static var fixedSeed: UInt64? {
        guard var text = ProcessInfo.processInfo.environment["TACTILE_PROPERTY_SEED"] else { return nil }
        if text.hasPrefix("0x") { text.removeFirst(2) }
        return UInt64(text, radix: 16)
    }

    /// Runs one case and records an issue, with a readable report, if an invariant fails.
    static func check(_ c: PropertyCase) {
        let runner = CaseRunner(c)
        runner.run()
        let observation = runner.observation()
        let survivors = runner.survivorsAfterRelease()
        let violations = PropertyInvariants.violations(observation, c, survivors: survivors)
        let report = PropertyInvariants.report(
            violations, c, mutationsFired: observation.mutationsFired, timeline: observation.recorder.timeline)
        #expect(violations.isEmpty, "\(report)")
    }

    @Test("Invariants hold for random hierarchies, recognizers, touch storms and mutations")
    func invariantsHoldUnderRandomInput() async {
        if let seed = Self.fixedSeed {
            Self.check(PropertyCase(seed: seed))
            return
        }
        await propertyCheck(count: Self.caseCount, input: PropertyCase.generator) { c in
            Self.check(c)
        }
    }

    @Test("The case generator covers what the issue asks for")
    func generatorCoverage() {
        var rng = CaseRandom(seed: 42)
        var fingers = Set<Int>(), kinds = Set<String>()
        var requirements = 0, delegates = 0, simultaneous = 0, disabled = 0, cancellations = 0, sameFrame = 0
        var mutations = Set<String>()
        for _ in 0..<2000 {
            let c = PropertyCase(seed: rng.next())
            fingers.insert(c.storm.fingers.count)
            for r in c.recognizers.recognizers {
                kinds.insert(String(r.kind.summary.prefix { $0 != "(" }))
                if r.delegate != nil { delegates += 1 }
                if !r.isEnabled { disabled += 1 }
            }
            requirements += c.recognizers.requirements.count
            simultaneous += c.recognizers.simultaneous.count
            cancellations += c.storm.systemCancellations.count
            for case .frame(_, let contacts) in c.storm.steps where contacts.filter({ $0.state != .touching }).count > 1 {
                sameFrame += 1
            }
            for m in c.mutations.mutations { mutations.insert(m.action.kindName) }
        }
        #expect(fingers == Set(1...20))
        #expect(kinds == ["tap", "pan", "longPress", "swipe", "pinch", "rotation", "scripted"])
        #expect(requirements > 0 && delegates > 0 && simultaneous > 0 && disabled > 0 && cancellations > 0)
        #expect(sameFrame > 0)
        #expect(mutations.count == 7)
    }

    @Test("The runs exercise delivery, recognition, resets and every mutation")
    func runsExerciseTheCore() {
        var rng = CaseRandom(seed: 7)
        var viewCalls = 0, resets = 0, recognized = 0, cancelledActions = 0, waited = 0
        var fired = Set<String>()
        for _ in 0..<300 {
            let c = PropertyCase(seed: rng.next())
            let runner = CaseRunner(c)
            runner.run()
            let o = runner.observation()
            viewCalls += o.recorder.viewCalls.count
            for e in o.recorder.recognizerEvents {
                switch e.kind {
                case .reset: resets += 1
                case .transition(.possible, .ended), .transition(.possible, .began): recognized += 1
                case .action(.cancelled): cancelledActions += 1
                default: break
                }
            }
            waited += o.arbitration.filter { if case .waiting = $0.event { true } else { false } }.count
            for m in o.mutationsFired { fired.insert(String(m.split(separator: ":").last?.prefix(12) ?? "")) }
        }
        print("300 runs: \(viewCalls) view calls, \(recognized) recognitions, \(waited) waits, \(resets) resets, "
            + "\(cancelledActions) cancelled actions, \(fired.count) distinct mutations fired")
        #expect(viewCalls > 1000 && recognized > 50 && resets > 100 && waited > 5 && cancelledActions > 0)
        #expect(fired.count >= 7)
    }
}
