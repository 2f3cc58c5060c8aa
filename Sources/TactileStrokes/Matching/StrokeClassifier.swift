import Foundation
import Tactile

/// Strokes resampled and normalised for one algorithm and orientation mode, ready to be matched.
///
/// No UIKit counterpart. Preparing is the costly part of adding a template; keeping the result lets an evaluation
/// (or an app that builds many classifiers from the same examples) prepare each gesture once.
public struct PreparedStrokes: Sendable, Equatable {
    /// The algorithm it was prepared for.
    public let algorithm: StrokeAlgorithm
    /// The orientation mode it was prepared for.
    public let orientation: StrokeOrientation
    /// The normalised points as (x0, y0, x1, y1, …); Protractor's are a unit vector.
    let values: [Double]

    /// Prepares `strokes`, or returns `nil` when they hold no point with finite coordinates.
    public init?(strokes: [[CGPoint]], algorithm: StrokeAlgorithm, orientation: StrokeOrientation = .invariant) {
        let samples = StrokeGeometry.samples(strokes)
        guard !samples.isEmpty else { return nil }
        self.algorithm = algorithm
        self.orientation = orientation
        switch algorithm {
        case .protractor: values = Protractor.vectorize(samples, orientation: orientation)
        case .dollarOne: values = DollarOne.normalize(samples, orientation: orientation)
        case .dollarP: values = DollarP.normalize(samples, orientation: orientation)
        }
    }
}

/// Compares strokes with a set of templates with one $-family algorithm and ranks the template names.
///
/// No UIKit counterpart: this is the matching half of ``TemplateStrokeGestureRecognizer``, a plain value type with
/// no UIKit types in it, so it can run anywhere (an evaluation on a background thread, a server).
///
/// ```swift
/// var classifier = StrokeClassifier(templates: BuiltInStrokeTemplates.dollarOneGestures)
/// let ranked = classifier.matches(for: [points])   // best first, one entry per template name
/// print(ranked.first?.name, ranked.first?.score)
/// ```
public struct StrokeClassifier: Sendable {
    /// The matching algorithm.
    public let algorithm: StrokeAlgorithm
    /// Whether rotation matters.
    public let orientation: StrokeOrientation
    /// The distinct template names, in the order they were first added.
    public private(set) var names: [String] = []
    private var nameIndex: [String: Int] = [:]
    private var classOfTemplate: [Int] = []
    private var prepared: [[Double]] = []

    /// Creates a classifier and adds `templates`. Templates with no usable point are skipped.
    public init(
        templates: [StrokeTemplate] = [], algorithm: StrokeAlgorithm = .protractor,
        orientation: StrokeOrientation = .invariant
    ) {
        self.algorithm = algorithm
        self.orientation = orientation
        for template in templates { add(template) }
    }

    /// The number of templates.
    public var count: Int { prepared.count }

    /// Adds a template. Returns `false` (and adds nothing) when it has no usable point.
    @discardableResult
    public mutating func add(_ template: StrokeTemplate) -> Bool {
        guard let p = prepare(template.strokes) else { return false }
        add(name: template.name, prepared: p)
        return true
    }

    /// Adds a template already prepared for this classifier's algorithm and orientation. Strokes prepared for
    /// another configuration are a programming error.
    public mutating func add(name: String, prepared strokes: PreparedStrokes) {
        precondition(
            strokes.algorithm == algorithm && strokes.orientation == orientation,
            "StrokeClassifier.add: strokes prepared for \(strokes.algorithm)/\(strokes.orientation), "
                + "but the classifier uses \(algorithm)/\(orientation)")
        let index: Int
        if let existing = nameIndex[name] {
            index = existing
        } else {
            index = names.count
            names.append(name)
            nameIndex[name] = index
        }
        classOfTemplate.append(index)
        prepared.append(strokes.values)
    }

    /// Prepares strokes for this classifier, or `nil` when they hold no usable point.
    public func prepare(_ strokes: [[CGPoint]]) -> PreparedStrokes? {
        PreparedStrokes(strokes: strokes, algorithm: algorithm, orientation: orientation)
    }

    /// The template names ranked by their best template's score, best first (the N-best list). Empty when there
    /// are no templates or the strokes hold no usable point.
    public func matches(for strokes: [[CGPoint]]) -> [StrokeMatch] {
        guard let p = prepare(strokes) else { return [] }
        return matches(for: p)
    }

    /// The N-best list for prepared strokes.
    public func matches(for candidate: PreparedStrokes) -> [StrokeMatch] {
        // Rank on the algorithms' raw similarity (cheaper than the score) and convert only each name's best.
        var best = [(raw: Double, template: Int)](repeating: (-.infinity, -1), count: names.count)
        if algorithm == .dollarP {
            // $Q's pruning, per name: a template whose lower bound cannot beat its name's best is skipped.
            var search = DollarP.Search(candidate: candidate.values, orientation: orientation, templates: prepared.count)
            for (bound, t) in dollarPOrder(&search) {
                let c = classOfTemplate[t]
                if best[c].template >= 0 && bound >= -best[c].raw { continue }
                let r = -search.distance(prepared[t], slot: t, bound: -best[c].raw)
                if r > best[c].raw || best[c].template < 0 { best[c] = (r, t) }
            }
        } else {
            for t in prepared.indices {
                let c = classOfTemplate[t]
                let r = rawSimilarity(prepared[t], candidate.values)
                if r > best[c].raw || best[c].template < 0 { best[c] = (r, t) }
            }
        }
        var result: [StrokeMatch] = []
        result.reserveCapacity(names.count)
        for (c, entry) in best.enumerated() where entry.template >= 0 {
            result.append(
                StrokeMatch(name: names[c], score: score(raw: entry.raw, candidate: candidate), templateIndex: entry.template))
        }
        // Ties keep insertion order, so results do not depend on the sort's stability.
        result.sort { $0.score != $1.score ? $0.score > $1.score : $0.templateIndex < $1.templateIndex }
        return result
    }

    /// The single best match, without building the N-best list (for evaluations).
    public func bestMatch(for candidate: PreparedStrokes) -> StrokeMatch? {
        var bestRaw = -Double.infinity, bestTemplate = -1
        if algorithm == .dollarP {
            var search = DollarP.Search(candidate: candidate.values, orientation: orientation, templates: prepared.count)
            for (bound, t) in dollarPOrder(&search) {
                if bestTemplate >= 0 && bound >= -bestRaw { break }  // sorted: no later template can win either
                let r = -search.distance(prepared[t], slot: t, bound: -bestRaw)
                if r > bestRaw || bestTemplate < 0 {
                    bestRaw = r
                    bestTemplate = t
                }
            }
        } else {
            for t in prepared.indices {
                let r = rawSimilarity(prepared[t], candidate.values)
                if r > bestRaw || bestTemplate < 0 {
                    bestRaw = r
                    bestTemplate = t
                }
            }
        }
        guard bestTemplate >= 0 else { return nil }
        return StrokeMatch(
            name: names[classOfTemplate[bestTemplate]], score: score(raw: bestRaw, candidate: candidate),
            templateIndex: bestTemplate)
    }

    /// The templates with their $P lower bounds, most promising first (ties in insertion order), so that the
    /// best distances are found early and the rest can be skipped or abandoned.
    private func dollarPOrder(_ search: inout DollarP.Search) -> [(bound: Double, template: Int)] {
        var order: [(bound: Double, template: Int)] = []
        order.reserveCapacity(prepared.count)
        for t in prepared.indices { order.append((search.lowerBound(prepared[t], slot: t), t)) }
        order.sort { $0.bound != $1.bound ? $0.bound < $1.bound : $0.template < $1.template }
        return order
    }

    /// A similarity that ranks like the score (higher is better) but skips the score's final mapping:
    /// Protractor's cosine, minus $1's and $P's distances ($P without pruning here; the ranking loops prune it).
    private func rawSimilarity(_ template: [Double], _ candidate: [Double]) -> Double {
        switch algorithm {
        case .protractor:
            return Protractor.cosine(template, candidate, orientation: orientation)
        case .dollarOne:
            return -DollarOne.distanceAtBestAngle(template, candidate, range: DollarOne.range(for: orientation))
        case .dollarP:
            return -DollarP.distance(template, candidate, orientation: orientation)
        }
    }

    /// The score of a raw similarity.
    private func score(raw: Double, candidate: PreparedStrokes) -> Double {
        switch algorithm {
        case .protractor: Protractor.score(cosine: raw)
        case .dollarOne: DollarOne.score(distance: -raw)
        case .dollarP: DollarP.score(distance: -raw, pointCount: DollarP.pointCount(candidate.values))
        }
    }
}
