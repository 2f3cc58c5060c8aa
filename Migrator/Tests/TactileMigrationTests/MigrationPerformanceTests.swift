import Foundation
import Testing

@testable import TactileMigration

/// How long a 1,000-line UIKit file takes to migrate and to diff. The figure is printed, not asserted (a test
/// machine's speed varies); `Migrator/benchmark.sh` measures the release build of the command itself.
@Suite("Performance of a 1,000-line file")
struct MigrationPerformanceTests {
    @Test("a file of 19 view controllers (over 1,000 lines) migrates, diffs, and migrates again unchanged; the time is printed")
    func thousandLines() throws {
        let source = try UIKitSamples.viewControllers(19)
        let lines = UnifiedDiff.lines(of: source).count
        #expect(lines >= 1_000)
        let clock = ContinuousClock()
        var migration: Migration?
        var diff = ""
        let elapsed = try clock.measure {
            let migrated = try Migrator.migrate(source, fileName: "Controllers.swift")
            diff = UnifiedDiff.make(
                from: source, to: migrated.output, oldPath: "a/Controllers.swift", newPath: "b/Controllers.swift")
            migration = migrated
        }
        let result = try #require(migration)
        let milliseconds = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3
        print("Migrated \(lines) lines in \(String(format: "%.1f", milliseconds)) ms (this build's configuration), "
            + "\(result.findings.count) findings, \(UnifiedDiff.lines(of: diff).count) diff lines")
        let again = try Migrator.migrate(result.output, fileName: "Controllers.swift")
        #expect(again.output == result.output)
    }
}
