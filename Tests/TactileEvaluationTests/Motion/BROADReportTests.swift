import Foundation
import Testing
@testable import TactileEvaluation
import TactileMotion

/// What `tactile eval motion` prints: the per-trial figures and their mean, the Madgwick parameters, the estimates.
@Suite("BROAD report")
struct BROADReportTests {
    static func madgwick(beta: Double) -> MadgwickParameters {
        var parameters = MadgwickParameters()
        parameters.beta = beta
        return parameters
    }

    static func trial(name: String) throws -> BROADTrial {
        let rows = BROADCSVReaderTests.header + "\n" + (0..<50).map { i in
            "\(Double(i) * 0.01),0.1,0,0,0,0,9.81,20,0,-40,1,0,0,0,1"
        }.joined(separator: "\n") + "\n"
        return try BROADTrial(csv: rows, name: name)
    }

    @Test("the report lists each trial and their mean: mean RMSEs, summed samples, rate over the summed filter time")
    func mean() throws {
        let results = [
            BROADEvaluation.TrialResult(
                name: "a", samples: 100, score: BROADScore(total: 2, heading: 1, inclination: 0.5, scoredSamples: 80),
                filterSeconds: 0.5, estimates: []),
            BROADEvaluation.TrialResult(
                name: "b", samples: 300, score: BROADScore(total: 4, heading: 3, inclination: 1.5, scoredSamples: 200),
                filterSeconds: 1.5, estimates: []),
        ]
        let report = BROADReport(filter: "vqf", sixAxis: true, results: results)
        #expect(report.trials.map(\.name) == ["a", "b"])
        #expect(report.trials[0].samplesPerSecond == 200)
        #expect(report.trials[1].scoredSamples == 200)
        let mean = try #require(report.mean)
        #expect(mean.name == "mean")
        #expect(mean.samples == 400)
        #expect(mean.samplesPerSecond == 200)
        #expect(mean.total == 3 && mean.heading == 2 && mean.inclination == 1)
        #expect(BROADReport(filter: "vqf", sixAxis: false, results: []).mean == nil)
    }

    @Test("the JSON has the filter, the axes, each trial and the mean under stable keys")
    func json() throws {
        let result = BROADEvaluation.TrialResult(
            name: "t", samples: 10, score: BROADScore(total: 1, heading: 1, inclination: 1, scoredSamples: 10),
            filterSeconds: 0.1, estimates: [])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode(BROADReport(filter: "madgwick", sixAxis: false, results: [result])), as: UTF8.self)
        #expect(text.hasPrefix(#"{"filter":"madgwick","mean":{"heading":1,"inclination":1,"name":"mean","samples":10,"#))
        #expect(text.contains(#""sixAxis":false,"trials":[{"heading":1,"inclination":1,"name":"t","samples":10,"samplesPerSecond":100,"scoredSamples":10,"total":1}]"#))
    }

    @Test("Madgwick's parameters reach the filter; VQF ignores them; the estimates are one CSV row per sample")
    func parametersAndEstimates() throws {
        let trial = try Self.trial(name: "spin")
        let slow = try BROADEvaluation.evaluate(
            trial, algorithm: .madgwick, madgwickParameters: Self.madgwick(beta: 0.01))
        let fast = try BROADEvaluation.evaluate(
            trial, algorithm: .madgwick, madgwickParameters: Self.madgwick(beta: 2))
        #expect(slow.estimates != fast.estimates)
        let byDefault = try BROADEvaluation.evaluate(trial, algorithm: .madgwick)
        let defaults = try BROADEvaluation.evaluate(trial, algorithm: .madgwick, madgwickParameters: MadgwickParameters())
        #expect(byDefault.estimates == defaults.estimates)
        let vqf = try BROADEvaluation.evaluate(trial, algorithm: .vqf, madgwickParameters: Self.madgwick(beta: 2))
        #expect(vqf.estimates == (try BROADEvaluation.evaluate(trial, algorithm: .vqf)).estimates)
        let csv = vqf.estimatesCSV(of: trial).split(separator: "\n")
        #expect(csv.count == 51)
        #expect(csv[0] == "t,quat_w,quat_x,quat_y,quat_z")
        let q = vqf.estimates[3]
        #expect(csv[4] == "\(trial.timestamps[3]),\(q.w),\(q.x),\(q.y),\(q.z)")
    }
}
