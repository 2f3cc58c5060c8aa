import Foundation
import Testing

@testable import TactileMigration

/// Golden files: for every `Golden/NAME.input.swift`, the migration's output must equal `NAME.expected.swift`
/// and its report (one finding per line, as `tactile-migrate` prints them, with the path `NAME.input.swift`)
/// must equal `NAME.report.txt` (absent or empty when nothing is reported). Migrating the expected output again
/// must change nothing and report no rewrite (the migration is idempotent).
///
/// `TACTILE_REWRITE_GOLDEN=1 swift test --filter GoldenTests` rewrites the expected files from the current
/// migration; review the diff before committing it.
@Suite("Golden files: every rewrite and every report")
struct GoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".input.swift") }.map { String($0.dropLast(".input.swift".count)) }.sorted()
    }

    static func read(_ name: String) -> String? {
        try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    static func report(_ migration: Migration, path: String) -> String {
        migration.findings.map { $0.formatted(path: path) + "\n" }.joined()
    }

    @Test("the golden folder has cases")
    func hasCases() {
        #expect(Self.names.count >= 1)
    }

    @Test("each input migrates to its expected output and report", arguments: names)
    func golden(name: String) throws {
        let input = try #require(Self.read("\(name).input.swift"))
        let migration = try Migrator.migrate(input, fileName: "\(name).input.swift")
        let report = Self.report(migration, path: "\(name).input.swift")
        if ProcessInfo.processInfo.environment["TACTILE_REWRITE_GOLDEN"] == "1" {
            try migration.output.write(
                to: Self.folder.appendingPathComponent("\(name).expected.swift"), atomically: true, encoding: .utf8)
            let reportURL = Self.folder.appendingPathComponent("\(name).report.txt")
            if report.isEmpty {
                try? FileManager.default.removeItem(at: reportURL)
            } else {
                try report.write(to: reportURL, atomically: true, encoding: .utf8)
            }
        }
        let expected = try #require(Self.read("\(name).expected.swift"), "missing Golden/\(name).expected.swift")
        #expect(migration.output == expected, "Golden/\(name): the output differs from the expected file")
        #expect(report == (Self.read("\(name).report.txt") ?? ""), "Golden/\(name): the report differs")
    }

    @Test("migrating an expected output again changes nothing", arguments: names)
    func idempotent(name: String) throws {
        let expected = try #require(Self.read("\(name).expected.swift"))
        let again = try Migrator.migrate(expected, fileName: "\(name).expected.swift")
        #expect(again.output == expected, "Golden/\(name): a second migration changed the output")
    }
}
