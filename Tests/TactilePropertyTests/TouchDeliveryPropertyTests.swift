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
/// - `TACTILE_PROPERTY_CASES=N` runs N cases instead of ``defaultCaseCount``. The campaign size is 10⁶ cases, run
///   before a release (see the storm paragraph of BENCHMARKS.md for the command, its time and its last result):
///   `TACTILE_PROPERTY_CASES=1000000 swift test --filter 'TouchDeliveryPropertyTests/invariantsHoldUnderRandomInput'`.
/// - `TACTILE_PROPERTY_SEED=0x…` runs only the case with that seed (as printed in a failure).
/// - `TACTILE_PROPERTY_WIDENED=0` makes the random cases those of the generators before issue 22 (no pencils,
///   presses, controls, second windows or cycles); they are widened by default.
@MainActor
@Suite("Touch delivery and gesture properties")
struct TouchDeliveryPropertyTests {
    /// Cases per run by default (CI): 10,000.
    static let defaultCaseCount = 10_000

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

    /// Widened cases (pencils and force, peek and pop, presses and key commands, controls in scroll views, a second
    /// window, cycles, …) from a fixed seed, on every run besides the random ones (which are widened too, unless
    /// `TACTILE_PROPERTY_WIDENED=0`): the same 2,000 cases each time, so a change that breaks one of them fails
    /// every run, not one run in many.
    static let widenedCaseCount = 2000

    @Test("Invariants hold for a fixed set of widened cases")
    func widenedCasesHold() {
        var rng = CaseRandom(seed: 0x22)
        for _ in 0..<Self.widenedCaseCount { Self.check(PropertyCase(seed: rng.next())) }
    }

    @Test("The case generator covers what the issue asks for")
    func generatorCoverage() {
        var rng = CaseRandom(seed: 42)
        var fingers = Set<Int>(), kinds = Set<String>()
        var requirements = 0, delegates = 0, simultaneous = 0, disabled = 0, cancellations = 0, sameFrame = 0
        var mutations = Set<String>(), triggers = Set<String>()
        var pencils = 0, forces = 0, keys = 0, controls = 0, secondWindows = 0, cycles = 0, restricted = 0
        var previewing = 0, mostContacts = 0
        for _ in 0..<2000 {
            let c = PropertyCase(seed: rng.next())
            pencils += c.storm.contactKinds.filter(\.isPencil).count
            forces += c.storm.contactKinds.filter { $0.maximumPossibleForce > 0 && $0.peakFraction > 0.8 }.count
            keys += c.storm.keySteps.count
            controls += c.hierarchy.nodes.filter { $0.kind == .control }.count
            secondWindows += c.hierarchy.nodes.contains { $0.window == 1 } ? 1 : 0
            cycles += c.recognizers.requirements.filter(\.inCycle).count
            restricted += c.recognizers.recognizers.filter { $0.allowedTouchTypes != nil }.count
            previewing += c.extras.previewing == nil ? 0 : 1
            for m in c.mutations.mutations { triggers.insert(String(String(describing: m.trigger).prefix { $0 != "(" })) }
            fingers.insert(c.storm.fingers.count)
            for r in c.recognizers.recognizers {
                kinds.insert(String(r.kind.summary.prefix { $0 != "(" }))
                if r.delegate != nil { delegates += 1 }
                if !r.isEnabled { disabled += 1 }
            }
            requirements += c.recognizers.requirements.count
            simultaneous += c.recognizers.simultaneous.count
            cancellations += c.storm.systemCancellations.count
            for case .frame(_, let contacts) in c.storm.steps {
                mostContacts = max(mostContacts, contacts.count)
                if contacts.filter({ $0.state != .touching }).count > 1 { sameFrame += 1 }
            }
            for m in c.mutations.mutations { mutations.insert(m.action.kindName) }
        }
        #expect(fingers.filter { $0 <= 20 } == Set(1...20))
        // Crowds (``CrowdSpec``): frames of up to 200 contacts, never more.
        #expect(mostContacts > 150 && mostContacts <= CrowdSpec.maximumContacts, "most contacts in a frame: \(mostContacts)")
        #expect(kinds == ["tap", "pan", "longPress", "swipe", "pinch", "rotation", "scripted"])
        #expect(requirements > 0 && delegates > 0 && simultaneous > 0 && disabled > 0 && cancellations > 0)
        #expect(sameFrame > 0)
        #expect(mutations.count == 8)
        // Issue 22: pencils and force, presses and key commands, controls in scroll views, a second window,
        // cycles in the failure graph, recognizers restricted to a kind of touch, peek and pop, and mutations
        // from control actions, key commands and press handlers.
        #expect(pencils > 0 && forces > 0 && keys > 0 && controls > 0 && secondWindows > 0)
        #expect(cycles > 0 && restricted > 0 && previewing > 0)
        #expect(
            triggers == [
                "viewHandler", "action", "delegateCallback", "recognizerTouches", "controlAction", "keyCommand",
                "pressHandler",
            ])
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
