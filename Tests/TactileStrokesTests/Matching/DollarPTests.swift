import Foundation
import Testing
@testable import TactileStrokes

/// $P's pruned search ($Q's lower bound, early abandoning and sorted start points) against the published,
/// unpruned `GreedyCloudMatch` on generated strokes: the bound never exceeds the true distance, the pruned search
/// finds the same distances, and the classifier ranks exactly as an exhaustive search would (GR-12).
@Suite("$P pruned search")
struct DollarPTests {
    static let templates = BuiltInStrokeTemplates.dollarOneGestures
    static let orientations: [StrokeOrientation] = [.invariant, .sensitive]

    /// Noisy, turned, resampled copies of every built-in gesture, scribbles, and two-stroke gestures (an x and a
    /// plus drawn in both orders), as raw strokes.
    static func candidates(seed: UInt64) -> [[[CGPoint]]] {
        var random = StrokeTestRandom(seed: seed)
        var result: [[[CGPoint]]] = []
        for (k, template) in templates.enumerated() {
            let turned = GeneratedStrokes.transformed(template.points, degrees: Double(k * 23 % 50 - 25), scale: 2)
            result.append([GeneratedStrokes.noisy(turned, count: 25 + k, sigma: 0.03, random: &random)])
        }
        for corners in 3...8 { result.append([GeneratedStrokes.scribble(corners: corners, random: &random)]) }
        let a = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 100)], b = [CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100)]
        let h = [CGPoint(x: 0, y: 50), CGPoint(x: 100, y: 50)], v = [CGPoint(x: 50, y: 0), CGPoint(x: 50, y: 100)]
        result += [[a, b], [b.reversed(), a], [h, v], [v, h.reversed()]]
        return result
    }

    /// Templates: the built-ins plus a noisy variant of each, so that each name has several templates to prune among.
    static func templateSet(seed: UInt64) -> [StrokeTemplate] {
        var random = StrokeTestRandom(seed: seed)
        var result = templates
        for template in templates {
            for variant in 0..<1 {
                let points = GeneratedStrokes.noisy(
                    GeneratedStrokes.transformed(template.points, degrees: Double(variant * 14 - 7)), count: 40,
                    sigma: 0.02, random: &random)
                result.append(StrokeTemplate(name: template.name, strokes: [points]))
            }
        }
        let a = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 100)], b = [CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100)]
        result.append(StrokeTemplate(name: "x", strokes: [a, b]))
        return result
    }

    @Test("the lower bound never exceeds the exhaustive cloud distance, and is not trivially small", arguments: orientations)
    func lowerBound(orientation: StrokeOrientation) throws {
        var checked = 0, ratios: [Double] = []
        for strokes in Self.candidates(seed: 7) {
            let candidate = try #require(PreparedStrokes(strokes: strokes, algorithm: .dollarP, orientation: orientation))
            for template in Self.templateSet(seed: 11) {
                let t = try #require(PreparedStrokes(strokes: template.strokes, algorithm: .dollarP, orientation: orientation))
                let exact = DollarP.exhaustiveDistance(t.values, candidate.values, orientation: orientation)
                let bound = DollarP.lowerBound(t.values, candidate.values, orientation: orientation)
                #expect(bound <= exact * (1 + 1e-12) + 1e-12, "\(template.name): bound \(bound) > distance \(exact)")
                if exact > 0 { ratios.append(bound / exact) }
                checked += 1
            }
        }
        #expect(checked > 800)
        // The bound must have teeth to prune: on average it is well above zero.
        let mean = ratios.reduce(0, +) / Double(ratios.count)
        #expect(mean > 0.4, "mean bound/distance \(mean)")
    }

    @Test("the pruned distance equals the exhaustive one below the bound and reports ≥ bound otherwise", arguments: orientations)
    func prunedDistance(orientation: StrokeOrientation) throws {
        // Every other candidate: each pair runs the search four times, unoptimised in a debug build.
        for strokes in Self.candidates(seed: 8).enumerated().filter({ $0.offset % 2 == 0 }).map(\.element) {
            let candidate = try #require(PreparedStrokes(strokes: strokes, algorithm: .dollarP, orientation: orientation))
            for template in Self.templateSet(seed: 12) {
                let t = try #require(PreparedStrokes(strokes: template.strokes, algorithm: .dollarP, orientation: orientation))
                let exact = DollarP.exhaustiveDistance(t.values, candidate.values, orientation: orientation)
                let free = DollarP.distance(t.values, candidate.values, orientation: orientation)
                #expect(abs(free - exact) <= 1e-9 * max(1, exact), "\(template.name): \(free) vs \(exact)")
                for bound in [exact * 0.9, exact * 1.1 + 1e-6] {
                    let pruned = DollarP.distance(t.values, candidate.values, orientation: orientation, bound: bound)
                    if exact < bound {
                        #expect(abs(pruned - exact) <= 1e-9 * max(1, exact))
                    } else {
                        #expect(pruned >= bound * (1 - 1e-12) && pruned <= exact * (1 + 1e-12) + 1e-12)
                    }
                }
            }
        }
    }

    @Test("the classifier's N-best list and best match equal an exhaustive search's", arguments: orientations)
    func sameRanking(orientation: StrokeOrientation) throws {
        let set = Self.templateSet(seed: 13)
        let classifier = StrokeClassifier(templates: set, algorithm: .dollarP, orientation: orientation)
        let prepared = try set.map { try #require(classifier.prepare($0.strokes)) }
        for strokes in Self.candidates(seed: 9) {
            let candidate = try #require(classifier.prepare(strokes))
            // Exhaustive: every template's full distance; each name keeps its smallest (first on a tie).
            var best: [String: (distance: Double, template: Int)] = [:]
            for (t, template) in set.enumerated() {
                let d = DollarP.exhaustiveDistance(prepared[t].values, candidate.values, orientation: orientation)
                if let b = best[template.name], b.distance <= d { continue }
                best[template.name] = (d, t)
            }
            let n = DollarP.pointCount(candidate.values)
            let matches = classifier.matches(for: candidate)
            #expect(matches.count == best.count)
            for m in matches {
                let expected = try #require(best[m.name])
                #expect(m.templateIndex == expected.template, "\(m.name): template \(m.templateIndex) vs \(expected.template)")
                #expect(abs(m.score - DollarP.score(distance: expected.distance, pointCount: n)) < 1e-9)
            }
            let overall = try #require(best.min { $0.value.distance < $1.value.distance })
            let top = try #require(classifier.bestMatch(for: candidate))
            #expect(top.name == overall.key && top.templateIndex == overall.value.template)
        }
    }
}
