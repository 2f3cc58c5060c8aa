import ArgumentParser
import Foundation
import Tactile
import TactileMotion
import TactileStrokes
import TactileTrace
import TactileDBus
import TactileMPRIS
import TactileEvaluation

/// `tactile motion-eval DIR`: scores a sensor-fusion filter on BROAD benchmark trials.
struct MotionEval: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "motion-eval",
        abstract: "Score Tactile's sensor fusion (VQF or Madgwick) on BROAD benchmark trials.",
        discussion: """
            DIR holds BROAD trials as CSV files (or give one .csv file). Each row is an IMU sample: gyroscope \
            gyr_x..z in rad/s, accelerometer acc_x..z in m/s² as specific force (+9.81 on z when flat), \
            magnetometer mag_x..z in µT, the optical reference orientation quat_w..z (sensor to East-North-Up; \
            empty where it was lost) and movement (1 = scored). The shared trials are in ../shared/data/broad.

            Every row goes through the filter, which starts from its own initial state, never from the \
            reference. The score is BROAD's: the error quaternion q_est ⊗ q_ref* in the earth frame gives a \
            total angle, its heading part (about the vertical) and its inclination part (tilt); each trial reports \
            the RMSE of each over the rows with movement = 1 and a reference, in degrees, and the summary is the \
            mean of the per-trial RMSEs. samples/s counts filter time only (build with -c release to measure it).

            With --six-axis the magnetometer is ignored, so the heading is arbitrary and only the inclination \
            column means anything. For reference, pip's vqf 2.1.2 scores 2.82 / 2.63 / 0.82 (total / heading / \
            inclination) on the 8 shared trials, and Madgwick (beta 0.12) 5.44 / 4.19 / 2.99 in the BROAD paper.

            Examples (from the package, prefix with swift run -c release):
              tactile motion-eval ../shared/data/broad
              tactile motion-eval ../shared/data/broad --filter madgwick --beta 0.08
              tactile motion-eval ../shared/data/broad --six-axis --format json
              tactile motion-eval trial.csv --estimates-out /tmp/estimates
            scripts/motion-side-by-side.py runs pip's vqf and imufusion next to these.
            """)

    /// Output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json
    }

    @Argument(help: "A directory of BROAD trial CSV files, or one CSV file.")
    var dir: String

    /// The filters on offer (as ``FusionAlgorithm``).
    enum Filter: String, ExpressibleByArgument, CaseIterable {
        case vqf, madgwick
    }

    @Option(help: "The fusion filter: vqf (VQF, with bias estimation and magnetic disturbance rejection) or madgwick.")
    var filter: Filter = .vqf

    @Flag(name: .customLong("six-axis"), help: "Use only the gyroscope and accelerometer (no magnetometer).")
    var sixAxis = false

    @Option(help: "Madgwick's gradient step beta, rad/s (default 0.12).")
    var beta: Double?

    @Option(help: "Madgwick's gyroscope-bias gain zeta, rad/s (default 0: off).")
    var zeta: Double?

    @Option(help: "table: one line per trial and the mean. json: the same figures for scripts.")
    var format: Format = .table

    @Option(
        name: .customLong("estimates-out"),
        help: "Write each trial's estimated quaternions (t,quat_w,quat_x,quat_y,quat_z) to DIR/<trial>.csv.")
    var estimatesOut: String?

    func validate() throws {
        if filter != .madgwick && (beta != nil || zeta != nil) {
            throw ValidationError("--beta and --zeta tune Madgwick; add --filter madgwick")
        }
    }

    func run() throws {
        let files = try BROADTrial.csvFiles(at: URL(fileURLWithPath: dir))
        guard !files.isEmpty else {
            throw MotionEvalError(
                "no .csv files in \(dir); expected BROAD trials such as 02_undisturbed_slow_rotation_B.csv "
                    + "(the shared ones are in ../shared/data/broad)")
        }
        if let estimatesOut {
            try FileManager.default.createDirectory(
                at: URL(fileURLWithPath: estimatesOut), withIntermediateDirectories: true)
        }
        let progress = Progress(label: "motion-eval")
        var results: [BROADEvaluation.TrialResult] = []
        for (index, file) in files.enumerated() {
            progress.update("\(index + 1)/\(files.count) reading \(file.lastPathComponent)")
            let trial = try BROADTrial(contentsOf: file)
            progress.update("\(index + 1)/\(files.count) filtering \(trial.name) (\(trial.count) samples)")
            let result = try evaluate(trial)
            if let estimatesOut {
                try writeEstimates(result, trial: trial, to: URL(fileURLWithPath: estimatesOut))
            }
            results.append(result)
        }
        progress.finish()
        switch format {
        case .table: printTable(results)
        case .json: try printJSON(results)
        }
    }

    private func evaluate(_ trial: BROADTrial) throws -> BROADEvaluation.TrialResult {
        switch filter {
        case .vqf:
            return BROADEvaluation.evaluate(
                trial, filter: try VQFFilter(samplePeriod: trial.samplePeriod), useMagnetometer: !sixAxis)
        case .madgwick:
            var parameters = MadgwickParameters()
            if let beta { parameters.beta = beta }
            if let zeta { parameters.zeta = zeta }
            return BROADEvaluation.evaluate(
                trial, filter: try MadgwickFilter(samplePeriod: trial.samplePeriod, parameters: parameters),
                useMagnetometer: !sixAxis)
        }
    }

    private func printTable(_ results: [BROADEvaluation.TrialResult]) {
        let nameWidth = max(20, results.map(\.name.count).max() ?? 0)
        func pad(_ s: String, _ width: Int, left: Bool = false) -> String {
            let padding = String(repeating: " ", count: max(0, width - s.count))
            return left ? s + padding : padding + s
        }
        func degrees(_ v: Double) -> String { String(format: "%.2f", v) }
        let axes = sixAxis ? "6-axis (gyroscope + accelerometer; heading is arbitrary)" : "9-axis"
        print("filter: \(filter.rawValue), \(axes); RMSE in degrees over scored rows with a reference")
        print(
            pad("trial", nameWidth, left: true) + pad("samples", 9) + pad("total", 8) + pad("heading", 9)
                + pad("incl.", 8) + pad("samples/s", 12))
        for r in results {
            print(
                pad(r.name, nameWidth, left: true) + pad("\(r.samples)", 9) + pad(degrees(r.score.total), 8)
                    + pad(degrees(r.score.heading), 9) + pad(degrees(r.score.inclination), 8)
                    + pad(String(format: "%.0f", r.samplesPerSecond), 12))
        }
        if let mean = BROADScore.mean(of: results.map(\.score)) {
            let samples = results.reduce(0) { $0 + $1.samples }
            let seconds = results.reduce(0) { $0 + $1.filterSeconds }
            print(
                pad("mean of \(results.count) trials", nameWidth, left: true) + pad("\(samples)", 9)
                    + pad(degrees(mean.total), 8) + pad(degrees(mean.heading), 9) + pad(degrees(mean.inclination), 8)
                    + pad(String(format: "%.0f", Double(samples) / seconds), 12))
        }
    }

    private struct JSONTrial: Encodable {
        var name: String
        var samples: Int
        var scoredSamples: Int
        var total: Double
        var heading: Double
        var inclination: Double
        var samplesPerSecond: Double
    }

    private struct JSONReport: Encodable {
        var filter: String
        var sixAxis: Bool
        var trials: [JSONTrial]
        var mean: JSONTrial?
    }

    private func printJSON(_ results: [BROADEvaluation.TrialResult]) throws {
        let trials = results.map {
            JSONTrial(
                name: $0.name, samples: $0.samples, scoredSamples: $0.score.scoredSamples, total: $0.score.total,
                heading: $0.score.heading, inclination: $0.score.inclination, samplesPerSecond: $0.samplesPerSecond)
        }
        let mean = BROADScore.mean(of: results.map(\.score)).map { m in
            let samples = results.reduce(0) { $0 + $1.samples }
            let seconds = results.reduce(0) { $0 + $1.filterSeconds }
            return JSONTrial(
                name: "mean", samples: samples, scoredSamples: m.scoredSamples, total: m.total, heading: m.heading,
                inclination: m.inclination, samplesPerSecond: Double(samples) / seconds)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(JSONReport(filter: filter.rawValue, sixAxis: sixAxis, trials: trials, mean: mean))
        print(String(decoding: data, as: UTF8.self))
    }

    private func writeEstimates(_ result: BROADEvaluation.TrialResult, trial: BROADTrial, to directory: URL) throws {
        var text = "t,quat_w,quat_x,quat_y,quat_z\n"
        text.reserveCapacity(result.estimates.count * 90)
        for (i, q) in result.estimates.enumerated() {
            text += "\(trial.timestamps[i]),\(q.w),\(q.x),\(q.y),\(q.z)\n"
        }
        try text.write(to: directory.appendingPathComponent(trial.name + ".csv"), atomically: true, encoding: .utf8)
    }
}

/// A motion-eval failure with a message for the user.
struct MotionEvalError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
