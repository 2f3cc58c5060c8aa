import TactileMotion

extension BROADEvaluation {
    /// Runs a fresh filter of `algorithm` over `trial`: VQF with its default parameters, or Madgwick with
    /// `madgwickParameters`.
    public static func evaluate(
        _ trial: BROADTrial, algorithm: FusionAlgorithm, madgwickParameters: MadgwickParameters,
        useMagnetometer: Bool = true
    ) throws(OrientationFilterError) -> TrialResult {
        switch algorithm {
        case .vqf:
            return evaluate(
                trial, filter: try VQFFilter(samplePeriod: trial.samplePeriod), useMagnetometer: useMagnetometer)
        case .madgwick:
            return evaluate(
                trial, filter: try MadgwickFilter(samplePeriod: trial.samplePeriod, parameters: madgwickParameters),
                useMagnetometer: useMagnetometer)
        }
    }
}

extension BROADEvaluation.TrialResult {
    /// The estimates as CSV, `t,quat_w,quat_x,quat_y,quat_z` and one row per sample, timed by `trial`'s timestamps.
    public func estimatesCSV(of trial: BROADTrial) -> String {
        var text = "t,quat_w,quat_x,quat_y,quat_z\n"
        text.reserveCapacity(estimates.count * 90)
        for (i, q) in estimates.enumerated() {
            text += "\(trial.timestamps[i]),\(q.w),\(q.x),\(q.y),\(q.z)\n"
        }
        return text
    }
}
