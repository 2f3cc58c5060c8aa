import Foundation
import Testing

@testable import TactileMigration

/// The repository's porting corpus: every iOS original in `PortingCorpus/UIKit` (and `UIKitTests`) migrates to
/// exactly its committed port in `PortingCorpus/Tactile` (and `TactileTests`), which the main package compiles
/// and tests. So the migrated code compiles against Tactile with no hand edits, and behaves as the behaviour
/// tests of the corpus check.
@Suite("Porting corpus: every UIKit original migrates to its committed port")
struct PortingCorpusTests {
    /// PortingCorpus/, from this file's location (Migrator/Tests/TactileMigrationTests/ → the repository root).
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("PortingCorpus")

    static let folders = [("UIKit", "Tactile"), ("UIKitTests", "TactileTests")]

    static func files(_ folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent(folder).path))
            ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }

    static func read(_ folder: String, _ name: String) throws -> String {
        try String(contentsOf: corpus.appendingPathComponent(folder).appendingPathComponent(name), encoding: .utf8)
    }

    static var originals: [String] {
        folders.flatMap { original, _ in files(original).map { "\(original)/\($0)" } }
    }

    @Test("the corpus is there, with at least 15 originals")
    func corpusIsThere() {
        #expect(Self.files("UIKit").count >= 15, "no porting corpus at \(Self.corpus.path)")
    }

    @Test("each original migrates to its port, and the port migrates to itself", arguments: originals)
    func migratesToThePort(path: String) throws {
        let parts = path.split(separator: "/").map(String.init)
        let port = Self.folders.first { $0.0 == parts[0] }!.1
        let original = try Self.read(parts[0], parts[1])
        let expected = try Self.read(port, parts[1])
        let migration = try Migrator.migrate(original, fileName: path)
        if migration.output != expected {
            let a = migration.output.split(separator: "\n", omittingEmptySubsequences: false)
            let b = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let line = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
            Issue.record("""
                \(path) does not migrate to \(port)/\(parts[1]); first difference at line \(line + 1):
                  migrated: \(line < a.count ? String(a[line]) : "<end of file>")
                  port:     \(line < b.count ? String(b[line]) : "<end of file>")
                """)
        }
        #expect(try Migrator.migrate(expected, fileName: path).output == expected)
    }
}
