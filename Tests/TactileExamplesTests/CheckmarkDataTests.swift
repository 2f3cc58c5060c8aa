import Foundation
import Testing
import SharedTestData
import Tactile
import TactileExamples
import TactileStrokes
import TactileEvaluation

/// `../shared/data/dollar1/` (the $1 study's logs, s02–s06; Wobbrock, Wilson & Li, UIST 2007), or nil when absent.
private let dollarOneDirectory = sharedDataFolder("dollar1")

/// Both checkmarks on the $1 study's strokes, replayed through touch delivery with their recorded timing
/// (research/datasets.md §5): recall on the `check` samples and false accepts on the others.
///
/// Reduced protocol, to keep `swift test` short (≈ 15 s instead of 50–130 s in a debug build): every
/// ``sampleStride``-th log in path order (s02/fast/arrow01, …), which keeps every subject, speed and gesture: 600 of
/// the 2 400 logs, 45 checks of 150 and 555 others of 2 250. The thresholds still bite: 5 missed checks fail recall,
/// 3 false accepts fail the 0.5 % bound (today: 45/45 and 1/555). The full protocol is this test with
/// `sampleStride = 1` (template checkmark: 150/150 recall, 5/2 250 = 0.22 % false accepts; hand-written 94.0 % and
/// 54.9 %).
///
/// The template checkmark has to meet the research target for a one-template detector (recall ≥ 90 % with ≤ 0.5 %
/// false accepts); the listing's rules are only measured, with bounds that pin today's figures, since accepting
/// anything that turns upward is the weakness the template recognizer removes.
@MainActor
@Suite(
    "Checkmarks on the $1 logs",
    .enabled(
        if: dollarOneDirectory != nil,
        "../shared/data/dollar1 not found (optional research data, not part of the repository: the README's \"Optional research data\" says where to get it) to run the checkmark benchmark")
)
struct CheckmarkDataTests {
    /// Every how many logs one is replayed (see the suite's documentation).
    static let sampleStride = 4

    @Test("recall and false accepts of the hand-written and template checkmarks")
    func benchmark() async throws {
        let directory = try #require(dollarOneDirectory)
        let logs = try DollarOneGestureLog.files(in: directory).map { url throws(FileParseError) in
            try DollarOneGestureLog(contentsOf: url)
        }
        #expect(logs.count == 2400)
        let sampled = stride(from: 0, to: logs.count, by: Self.sampleStride).map { logs[$0] }
        var table: [String] = []
        var rates: [CheckmarkDrawing.Kind: (recall: Double, falseAccept: Double)] = [:]
        for kind in CheckmarkDrawing.Kind.allCases {
            var hits = 0, checks = 0, falseAccepts = 0, others = 0
            for (index, log) in sampled.enumerated() {
                // Thousands of replays take a while: let other main-actor tests run in between.
                if index % 20 == 0 { await Task.yield() }
                let t0 = log.points[0].t
                // Placed at (300, 300) so that every stroke stays inside the window.
                let points = log.points.map { CGPoint(x: 300 + $0.x, y: 300 + $0.y) }
                let times = log.points.map { ($0.t - t0) / 1000 }
                let recognized = CheckmarkDrawing.recognizes(kind, points, times: times).0
                if log.gesture == "check" {
                    checks += 1
                    if recognized { hits += 1 }
                } else {
                    others += 1
                    if recognized { falseAccepts += 1 }
                }
            }
            let recall = Double(hits) / Double(checks), falseAccept = Double(falseAccepts) / Double(others)
            rates[kind] = (recall, falseAccept)
            table.append(
                "\(kind.rawValue): recall \(hits)/\(checks) = \(String(format: "%.1f", recall * 100)) %, false accepts "
                    + "\(falseAccepts)/\(others) = \(String(format: "%.2f", falseAccept * 100)) %")
        }
        print(table.joined(separator: "\n"))
        // Every subject, speed and gesture is in the sample, and enough checks for the rates to mean something.
        #expect(Set(sampled.map(\.gesture)).count == 16 && Set(sampled.map(\.subject)).count == 5)
        #expect(sampled.count { $0.gesture == "check" } >= 40)
        let template = try #require(rates[.template])
        #expect(template.recall >= 0.90, "\(table)")
        #expect(template.falseAccept <= 0.005, "\(table)")
        let handWritten = try #require(rates[.handWritten])
        #expect(handWritten.falseAccept > template.falseAccept, "\(table)")
    }
}
