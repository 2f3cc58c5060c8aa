import TactileStrokes
import TactileMotion
/// The orientation filters ``BROADEvaluation`` can run by name (No Core Motion counterpart).
public enum FusionAlgorithm: String, Sendable, CaseIterable {
    /// ``VQFFilter`` with its default parameters.
    case vqf
    /// ``MadgwickFilter`` with its default parameters.
    case madgwick

    /// A new filter of this kind, with default parameters, for samples `samplePeriod` seconds apart.
    public func makeFilter(samplePeriod: Double) throws(OrientationFilterError) -> any OrientationFilter {
        switch self {
        case .vqf: return try VQFFilter(samplePeriod: samplePeriod)
        case .madgwick: return try MadgwickFilter(samplePeriod: samplePeriod)
        }
    }
}

/// Runs an orientation filter over a BROAD trial and scores it (No Core Motion counterpart).
///
/// Every row is fed to the filter, scored or not, with or without a reference; only the scoring skips rows. The
/// filter starts from its own initial state (never from the reference), with one parameter set for all trials.
public enum BROADEvaluation {
    /// The outcome of one trial (No Core Motion counterpart).
    public struct TrialResult: Sendable {
        /// The trial's name.
        public var name: String
        /// The number of samples processed.
        public var samples: Int
        /// The RMSEs, in degrees.
        public var score: BROADScore
        /// The time spent in the filter alone (not reading or scoring), in seconds.
        public var filterSeconds: Double
        /// The filter's estimate after each sample, sensor to ENU.
        public var estimates: [CMQuaternion]

        /// Samples processed per second of filter time.
        public var samplesPerSecond: Double { filterSeconds > 0 ? Double(samples) / filterSeconds : .infinity }
    }

    /// Runs `filter` (as configured, normally fresh) over `trial`; `useMagnetometer: false` gives 6-axis fusion.
    public static func evaluate<Filter: OrientationFilter>(
        _ trial: BROADTrial, filter: Filter, useMagnetometer: Bool = true
    ) -> TrialResult {
        var filter = filter
        var estimates = [CMQuaternion](repeating: .identity, count: trial.count)
        let clock = ContinuousClock()
        let start = clock.now
        estimates.withUnsafeMutableBufferPointer { out in
            for i in 0..<trial.count {
                filter.update(trial.sample(at: i, includingMagnetometer: useMagnetometer))
                out[i] = filter.orientation
            }
        }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return TrialResult(
            name: trial.name, samples: trial.count, score: BROADMetric.score(estimates: estimates, trial: trial),
            filterSeconds: seconds, estimates: estimates)
    }

    /// Runs a fresh filter of `algorithm`, with default parameters, over `trial`.
    public static func evaluate(
        _ trial: BROADTrial, algorithm: FusionAlgorithm, useMagnetometer: Bool = true
    ) throws(OrientationFilterError) -> TrialResult {
        switch algorithm {
        case .vqf:
            return evaluate(
                trial, filter: try VQFFilter(samplePeriod: trial.samplePeriod), useMagnetometer: useMagnetometer)
        case .madgwick:
            return evaluate(
                trial, filter: try MadgwickFilter(samplePeriod: trial.samplePeriod), useMagnetometer: useMagnetometer)
        }
    }
}
