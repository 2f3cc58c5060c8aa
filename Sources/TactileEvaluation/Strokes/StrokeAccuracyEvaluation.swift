import Foundation
import Tactile
import TactileStrokes
import TactileMotion

/// The accuracy protocols of the $1 paper (Wobbrock, Wilson & Li, UIST 2007) and its successors, run on
/// $1-format gesture logs.
///
/// No UIKit counterpart. `tactile eval strokes` prints these figures; the data-driven tests check them against the
/// targets in research/datasets.md.
///
/// - **User-dependent** (``userDependent(algorithm:orientation:templatesPerGesture:trials:seed:)``): for each
///   subject × speed cell and each E, pick E + 1 random samples of each gesture, train on E, test the remaining one
///   against all gestures; repeat `trials` times. Accuracy at E is the share of correct tests over all cells and
///   trials (16 × trials × cells tests per E).
/// - **User-independent** (``userIndependent(algorithm:orientation:participants:trials:seed:)``): for each held-out
///   subject and each P, pick P random other subjects and one random sample (any speed) of each gesture from each
///   as templates; test one random sample per gesture of the held-out subject.
///
/// Random choices come from ``SeededRandomNumberGenerator`` seeded with `seed` (default ``defaultSeed``), mixed with
/// E (or P), so a run is reproducible and every algorithm sees the same template draws.
public struct StrokeAccuracyEvaluation: Sendable {
    /// One gesture sample: its class, who drew it, at what speed, and its strokes (no UIKit counterpart).
    public struct Sample: Sendable {
        /// The gesture class (`check`).
        public var gesture: String
        /// The participant.
        public var subject: Int
        /// The speed condition (`slow`, `medium`, `fast`), or any label for the cell.
        public var speed: String
        /// The strokes.
        public var strokes: [[CGPoint]]

        /// Creates a sample.
        public init(gesture: String, subject: Int, speed: String, strokes: [[CGPoint]]) {
            self.gesture = gesture
            self.subject = subject
            self.speed = speed
            self.strokes = strokes
        }

        /// A sample from a $1 log.
        public init(_ log: DollarOneGestureLog) {
            self.init(gesture: log.gesture, subject: log.subject, speed: log.speed, strokes: [log.stroke])
        }
    }

    /// Accuracy at one point of a curve (E templates per gesture, or P training participants); no UIKit counterpart.
    public struct Point: Sendable, Equatable {
        /// E (user-dependent) or P (user-independent).
        public var x: Int
        /// Correct recognitions.
        public var correct: Int
        /// Tests run.
        public var total: Int
        /// correct / total, from 0 to 1.
        public var accuracy: Double { total > 0 ? Double(correct) / Double(total) : 0 }
    }

    /// The seed of the default runs: the year of the $1 paper.
    public static let defaultSeed: UInt64 = 2007

    /// The samples.
    public let samples: [Sample]
    /// The gesture classes, sorted.
    public let gestures: [String]
    /// The subjects, sorted.
    public let subjects: [Int]
    /// The subject × speed cells that hold at least two samples of every gesture, sorted.
    public let cells: [Cell]

    /// A subject × speed cell (no UIKit counterpart).
    public struct Cell: Sendable, Hashable, Comparable {
        /// The participant.
        public var subject: Int
        /// The speed condition.
        public var speed: String
        public static func < (a: Cell, b: Cell) -> Bool {
            (a.subject, a.speed) < (b.subject, b.speed)
        }
    }

    /// Sample indices by cell, then by gesture (indices into ``gestures``).
    private let cellSamples: [[[Int]]]
    /// Sample indices by subject, then by gesture.
    private let subjectSamples: [[[Int]]]

    /// Groups `samples` into gestures, subjects and cells.
    public init(samples: [Sample]) {
        self.samples = samples
        let gestures = Array(Set(samples.map(\.gesture))).sorted()
        let subjects = Array(Set(samples.map(\.subject))).sorted()
        self.gestures = gestures
        self.subjects = subjects
        let gestureIndex = Dictionary(uniqueKeysWithValues: gestures.enumerated().map { ($1, $0) })
        var byCell: [Cell: [[Int]]] = [:]
        var bySubject = [[[Int]]](
            repeating: [[Int]](repeating: [], count: gestures.count), count: subjects.count)
        let subjectIndex = Dictionary(uniqueKeysWithValues: subjects.enumerated().map { ($1, $0) })
        for (i, s) in samples.enumerated() {
            let g = gestureIndex[s.gesture]!
            byCell[Cell(subject: s.subject, speed: s.speed), default: [[Int]](repeating: [], count: gestures.count)][g]
                .append(i)
            bySubject[subjectIndex[s.subject]!][g].append(i)
        }
        let usable = byCell.filter { $0.value.allSatisfy { $0.count >= 2 } }
        cells = usable.keys.sorted()
        cellSamples = cells.map { usable[$0]! }
        subjectSamples = bySubject
    }

    /// Reads every `.xml` log under `directory`.
    public init(directory: URL) throws(FileParseError) {
        let files = DollarOneGestureLog.files(in: directory)
        var samples: [Sample] = []
        samples.reserveCapacity(files.count)
        for file in files { samples.append(Sample(try DollarOneGestureLog(contentsOf: file))) }
        self.init(samples: samples)
    }

    /// The samples prepared once for an algorithm (`nil` for a sample with no usable point).
    public func prepared(_ algorithm: StrokeAlgorithm, orientation: StrokeOrientation) -> [PreparedStrokes?] {
        samples.map { PreparedStrokes(strokes: $0.strokes, algorithm: algorithm, orientation: orientation) }
    }

    /// The generator for one point of a curve. It depends on the seed and E (or P) only, so every algorithm draws
    /// the same templates and tests.
    private static func generator(seed: UInt64, x: Int) -> SeededRandomNumberGenerator {
        SeededRandomNumberGenerator(seed: seed &+ UInt64(x) &* 0x1_0000_0001)
    }

    /// The user-dependent curve for E in `templatesPerGesture` (E is capped so that one sample is left to test).
    public func userDependent(
        algorithm: StrokeAlgorithm, orientation: StrokeOrientation = .invariant,
        templatesPerGesture: ClosedRange<Int> = 1...9, trials: Int = 100, seed: UInt64 = defaultSeed
    ) -> [Point] {
        let prepared = prepared(algorithm, orientation: orientation)
        var curve: [Point] = []
        for e in templatesPerGesture {
            var rng = Self.generator(seed: seed, x: e)
            var correct = 0, total = 0
            for cell in cellSamples {
                guard cell.allSatisfy({ $0.count > e }) else { continue }
                for _ in 0..<trials {
                    var classifier = StrokeClassifier(algorithm: algorithm, orientation: orientation)
                    var tests: [(Int, Int)] = []
                    for (g, indices) in cell.enumerated() {
                        var pool = indices
                        // A partial Fisher–Yates shuffle picks E + 1 distinct samples.
                        for k in 0...e {
                            let j = Int.random(in: k..<pool.count, using: &rng)
                            pool.swapAt(k, j)
                        }
                        for k in 0..<e {
                            if let p = prepared[pool[k]] { classifier.add(name: gestures[g], prepared: p) }
                        }
                        tests.append((g, pool[e]))
                    }
                    for (g, index) in tests {
                        total += 1
                        if let p = prepared[index], classifier.bestMatch(for: p)?.name == gestures[g] { correct += 1 }
                    }
                }
            }
            curve.append(Point(x: e, correct: correct, total: total))
        }
        return curve
    }

    /// The user-independent curve for P in `participants` (P is capped at the number of other subjects).
    public func userIndependent(
        algorithm: StrokeAlgorithm, orientation: StrokeOrientation = .invariant, participants: ClosedRange<Int>,
        trials: Int = 100, seed: UInt64 = defaultSeed
    ) -> [Point] {
        let prepared = prepared(algorithm, orientation: orientation)
        var curve: [Point] = []
        for p in participants where p < subjects.count {
            var rng = Self.generator(seed: seed ^ 0x5555, x: p)
            var correct = 0, total = 0
            for heldOut in subjects.indices {
                let others = subjects.indices.filter { $0 != heldOut }
                for _ in 0..<trials {
                    var pool = others
                    for k in 0..<p {
                        let j = Int.random(in: k..<pool.count, using: &rng)
                        pool.swapAt(k, j)
                    }
                    var classifier = StrokeClassifier(algorithm: algorithm, orientation: orientation)
                    for g in gestures.indices {
                        for k in 0..<p {
                            let candidates = subjectSamples[pool[k]][g]
                            guard let pick = candidates.randomElement(using: &rng), let prep = prepared[pick] else {
                                continue
                            }
                            classifier.add(name: gestures[g], prepared: prep)
                        }
                    }
                    for g in gestures.indices {
                        guard let pick = subjectSamples[heldOut][g].randomElement(using: &rng) else { continue }
                        total += 1
                        if let prep = prepared[pick], classifier.bestMatch(for: prep)?.name == gestures[g] {
                            correct += 1
                        }
                    }
                }
            }
            curve.append(Point(x: p, correct: correct, total: total))
        }
        return curve
    }

    /// How often a fixed template set (such as ``BuiltInStrokeTemplates/dollarOneGestures``) names every sample's
    /// gesture correctly, per gesture (in ``gestures`` order). Only gestures that have a template are counted.
    public func fixedTemplateAccuracy(
        _ templates: [StrokeTemplate], algorithm: StrokeAlgorithm, orientation: StrokeOrientation = .invariant
    ) -> [(gesture: String, correct: Int, total: Int)] {
        let classifier = StrokeClassifier(templates: templates, algorithm: algorithm, orientation: orientation)
        let known = Set(templates.map(\.name))
        var counts = [String: (Int, Int)]()
        for sample in samples where known.contains(sample.gesture) {
            var entry = counts[sample.gesture] ?? (0, 0)
            entry.1 += 1
            if let p = classifier.prepare(sample.strokes), classifier.bestMatch(for: p)?.name == sample.gesture {
                entry.0 += 1
            }
            counts[sample.gesture] = entry
        }
        return gestures.compactMap { g in counts[g].map { (g, $0.0, $0.1) } }
    }

    /// The time of one full recognition (preparing the raw strokes and ranking every template name) against
    /// `templatesPerGesture` templates of each gesture from the first cell, averaged over at least `recognitions`
    /// recognitions of that cell's samples. The time is the thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`), so other
    /// processes on a busy machine do not inflate it; measure in a release build.
    public func timePerRecognition(
        algorithm: StrokeAlgorithm, orientation: StrokeOrientation = .invariant, templatesPerGesture: Int = 9,
        recognitions: Int = 2000
    ) -> (templates: Int, seconds: Double) {
        guard let cell = cellSamples.first else { return (0, 0) }
        var classifier = StrokeClassifier(algorithm: algorithm, orientation: orientation)
        var probes: [[[CGPoint]]] = []
        for (g, indices) in cell.enumerated() {
            for (k, i) in indices.enumerated() {
                if k < templatesPerGesture {
                    classifier.add(StrokeTemplate(name: gestures[g], strokes: samples[i].strokes))
                } else {
                    probes.append(samples[i].strokes)
                }
            }
        }
        if probes.isEmpty { probes = cell.flatMap { $0 }.map { samples[$0].strokes } }
        var sink = 0.0
        var done = 0
        let started = Self.threadCPUTime()
        while done < recognitions {
            for probe in probes {
                sink += classifier.matches(for: probe).first?.score ?? 0
                done += 1
            }
        }
        let seconds = Self.threadCPUTime() - started
        blackHole(sink)  // keeps the work observable to the optimiser
        return (classifier.count, seconds / Double(done))
    }
}

extension StrokeAccuracyEvaluation {
    /// The CPU time of the calling thread, in seconds.
    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }
}

/// Consumes a value so that the optimiser cannot drop the work that produced it.
@_optimize(none)
private func blackHole(_ value: Double) {}
