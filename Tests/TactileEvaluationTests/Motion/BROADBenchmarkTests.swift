import Foundation
import Testing
import SharedTestData
@testable import TactileEvaluation
import TactileMotion
import TactileStrokes

/// `../shared/data/broad/` beside the repository (the folder holding Package.swift), or `nil` if it is absent.
private let broadDataDirectory: URL? = {
    guard let data = sharedDataFolder("broad") else { return nil }
    let present = BROADBenchmarkTests.expected.keys.allSatisfy {
        FileManager.default.fileExists(atPath: data.appendingPathComponent($0 + ".csv").path)
    }
    return present ? data : nil
}()

/// The eight shared BROAD trials, read once.
private let broadTrials: Result<[BROADTrial], BROADCSVError> = {
    guard let directory = broadDataDirectory else { return .success([]) }
    do throws(BROADCSVError) {
        return .success(try BROADTrial.csvFiles(at: directory).map { url throws(BROADCSVError) in
            try BROADTrial(contentsOf: url)
        })
    } catch {
        return .failure(error)
    }
}()

/// Tactile's fusion on the BROAD benchmark trials in `../shared/data/broad/` (research/motion.md §1–3).
///
/// The targets are pip `vqf` 2.1.2's figures on these eight trials: mean of per-trial RMSEs 2.82° total, 2.63°
/// heading, 0.82° inclination (6-axis: 0.82° inclination), quoted to two decimals, so the means are compared after
/// rounding to two decimals. Every trial is run in full (about 420 k samples per filter).
@Suite(
    "BROAD benchmark (VQF, Madgwick)",
    .enabled(
        if: broadDataDirectory != nil,
        "../shared/data/broad not found (optional research data, not part of the repository: the README's \"Optional research data\" says where to get it) to run the BROAD benchmark tests"),
    .serialized
)
struct BROADBenchmarkTests {
    /// pip vqf 2.1.2, defaults, 9-axis (total, heading, inclination), from research/motion.md §3.3.
    static let expected: [String: (Double, Double, Double)] = [
        "02_undisturbed_slow_rotation_B": (1.38, 1.31, 0.43),
        "07_undisturbed_fast_rotation_B": (1.75, 1.43, 1.02),
        "16_undisturbed_fast_translation_B": (0.74, 0.51, 0.54),
        "21_undisturbed_fast_combined": (4.08, 3.70, 1.72),
        "24_disturbed_tapping_A": (1.55, 1.42, 0.61),
        "27_disturbed_phone_vibration_B": (6.73, 6.72, 0.37),
        "30_disturbed_stationary_magnet_C": (2.57, 2.25, 1.25),
        "33_disturbed_attached_magnet_2cm": (3.75, 3.70, 0.60),
    ]

    func rounded(_ v: Double) -> Double { (v * 100).rounded() / 100 }

    func run(_ algorithm: FusionAlgorithm, magnetometer: Bool) throws -> [BROADEvaluation.TrialResult] {
        let trials = try broadTrials.get()
        #expect(trials.count == 8)
        return try trials.map { trial throws(OrientationFilterError) in
            try BROADEvaluation.evaluate(trial, algorithm: algorithm, useMagnetometer: magnetometer)
        }
    }

    func report(_ label: String, _ results: [BROADEvaluation.TrialResult]) -> BROADScore {
        for r in results {
            print(String(
                format: "%@ %@: %.4f / %.4f / %.4f (%d scored, %.0f samples/s)", label, r.name, r.score.total,
                r.score.heading, r.score.inclination, r.score.scoredSamples, r.samplesPerSecond))
        }
        let mean = BROADScore.mean(of: results.map(\.score))!
        print(String(format: "%@ mean: %.4f / %.4f / %.4f", label, mean.total, mean.heading, mean.inclination))
        return mean
    }

    @Test("CM-11: VQF 9-axis reaches VQF's accuracy on every trial and on the mean (2.82 / 2.63 / 0.82)")
    func vqfNineAxis() throws {
        let results = try run(.vqf, magnetometer: true)
        let mean = report("VQF 9D", results)
        #expect(rounded(mean.total) <= 2.82)
        #expect(rounded(mean.heading) <= 2.63)
        #expect(rounded(mean.inclination) <= 0.82)
        for r in results {
            let reference = try #require(Self.expected[r.name])
            #expect(rounded(r.score.total) <= reference.0, "\(r.name) total")
            #expect(rounded(r.score.heading) <= reference.1, "\(r.name) heading")
            #expect(rounded(r.score.inclination) <= reference.2, "\(r.name) inclination")
        }
        // The two trials with scored rows that lack a reference (research/motion.md §1.1).
        let scored = Dictionary(uniqueKeysWithValues: results.map { ($0.name, $0.score.scoredSamples) })
        #expect(scored["21_undisturbed_fast_combined"] == 33_695 - 207)
        #expect(scored["30_disturbed_stationary_magnet_C"] == 27_518 - 60)
    }

    /// pip vqf 2.1.2 (`VQF(Ts).updateBatch`, defaults): `quat9D` and `quat6D` ([w x y z]) after sample `index`.
    typealias WXYZ = (Double, Double, Double, Double)
    static let referenceQuaternions: [(String, Int, WXYZ, WXYZ)] = [
        ("21_undisturbed_fast_combined", 0,
         (0.9998761168491846, 0.01039547222102889, -0.0016152188534033067, -0.011707953704787803),
         (0.9999446610661067, 0.01041366330462169, -0.001493449436890471, -5.544973929370639e-06)),
        ("21_undisturbed_fast_combined", 1000,
         (0.9999343191701965, 0.007919332850889266, -0.0038171199336874072, -0.007353305939832247),
         (0.9999566486886777, 0.00793561731170348, -0.0037831488569073923, -0.0030683066857139416)),
        ("21_undisturbed_fast_combined", 25000,
         (-0.8225280193105999, -0.5506110080618007, -0.041285611166995397, 0.13627425861371117),
         (-0.8327429807886569, -0.5422088736952367, -0.10433849325348556, 0.04076940101298796)),
        ("21_undisturbed_fast_combined", 53611,
         (0.9999671883095224, 0.002724163898511464, -0.0022601066929454103, -0.007286504864426391),
         (0.9952116832671517, 0.002946275822824682, -0.0019617874465111046, 0.09767894521007907)),
        ("33_disturbed_attached_magnet_2cm", 10000,
         (0.9992544324259237, 0.006446069298157381, 0.0024365016838512844, -0.03798803663382974),
         (0.999974610040739, 0.006353706897974306, 0.0026681001680392467, -0.001814090411257343)),
        ("33_disturbed_attached_magnet_2cm", 25000,
         (0.446506616160347, 0.25548045766393235, 0.23980860057728853, 0.8233185365130721),
         (0.42237941607192475, 0.24839988220531983, 0.24713544399659285, 0.8359528693172422)),
        ("33_disturbed_attached_magnet_2cm", 48278,
         (0.9993311812381453, 0.008076186130681699, 0.001238174853359658, -0.03564312480393267),
         (0.9975529546082826, 0.008113456405271351, 0.0009642015062573411, -0.06943590492606384)),
    ]

    @Test("CM-11: VQF is an exact port: quaternions within 1e-6 of pip vqf 2.1.2 (research/motion.md §3.4)")
    func exactPort() throws {
        let trials = try broadTrials.get()
        for name in Set(Self.referenceQuaternions.map(\.0)) {
            let trial = try #require(trials.first { $0.name == name })
            let checks = Self.referenceQuaternions.filter { $0.0 == name }
            var filter = try VQFFilter(samplePeriod: trial.samplePeriod, parameters: .vqfDefaults)
            var worst = 0.0
            for i in 0..<trial.count {
                filter.update(trial.sample(at: i))
                for check in checks where check.1 == i {
                    for (q, r) in [(filter.orientation9D, check.2), (filter.orientation6D, check.3)] {
                        let sign = q.w * r.0 + q.x * r.1 + q.y * r.2 + q.z * r.3 < 0 ? -1.0 : 1.0
                        worst = max(
                            worst, abs(sign * q.w - r.0), abs(sign * q.x - r.1), abs(sign * q.y - r.2),
                            abs(sign * q.z - r.3))
                    }
                }
            }
            print(String(format: "VQF vs pip vqf, %@: largest component difference %.3g", name, worst))
            #expect(worst < 1e-6, "\(name)")
        }
    }

    @Test("CM-11: VQF 6-axis reaches VQF's inclination (0.82)")
    func vqfSixAxis() throws {
        let mean = report("VQF 6D", try run(.vqf, magnetometer: false))
        #expect(rounded(mean.inclination) <= 0.82)
    }

    @Test("CM-11: the Madgwick baseline is sane and VQF beats it on every angle")
    func madgwickBaseline() throws {
        let mean = report("Madgwick 9D", try run(.madgwick, magnetometer: true))
        #expect(mean.total < 8 && mean.inclination < 5)
        #expect(mean.total > 2.83 && mean.heading > 2.64 && mean.inclination > 0.83)
    }
}
