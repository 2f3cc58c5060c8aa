import TactileMotion

extension BROADEvaluation {
    /// Runs VQF's offline mode (``OfflineVQF``, default parameters) over the whole of `trial` and scores it; with
    /// `useMagnetometer: false` the 6-axis orientations are scored (only their inclination means anything).
    ///
    /// `filterSeconds` is the time ``OfflineVQF/estimate(rotationRates:specificForces:magneticFields:samplePeriod:parameters:)``
    /// takes for the whole recording.
    /// - Throws: ``OfflineVQFError`` if the trial has fewer than two samples (a trial read from CSV has equal
    ///   columns and only finite numbers).
    public static func evaluateOffline(
        _ trial: BROADTrial, useMagnetometer: Bool = true
    ) throws(OfflineVQFError) -> TrialResult {
        let clock = ContinuousClock()
        let start = clock.now
        let estimate = try OfflineVQF.estimate(
            rotationRates: trial.rotationRates, specificForces: trial.specificForces,
            magneticFields: useMagnetometer ? trial.magneticFields : nil, samplePeriod: trial.samplePeriod)
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let estimates = estimate.orientations
        return TrialResult(
            name: trial.name, samples: trial.count, score: BROADMetric.score(estimates: estimates, trial: trial),
            filterSeconds: seconds, estimates: estimates)
    }
}
