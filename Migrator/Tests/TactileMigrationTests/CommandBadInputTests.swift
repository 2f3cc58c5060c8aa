import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@testable import TactileMigration

/// Bad input never crashes `tactile-migrate` and never half-writes a file: each problem gets one clear message
/// naming the path (and for syntax errors, each problem's line and column), the file is left as it was, the other
/// files are still migrated, and the exit status is 1.
@Suite("tactile-migrate: bad input")
struct CommandBadInputTests {
    /// Whether the tests run as the administrator, for whom permissions do not stop reading or writing.
    static let isAdministrator = geteuid() == 0

    @Test("a file with syntax errors: each problem with path:line:column, then what to do; the file is untouched")
    func syntaxErrors() throws {
        let folder = try TemporaryFolder()
        let broken = "import UIKit\n\nfunc handle( {\n    print(\"x\"\n"
        try folder.write(broken, to: "App/Broken.swift")
        try folder.write(UIKitSamples.plain, to: "App/Score.swift")
        let run = try runMigrate(["--in-place", "App"], in: folder.url)
        #expect(run.status == 1)
        let problems: [MigrationError.SyntaxProblem]
        do {
            _ = try Migrator.migrate(broken, fileName: "App/Broken.swift")
            Issue.record("the engine accepted broken Swift")
            return
        } catch {
            guard case .syntaxErrors(let found) = error else { return }
            problems = found
        }
        #expect(!problems.isEmpty)
        let expected = problems.map { "App/Broken.swift:\($0.line):\($0.column): error: \($0.message)" } + [
            "App/Broken.swift: error: is not valid Swift (\(problems.count) problem\(problems.count == 1 ? "" : "s")), "
                + "so it was left as it was; fix it so that it compiles with Xcode, then run tactile-migrate again",
        ]
        #expect(run.reportLines == expected)
        #expect(run.reportLines.first?.hasPrefix("App/Broken.swift:3:") == true)
        #expect(folder.text("App/Broken.swift") == broken)
        #expect(run.summary.hasPrefix("tactile-migrate: 2 files read, 0 changed, 1 could not be migrated"))
        #expect(folder.listing() == ["App", "App/Broken.swift", "App/Score.swift"])
    }

    @Test("a binary file (NUL bytes) is skipped with a message; the rest is migrated")
    func binary() throws {
        let folder = try TemporaryFolder()
        let bytes = Data([0xCA, 0xFE, 0x00, 0xBA, 0xBE, 0x00, 0x0A])
        try folder.write(bytes, to: "App/Binary.swift")
        try folder.write(UIKitSamples.plain, to: "App/Score.swift")
        let run = try runMigrate(["--in-place", "App"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.reportLines == [
            "App/Binary.swift: error: holds NUL bytes, so it is not Swift source code and was left as it was; "
                + "remove it from the folder or leave it out of the paths",
        ])
        #expect(folder.read("App/Binary.swift") == bytes)
        #expect(run.summary.hasPrefix("tactile-migrate: 1 file read, 0 changed, 1 could not be migrated"))
    }

    @Test("a file that is not UTF-8 is skipped with a message that says how to convert it")
    func notUTF8() throws {
        let folder = try TemporaryFolder()
        let latin1 = Data("let caf".utf8) + Data([0xE9]) + Data(" = 1\n".utf8)
        try folder.write(latin1, to: "Latin1.swift")
        let run = try runMigrate(["--dry-run", "Latin1.swift"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.reportLines.count == 1)
        #expect(run.reportLines.first?.hasPrefix("Latin1.swift: error: is not UTF-8 text") == true)
        #expect(run.reportLines.first?.contains("iconv") == true)
        #expect(folder.read("Latin1.swift") == latin1)
    }

    @Test("a path that does not exist is reported; the other paths are still migrated")
    func missing() throws {
        let folder = try TemporaryFolder()
        try folder.write(UIKitSamples.plain, to: "Score.swift")
        let run = try runMigrate(["--dry-run", "Missing.swift", "Score.swift", "Nowhere/"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.reportLines == [
            "Missing.swift: error: no such file or folder; check the path (it is relative to the current folder)",
            "Nowhere: error: no such file or folder; check the path (it is relative to the current folder)",
        ])
        #expect(run.summary.hasPrefix("tactile-migrate: 1 file read, 0 would change, 2 could not be migrated"))
    }

    @Test("a file whose name does not end in .swift, and a folder without Swift files, are reported")
    func notSwift() throws {
        let folder = try TemporaryFolder()
        try folder.write("# Notes\n", to: "README.md")
        try folder.write("x", to: "Assets/logo.txt")
        let run = try runMigrate(["--in-place", "README.md", "Assets"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.reportLines.count == 2)
        #expect(run.reportLines[0].hasPrefix("README.md: error: not a Swift file"))
        #expect(run.reportLines[1].hasPrefix("Assets: error: this folder holds no .swift file"))
        #expect(folder.text("README.md") == "# Notes\n")
    }

    @Test("a named pipe given as a file is skipped at once, not read forever")
    func pipe() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.path("Pipe.swift"), 0o644) == 0)
        try folder.write(UIKitSamples.plain, to: "Inside/Pipe.swift")
        #expect(mkfifo(folder.path("Inside/Other.swift"), 0o644) == 0)
        let run = try runMigrate(["--dry-run", "Pipe.swift", "Inside"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.reportLines == [
            "Pipe.swift: error: neither a file nor a folder, so it was skipped; name .swift files or the folders "
                + "that hold them",
        ])
        #expect(run.summary.hasPrefix("tactile-migrate: 1 file read"))
    }

    @Test("an unreadable file and an unreadable folder are reported with the system's reason",
          .enabled(if: !isAdministrator, "the administrator reads files whatever their permissions"))
    func unreadable() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(UIKitSamples.plain, to: "Locked.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file)
        let lockedFolder = try folder.folder("Closed")
        try folder.write(UIKitSamples.plain, to: "Closed/Inside.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: lockedFolder)
        let run = try runMigrate(["--in-place", "Locked.swift", "Closed"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.reportLines.contains { $0.hasPrefix("Locked.swift: error: could not be read (permission denied)") })
        #expect(run.reportLines.contains { $0.hasPrefix("Closed: error: could not be read (permission denied)") })
    }

    @Test("an output folder that cannot be created is reported once and nothing is read or written")
    func unwritableOutput() throws {
        let folder = try TemporaryFolder()
        try folder.write(UIKitSamples.photoViewController, to: "App/Photo.swift")
        try folder.write("I am a file", to: "Blocker")
        let run = try runMigrate(["--output", "Blocker/Out", "App"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.reportLines.count == 1)
        #expect(run.reportLines.first?.hasPrefix("Blocker/Out: error: could not be written (") == true)
        #expect(run.summary.hasPrefix("tactile-migrate: 0 files read"))
        #expect(folder.text("Blocker") == "I am a file")
    }

    @Test("an output file whose folder is taken by a file is reported; the other files are written")
    func blockedOutputFile() throws {
        let folder = try TemporaryFolder()
        try folder.write(UIKitSamples.plain, to: "App/Score.swift")
        try folder.write(UIKitSamples.plain, to: "App/Model/Level.swift")
        try folder.write("I am a file", to: "Out/App/Model")
        let run = try runMigrate(["--output", "Out", "App"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.reportLines.count == 1)
        #expect(run.reportLines.first?.hasPrefix("Out/App/Model/Level.swift: error: could not be written (") == true)
        #expect(folder.text("Out/App/Score.swift") == UIKitSamples.plain)
        #expect(folder.text("Out/App/Model") == "I am a file")
        #expect(run.summary.hasSuffix("; 1 file written to Out"))
    }

    @Test("--in-place in a read-only folder: reported, the file untouched, no temporary file left",
          .enabled(if: !isAdministrator, "the administrator writes whatever the permissions"),
          .enabled(if: UIKitSamples.engineRewritesImports, "needs the engine's import rewrite"))
    func readOnlyFolder() throws {
        let folder = try TemporaryFolder()
        let locked = try folder.folder("Locked")
        try folder.write(UIKitSamples.photoViewController, to: "Locked/Photo.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked)
        let run = try runMigrate(["--in-place", "Locked"], in: folder.url)
        #expect(run.status == 1)
        #expect(run.reportLines.contains { $0.hasPrefix("Locked/Photo.swift: error: could not be written (permission denied)") })
        #expect(folder.text("Locked/Photo.swift") == UIKitSamples.photoViewController)
        #expect(folder.listing() == ["Locked", "Locked/Photo.swift"])
    }
}
