import ArgumentParser
import Foundation
import Tactile
import TactileEvaluation
import TactileMotion

/// `tactile eval motion DIR` (formerly `tactile motion-eval`): scores a sensor-fusion filter on BROAD benchmark
/// trials.
struct MotionEval: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "motion",
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
            mean of the per-trial RMSEs. A trial without such a row has no score: it shows "–" and is named below \
            the table instead of counting as 0° in the mean. samples/s counts filter time only (build with -c \
            release to measure it).

            With --six-axis the magnetometer is ignored, so the heading is arbitrary and only the inclination \
            column means anything. For reference, pip's vqf 2.1.2 scores 2.82 / 2.63 / 0.82 (total / heading / \
            inclination) on the 8 shared trials, and Madgwick (beta 0.12) 5.44 / 4.19 / 2.99 in the BROAD paper.

            With --offline VQF runs in its offline mode, for recordings: the gyroscope bias is estimated forwards \
            and backwards through the whole trial, and the accelerometer and magnetometer corrections are filtered \
            both ways, so each estimate also uses the samples after it (Core Motion has no such mode). pip's vqf \
            offlineVQF scores 2.78 / 2.66 / 0.60 on the 8 shared trials.

            Examples (from the package, prefix with swift run -c release):
              tactile eval motion ../shared/data/broad
              tactile eval motion ../shared/data/broad --filter madgwick --beta 0.08
              tactile eval motion ../shared/data/broad --six-axis --format json
              tactile eval motion ../shared/data/broad --offline
              tactile eval motion trial.csv --estimates-out /tmp/estimates
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

    @Flag(help: "Use VQF's offline mode (forward and backward through the whole trial) instead of real time.")
    var offline = false

    @Option(parsing: .unconditional, help: "Madgwick's gradient step beta, rad/s (default 0.12).")
    var beta: Double?

    @Option(parsing: .unconditional, help: "Madgwick's gyroscope-bias gain zeta, rad/s (default 0: off).")
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
        for (name, value) in [("--beta", beta), ("--zeta", zeta)] {
            if let value, !(value.isFinite && value >= 0 && value <= 100) {
                throw ValidationError("\(name) is a gain in rad/s from 0 to 100; got \(value)")
            }
        }
        if offline && filter != .vqf {
            throw ValidationError("--offline is VQF's offline mode; Madgwick has none: leave out --filter madgwick")
        }
    }

    func run() throws {
        let files = try BROADTrial.csvFiles(at: URL(fileURLWithPath: dir))
        guard !files.isEmpty else {
            throw CommandFailure(
                "no .csv files in \(dir); expected BROAD trials such as 02_undisturbed_slow_rotation_B.csv "
                    + "(the shared ones are in ../shared/data/broad)")
        }
        if let estimatesOut {
            do {
                try FileManager.default.createDirectory(
                    at: URL(fileURLWithPath: estimatesOut), withIntermediateDirectories: true)
            } catch {
                throw CommandFailure(
                    "cannot create the folder \(estimatesOut) for --estimates-out: a file is in the way or the "
                        + "parent folder may not be written. Choose another folder.")
            }
        }
        var parameters = MadgwickParameters()
        if let beta { parameters.beta = beta }
        if let zeta { parameters.zeta = zeta }
        let progress = Progress(label: "eval motion")
        defer { progress.finish() }  // also when a trial fails to read, before the error is printed
        var results: [BROADEvaluation.TrialResult] = []
        for (index, file) in files.enumerated() {
            progress.update("reading \(file.lastPathComponent)", step: index + 1, of: files.count)
            let trial = try BROADTrial(contentsOf: file)
            progress.update("filtering \(trial.name) (\(trial.count) samples)", step: index + 1, of: files.count)
            let result: BROADEvaluation.TrialResult
            if offline {
                result = try BROADEvaluation.evaluateOffline(trial, useMagnetometer: !sixAxis)
            } else {
                result = try BROADEvaluation.evaluate(
                    trial, algorithm: filter.algorithm, madgwickParameters: parameters, useMagnetometer: !sixAxis)
            }
            if let estimatesOut {
                try FileAccess.write(
                    result.estimatesCSV(of: trial),
                    to: URL(fileURLWithPath: estimatesOut).appendingPathComponent(trial.name + ".csv").path,
                    expected: "an estimates file (.csv)")
            }
            results.append(result)
        }
        progress.finish()
        let report = BROADReport(filter: filterName, sixAxis: sixAxis, results: results)
        switch format {
        case .table: printTable(report)
        case .json: try printJSON(report)
        }
    }

    private func printTable(_ report: BROADReport) {
        let nameWidth = max(20, report.trials.map(\.name.count).max() ?? 0)
        let table = TextTable(widths: [nameWidth, 9, 8, 9, 8, 12])
        func degrees(_ v: Double) -> String { String(format: "%.2f", v) }
        func row(_ name: String, _ t: BROADReport.Trial) -> String {
            let angles = t.scoredSamples > 0 ? [t.total, t.heading, t.inclination].map(degrees) : ["–", "–", "–"]
            return table.row([name, "\(t.samples)"] + angles + [String(format: "%.0f", t.samplesPerSecond)])
        }
        let axes = sixAxis ? "6-axis (gyroscope + accelerometer; heading is arbitrary)" : "9-axis"
        let mode = offline ? " (offline: forward and backward through each trial)" : ""
        print("filter: \(filterName)\(mode), \(axes); RMSE in degrees over scored rows with a reference")
        print(table.row(["trial", "samples", "total", "heading", "incl.", "samples/s"]))
        for t in report.trials { print(row(t.name, t)) }
        let scored = report.trials.count - report.unscored.count
        if let mean = report.mean { print(row("mean of \(scored) trial\(scored == 1 ? "" : "s")", mean)) }
        if !report.unscored.isEmpty {
            print(
                "not in the mean (no row with movement = 1 and a reference): "
                    + report.unscored.joined(separator: ", "))
        }
    }

    /// The filter's name in the report: `vqf`, `madgwick`, or `vqf-offline` with --offline.
    private var filterName: String { offline ? filter.rawValue + "-offline" : filter.rawValue }

    private func printJSON(_ report: BROADReport) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(report), as: UTF8.self))
    }
}

extension MotionEval.Filter {
    /// The filter's algorithm in ``BROADEvaluation``.
    var algorithm: FusionAlgorithm {
        switch self {
        case .vqf: .vqf
        case .madgwick: .madgwick
        }
    }
}
