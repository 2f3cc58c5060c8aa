import Foundation
import Tactile

/// A point of a stroke as the matchers see it: plain doubles, no UIKit types, so the algorithms stay value types
/// that can run off the main actor. `stroke` is the index of the stroke the point came from (for $P's clouds).
struct StrokeSample: Sendable, Equatable {
    var x: Double
    var y: Double
    var stroke: Int = 0
}

/// The resampling and normalisation steps shared by the $-family matchers (Wobbrock 2007 §3, Li 2010, Vatavu 2012).
///
/// Every matcher starts the same way: resample the path to a fixed number of equidistant points, so that drawing
/// speed and the digitizer's sampling rate no longer matter; then take out position, size and (unless the match is
/// orientation-sensitive) rotation. What differs is the size normalisation ($1 stretches to a square, Protractor
/// and $P keep the aspect ratio) and how the remaining difference is measured.
enum StrokeGeometry {
    /// The total length of the path, counting only segments inside a stroke (the jump from one stroke's end to
    /// the next stroke's start is not drawn, so it is not length: $P's rule).
    static func pathLength(_ points: [StrokeSample]) -> Double {
        var length = 0.0
        var i = 1
        while i < points.count {
            let a = points[i - 1], b = points[i]
            if a.stroke == b.stroke { length += hypot(b.x - a.x, b.y - a.y) }
            i += 1
        }
        return length
    }

    /// `count` points equally spaced along the path (within-stroke length only). A path of zero length (a tap)
    /// gives `count` copies of its first point; an empty path gives an empty array.
    static func resample(_ points: [StrokeSample], count: Int) -> [StrokeSample] {
        guard let first = points.first, count > 0 else { return [] }
        let total = pathLength(points)
        guard total > 0, count > 1 else { return Array(repeating: first, count: count) }
        let interval = total / Double(count - 1)
        var result: [StrokeSample] = []
        result.reserveCapacity(count)
        result.append(first)
        var carried = 0.0  // length walked since the last emitted point
        var previous = first
        var i = 1
        while i < points.count, result.count < count {
            let current = points[i]
            if current.stroke != previous.stroke {
                previous = current
                i += 1
                continue
            }
            let segment = hypot(current.x - previous.x, current.y - previous.y)
            if carried + segment >= interval, segment > 0 {
                let t = (interval - carried) / segment
                let q = StrokeSample(
                    x: previous.x + t * (current.x - previous.x), y: previous.y + t * (current.y - previous.y),
                    stroke: current.stroke)
                result.append(q)
                previous = q  // the new point starts the rest of this segment
                carried = 0
            } else {
                carried += segment
                previous = current
                i += 1
            }
        }
        // Rounding can leave the last point out; it is the path's end.
        while result.count < count, let last = points.last { result.append(last) }
        return result
    }

    /// The mean of the points.
    static func centroid(_ points: [StrokeSample]) -> (x: Double, y: Double) {
        guard !points.isEmpty else { return (0, 0) }
        var x = 0.0, y = 0.0
        for p in points {
            x += p.x
            y += p.y
        }
        return (x / Double(points.count), y / Double(points.count))
    }

    /// The points moved so that their centroid is the origin.
    static func centred(_ points: [StrokeSample]) -> [StrokeSample] {
        let c = centroid(points)
        return points.map { StrokeSample(x: $0.x - c.x, y: $0.y - c.y, stroke: $0.stroke) }
    }

    /// The angle from the centroid to the first point: the gesture's "indicative angle", which invariant matching
    /// rotates to zero so that a gesture and its rotated copy line up (Wobbrock 2007 step 2).
    static func indicativeAngle(_ points: [StrokeSample]) -> Double {
        guard let first = points.first else { return 0 }
        let c = centroid(points)
        return atan2(first.y - c.y, first.x - c.x)
    }

    /// The points rotated by `angle` radians about their centroid.
    static func rotated(_ points: [StrokeSample], by angle: Double) -> [StrokeSample] {
        let c = centroid(points)
        let cosA = cos(angle), sinA = sin(angle)
        return points.map { p in
            let dx = p.x - c.x, dy = p.y - c.y
            return StrokeSample(x: dx * cosA - dy * sinA + c.x, y: dx * sinA + dy * cosA + c.y, stroke: p.stroke)
        }
    }

    /// The bounding box as (minX, minY, width, height).
    static func bounds(_ points: [StrokeSample]) -> (minX: Double, minY: Double, width: Double, height: Double) {
        guard let first = points.first else { return (0, 0, 0, 0) }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        return (minX, minY, maxX - minX, maxY - minY)
    }

    /// Converts strokes of `CGPoint`s to samples tagged with their stroke index, dropping empty strokes and
    /// non-finite coordinates (a NaN from a bad source must not poison every distance).
    static func samples(_ strokes: [[CGPoint]]) -> [StrokeSample] {
        var result: [StrokeSample] = []
        var index = 0
        for stroke in strokes {
            var added = false
            for p in stroke where p.x.isFinite && p.y.isFinite {
                result.append(StrokeSample(x: Double(p.x), y: Double(p.y), stroke: index))
                added = true
            }
            if added { index += 1 }
        }
        return result
    }

    /// The strokes joined end to end as one stroke (how the unistroke matchers see a multistroke gesture).
    static func joined(_ points: [StrokeSample]) -> [StrokeSample] {
        points.map { StrokeSample(x: $0.x, y: $0.y, stroke: 0) }
    }
}
