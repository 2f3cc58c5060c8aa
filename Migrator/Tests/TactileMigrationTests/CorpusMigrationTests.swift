import Foundation
import Testing

@testable import TactileMigration

/// The porting corpus's originals listed in PortingCorpus/ports-checked-by-tactile-migrate.txt: tactile-migrate
/// turns each into its committed port, byte for byte, with nothing left for a person. (The main package's corpus
/// check compares every other port with a line rewrite, which cannot move delayed work to the scheduler.)
@Suite("Porting corpus: the ports tactile-migrate writes")
struct CorpusMigrationTests {
    /// PortingCorpus/, found from this file's location (Migrator/Tests/TactileMigrationTests/ → the repository).
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("PortingCorpus")

    static var listed: [String] {
        let list = (try? String(
            contentsOf: corpus.appendingPathComponent("ports-checked-by-tactile-migrate.txt"), encoding: .utf8)) ?? ""
        return list.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    static func read(_ folder: String, _ name: String) throws -> String {
        try String(contentsOf: corpus.appendingPathComponent(folder).appendingPathComponent(name), encoding: .utf8)
    }

    /// Whether the rewrites every port needs (imports, `#selector`, `@objc`) are registered; until they all are,
    /// only the delayed work's lines can be compared.
    static var hasEveryRewrite: Bool {
        let names = Set(Migrator.passes.map { String(describing: $0) })
        return ["ImportRewrite", "AttributeRewrite", "SelectorRewrite", "DelayedWork"].allSatisfy(names.contains)
    }

    @Test("the list names at least one corpus file")
    func listIsRead() {
        #expect(!Self.listed.isEmpty)
    }

    /// What the other rewrites change in a line: imports, `#selector` outside delayed work, `@objc`.
    static func isForOtherRewrites(_ line: Substring) -> Bool {
        line.hasPrefix("import ") || line.contains("#selector(") || line.contains("@objc")
    }

    @Test("each listed original becomes its port, except in the lines that other rewrites change", arguments: listed)
    func delayedWorkLines(name: String) throws {
        let original = try Self.read("UIKit", name)
        let port = try Self.read("Tactile", name)
        let migration = try Migrator.migrate(original, fileName: "UIKit/\(name)")
        let output = migration.output.split(separator: "\n", omittingEmptySubsequences: false)
        let expected = port.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(
            output.count == expected.count, "UIKit/\(name) migrates to \(output.count) lines, not \(expected.count)")
        var delayedWork = 0
        for (number, (line, portLine)) in zip(output, expected).enumerated() {
            if portLine.contains("UIApplication.shared.scheduler") { delayedWork += 1 }
            guard line != portLine else { continue }
            #expect(Self.isForOtherRewrites(line), "UIKit/\(name), line \(number + 1): `\(line)` is not `\(portLine)`")
        }
        #expect(delayedWork > 0, "the port of \(name) has no delayed work")
        #expect(!migration.needsAttention, "\(migration.findings.map { $0.formatted(path: name) })")
    }

    @Test(
        "each listed original migrates to its port exactly", .enabled(if: hasEveryRewrite, "needs every rewrite"),
        arguments: listed)
    func wholePort(name: String) throws {
        let migration = try Migrator.migrate(try Self.read("UIKit", name), fileName: "UIKit/\(name)")
        #expect(migration.output == (try Self.read("Tactile", name)), "UIKit/\(name) does not migrate to its port")
        #expect(!migration.needsAttention, "\(migration.findings.map { $0.formatted(path: name) })")
    }
}
