import Foundation
import Testing

/// A wrong command line exits with status 64 (the usage error status of `sysexits.h`) before anything is read or
/// written, with a message that says what to write instead; `--help` explains the tool in users' words.
@Suite("tactile-migrate: usage")
struct CommandUsageTests {
    static func usageError(_ arguments: [String], in folder: TemporaryFolder) throws -> MigrateRun {
        let before = folder.listing()
        let run = try runMigrate(arguments, in: folder.url)
        #expect(run.status == 64, "\(arguments): \(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(folder.listing() == before, "a usage error writes nothing")
        return run
    }

    static func app() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(UIKitSamples.photoViewController, to: "Sources/App/Photo.swift")
        try folder.write(UIKitSamples.photoViewController, to: "Other/App/Photo.swift")
        return folder
    }

    @Test("no mode: the message lists the three")
    func noMode() throws {
        let run = try Self.usageError(["Sources/App"], in: Self.app())
        #expect(run.stderr.contains("choose what to do: --dry-run to see the changes, --in-place to rewrite the "
            + "files, or --output <dir>"))
        #expect(run.stderr.contains("Usage:"))
    }

    @Test("two modes at once")
    func twoModes() throws {
        let folder = try Self.app()
        for arguments in [["--dry-run", "--in-place", "Sources"], ["--in-place", "--output", "Out", "Sources"],
                          ["--dry-run", "--output", "Out", "Sources"]] {
            let run = try Self.usageError(arguments, in: folder)
            #expect(run.stderr.contains("choose one of --dry-run, --in-place and --output <dir>, not several"))
        }
    }

    @Test("no path")
    func noPath() throws {
        let run = try Self.usageError(["--dry-run"], in: Self.app())
        #expect(run.stderr.contains("name the Swift files or folders to migrate"))
    }

    @Test("an unknown option or a missing option value")
    func unknownOption() throws {
        let folder = try Self.app()
        _ = try Self.usageError(["--dry-run", "--fast", "Sources"], in: folder)
        _ = try Self.usageError(["Sources", "--output"], in: folder)
    }

    @Test("an output folder inside a folder being migrated, or equal to it")
    func outputInsideSources() throws {
        let folder = try Self.app()
        let inside = try Self.usageError(["--output", "Sources/App/Migrated", "Sources"], in: folder)
        #expect(inside.stderr.contains("the output folder Sources/App/Migrated is inside Sources, so a second run "
            + "would migrate its own output"))
        _ = try Self.usageError(["--output", "./Sources/", "Sources"], in: folder)
    }

    @Test("an output folder that would overwrite the sources themselves")
    func outputOverwritesSources() throws {
        let folder = try Self.app()
        let file = try Self.usageError(["--output", "Sources/App", "Sources/App/Photo.swift"], in: folder)
        #expect(file.stderr.contains("--output Sources/App would overwrite Sources/App/Photo.swift itself; use "
            + "--in-place"))
        _ = try Self.usageError(["--output", "Sources", "Sources/App"], in: folder)
    }

    @Test("two paths whose last components are equal would be written to the same place")
    func collision() throws {
        let run = try Self.usageError(["--output", "Out", "Sources/App", "Other/App"], in: Self.app())
        #expect(run.stderr.contains("Sources/App and Other/App would both be written to Out/App"))
    }

    @Test("--help explains the rewrites, the report and the exit statuses, and exits 0")
    func help() throws {
        let folder = try TemporaryFolder()
        let run = try runMigrate(["--help"], in: folder.url)
        #expect(run.status == 0)
        // The help is wrapped to the terminal's width: compare with the spaces and line breaks folded.
        let words = run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for text in ["--dry-run", "--in-place", "--output <dir>", "#selector", "@objc", "PhotoViewController.handleTap",
                     "path:line:column: warning: what it found; what to do", "Exit status: 0 everything was migrated",
                     "64 the command line is wrong"] {
            #expect(words.contains(text), "\(text)")
        }
    }
}
