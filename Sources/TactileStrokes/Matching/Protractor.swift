import Foundation
import Tactile

/// Protractor (Y. Li, "Protractor: a fast and accurate gesture recognizer", CHI 2010, pp. 2169–2172).
///
/// Why it is the default: after resampling to 16 points and centring, each gesture is one 32-number vector of unit
/// length, and the best rotation between two of them has a closed form. Matching a template is then one dot
/// product and one cross product, about 20–50 times cheaper than $1's search, with the same accuracy on the $1
/// logs. Size is normalised by the vector's length, so the aspect ratio is kept and thin gestures (a line) work.
enum Protractor {
    /// The gesture as a unit vector (x0, y0, x1, y1, …) of 16 centred points. Invariant matching first rotates
    /// the indicative angle to zero; sensitive matching keeps the drawn orientation.
    static func vectorize(_ samples: [StrokeSample], orientation: StrokeOrientation) -> [Double] {
        var points = StrokeGeometry.centred(
            StrokeGeometry.resample(StrokeGeometry.joined(samples), count: StrokeAlgorithm.protractor.resampledPointCount))
        if orientation == .invariant {
            points = StrokeGeometry.rotated(points, by: -StrokeGeometry.indicativeAngle(points))
        }
        var vector: [Double] = []
        vector.reserveCapacity(points.count * 2)
        var sum = 0.0
        for p in points {
            vector.append(p.x)
            vector.append(p.y)
            sum += p.x * p.x + p.y * p.y
        }
        let magnitude = sum.squareRoot()
        guard magnitude > 0 else { return vector }  // a tap: all zeros, matches nothing
        for i in vector.indices { vector[i] /= magnitude }
        return vector
    }

    /// The cosine between the two vectors after the best rotation of the candidate: Li's closed form
    /// θ = atan(b / a), clamped to ±tolerance when the match is orientation-sensitive.
    static func cosine(_ template: [Double], _ candidate: [Double], orientation: StrokeOrientation) -> Double {
        let n = min(template.count, candidate.count)
        var a = 0.0, b = 0.0
        template.withUnsafeBufferPointer { t in
            candidate.withUnsafeBufferPointer { c in
                var i = 0
                while i + 1 < n {
                    a += t[i] * c[i] + t[i + 1] * c[i + 1]
                    b += t[i] * c[i + 1] - t[i + 1] * c[i]
                    i += 2
                }
            }
        }
        guard a != 0 || b != 0 else { return 0 }
        // At θ = atan(b / a), a·cos θ + b·sin θ = sign(a)·√(a² + b²): no trigonometry needed unless the angle is
        // clamped.
        let unclamped = a == 0 ? abs(b) : (a > 0 ? 1.0 : -1.0) * (a * a + b * b).squareRoot()
        guard case .sensitive(let tolerance) = orientation else { return unclamped }
        var angle = a == 0 ? (b > 0 ? Double.pi / 2 : -Double.pi / 2) : atan(b / a)
        guard abs(angle) > tolerance else { return unclamped }
        angle = min(max(angle, -tolerance), tolerance)
        return a * cos(angle) + b * sin(angle)
    }

    /// The score of a cosine: 1 − θ/(π/2), where θ = acos(cosine) is the angle left between the vectors.
    static func score(cosine: Double) -> Double {
        max(0, 1 - acos(min(1, max(-1, cosine))) / (Double.pi / 2))
    }
}
