import Foundation
import PropertyBased

/// One generated case: a hierarchy, recognizers, a storm and a mutation plan, all drawn from one seed.
struct PropertyCase: Sendable, Equatable, CustomStringConvertible {
    var seed: UInt64
    var hierarchy: HierarchySpec
    var recognizers: RecognizerConfigurationSpec
    var storm: StormSpec
    var mutations: MutationPlan
    /// What issue 22 added to the generators (applied to the parts above).
    var extras = ExtrasSpec()
    /// Whether the case was widened with ``ExtrasSpec`` (cases found before issue 22 replay without).
    var widened = true
    /// How many parts were dropped by shrinking (0 for a generated case).
    var shrinkSteps = 0

    /// The case of `seed`. The base parts come from the seed's generator as they always did; with `widened`, the
    /// extras come from a second generator (seeded from the same seed) and are applied on top; with `crowded`, a
    /// third may add a crowd of fingers (``CrowdSpec``).
    init(seed: UInt64, widened: Bool = true, crowded: Bool? = nil) {
        var rng = CaseRandom(seed: seed)
        self.seed = seed
        hierarchy = HierarchySpec.generate(&rng)
        recognizers = RecognizerConfigurationSpec.generate(&rng, viewCount: hierarchy.nodes.count)
        storm = StormSpec.generate(&rng, hierarchy: hierarchy)
        mutations = MutationPlan.generate(
            &rng, viewCount: hierarchy.nodes.count, recognizerCount: recognizers.recognizers.count)
        self.widened = widened
        if widened {
            var extraRandom = CaseRandom(seed: seed ^ 0x22_22_22_22_22_22_22_22)
            ExtrasSpec.widen(&self, &extraRandom)
        }
        if crowded ?? widened {
            var crowdRandom = CaseRandom(seed: seed ^ 0x200_0200_0200_0200)
            CrowdSpec.crowd(&self, &crowdRandom)
        }
    }

    var seedText: String { "0x" + String(seed, radix: 16) }

    var description: String {
        """
        seed \(seedText)\(shrinkSteps > 0 ? " (shrunk: \(shrinkSteps) parts dropped from it)" : "") — the \
        generated case replays with TACTILE_PROPERTY_SEED=\(seedText)
        views:
        \(hierarchy.summary)
        recognizers:
        \(recognizers.summary.isEmpty ? "(none)" : recognizers.summary)
        storm:
        \(storm.summary)
        mutations:
        \(mutations.summary.isEmpty ? "(none)" : mutations.summary)\(extras.summary.isEmpty ? "" : "\nextras:\n" + extras.summary)
        """
    }

    /// Smaller cases that keep the same seed: each drops one mutation, one finger or one stationary frame or
    /// system cancellation. Recognizers and views are not dropped, because indices refer to them. Most shrunk
    /// first (a mutation, whose removal simplifies most), as PropertyBased tries candidates in order.
    func shrinkCandidates() -> [PropertyCase] {
        var result: [PropertyCase] = []
        for i in mutations.mutations.indices {
            var c = self
            c.mutations.mutations.remove(at: i)
            c.shrinkSteps += 1
            result.append(c)
        }
        if !storm.systemCancellations.isEmpty {
            var c = self
            c.storm.systemCancellations.removeAll()
            c.shrinkSteps += 1
            result.append(c)
        }
        if !storm.stationaryFrames.isEmpty {
            var c = self
            c.storm.stationaryFrames.removeAll()
            c.shrinkSteps += 1
            result.append(c)
        }
        if !storm.keySteps.isEmpty {
            var c = self
            c.storm.keySteps.removeAll()
            c.shrinkSteps += 1
            result.append(c)
        }
        if storm.fingers.count > 1 {
            for i in storm.fingers.indices {
                var c = self
                c.storm.fingers.remove(at: i)
                if i < c.storm.contactKinds.count { c.storm.contactKinds.remove(at: i) }
                c.shrinkSteps += 1
                result.append(c)
            }
        }
        for i in recognizers.requirements.indices {
            var c = self
            c.recognizers.requirements.remove(at: i)
            c.shrinkSteps += 1
            result.append(c)
        }
        for i in recognizers.simultaneous.indices {
            var c = self
            c.recognizers.simultaneous.remove(at: i)
            c.shrinkSteps += 1
            result.append(c)
        }
        return result
    }

    /// Whether the random runs use the widened generators: yes, unless `TACTILE_PROPERTY_WIDENED=0` (to compare with
    /// the storms as they were before issue 22). The defects the widened storms found are fixed (their seeds replay
    /// in ``FoundCaseRegressionTests``), and 25,000 random widened cases from each of several base seeds held.
    static var widenedByDefault: Bool { ProcessInfo.processInfo.environment["TACTILE_PROPERTY_WIDENED"] != "0" }

    /// The PropertyBased generator: one `UInt64` from the library's generator, the rest from ``CaseRandom``.
    /// Shrinking drops parts of the case (``shrinkCandidates()``), so a failure is reported on a smaller case.
    static let generator = Generator<PropertyCase, [PropertyCase]>(
        run: { rng in PropertyCase(seed: rng.next(), widened: widenedByDefault) },
        shrink: { $0.shrinkCandidates() })
}
