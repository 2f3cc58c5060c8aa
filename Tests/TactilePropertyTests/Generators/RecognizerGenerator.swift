import Foundation

/// Random recognizers on the views of a ``HierarchySpec``, with their flags, delegates, failure requirements and
/// simultaneous pairs.
///
/// **Failure requirements are acyclic.** The recognizers get a random rank; a recognizer may only require the
/// failure of one of lower rank (GRI-01). Each edge is expressed in one of three ways, at random: a static
/// `require(toFail:)`, the dependent's delegate answering `shouldRequireFailureOf` (GRI-04), or the requirement's
/// delegate answering `shouldBeRequiredToFailBy` (GRI-04). Delegates answer only for the edges of the graph, so
/// the answers are stable and the graph stays what the checker expects. (Cycles are decided by Tactile's
/// "first asker wins" rule, which no UIKit document describes, so they are not generated.)
///
/// **Delegates answer at random, deterministically.** `gestureRecognizerShouldBegin` draws from the delegate's own
/// seeded generator, so it may say no on one attempt and yes on the next; `shouldReceive` decides per contact id
/// from a mask; `shouldRecognizeSimultaneouslyWith` answers yes exactly for the generated simultaneous pairs
/// (asked of one side's delegate only: one yes is enough, GRI-09).
struct RecognizerConfigurationSpec: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case tap(taps: Int, touches: Int)
        case pan(minimumTouches: Int, maximumTouches: Int)
        case longPress(duration: Double, taps: Int, touches: Int)
        case swipe(direction: UInt, touches: Int)
        case pinch
        case rotation
        /// A scripted subclass (GCS): discrete ones recognize on a lift after enough travel, continuous ones
        /// begin after enough travel and end when their last touch lifts; both fail otherwise.
        case scripted(continuous: Bool, travel: Double)

        var isDiscrete: Bool {
            switch self {
            case .tap, .swipe: true
            case .scripted(let continuous, _): !continuous
            default: false
            }
        }

        var summary: String {
            switch self {
            case .tap(let taps, let touches): "tap(\(taps) taps, \(touches) touches)"
            case .pan(let lo, let hi): "pan(\(lo)…\(hi) touches)"
            case .longPress(let d, let taps, let touches):
                "longPress(\(String(format: "%.2f", d)) s, \(taps) taps, \(touches) touches)"
            case .swipe(let dir, let touches): "swipe(direction \(dir), \(touches) touches)"
            case .pinch: "pinch"
            case .rotation: "rotation"
            case .scripted(let c, let travel):
                "scripted(\(c ? "continuous" : "discrete"), travel \(Int(travel)))"
            }
        }
    }

    struct DelegateSpec: Sendable, Equatable {
        /// Probability that `gestureRecognizerShouldBegin` answers yes.
        var shouldBeginProbability: Double
        /// Contacts (id mod 8) the delegate declines in `shouldReceive touch`.
        var declinedContacts: UInt8
        /// Seed of the delegate's own generator.
        var seed: UInt64
    }

    struct RecognizerSpec: Sendable, Equatable {
        var kind: Kind
        var view: Int
        var isEnabled: Bool
        var cancelsTouchesInView: Bool
        var delaysTouchesBegan: Bool
        var delaysTouchesEnded: Bool
        var delegate: DelegateSpec?
        /// Which touches it takes (`allowedTouchTypes`); `nil` for UIKit's default (all).
        var allowedTouchTypes: AllowedTouchTypes? = nil
    }

    /// How a failure requirement is expressed.
    enum RequirementSource: String, Sendable, Equatable {
        case requireToFail = "require(toFail:)"
        case delegateRequiresFailure = "delegate.shouldRequireFailureOf"
        case delegateRequiredToFail = "delegate.shouldBeRequiredToFailBy"
    }

    struct Requirement: Sendable, Equatable {
        /// The recognizer that waits.
        var dependent: Int
        /// The recognizer that must fail first.
        var requirement: Int
        var source: RequirementSource
        /// Whether the edge lies on a cycle of the failure graph (issue 22): Tactile's "first asker wins" rule
        /// decides those, so ``RequirementInvariant`` does not check them.
        var inCycle = false
    }

    struct SimultaneousPair: Sendable, Equatable {
        var a: Int
        var b: Int
        /// Which side's delegate says yes.
        var answeredByA: Bool
    }

    var recognizers: [RecognizerSpec]
    var requirements: [Requirement]
    var simultaneous: [SimultaneousPair]

    static func generate(_ rng: inout CaseRandom, viewCount: Int) -> RecognizerConfigurationSpec {
        let count = rng.int(0...8)
        var recognizers: [RecognizerSpec] = []
        for _ in 0..<count {
            let kind: Kind
            switch rng.int(0...9) {
            case 0, 1: kind = .tap(taps: rng.pick([1, 1, 2, 3]), touches: rng.pick([1, 1, 1, 2]))
            case 2: kind = .pan(minimumTouches: rng.pick([1, 1, 2]), maximumTouches: rng.pick([1, 2, 5, Int.max]))
            case 3:
                kind = .longPress(
                    duration: rng.double(0.1...0.8), taps: rng.pick([0, 0, 0, 1]), touches: rng.pick([1, 1, 2]))
            case 4: kind = .swipe(direction: UInt(rng.int(1...15)), touches: rng.pick([1, 1, 2]))
            case 5: kind = .pinch
            case 6: kind = .rotation
            default: kind = .scripted(continuous: rng.chance(0.5), travel: rng.double(0...60))
            }
            let delegate: DelegateSpec? =
                rng.chance(0.4)
                ? DelegateSpec(
                    shouldBeginProbability: rng.pick([1, 1, 0.8, 0.5, 0]),
                    declinedContacts: rng.chance(0.7) ? 0 : UInt8(truncatingIfNeeded: rng.next()),
                    seed: rng.next())
                : nil
            recognizers.append(
                RecognizerSpec(
                    kind: kind, view: rng.int(0...(viewCount - 1)), isEnabled: !rng.chance(0.1),
                    cancelsTouchesInView: !rng.chance(0.2), delaysTouchesBegan: rng.chance(0.25),
                    delaysTouchesEnded: !rng.chance(0.3), delegate: delegate))
        }
        // Acyclic failure requirements: a recognizer may require only lower-ranked ones to fail.
        let rank = rng.permutation(count)
        var requirements: [Requirement] = []
        for d in 0..<count {
            for q in 0..<count where rank[q] < rank[d] && rng.chance(0.2) {
                let source: RequirementSource = rng.pick([
                    .requireToFail, .requireToFail, .delegateRequiresFailure, .delegateRequiredToFail,
                ])
                // A delegate-expressed edge needs a delegate on that side.
                let side = source == .delegateRequiresFailure ? d : q
                if source != .requireToFail, recognizers[side].delegate == nil {
                    recognizers[side].delegate = DelegateSpec(
                        shouldBeginProbability: 1, declinedContacts: 0, seed: rng.next())
                }
                requirements.append(Requirement(dependent: d, requirement: q, source: source))
            }
        }
        var simultaneous: [SimultaneousPair] = []
        for a in 0..<count {
            for b in (a + 1)..<max(a + 1, count) where rng.chance(0.15) {
                let byA = rng.chance(0.5)
                let side = byA ? a : b
                if recognizers[side].delegate == nil {
                    recognizers[side].delegate = DelegateSpec(
                        shouldBeginProbability: 1, declinedContacts: 0, seed: rng.next())
                }
                simultaneous.append(SimultaneousPair(a: a, b: b, answeredByA: byA))
            }
        }
        return RecognizerConfigurationSpec(
            recognizers: recognizers, requirements: requirements, simultaneous: simultaneous)
    }

    /// One line per recognizer, then the requirements and the simultaneous pairs.
    var summary: String {
        var lines = recognizers.enumerated().map { i, r in
            var flags: [String] = []
            if !r.isEnabled { flags.append("disabled") }
            if !r.cancelsTouchesInView { flags.append("!cancelsTouchesInView") }
            if r.delaysTouchesBegan { flags.append("delaysTouchesBegan") }
            if !r.delaysTouchesEnded { flags.append("!delaysTouchesEnded") }
            if let t = r.allowedTouchTypes { flags.append(t.rawValue) }
            if let d = r.delegate {
                flags.append(
                    "delegate(shouldBegin p=\(d.shouldBeginProbability), declines contacts mask \(d.declinedContacts))")
            }
            return "r\(i) \(r.kind.summary) on v\(r.view) \(flags.joined(separator: " "))"
        }
        for e in requirements { lines.append("r\(e.dependent) requires r\(e.requirement) to fail (\(e.source.rawValue))\(e.inCycle ? ", in a cycle" : "")") }
        for p in simultaneous {
            lines.append("r\(p.a) ∥ r\(p.b) simultaneous (answered by r\(p.answeredByA ? p.a : p.b)'s delegate)")
        }
        return lines.joined(separator: "\n")
    }
}
