import TactileMotion

/// The figures of a BROAD run, ready to print or encode as JSON (no Core Motion counterpart): one entry per trial
/// and their mean. `tactile eval motion` prints these as a table or as JSON.
public struct BROADReport: Encodable, Sendable {
    /// One trial's figures (or the mean's), RMSEs in degrees (no Core Motion counterpart).
    public struct Trial: Encodable, Sendable, Equatable {
        /// The trial's name, or `"mean"`.
        public var name: String
        /// The samples filtered.
        public var samples: Int
        /// The samples scored (moving, with a reference).
        public var scoredSamples: Int
        /// The RMSE of the total error angle.
        public var total: Double
        /// The RMSE of the heading error.
        public var heading: Double
        /// The RMSE of the inclination error.
        public var inclination: Double
        /// Samples per second of filter time.
        public var samplesPerSecond: Double
    }

    /// The filter's name.
    public var filter: String
    /// Whether the magnetometer was left out.
    public var sixAxis: Bool
    /// Each trial's figures, in the order run.
    public var trials: [Trial]
    /// The mean of the per-trial RMSEs over the trials with scored rows, the samples of all trials and their rate
    /// over the whole filter time; `nil` when no trial was scored.
    public var mean: Trial?
    /// The trials with no scored row (no row with movement = 1 and a reference), left out of ``mean``.
    public var unscored: [String]

    /// The report of `results`, run with `filter` (with or without the magnetometer).
    public init(filter: String, sixAxis: Bool, results: [BROADEvaluation.TrialResult]) {
        self.filter = filter
        self.sixAxis = sixAxis
        trials = results.map {
            Trial(
                name: $0.name, samples: $0.samples, scoredSamples: $0.score.scoredSamples, total: $0.score.total,
                heading: $0.score.heading, inclination: $0.score.inclination, samplesPerSecond: $0.samplesPerSecond)
        }
        unscored = results.filter { $0.score.scoredSamples == 0 }.map(\.name)
        mean = BROADScore.mean(of: results.map(\.score)).map { m in
            let samples = results.reduce(0) { $0 + $1.samples }
            let seconds = results.reduce(0) { $0 + $1.filterSeconds }
            return Trial(
                name: "mean", samples: samples, scoredSamples: m.scoredSamples, total: m.total, heading: m.heading,
                inclination: m.inclination, samplesPerSecond: Double(samples) / seconds)
        }
    }
}
