import Foundation
import SharedTestData
import Testing
@testable import TactileEvaluation
import TactileMotion

/// The eight shared BROAD trials in `../shared/data/broad/`, or `nil` when the folder (or a trial) is absent.
private let offlineTrialFolder: URL? = {
    guard let data = sharedDataFolder("broad") else { return nil }
    let present = BROADOfflineBenchmarkTests.expected.keys.allSatisfy {
        FileManager.default.fileExists(atPath: data.appendingPathComponent($0 + ".csv").path)
    }
    return present ? data : nil
}()

/// VQF's offline mode (``OfflineVQF``) on the BROAD benchmark trials (research/motion.md §3.2–3.3).
///
/// The targets are pip `vqf` 2.1.2's `offlineVQF` (defaults, 9-axis) on these eight trials, quoted to two decimals:
/// each per-trial RMSE and the mean (2.78° total, 2.66° heading, 0.60° inclination) must agree within 0.01°. The
/// issue's 2.15 / 2.05 / 0.53 are the same implementation's figures on 30 BROAD trials, of which only these eight are
/// shared.
@Suite(
    "BROAD benchmark (offline VQF)",
    .enabled(
        if: offlineTrialFolder != nil,
        "../shared/data/broad not found (optional research data, not part of the repository: the README's \"Optional research data\" says where to get it) to run the offline BROAD benchmark tests"),
    .serialized
)
struct BROADOfflineBenchmarkTests {
    /// pip vqf 2.1.2 `offlineVQF`, defaults, 9-axis (total, heading, inclination), from research/motion.md §3.3.
    static let expected: [String: (Double, Double, Double)] = [
        "02_undisturbed_slow_rotation_B": (1.01, 0.97, 0.31),
        "07_undisturbed_fast_rotation_B": (1.71, 1.42, 0.96),
        "16_undisturbed_fast_translation_B": (0.58, 0.39, 0.43),
        "21_undisturbed_fast_combined": (5.24, 5.15, 0.95),
        "24_disturbed_tapping_A": (1.16, 1.04, 0.51),
        "27_disturbed_phone_vibration_B": (6.41, 6.40, 0.28),
        "30_disturbed_stationary_magnet_C": (4.30, 4.18, 0.99),
        "33_disturbed_attached_magnet_2cm": (1.81, 1.77, 0.39),
    ]

    /// Within 0.01° of a figure quoted to two decimals (plus rounding slack in the last binary digit).
    func agrees(_ value: Double, _ reference: Double) -> Bool { abs(value - reference) <= 0.01 + 1e-9 }

    @Test("CM-11: offline VQF matches pip vqf's offlineVQF within 0.01° on every trial and the mean (2.78 / 2.66 / 0.60)")
    func matchesReference() throws {
        let folder = try #require(offlineTrialFolder)
        var offline: [BROADEvaluation.TrialResult] = []
        var realTime: [BROADEvaluation.TrialResult] = []
        for url in try BROADTrial.csvFiles(at: folder) {
            let trial = try BROADTrial(contentsOf: url)
            offline.append(try BROADEvaluation.evaluateOffline(trial))
            realTime.append(try BROADEvaluation.evaluate(trial, algorithm: .vqf))
        }
        #expect(offline.count == 8)
        for r in offline {
            print(String(
                format: "offline VQF %@: %.4f / %.4f / %.4f (%d scored)", r.name, r.score.total, r.score.heading,
                r.score.inclination, r.score.scoredSamples))
            let reference = try #require(Self.expected[r.name])
            #expect(agrees(r.score.total, reference.0), "\(r.name) total \(r.score.total)")
            #expect(agrees(r.score.heading, reference.1), "\(r.name) heading \(r.score.heading)")
            #expect(agrees(r.score.inclination, reference.2), "\(r.name) inclination \(r.score.inclination)")
        }
        let mean = try #require(BROADScore.mean(of: offline.map(\.score)))
        let realTimeMean = try #require(BROADScore.mean(of: realTime.map(\.score)))
        print(String(
            format: "offline VQF mean: %.4f / %.4f / %.4f (real time %.4f / %.4f / %.4f)", mean.total, mean.heading,
            mean.inclination, realTimeMean.total, realTimeMean.heading, realTimeMean.inclination))
        #expect(agrees(mean.total, 2.78) && agrees(mean.heading, 2.66) && agrees(mean.inclination, 0.60))
        // What the backward pass buys on these trials: a quarter less inclination error, and less in total.
        #expect(mean.inclination < realTimeMean.inclination - 0.15)
        #expect(mean.total < realTimeMean.total)
    }

    @Test("CM-11: 6-axis offline VQF tilts less than 6-axis real-time VQF on every trial")
    func sixAxisInclination() throws {
        let folder = try #require(offlineTrialFolder)
        for url in try BROADTrial.csvFiles(at: folder) {
            let trial = try BROADTrial(contentsOf: url)
            let offline = try BROADEvaluation.evaluateOffline(trial, useMagnetometer: false)
            let realTime = try BROADEvaluation.evaluate(trial, algorithm: .vqf, useMagnetometer: false)
            #expect(offline.score.inclination < realTime.score.inclination, "\(trial.name)")
        }
    }
}
