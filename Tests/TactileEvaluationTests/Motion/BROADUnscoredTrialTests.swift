import Foundation
@testable import TactileEvaluation
import TactileMotion
import Testing

/// A trial with no scored row has no error to average: the mean leaves it out and the report names it.
@MainActor
@Suite("BROAD: trials without scored rows")
struct BROADUnscoredTrialTests {
    static func result(_ name: String, total: Double, scored: Int) -> BROADEvaluation.TrialResult {
        BROADEvaluation.TrialResult(
            name: name, samples: 100,
            score: BROADScore(total: total, heading: total, inclination: total, scoredSamples: scored),
            filterSeconds: 0.5, estimates: [])
    }

    @Test("the mean is over scored trials only, and nil when none is scored")
    func mean() throws {
        let a = BROADScore(total: 4, heading: 2, inclination: 1, scoredSamples: 10)
        let none = BROADScore(total: 0, heading: 0, inclination: 0, scoredSamples: 0)
        #expect(BROADScore.mean(of: [a, none]) == a)
        #expect(BROADScore.mean(of: [none, none]) == nil)
    }

    @Test("the report names the unscored trials; the JSON lists them under unscored")
    func report() throws {
        let report = BROADReport(
            filter: "vqf", sixAxis: false,
            results: [Self.result("a", total: 3, scored: 80), Self.result("still", total: 0, scored: 0)])
        #expect(report.unscored == ["still"])
        let mean = try #require(report.mean)
        #expect(mean.total == 3)
        #expect(mean.samples == 200)  // every trial was filtered
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode(report), as: UTF8.self)
        #expect(text.hasSuffix(#","unscored":["still"]}"#))
    }

    @Test("BROADCSVError's localizedDescription is its file:line: message; an unreadable file says why in words")
    func localized() throws {
        let error = BROADCSVError(file: "t.csv", line: 17, field: "gyr_y", kind: .invalidNumber("0.1x"))
        #expect(error.localizedDescription == error.description)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("broad-dir-\(UUID().uuidString).csv")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(throws: BROADCSVError(file: dir.path, kind: .unreadable("a directory"))) {
            try BROADTrial(contentsOf: dir)
        }
    }
}
