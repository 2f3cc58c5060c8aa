import Foundation
import Tactile

/// The $P point-cloud recognizer (R.-D. Vatavu, L. Anthony, J. O. Wobbrock, "Gestures as point clouds", ICMI 2012,
/// pp. 273–280).
///
/// Why it handles multistrokes: a gesture becomes a cloud of 32 points with no order, so it no longer matters in
/// which order or direction the strokes were drawn (an X drawn as two lines either way round is the same cloud).
/// Matching pairs each candidate point with its nearest unmatched template point, greedily, from ⌊√32⌋ = 5-spaced
/// start points in both directions; earlier pairings weigh more. It costs O(n²) per template, the most of the
/// three; ``Search`` prunes it with $Q's exact optimisations (a lower bound, early abandoning), which keeps the
/// answer of the published search and cuts the time per recognition against 144 templates below 1 ms.
/// Published $P is orientation-sensitive; Tactile's invariant mode first rotates the cloud's indicative angle
/// (centroid to the first point drawn) to zero, which is exact for unistrokes and needs multistrokes to
/// start with the same stroke; sensitive mode turns a candidate tilted by up to the tolerance back before matching.
enum DollarP {
    /// The normalised cloud as x0 … x(n−1), y0 … y(n−1): uniform scale to a unit box, centred on the origin,
    /// followed by one more value, the indicative angle the cloud was drawn at (0 once invariant matching has
    /// rotated it away), which sensitive matching uses to forgive a tilt. The coordinates are kept in two contiguous
    /// runs (not interleaved) so that the nearest-point loops read consecutive memory ($Q's data layout).
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
        values.reserveCapacity(points.count * 2 + 1)
        for p in points { values.append(p.x) }
        for p in points { values.append(p.y) }
        values.append(orientation == .invariant ? 0 : angle)
        return values
    }

    /// The number of points of a normalised cloud.
    static func pointCount(_ values: [Double]) -> Int { max(0, (values.count - 1) / 2) }

    /// The cloud distance for an orientation mode, with $Q's pruning (see ``Search``). A result at or above
    /// `bound` (a distance already beaten elsewhere) is only a lower bound of the true distance.
    static func distance(
        _ template: [Double], _ candidate: [Double], orientation: StrokeOrientation, bound: Double = .infinity
    ) -> Double {
        var search = Search(candidate: candidate, orientation: orientation)
        return search.distance(template, bound: bound)
    }

    /// The lower bound of the cloud distance that ``Search`` prunes with (never above ``exhaustiveDistance``).
    static func lowerBound(_ template: [Double], _ candidate: [Double], orientation: StrokeOrientation) -> Double {
        var search = Search(candidate: candidate, orientation: orientation)
        return search.lowerBound(template)
    }

    /// The published `GreedyCloudMatch` with no pruning at all: every start point in both directions, every
    /// pairing summed. The reference the tests hold the pruned search to.
    static func exhaustiveDistance(
        _ template: [Double], _ candidate: [Double], orientation: StrokeOrientation
    ) -> Double {
        var search = Search(candidate: candidate, orientation: orientation)
        return search.distance(template, pruning: false)
    }

    /// The sensitive-mode turn of the candidate for a template: the difference of the two indicative angles when
    /// it is within the tolerance (a tilted gesture), and none otherwise (a turned gesture is then far from the
    /// template).
    static func turn(templateAngle a: Double, candidateAngle b: Double, orientation: StrokeOrientation) -> Double {
        guard case .sensitive(let tolerance) = orientation else { return 0 }
        var delta = b - a
        while delta > .pi { delta -= 2 * .pi }
        while delta <= -.pi { delta += 2 * .pi }
        return abs(delta) <= tolerance ? delta : 0
    }

    /// One candidate matched against many templates, with the optimisations of $Q (R.-D. Vatavu, L. Anthony,
    /// J. O. Wobbrock, "$Q: a super-quick, articulation-invariant stroke-gesture recognizer for low-resource
    /// devices", MobileHCI 2018) that keep the answer exact:
    ///
    /// - **A lower bound before matching.** Whatever point the greedy search pairs a point with, it is at least as
    ///   far as that point's nearest neighbour in the other cloud. So Σ wₖ·nearest(pₖ), summed in the order a start
    ///   point visits the points, bounds that start's cloud distance from below. $Q reads the nearest neighbours
    ///   from a 64 × 64 lookup table, which is cheaper but may overestimate (its bound is approximate); Tactile
    ///   computes them exactly from the 32 × 32 distances, one pass with no bookkeeping, so the bound is a true
    ///   bound and pruning never changes the answer. A template whose smallest bound is not below the best distance
    ///   so far is skipped without matching; the start points of the others are tried in increasing bound order.
    /// - **Early abandoning.** A greedy match stops as soon as its partial sum plus the bound of the pairings left
    ///   reaches the best distance so far: it can no longer win.
    /// - **Contiguous coordinates.** x and y live in separate runs of doubles, so the inner loops stream memory.
    ///
    /// Keeping the unmatched points packed (a matched point is replaced by the last unmatched one) halves the
    /// published loop: the k-th search of a greedy match looks at n − k points with no flags to test.
    struct Search {
        /// The candidate as normalised (x run, y run, angle).
        let candidate: [Double]
        let orientation: StrokeOrientation
        let n: Int
        let step: Int
        /// Groups of four points (the last padded with far-away points that never win a search).
        private let groups: Int
        /// The candidate as matched against the current template (turned in sensitive mode) and the template.
        private var cx: [SIMD4<Float>], cy: [SIMD4<Float>], tx: [SIMD4<Float>], ty: [SIMD4<Float>]
        /// The unmatched points of the cloud being searched.
        private var ux: [SIMD4<Float>], uy: [SIMD4<Float>]
        /// Per template slot: the nearest-neighbour distances (the candidate's points in the template, then the
        /// template's points in the candidate), and the start points' bounds (bound, start, direction).
        private var nearest: [Double] = []
        private var starts: [(bound: Double, start: Int, forward: Bool)] = []
        private var startCount: Int
        /// The turn the candidate was last loaded with (NaN before the first load).
        private var loadedTurn = Double.nan

        /// Coordinates of the padding points: far from any normalised point, finite when squared.
        private static let far: Float = 1e18

        /// A search for `candidate`, with room for the bounds of `templates` templates (more grow the storage).
        init(candidate: [Double], orientation: StrokeOrientation, templates: Int = 1) {
            self.candidate = candidate
            self.orientation = orientation
            n = DollarP.pointCount(candidate)
            step = max(1, Int(Double(n).squareRoot()))  // ⌊n^(1−ε)⌋ with ε = 0.5
            groups = (n + 3) / 4
            let padded = [SIMD4<Float>](repeating: SIMD4(repeating: Self.far), count: groups)
            cx = padded
            cy = padded
            tx = padded
            ty = padded
            ux = padded
            uy = padded
            startCount = 2 * ((n + step - 1) / step)
            nearest = [Double](repeating: 0, count: max(1, templates) * 2 * n)
            starts = [(bound: Double, start: Int, forward: Bool)](
                repeating: (0, 0, true), count: max(1, templates) * startCount)
        }

        /// Loads `template` and the candidate as matched against it (turned in sensitive mode).
        private mutating func load(_ template: [Double]) {
            let delta = DollarP.turn(
                templateAngle: template.last ?? 0, candidateAngle: candidate.last ?? 0, orientation: orientation)
            let n = n
            for i in 0..<n {
                tx[i >> 2][i & 3] = Float(template[i])
                ty[i >> 2][i & 3] = Float(template[n + i])
            }
            if delta == loadedTurn { return }  // the candidate is already turned that way
            loadedTurn = delta
            let c = cos(-delta), s = sin(-delta)
            for i in 0..<n {
                let x = candidate[i], y = candidate[n + i]
                cx[i >> 2][i & 3] = Float(delta == 0 ? x : x * c - y * s)
                cy[i >> 2][i & 3] = Float(delta == 0 ? y : x * s + y * c)
            }
        }

        /// Prepares the bounds of `template` in `slot`: the nearest-neighbour distances both ways, from one pass
        /// over the n × n squared distances, and every start point's bound in both directions. Returns the
        /// smallest bound.
        private mutating func computeBounds(_ template: [Double], slot: Int) -> Double {
            load(template)
            let n = n, groups = groups
            let base = slot * 2 * n
            if nearest.count < base + 2 * n {
                let slots = max(slot + 1, 2 * nearest.count / (2 * n))
                nearest += [Double](repeating: 0, count: slots * 2 * n - nearest.count)
                starts += [(bound: Double, start: Int, forward: Bool)](
                    repeating: (0, 0, true), count: slots * startCount - starts.count)
            }
            // Minima by compare-and-blend (pointwiseMin's NaN rules would cost a branch per lane).
            withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: groups) { columns in
                cx.withUnsafeBufferPointer { cx in
                    cy.withUnsafeBufferPointer { cy in
                        tx.withUnsafeBufferPointer { tx in
                            ty.withUnsafeBufferPointer { ty in
                                nearest.withUnsafeMutableBufferPointer { nearest in
                                    for g in 0..<groups { columns[g] = SIMD4(repeating: .infinity) }
                                    for i in 0..<n {
                                        let ax = SIMD4<Float>(repeating: cx[i >> 2][i & 3])
                                        let ay = SIMD4<Float>(repeating: cy[i >> 2][i & 3])
                                        var row = SIMD4<Float>(repeating: .infinity)
                                        for g in 0..<groups {
                                            let dx = ax - tx[g], dy = ay - ty[g]
                                            let d = dx * dx + dy * dy
                                            row.replace(with: d, where: d .< row)
                                            columns[g].replace(with: d, where: d .< columns[g])
                                        }
                                        nearest[base + i] = Double(min(min(row[0], row[1]), min(row[2], row[3])).squareRoot())
                                    }
                                    for j in 0..<n { nearest[base + n + j] = Double(columns[j >> 2][j & 3].squareRoot()) }
                                }
                            }
                        }
                    }
                }
            }
            let weightStep = 1 / Double(n)
            var smallest = Double.infinity
            var k = slot * startCount
            for direction in 0..<2 {
                let forward = direction == 0
                let offset = base + (forward ? 0 : n)  // forward: the candidate's points paired into the template
                // Σₖ (1 − k/n)·near[(s + k) mod n] in closed form: with A = Σ near[i], I = Σ i·near[i] and
                // Pₛ = Σ_{i<s} near[i], the weight of near[i] is 1 − ((i − s) mod n)/n, so the sum is
                // A − (I − s·A + n·Pₛ)/n. One pass instead of one per start point.
                var total = 0.0, moment = 0.0
                for i in 0..<n {
                    total += nearest[offset + i]
                    moment += Double(i) * nearest[offset + i]
                }
                var prefix = 0.0, prefixEnd = 0
                var start = 0
                while start < n {
                    while prefixEnd < start {
                        prefix += nearest[offset + prefixEnd]
                        prefixEnd += 1
                    }
                    let sum = max(0, total - (moment - Double(start) * total + Double(n) * prefix) * weightStep)
                    starts[k] = (sum, start, forward)
                    k += 1
                    smallest = min(smallest, sum)
                    start += step
                }
            }
            return smallest
        }

        /// The smallest start-point bound of `template`: a lower bound of its cloud distance. The bounds are kept
        /// in `slot` for a later ``distance(_:slot:bound:pruning:)`` of the same template.
        mutating func lowerBound(_ template: [Double], slot: Int = 0) -> Double {
            guard n > 0, DollarP.pointCount(template) == n else { return .infinity }
            return computeBounds(template, slot: slot)
        }

        /// The smallest weighted cloud distance over the start points and both directions (`GreedyCloudMatch`).
        /// With `pruning`, a result at or above `bound` is only a lower bound (the template cannot win). `slot`
        /// names bounds already computed by ``lowerBound(_:slot:)`` for this template; `nil` computes them.
        mutating func distance(
            _ template: [Double], slot: Int? = nil, bound: Double = .infinity, pruning: Bool = true
        ) -> Double {
            guard n > 0, DollarP.pointCount(template) == n else { return .infinity }
            let smallest: Double
            if let slot {
                load(template)
                var m = Double.infinity
                for k in (slot * startCount)..<((slot + 1) * startCount) { m = min(m, starts[k].bound) }
                smallest = m
            } else {
                smallest = computeBounds(template, slot: 0)
            }
            let slot = slot ?? 0
            let first = slot * startCount
            if !pruning {
                var best = Double.infinity
                for k in first..<(first + startCount) {
                    best = min(
                        best, cloudDistance(
                            start: starts[k].start, forward: starts[k].forward, startBound: starts[k].bound, slot: slot,
                            bound: .infinity, pruning: false))
                }
                return best
            }
            if smallest >= bound { return smallest }
            starts[first..<(first + startCount)].sort { $0.bound < $1.bound }
            var best = bound
            for k in first..<(first + startCount) {
                let s = starts[k]
                if s.bound >= best { break }
                best = min(
                    best,
                    cloudDistance(start: s.start, forward: s.forward, startBound: s.bound, slot: slot, bound: best, pruning: true))
            }
            return best
        }

        /// Pairs each point of one cloud, from `start` on, with the nearest unmatched point of the other; the k-th
        /// pairing weighs 1 − k/n. Forward pairs the candidate's points into the template, backward the reverse.
        /// With `pruning`, stops once the sum plus the bound of the pairings left reaches `bound`. The nearest
        /// unmatched point is found four at a time (SIMD), the lowest index winning a tie as in a plain loop.
        private mutating func cloudDistance(
            start: Int, forward: Bool, startBound: Double, slot: Int, bound: Double, pruning: Bool
        ) -> Double {
            let n = n
            let weightStep = 1 / Double(n)
            let nearOffset = slot * 2 * n + (forward ? 0 : n)
            let far = Self.far, groups = groups
            return nearest.withUnsafeBufferPointer { near in
                (forward ? cx : tx).withUnsafeBufferPointer { axs in
                    (forward ? cy : ty).withUnsafeBufferPointer { ays in
                        (forward ? tx : cx).withUnsafeBufferPointer { bxs in
                        (forward ? ty : cy).withUnsafeBufferPointer { bys in
                        ux.withUnsafeMutableBufferPointer { ux in
                            uy.withUnsafeMutableBufferPointer { uy in
                                for g in 0..<groups {
                                    ux[g] = bxs[g]
                                    uy[g] = bys[g]
                                }
                                // The bound of the pairings still to make: Σ wₖ·nearest over the points left.
                                var left = startBound
                                var remaining = n
                                var sum = 0.0
                                var i = start
                                var weight = 1.0
                                let lanes = SIMD4<Int32>(0, 1, 2, 3)
                                // The same memory as raw bytes, for the one-point reads and writes (a SIMD4<Float> is
                                // four contiguous floats; raw loads and stores leave the memory's bound type alone).
                                let pax = UnsafeRawPointer(axs.baseAddress!), pay = UnsafeRawPointer(ays.baseAddress!)
                                let pux = UnsafeMutableRawPointer(ux.baseAddress!)
                                let puy = UnsafeMutableRawPointer(uy.baseAddress!)
                                let size = MemoryLayout<Float>.stride
                                for _ in 0..<n {
                                    let ax = SIMD4<Float>(repeating: pax.load(fromByteOffset: i * size, as: Float.self))
                                    let ay = SIMD4<Float>(repeating: pay.load(fromByteOffset: i * size, as: Float.self))
                                    var best = SIMD4<Float>(repeating: .infinity)
                                    var bestIndex = SIMD4<Int32>(repeating: 0)
                                    var index = lanes
                                    for g in 0..<((remaining + 3) >> 2) {
                                        let dx = ax - ux[g], dy = ay - uy[g]
                                        let d = dx * dx + dy * dy
                                        let closer = d .< best
                                        best.replace(with: d, where: closer)
                                        bestIndex.replace(with: index, where: closer)
                                        index &+= 4
                                    }
                                    var minimum = best[0], nearestIndex = bestIndex[0]
                                    for lane in 1..<4
                                    where best[lane] < minimum || (best[lane] == minimum && bestIndex[lane] < nearestIndex) {
                                        minimum = best[lane]
                                        nearestIndex = bestIndex[lane]
                                    }
                                    remaining -= 1
                                    let j = Int(nearestIndex)
                                    let last = remaining * size
                                    pux.storeBytes(of: pux.load(fromByteOffset: last, as: Float.self), toByteOffset: j * size, as: Float.self)
                                    puy.storeBytes(of: puy.load(fromByteOffset: last, as: Float.self), toByteOffset: j * size, as: Float.self)
                                    pux.storeBytes(of: far, toByteOffset: last, as: Float.self)
                                    puy.storeBytes(of: far, toByteOffset: last, as: Float.self)
                                    sum += weight * Double(minimum.squareRoot())  // single-precision root: shorter latency
                                    if pruning {
                                        left -= weight * near[nearOffset + i]
                                        if sum + max(0, left) >= bound { return sum + max(0, left) }
                                    }
                                    weight -= weightStep
                                    i += 1
                                    if i == n { i = 0 }
                                }
                                return sum
                            }
                        }
                        }
                        }
                    }
                }
            }
        }
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
