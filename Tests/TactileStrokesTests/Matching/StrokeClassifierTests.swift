import Foundation
import Testing
@testable import TactileStrokes

/// The matchers on strokes generated from the built-in templates: any rotation, size and position, other
/// sampling densities and noise are recognized; orientation-sensitive matching tells turned gestures apart;
/// scribbles are rejected (GR-12: custom gestures from examples).
@Suite("Stroke classifier: generated strokes")
struct StrokeClassifierTests {
    static let templates = BuiltInStrokeTemplates.dollarOneGestures

    @Test("every built-in gesture, turned, resized and moved, is recognized as itself", arguments: StrokeAlgorithm.allCases)
    func rotatedScaledMoved(algorithm: StrokeAlgorithm) {
        let classifier = StrokeClassifier(templates: Self.templates, algorithm: algorithm)
        var wrong: [String] = []
        for template in Self.templates {
            for degrees in [-135.0, -60, 0, 25, 90, 170] {
                for scale in [0.25, 1, 4] {
                    let stroke = GeneratedStrokes.transformed(
                        template.points, degrees: degrees, scale: scale, offset: CGPoint(x: 300, y: -40))
                    let best = classifier.matches(for: [stroke]).first
                    if best?.name != template.name {
                        wrong.append("\(template.name) @\(degrees)° ×\(scale) → \(best?.description ?? "nothing")")
                    }
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.joined(separator: "\n"))")
    }

    @Test("an exact copy scores 1 with every algorithm ($1: within its 2° search step)", arguments: StrokeAlgorithm.allCases)
    func exactCopy(algorithm: StrokeAlgorithm) {
        let classifier = StrokeClassifier(templates: Self.templates, algorithm: algorithm)
        // $1's golden-section search stops within 2° of the best angle, so a copy scores just under 1.
        let tolerance = algorithm == .dollarOne ? 0.005 : 1e-6
        for template in Self.templates {
            let best = classifier.matches(for: template.strokes).first
            #expect(best?.name == template.name)
            #expect(abs((best?.score ?? 0) - 1) < tolerance, "\(template.name): \(best?.score ?? -1)")
        }
    }

    @Test("noisy strokes sampled at another density are recognized", arguments: StrokeAlgorithm.allCases)
    func noisy(algorithm: StrokeAlgorithm) {
        let classifier = StrokeClassifier(templates: Self.templates, algorithm: algorithm)
        var random = StrokeTestRandom(seed: 42)
        var correct = 0, total = 0
        for template in Self.templates {
            for trial in 0..<10 {
                let stroke = GeneratedStrokes.noisy(
                    GeneratedStrokes.transformed(template.points, degrees: Double(trial * 36)), count: 30 + 7 * trial,
                    sigma: 0.015, random: &random)
                total += 1
                if classifier.matches(for: [stroke]).first?.name == template.name { correct += 1 }
            }
        }
        #expect(Double(correct) / Double(total) >= 0.97, "\(correct) of \(total)")
    }

    @Test("scores fall with noise: 1 for a copy, lower for a noisy copy, lowest for a scribble", arguments: StrokeAlgorithm.allCases)
    func scoresOrder(algorithm: StrokeAlgorithm) {
        let classifier = StrokeClassifier(templates: [BuiltInStrokeTemplates.star], algorithm: algorithm)
        var random = StrokeTestRandom(seed: 7)
        let copy = classifier.matches(for: [BuiltInStrokeTemplates.star.points])[0].score
        let noisy = classifier.matches(
            for: [GeneratedStrokes.noisy(BuiltInStrokeTemplates.star.points, count: 50, sigma: 0.03, random: &random)])[0]
            .score
        let scribble = classifier.matches(for: [GeneratedStrokes.scribble(corners: 8, random: &random)])[0].score
        #expect(copy > noisy)
        #expect(noisy > scribble)
        #expect(noisy >= algorithm.defaultMinimumScore)
    }

    @Test("scribbles are rejected at the default threshold", arguments: StrokeAlgorithm.allCases)
    func scribblesRejected(algorithm: StrokeAlgorithm) {
        let classifier = StrokeClassifier(templates: Self.templates, algorithm: algorithm)
        var random = StrokeTestRandom(seed: 1234)
        var accepted: [String] = []
        for i in 0..<60 {
            let scribble = GeneratedStrokes.scribble(corners: 6 + i % 6, random: &random)
            if let best = classifier.matches(for: [scribble]).first, best.score >= algorithm.defaultMinimumScore {
                accepted.append("scribble \(i) → \(best)")
            }
        }
        #expect(accepted.count <= 3, "\(accepted.joined(separator: "\n"))")
    }

    @Test("orientation-sensitive matching rejects a turned gesture but forgives a tilt", arguments: StrokeAlgorithm.allCases)
    func orientationSensitive(algorithm: StrokeAlgorithm) {
        let check = BuiltInStrokeTemplates.check
        let sensitive = StrokeClassifier(templates: [check], algorithm: algorithm, orientation: .sensitive)
        let invariant = StrokeClassifier(templates: [check], algorithm: algorithm, orientation: .invariant)
        let turned = [GeneratedStrokes.transformed(check.points, degrees: 90)]
        let tilted = [GeneratedStrokes.transformed(check.points, degrees: 15)]
        let threshold = algorithm.defaultMinimumScore
        #expect(invariant.matches(for: turned)[0].score >= threshold)
        #expect(sensitive.matches(for: turned)[0].score < threshold)
        #expect(sensitive.matches(for: tilted)[0].score >= threshold)
    }

    @Test("orientation-sensitive templates tell a left arrow from a right one; invariant ones cannot")
    func arrowsBothWays() {
        let right = StrokeTemplate(name: "right", points: BuiltInStrokeTemplates.polyline([(0, 50), (100, 50)]))
        let left = StrokeTemplate(name: "left", points: BuiltInStrokeTemplates.polyline([(100, 50), (0, 50)]))
        let down = StrokeTemplate(name: "down", points: BuiltInStrokeTemplates.polyline([(50, 0), (50, 100)]))
        let sensitive = StrokeClassifier(templates: [right, left, down], orientation: .sensitive)
        let swipeDown = [BuiltInStrokeTemplates.polyline([(200, 10), (205, 90)])]
        let swipeLeft = [BuiltInStrokeTemplates.polyline([(200, 10), (110, 14)])]
        #expect(sensitive.matches(for: swipeDown).first?.name == "down")
        #expect(sensitive.matches(for: swipeLeft).first?.name == "left")
        // Invariant: every line is the same gesture, so the three score alike.
        let invariant = StrokeClassifier(templates: [right, left, down])
        let scores = invariant.matches(for: swipeDown).map(\.score)
        #expect(scores.count == 3)
        #expect(scores.allSatisfy { abs($0 - scores[0]) < 1e-6 })
    }

    @Test("the N-best list has one entry per name, best first, naming the best template of each name")
    func nBest() {
        let wide = StrokeTemplate(name: "caret", points: BuiltInStrokeTemplates.polyline([(0, 100), (50, 0), (100, 100)]))
        let narrow = StrokeTemplate(name: "caret", points: BuiltInStrokeTemplates.polyline([(0, 100), (20, 0), (40, 100)]))
        let classifier = StrokeClassifier(templates: [wide, BuiltInStrokeTemplates.v, narrow, BuiltInStrokeTemplates.x])
        let ranked = classifier.matches(for: [BuiltInStrokeTemplates.polyline([(0, 100), (21, 0), (42, 100)])])
        #expect(ranked.map(\.name) == ["caret", "v", "x"] || ranked.map(\.name) == ["caret", "x", "v"])
        #expect(ranked[0].templateIndex == 2)
        #expect(zip(ranked, ranked.dropFirst()).allSatisfy { $0.score >= $1.score })
        #expect(classifier.names == ["caret", "v", "x"])
        #expect(classifier.count == 4)
    }

    @Test("multistroke templates: $P recognizes an x drawn as two lines in any order and direction")
    func multistrokeOrderFree() {
        let x = StrokeTemplate(
            name: "x", strokes: [BuiltInStrokeTemplates.polyline([(0, 0), (100, 100)]),
                BuiltInStrokeTemplates.polyline([(100, 0), (0, 100)])])
        let plus = StrokeTemplate(
            name: "plus", strokes: [BuiltInStrokeTemplates.polyline([(50, 0), (50, 100)]),
                BuiltInStrokeTemplates.polyline([(0, 50), (100, 50)])])
        let classifier = StrokeClassifier(templates: [x, plus], algorithm: .dollarP, orientation: .sensitive)
        let drawn = [BuiltInStrokeTemplates.polyline([(0, 100), (100, 0)]), BuiltInStrokeTemplates.polyline([(100, 100), (0, 0)])]
        #expect(classifier.matches(for: drawn).first?.name == "x")
        let drawnPlus = [BuiltInStrokeTemplates.polyline([(100, 52), (0, 48)]), BuiltInStrokeTemplates.polyline([(50, 100), (52, 0)])]
        #expect(classifier.matches(for: drawnPlus).first?.name == "plus")
    }

    @Test("no usable point: no matches; NaN points are dropped; a tap matches nothing well")
    func degenerate() {
        let classifier = StrokeClassifier(templates: Self.templates)
        #expect(classifier.matches(for: []).isEmpty)
        #expect(classifier.matches(for: [[]]).isEmpty)
        #expect(classifier.matches(for: [[CGPoint(x: CGFloat.nan, y: 1)]]).isEmpty)
        let withNaN = BuiltInStrokeTemplates.check.points + [CGPoint(x: CGFloat.nan, y: .infinity)]
        #expect(classifier.matches(for: [withNaN]).first?.name == "check")
        let tap = classifier.matches(for: [[CGPoint(x: 5, y: 5), CGPoint(x: 5, y: 5)]])
        #expect(tap.allSatisfy { $0.score < StrokeAlgorithm.protractor.defaultMinimumScore })
        #expect(StrokeClassifier().matches(for: [BuiltInStrokeTemplates.check.points]).isEmpty)
    }

    @Test("resampling gives equally spaced points along each stroke, keeps both ends, and skips jumps between strokes")
    func resampling() {
        let line = [StrokeSample(x: 0, y: 0), StrokeSample(x: 30, y: 0), StrokeSample(x: 30, y: 40)]
        let r = StrokeGeometry.resample(line, count: 8)
        #expect(r.count == 8)
        #expect(r.first == line.first)
        #expect(abs(r[7].x - 30) < 1e-9 && abs(r[7].y - 40) < 1e-9)
        for (a, b) in zip(r, r.dropFirst()) {
            #expect(abs(hypot(b.x - a.x, b.y - a.y) - 10) < 1e-9)  // 70 / 7, no corner cut on this path
        }
        let twoStrokes = [
            StrokeSample(x: 0, y: 0, stroke: 0), StrokeSample(x: 10, y: 0, stroke: 0),
            StrokeSample(x: 100, y: 100, stroke: 1), StrokeSample(x: 110, y: 100, stroke: 1),
        ]
        #expect(StrokeGeometry.pathLength(twoStrokes) == 20)
        let cloud = StrokeGeometry.resample(twoStrokes, count: 5)
        #expect(cloud.map(\.stroke) == [0, 0, 0, 1, 1])
        #expect(cloud.allSatisfy { ($0.x <= 10 && $0.y == 0) || ($0.x >= 100 && $0.y == 100) })
    }
}
