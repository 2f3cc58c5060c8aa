import Foundation
import Tactile

/// The $1 unistroke recognizer (J. O. Wobbrock, A. D. Wilson, Y. Li, "Gestures without libraries, toolkits or
/// training", UIST 2007, pp. 159–168), as published: 64 points, the indicative angle rotated to zero, a
/// non-uniform scale to a 250 × 250 square, and a golden-section search for the best rotation within ±45° down
/// to 2°.
///
/// Kept for comparison: it is the baseline the others are measured against (its score is the one the research
/// thresholds are quoted in). Its non-uniform scaling stretches a straight line into a diagonal, so it cannot
/// tell horizontal lines from vertical ones; use Protractor for such gestures.
enum DollarOne {
    /// The side of the reference square.
    static let squareSize = 250.0
    /// Half the square's diagonal: the mean distance that scores 0.
    static let halfDiagonal = 0.5 * (2 * squareSize * squareSize).squareRoot()
    /// The search range for invariant matching (±45°) and its stopping width (2°).
    static let searchRange = Double.pi / 4
    static let searchThreshold = 2 * Double.pi / 180
    static let phi = 0.5 * (-1 + 5.0.squareRoot())

    /// The normalised gesture as (x0, y0, x1, y1, …), centred on the origin.
    static func normalize(_ samples: [StrokeSample], orientation: StrokeOrientation) -> [Double] {
        var points = StrokeGeometry.resample(
            StrokeGeometry.joined(samples), count: StrokeAlgorithm.dollarOne.resampledPointCount)
        if orientation == .invariant {
            points = StrokeGeometry.rotated(points, by: -StrokeGeometry.indicativeAngle(points))
        }
        let box = StrokeGeometry.bounds(points)
        let sx = box.width > 0 ? squareSize / box.width : 1
        let sy = box.height > 0 ? squareSize / box.height : 1
        points = StrokeGeometry.centred(points.map { StrokeSample(x: $0.x * sx, y: $0.y * sy) })
        var values: [Double] = []
        values.reserveCapacity(points.count * 2)
        for p in points {
            values.append(p.x)
            values.append(p.y)
        }
        return values
    }

    /// The mean distance between corresponding points after rotating the candidate by `angle` about the origin
    /// (its centroid).
    static func distance(_ template: [Double], _ candidate: [Double], angle: Double) -> Double {
        let n = min(template.count, candidate.count)
        guard n >= 2 else { return .infinity }
        let c = cos(angle), s = sin(angle)
        var sum = 0.0
        template.withUnsafeBufferPointer { t in
            candidate.withUnsafeBufferPointer { p in
                var i = 0
                while i + 1 < n {
                    let x = p[i] * c - p[i + 1] * s, y = p[i] * s + p[i + 1] * c
                    let dx = x - t[i], dy = y - t[i + 1]
                    sum += (dx * dx + dy * dy).squareRoot()
                    i += 2
                }
            }
        }
        return sum / Double(n / 2)
    }

    /// The smallest mean distance over rotations in ±range, by golden-section search (the paper's
    /// `DistanceAtBestAngle`).
    static func distanceAtBestAngle(_ template: [Double], _ candidate: [Double], range: Double) -> Double {
        guard range > 0 else { return distance(template, candidate, angle: 0) }
        var a = -range, b = range
        var x1 = phi * a + (1 - phi) * b
        var f1 = distance(template, candidate, angle: x1)
        var x2 = (1 - phi) * a + phi * b
        var f2 = distance(template, candidate, angle: x2)
        while abs(b - a) > searchThreshold {
            if f1 < f2 {
                b = x2
                x2 = x1
                f2 = f1
                x1 = phi * a + (1 - phi) * b
                f1 = distance(template, candidate, angle: x1)
            } else {
                a = x1
                x1 = x2
                f1 = f2
                x2 = (1 - phi) * a + phi * b
                f2 = distance(template, candidate, angle: x2)
            }
        }
        return min(f1, f2)
    }

    /// The search range for an orientation: ±45° when invariant, ±tolerance when sensitive.
    static func range(for orientation: StrokeOrientation) -> Double {
        switch orientation {
        case .invariant: searchRange
        case .sensitive(let tolerance): max(0, tolerance)
        }
    }

    /// The paper's score: 1 − d / (½√(2·250²)).
    static func score(distance: Double) -> Double {
        max(0, 1 - distance / halfDiagonal)
    }
}
