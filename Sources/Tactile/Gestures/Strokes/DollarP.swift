import Foundation

/// The $P point-cloud recognizer (R.-D. Vatavu, L. Anthony, J. O. Wobbrock, "Gestures as point clouds", ICMI 2012,
/// pp. 273–280).
///
/// Why it handles multistrokes: a gesture becomes a cloud of 32 points with no order, so it no longer matters in
/// which order or direction the strokes were drawn (an X drawn as two lines either way round is the same cloud).
/// Matching pairs each candidate point with its nearest unmatched template point, greedily, from ⌊√32⌋ = 5-spaced
/// start points in both directions; earlier pairings weigh more. It costs O(n²) per template, the most of the
/// three. Published $P is orientation-sensitive; Tactile's invariant mode first rotates the cloud's indicative
/// angle (centroid to the first point drawn) to zero, which is exact for unistrokes and needs multistrokes to
/// start with the same stroke; sensitive mode turns a candidate tilted by up to the tolerance back before matching.
enum DollarP {
    /// The normalised cloud as (x0, y0, x1, y1, …): uniform scale to a unit box, centred on the origin, followed
    /// by one more value, the indicative angle the cloud was drawn at (0 once invariant matching has rotated it
    /// away), which sensitive matching uses to forgive a tilt.
    static func normalize(_ samples: [StrokeSample], orientation: StrokeOrientation) -> [Double] {
        var points = StrokeGeometry.resample(samples, count: StrokeAlgorithm.dollarP.resampledPointCount)
        let angle = StrokeGeometry.indicativeAngle(points)
        if orientation == .invariant {
            points = StrokeGeometry.rotated(points, by: -angle)
        }
        let box = StrokeGeometry.bounds(points)
        let size = max(box.width, box.height)
        let scale = size > 0 ? 1 / size : 1
        points = StrokeGeometry.centred(points.map { StrokeSample(x: $0.x * scale, y: $0.y * scale) })
        var values: [Double] = []
        values.reserveCapacity(points.count * 2)
        for p in points {
            values.append(p.x)
            values.append(p.y)
        }
        values.append(orientation == .invariant ? 0 : angle)
        return values
    }

    /// The cloud distance for an orientation mode. Sensitive matching turns the candidate by the difference of the
    /// two indicative angles when it is within the tolerance (a tilted gesture), and not at all otherwise (a turned
    /// gesture is then far from the template).
    static func distance(
        _ template: [Double], _ candidate: [Double], orientation: StrokeOrientation, bound: Double = .infinity
    ) -> Double {
        guard case .sensitive(let tolerance) = orientation, let a = template.last, let b = candidate.last else {
            return distance(template, candidate, bound: bound)
        }
        var delta = b - a
        while delta > .pi { delta -= 2 * .pi }
        while delta <= -.pi { delta += 2 * .pi }
        guard delta != 0, abs(delta) <= tolerance else { return distance(template, candidate, bound: bound) }
        let c = cos(-delta), s = sin(-delta)
        var turned = candidate
        var i = 0
        while i + 2 < turned.count {
            let x = candidate[i], y = candidate[i + 1]
            turned[i] = x * c - y * s
            turned[i + 1] = x * s + y * c
            i += 2
        }
        return distance(template, turned, bound: bound)
    }

    /// The smallest weighted cloud distance over the start points and both directions (`GreedyCloudMatch`). A
    /// result at or above `bound` (a distance already beaten elsewhere) may be a partial sum: matching stops as soon
    /// as it cannot go below the bound.
    static func distance(_ template: [Double], _ candidate: [Double], bound: Double = .infinity) -> Double {
        let n = (min(template.count, candidate.count) - 1) / 2
        guard n > 0 else { return .infinity }
        let step = max(1, Int(Double(n).squareRoot()))  // ⌊n^(1−ε)⌋ with ε = 0.5
        var best = bound
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * n) { unmatched in
            template.withUnsafeBufferPointer { t in
                candidate.withUnsafeBufferPointer { c in
                    var start = 0
                    while start < n {
                        best = min(best, cloudDistance(c, t, n: n, start: start, unmatched: unmatched, bound: best))
                        best = min(best, cloudDistance(t, c, n: n, start: start, unmatched: unmatched, bound: best))
                        start += step
                    }
                }
            }
        }
        return best
    }

    /// Pairs each point of `a`, from `start` on, with the nearest unmatched point of `b`; the k-th pairing
    /// weighs 1 − k/n. Stops early once the sum passes `bound` (it cannot win then).
    ///
    /// The unmatched points of `b` are kept packed at the front of `unmatched` (a matched point is replaced by the
    /// last unmatched one), so the k-th search looks at n − k points with no flags to test: half the work of the
    /// published loop over all n points.
    private static func cloudDistance(
        _ a: UnsafeBufferPointer<Double>, _ b: UnsafeBufferPointer<Double>, n: Int, start: Int,
        unmatched: UnsafeMutableBufferPointer<Double>, bound: Double
    ) -> Double {
        for k in 0..<(2 * n) { unmatched[k] = b[k] }
        var remaining = n
        var sum = 0.0
        var i = start
        let weightStep = 1 / Double(n)
        var weight = 1.0
        for _ in 0..<n {
            let ax = a[2 * i], ay = a[2 * i + 1]
            var nearest = 0
            var minimum = Double.infinity
            var j = 0
            while j < remaining {
                let dx = ax - unmatched[2 * j], dy = ay - unmatched[2 * j + 1]
                let d = dx * dx + dy * dy
                if d < minimum {
                    minimum = d
                    nearest = j
                }
                j += 1
            }
            remaining -= 1
            unmatched[2 * nearest] = unmatched[2 * remaining]
            unmatched[2 * nearest + 1] = unmatched[2 * remaining + 1]
            sum += weight * minimum.squareRoot()
            if sum >= bound { return sum }
            weight -= weightStep
            i += 1
            if i == n { i = 0 }
        }
        return sum
    }

    /// The score of a cloud distance: 1 − 5·m, where m is the weighted mean point distance in the unit box (the
    /// weights sum to (n + 1)/2), so a mean distance of a fifth of the gesture's size scores 0. Greedy matching
    /// always finds some nearby point, so unrelated clouds still have small distances (a random scribble against
    /// the 16 built-ins: m ≈ 0.1, a noisy copy of a template: m ≈ 0.025); the factor spreads them over 0…1.
    static func score(distance: Double, pointCount n: Int) -> Double {
        guard distance.isFinite, n > 0 else { return 0 }
        return max(0, 1 - 5 * distance / (Double(n + 1) / 2))
    }
}
