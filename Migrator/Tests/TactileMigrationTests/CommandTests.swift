import Foundation
import Testing

@testable import TactileMigration

/// `tactile-migrate` as a user runs it: the three modes, the diff, the report, the exit status, the files on
/// disk, and that a second run changes nothing. Each test works in a temporary folder holding `Sources/App`.
@Suite("tactile-migrate: modes, diff, report and idempotence")
struct CommandTests {
    /// The sample app, by path inside the temporary folder, in the order the command reports it.
    static let app: [(path: String, source: String)] = [
        ("Sources/App/Photo.swift", UIKitSamples.photoViewController),
        ("Sources/App/Score.swift", UIKitSamples.plain),
        ("Sources/App/Views/Gestures.swift", UIKitSamples.gestures),
    ]

    static func makeApp() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for file in app { try folder.write(file.source, to: file.path) }
        return folder
    }

    /// What the engine makes of each file of the app.
    static func migrations() throws -> [Migration] {
        try app.map { try UIKitSamples.migration($0.source, path: $0.path) }
    }

    /// The report the command must print for the app: every finding, file by file, sorted.
    static func expectedReport(_ migrations: [Migration]) -> [String] {
        zip(app, migrations).flatMap { file, migration in migration.findings.map { $0.formatted(path: file.path) } }
    }

    @Test("--dry-run prints the engine's changes as a unified diff on standard output and writes nothing")
    func dryRun() throws {
        let folder = try Self.makeApp()
        let before = folder.listing()
        let run = try runMigrate(["--dry-run", "Sources/App"], in: folder.url)
        let migrations = try Self.migrations()
        // Paths relative to the folder given, Sources/App.
        let diff = zip(Self.app, migrations).map { file, migration in
            let name = file.path.dropFirst("Sources/App/".count)
            return UnifiedDiff.make(from: file.source, to: migration.output, oldPath: "a/\(name)", newPath: "b/\(name)")
        }.joined()
        #expect(run.stdout == diff)
        for file in Self.app { #expect(folder.text(file.path) == file.source) }
        #expect(folder.listing() == before)
        let warnings = migrations.flatMap(\.findings).filter { $0.severity == .warning }.count
        let findings = migrations.flatMap(\.findings).count
        let changed = migrations.filter(\.changed).count
        #expect(run.reportLines == Self.expectedReport(migrations))
        #expect(run.summary == "tactile-migrate: 3 files read, \(changed) would change, 0 could not be migrated, "
            + "\(findings) finding\(findings == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") "
            + "(dry run: nothing was written)")
        #expect(run.status == (warnings > 0 ? 1 : 0))
    }

    @Test("--dry-run's diff has git's headers and hunks, and applied to the file gives the migrated text",
          .enabled(if: UIKitSamples.engineRewritesImports, "needs the engine's import rewrite"))
    func dryRunDiffFormat() throws {
        let folder = try Self.makeApp()
        let run = try runMigrate(["--dry-run", "./Sources/App/"], in: folder.url)
        #expect(run.stdout.hasPrefix("--- a/Photo.swift\n+++ b/Photo.swift\n@@ -1"))
        #expect(run.stdout.contains("-import UIKit\n+import Tactile\n"))
        let photoDiff = run.stdout.components(separatedBy: "--- a/Views/Gestures.swift")[0]
        let expected = try UIKitSamples.migration(UIKitSamples.photoViewController, path: "Sources/App/Photo.swift")
        #expect(try Patch.apply(photoDiff, to: UIKitSamples.photoViewController) == expected.output)
        #expect(!run.stdout.contains("Score.swift"), "an unchanged file shows no diff")
        // An absolute path to a file is named from the file's folder.
        let absolute = folder.path("Sources/App/Photo.swift")
        let named = try runMigrate(["--dry-run", absolute], in: folder.url)
        #expect(named.stdout.hasPrefix("--- a/Photo.swift\n+++ b/Photo.swift\n@@ "))
    }

    @Test("--in-place writes the engine's output, keeps the permissions, leaves no temporary file; a second run changes nothing")
    func inPlaceIsIdempotent() throws {
        let folder = try Self.makeApp()
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: folder.path(Self.app[0].path))
        let first = try runMigrate(["--in-place", "Sources/App"], in: folder.url)
        let migrations = try Self.migrations()
        for (file, migration) in zip(Self.app, migrations) { #expect(folder.text(file.path) == migration.output) }
        let mode = try FileManager.default.attributesOfItem(atPath: folder.path(Self.app[0].path))[.posixPermissions]
        #expect((mode as? NSNumber)?.intValue == 0o640)
        #expect(folder.listing() == ["Sources", "Sources/App", "Sources/App/Photo.swift", "Sources/App/Score.swift",
                                     "Sources/App/Views", "Sources/App/Views/Gestures.swift"])
        let changed = migrations.filter(\.changed).count
        #expect(first.summary.hasPrefix("tactile-migrate: 3 files read, \(changed) changed, 0 could not be migrated"))
        #expect(first.stdout.isEmpty)

        let second = try runMigrate(["--in-place", "Sources/App"], in: folder.url)
        #expect(second.summary.hasPrefix("tactile-migrate: 3 files read, 0 changed, 0 could not be migrated"))
        for (file, migration) in zip(Self.app, migrations) { #expect(folder.text(file.path) == migration.output) }
        let check = try runMigrate(["--dry-run", "Sources/App"], in: folder.url)
        #expect(check.stdout.isEmpty, "a second run would change nothing")
        #expect(check.summary.contains("0 would change"))
    }

    @Test("--in-place rewrites the file a symbolic link points to and keeps the link",
          .enabled(if: UIKitSamples.engineRewritesImports, "needs the engine's import rewrite"))
    func inPlaceThroughLink() throws {
        let folder = try TemporaryFolder()
        try folder.write(UIKitSamples.photoViewController, to: "Real/Photo.swift")
        try FileManager.default.createDirectory(atPath: folder.path("Sources"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("Sources/Photo.swift"), withDestinationPath: "../Real/Photo.swift")
        let run = try runMigrate(["--in-place", "Sources"], in: folder.url)
        #expect(run.summary.contains("1 changed"))
        let expected = try UIKitSamples.migration(UIKitSamples.photoViewController, path: "Sources/Photo.swift")
        #expect(folder.text("Real/Photo.swift") == expected.output)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("Sources/Photo.swift"))
            == "../Real/Photo.swift")
    }

    @Test("--output DIR writes every file, changed or not, under DIR/<folder name>, and leaves the sources alone")
    func outputFolder() throws {
        let folder = try Self.makeApp()
        let run = try runMigrate(["--output", "Ported", "Sources/App"], in: folder.url)
        let migrations = try Self.migrations()
        for (file, migration) in zip(Self.app, migrations) {
            #expect(folder.text(file.path) == file.source)
            let ported = "Ported/App/" + file.path.dropFirst("Sources/App/".count)
            #expect(folder.text(ported) == migration.output, "\(ported)")
        }
        #expect(run.summary.hasSuffix("; 3 files written to Ported"))
        #expect(run.stdout.isEmpty)
        // The migrated tree migrates to itself.
        let again = try runMigrate(["--dry-run", "Ported"], in: folder.url)
        #expect(again.stdout.isEmpty)
        #expect(again.summary.hasPrefix("tactile-migrate: 3 files read, 0 would change"))
    }

    @Test("--output DIR with one file writes DIR/<file name>; DIR is created, with its parents")
    func outputOneFile() throws {
        let folder = try Self.makeApp()
        let run = try runMigrate(["--output", "Out/Deep", "Sources/App/Photo.swift"], in: folder.url)
        let expected = try UIKitSamples.migration(UIKitSamples.photoViewController, path: "Sources/App/Photo.swift")
        #expect(folder.text("Out/Deep/Photo.swift") == expected.output)
        #expect(run.summary.hasSuffix("; 1 file written to Out/Deep"))
        #expect(folder.text("Sources/App/Photo.swift") == UIKitSamples.photoViewController)
    }

    @Test("files are reported in sorted order whatever the order of the paths, and a file named twice counts once")
    func deterministicOrder() throws {
        let folder = try TemporaryFolder()
        try folder.write("let b = (\n", to: "B.swift")
        try folder.write("let a = (\n", to: "Lib/A.swift")
        let forward = try runMigrate(["--dry-run", "Lib", "B.swift", "Lib/A.swift"], in: folder.url)
        let backward = try runMigrate(["--dry-run", "B.swift", "Lib/A.swift", "Lib"], in: folder.url)
        #expect(forward.stderr == backward.stderr)
        let files = forward.reportLines.map { String($0.prefix { $0 != ":" }) }
        #expect(files == files.sorted())
        #expect(files.first == "B.swift" && files.last == "Lib/A.swift")
        #expect(forward.summary.hasPrefix("tactile-migrate: 2 files read, 0 would change, 2 could not be migrated"))
    }

    @Test("a folder is walked for .swift files; hidden folders, .build folders and other files are skipped")
    func walk() throws {
        let folder = try TemporaryFolder()
        try folder.write(UIKitSamples.plain, to: "Sources/Score.swift")
        try folder.write(UIKitSamples.plain, to: "Sources/Model/Deep/Level.swift")
        try folder.write("func broken( {\n", to: "Sources/.build/debug/Broken.swift")
        try folder.write("func broken( {\n", to: "Sources/.hidden/Broken.swift")
        try folder.write("func broken( {\n", to: "Sources/.Hidden.swift")
        try folder.write("not swift", to: "Sources/notes.txt")
        let run = try runMigrate(["--dry-run", "Sources"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.reportLines.isEmpty)
        #expect(run.summary.hasPrefix("tactile-migrate: 2 files read, 0 would change, 0 could not be migrated, "
            + "0 findings, 0 warnings"))
    }

    @Test("an empty file is valid Swift: read, unchanged, exit 0")
    func emptyFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("", to: "Empty.swift")
        let run = try runMigrate(["--in-place", "Empty.swift"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.stderr == "tactile-migrate: 1 file read, 0 changed, 0 could not be migrated, 0 findings, "
            + "0 warnings\n")
        #expect(folder.read("Empty.swift") == Data())
    }

    @Test("a UIKit file's warnings make the exit status 1; a file with none exits 0")
    func exitStatusFollowsWarnings() throws {
        let folder = try Self.makeApp()
        let source = try UIKitSamples.viewControllers(2)
        try folder.write(source, to: "Controllers.swift")
        let run = try runMigrate(["--dry-run", "Controllers.swift"], in: folder.url)
        let migration = try UIKitSamples.migration(source, path: "Controllers.swift")
        #expect(run.status == (migration.needsAttention ? 1 : 0))
        #expect(run.reportLines == migration.findings.map { $0.formatted(path: "Controllers.swift") })
        let plain = try runMigrate(["--dry-run", "Sources/App/Score.swift"], in: folder.url)
        #expect(plain.status == 0)
    }
}
