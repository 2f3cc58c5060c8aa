import Foundation
import Testing
import Tactile
@testable import TactileEvaluation
import TactileStrokes

/// The accuracy protocols on a small synthetic study: three "subjects" drawing the built-in gestures with their own
/// distortions, written as $1-format XML and read back, so the protocol code is checked without the shared data.
@Suite("Stroke accuracy protocols")
struct StrokeAccuracyEvaluationTests {
    /// A sample of `template` as subject `subject` would draw it: stretched, turned and shaken.
    static func sample(_ template: StrokeTemplate, subject: Int, index: Int, random: inout SeededRandomNumberGenerator)
        -> [CGPoint]
    {
        let stretch = 1 + 0.15 * Double(subject - 2)
        let angle = Double.random(in: -0.2...0.2, using: &random)
        return template.points.map { p in
            let x = Double(p.x) * stretch, y = Double(p.y)
            return CGPoint(
                x: 200 + x * cos(angle) - y * sin(angle) + Double.random(in: -2...2, using: &random),
                y: 200 + x * sin(angle) + y * cos(angle) + Double.random(in: -2...2, using: &random))
        }
    }

    /// Writes the synthetic study as $1 XML under a temporary directory: 3 subjects × 2 speeds × 4 gestures × 4.
    static func writeStudy() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("study-\(UUID().uuidString)")
        var random = SeededRandomNumberGenerator(seed: 1)
        let gestures = ["check", "circle", "star", "triangle"].compactMap(BuiltInStrokeTemplates.template(named:))
        for subject in 2...4 {
            for speed in ["slow", "fast"] {
                let folder = dir.appendingPathComponent("s0\(subject)/\(speed)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for g in gestures {
                    for n in 1...4 {
                        let points = sample(g, subject: subject, index: n, random: &random)
                        var text = "\u{FEFF}<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
                        text += "<Gesture Name=\"\(g.name)0\(n)\" Subject=\"\(subject)\" Speed=\"\(speed)\" "
                        text += "NumPts=\"\(points.count)\">\n"
                        for (i, p) in points.enumerated() {
                            text += "  <Point X=\"\(Int(p.x))\" Y=\"\(Int(p.y))\" T=\"\(1000 + 15 * i)\" />\n"
                        }
                        text += "</Gesture>\n"
                        try text.write(
                            to: folder.appendingPathComponent("\(g.name)0\(n).xml"), atomically: true, encoding: .utf8)
                    }
                }
            }
        }
        return dir
    }

    @Test("the study is grouped into gestures, subjects and cells; both protocols count the right number of tests")
    func protocols() throws {
        let dir = try Self.writeStudy()
        defer { try? FileManager.default.removeItem(at: dir) }
        let evaluation = try StrokeAccuracyEvaluation(directory: dir)
        #expect(evaluation.samples.count == 96)
        #expect(evaluation.gestures == ["check", "circle", "star", "triangle"])
        #expect(evaluation.subjects == [2, 3, 4])
        #expect(evaluation.cells.count == 6)
        for algorithm in StrokeAlgorithm.allCases {
            let ud = evaluation.userDependent(algorithm: algorithm, templatesPerGesture: 1...3, trials: 5)
            #expect(ud.map(\.x) == [1, 2, 3])
            #expect(ud.allSatisfy { $0.total == 6 * 5 * 4 })
            #expect(ud.allSatisfy { $0.accuracy >= 0.95 }, "\(algorithm): \(ud.map(\.accuracy))")
            let ui = evaluation.userIndependent(algorithm: algorithm, participants: 1...5, trials: 4)
            #expect(ui.map(\.x) == [1, 2])  // P is capped at the 2 other subjects
            #expect(ui.allSatisfy { $0.total == 3 * 4 * 4 })
        }
        // E = 4 leaves no sample to test in a cell of 4 per gesture: skipped, not miscounted.
        #expect(evaluation.userDependent(algorithm: .protractor, templatesPerGesture: 4...4, trials: 2)[0].total == 0)
    }

    @Test("the same seed gives the same figures; another seed draws other templates")
    func reproducible() {
        var random = SeededRandomNumberGenerator(seed: 9)
        var samples: [StrokeAccuracyEvaluation.Sample] = []
        for subject in 2...3 {
            for template in BuiltInStrokeTemplates.dollarOneGestures {
                for _ in 0..<3 {
                    samples.append(.init(
                        gesture: template.name, subject: subject, speed: "medium",
                        strokes: [Self.sample(template, subject: subject, index: 0, random: &random)]))
                }
            }
        }
        let evaluation = StrokeAccuracyEvaluation(samples: samples)
        let a = evaluation.userDependent(algorithm: .dollarOne, templatesPerGesture: 1...2, trials: 3, seed: 5)
        let b = evaluation.userDependent(algorithm: .dollarOne, templatesPerGesture: 1...2, trials: 3, seed: 5)
        #expect(a == b)
        #expect(a.allSatisfy { $0.total == 2 * 3 * 16 })
        var first = SeededRandomNumberGenerator(seed: 5), second = SeededRandomNumberGenerator(seed: 5)
        #expect((0..<4).map { _ in first.next() } == (0..<4).map { _ in second.next() })
        var other = SeededRandomNumberGenerator(seed: 6)
        #expect(other.next() != SeededRandomNumberGenerator(seed: 5).nextValue)
        let timing = evaluation.timePerRecognition(algorithm: .protractor, templatesPerGesture: 2, recognitions: 10)
        #expect(timing.templates == 32)
        #expect(timing.seconds > 0)
        let fixed = evaluation.fixedTemplateAccuracy(BuiltInStrokeTemplates.dollarOneGestures, algorithm: .protractor)
        #expect(fixed.count == 16)
        #expect(fixed.allSatisfy { $0.total == 6 })
    }
}

extension SeededRandomNumberGenerator {
    /// The first value of a copy (for comparing generators without consuming them).
    var nextValue: UInt64 {
        var copy = self
        return copy.next()
    }
}
