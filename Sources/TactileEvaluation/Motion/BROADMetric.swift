import Foundation
import Tactile
import TactileStrokes
import TactileMotion

/// The three error angles between an estimated and a reference orientation, in radians (No Core Motion
/// counterpart).
public struct OrientationErrorAngles: Sendable, Equatable {
    /// The angle of the whole error rotation, in `[0, π]`.
    public var total: Double
    /// The part of the error about the earth's vertical axis, in `[0, π]`.
    public var heading: Double
    /// The part of the error about horizontal axes (tilt), in `[0, π]`.
    public var inclination: Double

    /// Creates the angles, in radians.
    public init(total: Double, heading: Double, inclination: Double) {
        self.total = total
        self.heading = heading
        self.inclination = inclination
    }
}

/// The BROAD benchmark's error metric (No Core Motion counterpart).
///
/// Exactly as in the BROAD paper and its example code: for an estimate and a reference, both sensor-to-ENU,
/// 1. `q_err = q_est ⊗ q_ref*`, the error expressed in the earth frame;
/// 2. with `q_err = (w, x, y, z)`: total `= 2·acos(|w|)`, heading `= 2·atan2(|z|, |w|)`, inclination
///    `= 2·acos(√(w² + z²))` (arguments clamped to 1);
/// 3. per trial, the RMSE of each angle over the rows that are scored (`movement` = 1) **and** have a reference;
/// 4. over trials, the plain mean of the per-trial RMSEs (``BROADScore/mean(of:)``).
///
/// For 6-axis estimates only the inclination means anything: their heading is arbitrary.
public enum BROADMetric {
    /// The error angles of `estimate` against `reference`, in radians.
    public static func errorAngles(estimate: CMQuaternion, reference: CMQuaternion) -> OrientationErrorAngles {
        let e = estimate * reference.conjugate
        let w = abs(e.w)
        let z = abs(e.z)
        return OrientationErrorAngles(
            total: 2 * acos(min(w, 1)),
            heading: 2 * atan2(z, w),
            inclination: 2 * acos(min((w * w + z * z).squareRoot(), 1)))
    }

    /// The score of one estimate per row of `trial` (`estimates.count` must equal `trial.count`; extra rows on
    /// either side are ignored).
    public static func score(estimates: [CMQuaternion], trial: BROADTrial) -> BROADScore {
        var accumulator = BROADScoreAccumulator()
        for i in 0..<min(estimates.count, trial.count) {
            accumulator.add(estimate: estimates[i], reference: trial.references[i], isScored: trial.isScored[i])
        }
        return accumulator.score
    }
}

/// Accumulates BROAD errors row by row into RMSEs (No Core Motion counterpart).
public struct BROADScoreAccumulator: Sendable {
    private var sumTotal = 0.0
    private var sumHeading = 0.0
    private var sumInclination = 0.0
    private var count = 0

    /// Creates an empty accumulator.
    public init() {}

    /// Adds one row; rows that are not scored or have no reference are skipped.
    public mutating func add(estimate: CMQuaternion, reference: CMQuaternion?, isScored: Bool) {
        guard isScored, let reference else { return }
        let e = BROADMetric.errorAngles(estimate: estimate, reference: reference)
        sumTotal += e.total * e.total
        sumHeading += e.heading * e.heading
        sumInclination += e.inclination * e.inclination
        count += 1
    }

    /// The RMSEs so far (zero with no scored row).
    public var score: BROADScore {
        guard count > 0 else { return BROADScore(total: 0, heading: 0, inclination: 0, scoredSamples: 0) }
        let degrees = 180 / Double.pi
        let n = Double(count)
        return BROADScore(
            total: (sumTotal / n).squareRoot() * degrees, heading: (sumHeading / n).squareRoot() * degrees,
            inclination: (sumInclination / n).squareRoot() * degrees, scoredSamples: count)
    }
}

/// RMSEs of the BROAD error angles for one trial, or their mean over trials, in degrees (No Core Motion
/// counterpart).
public struct BROADScore: Sendable, Equatable {
    /// RMSE of the total error angle, in degrees.
    public var total: Double
    /// RMSE of the heading error, in degrees.
    public var heading: Double
    /// RMSE of the inclination error, in degrees.
    public var inclination: Double
    /// The number of rows scored (for a mean: summed over the trials).
    public var scoredSamples: Int

    /// Creates a score, in degrees.
    public init(total: Double, heading: Double, inclination: Double, scoredSamples: Int) {
        self.total = total
        self.heading = heading
        self.inclination = inclination
        self.scoredSamples = scoredSamples
    }

    /// The benchmark's summary: the plain mean of per-trial RMSEs (not a pooled RMSE) over the trials that have
    /// scored rows, or `nil` when none has. A trial without a scored row has no error to average (its RMSEs read 0),
    /// so it is left out rather than counted as a perfect 0°.
    public static func mean(of scores: [BROADScore]) -> BROADScore? {
        let scores = scores.filter { $0.scoredSamples > 0 }
        guard !scores.isEmpty else { return nil }
        let n = Double(scores.count)
        return BROADScore(
            total: scores.reduce(0) { $0 + $1.total } / n, heading: scores.reduce(0) { $0 + $1.heading } / n,
            inclination: scores.reduce(0) { $0 + $1.inclination } / n,
            scoredSamples: scores.reduce(0) { $0 + $1.scoredSamples })
    }
}
