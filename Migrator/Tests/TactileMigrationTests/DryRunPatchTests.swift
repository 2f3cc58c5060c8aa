import Foundation
import Testing

@testable import TactileMigration

/// `--dry-run`'s diff names files relative to the folder the given paths share, so that the saved patch applies
/// with a real `git apply` run in that folder of the app's repository, wherever the command ran.
@Suite("tactile-migrate: the dry run's patch applies with git apply")
struct DryRunPatchTests {
    static let gitAvailable = FileManager.default.isExecutableFile(atPath: "/usr/bin/git")

    /// A temporary folder holding `MyApp`, a git repository with `Sources/App/Photo.swift`,
    /// `Sources/App/Views/Gestures.swift` and `Sources/App/Score.swift`, and `Tools`, where the command runs.
    static func makeRepository() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for file in CommandTests.app { try folder.write(file.source, to: "MyApp/" + file.path) }
        try folder.folder("Tools")
        let result = try git(["init", "-q"], in: folder.url.appendingPathComponent("MyApp"))
        #expect(result.status == 0, "git init: \(result.output)")
        return folder
    }

    /// Runs git with `arguments` in `folder`.
    static func git(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("--dry-run ../MyApp/Sources/App from another folder: git apply --check, then git apply, in that folder",
          .enabled(if: gitAvailable, "needs git"))
    func appliesInTheSharedFolder() throws {
        let folder = try Self.makeRepository()
        let run = try runMigrate(["--dry-run", "../MyApp/Sources/App"], in: folder.url.appendingPathComponent("Tools"))
        #expect(run.stdout.hasPrefix("--- a/Photo.swift\n+++ b/Photo.swift\n@@ "))
        #expect(run.stdout.contains("--- a/Views/Gestures.swift\n+++ b/Views/Gestures.swift\n"))
        #expect(!run.stdout.contains(".."), "no path leaves the shared folder")
        // The report keeps the paths as given, so editors find the files.
        #expect(run.reportLines.allSatisfy { $0.isEmpty || $0.hasPrefix("../MyApp/Sources/App/") })
        let patch = try folder.write(run.stdout, to: "migrate.patch")
        let app = folder.url.appendingPathComponent("MyApp/Sources/App")
        let check = try Self.git(["apply", "--check", patch], in: app)
        #expect(check.status == 0, "git apply --check: \(check.output)")
        let apply = try Self.git(["apply", patch], in: app)
        #expect(apply.status == 0, "git apply: \(apply.output)")
        for file in CommandTests.app {
            let expected = try UIKitSamples.migration(file.source, path: file.path)
            #expect(folder.text("MyApp/" + file.path) == expected.output, "\(file.path)")
        }
        // Applied, the sources need nothing more.
        let again = try runMigrate(["--dry-run", "../MyApp/Sources/App"], in: folder.url.appendingPathComponent("Tools"))
        #expect(again.stdout.isEmpty)
    }

    @Test("several paths are named from the deepest folder that holds them all; the repository's root applies it too",
          .enabled(if: gitAvailable, "needs git"))
    func severalPaths() throws {
        let folder = try Self.makeRepository()
        let run = try runMigrate(
            ["--dry-run", "MyApp/Sources/App/Photo.swift", "MyApp/Sources/App/Views"], in: folder.url)
        #expect(run.stdout.hasPrefix("--- a/Photo.swift\n+++ b/Photo.swift\n@@ "))
        #expect(run.stdout.contains("--- a/Views/Gestures.swift\n"))
        let patch = try folder.write(run.stdout, to: "migrate.patch")
        // Run at the repository's root, git needs to be told the folder.
        let root = folder.url.appendingPathComponent("MyApp")
        #expect(try Self.git(["apply", "--check", patch], in: root).status != 0)
        let check = try Self.git(["apply", "--check", "--directory=Sources/App", patch], in: root)
        #expect(check.status == 0, "git apply --check --directory: \(check.output)")
    }

    @Test("the shared folder: a folder counts as itself, a file as its folder, and .. is resolved")
    func sharedFolder() throws {
        let folder = try Self.makeRepository()
        let app = folder.path("MyApp/Sources/App")
        #expect(SourceFinder.sharedFolder(of: [app]) == URL(fileURLWithPath: app).standardizedFileURL.path)
        #expect(SourceFinder.sharedFolder(of: [app + "/Photo.swift"]) == URL(fileURLWithPath: app).standardizedFileURL.path)
        #expect(SourceFinder.sharedFolder(of: [app + "/Views", app + "/Score.swift"])
            == URL(fileURLWithPath: app).standardizedFileURL.path)
        #expect(SourceFinder.sharedFolder(of: [app + "/Views/../Views"])
            == URL(fileURLWithPath: app + "/Views").standardizedFileURL.path)
        #expect(SourceFinder.path(app + "/Views/Gestures.swift", relativeTo: SourceFinder.sharedFolder(of: [app]))
            == "Views/Gestures.swift")
    }
}
