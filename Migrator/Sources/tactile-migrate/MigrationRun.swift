import Foundation
import TactileMigration

/// One run of `tactile-migrate`: finds the files, migrates each, shows or writes the result, and reports.
///
/// Standard output carries only the diff (`--dry-run`), so it can be saved as a patch; standard error carries the
/// report: the problems with the paths first (in the order given), then, file by file in sorted order, each
/// file's errors and findings (sorted by position), and last a summary line. A file that cannot be read,
/// parsed or written is left as it was; the others are still migrated.
struct MigrationRun {
    enum Mode: Equatable {
        case dryRun
        case inPlace
        case output(String)
    }

    let mode: Mode
    let paths: [String]

    /// Runs the migration and returns the exit status: 0 when nothing needs a person, 1 otherwise.
    func run() -> Int32 {
        var tally = Tally()
        let (files, problems) = SourceFinder.find(paths)
        for problem in problems { tally.report(problem) }
        if case .output(let folder) = mode {
            do {
                try SourceFileIO.makeFolder(folder)
            } catch {
                tally.report(error)
                tally.finish(mode: mode)
                return 1
            }
        }
        let diffFolder = SourceFinder.sharedFolder(of: paths)
        for file in files { migrate(file, diffFolder: diffFolder, tally: &tally) }
        tally.finish(mode: mode)
        return tally.needsAttention ? 1 : 0
    }

    /// Migrates one file; `diffFolder` is the folder the arguments share, which `--dry-run`'s diff names files from.
    private func migrate(_ file: SourceFile, diffFolder: String, tally: inout Tally) {
        let contents: SourceFileIO.Contents
        do {
            contents = try SourceFileIO.read(file.path)
        } catch {
            tally.report(error)
            return
        }
        tally.read += 1
        let migration: Migration
        do {
            migration = try Migrator.migrate(contents.text, fileName: file.path)
        } catch {
            switch error {
            case .syntaxErrors(let problems): tally.report(.syntaxErrors(path: file.path, problems: problems))
            }
            return
        }
        for finding in migration.findings { tally.report(finding, path: file.path) }
        switch mode {
        case .dryRun:
            guard migration.changed else { return }
            tally.changed += 1
            let name = SourceFinder.path(file.path, relativeTo: diffFolder)
            let diff = UnifiedDiff.make(
                from: migration.original, to: migration.output, oldPath: "a/\(name)", newPath: "b/\(name)")
            FileHandle.standardOutput.write(Data(diff.utf8))
        case .inPlace:
            guard migration.changed else { return }
            do {
                try SourceFileIO.write(migration.output, to: file.path, permissions: contents.permissions)
                tally.changed += 1
            } catch {
                tally.report(error)
            }
        case .output(let folder):
            let destination = SourceFinder.join(folder, file.outputPath)
            do throws(FileMigrationError) {
                try SourceFileIO.makeFolder(
                    (destination as NSString).deletingLastPathComponent, displayPath: destination)
                try SourceFileIO.write(
                    migration.output, to: destination, permissions: contents.permissions, followingLinks: false)
                tally.written += 1
                if migration.changed { tally.changed += 1 }
            } catch {
                tally.report(error)
            }
        }
    }
}

/// What a run counted and printed.
struct Tally {
    var read = 0
    var changed = 0
    var written = 0
    var failed = 0
    var findings = 0
    var warnings = 0

    var needsAttention: Bool { failed > 0 || warnings > 0 }

    mutating func report(_ error: FileMigrationError) {
        failed += 1
        Self.printError(error.diagnosticLines.map { $0 + "\n" }.joined())
    }

    mutating func report(_ finding: Finding, path: String) {
        findings += 1
        if finding.severity == .warning { warnings += 1 }
        Self.printError(finding.formatted(path: path) + "\n")
    }

    /// Prints the summary line.
    func finish(mode: MigrationRun.Mode) {
        var parts = [Self.count(read, "file") + " read"]
        switch mode {
        case .dryRun: parts.append("\(changed) would change")
        case .inPlace, .output: parts.append("\(changed) changed")
        }
        parts.append("\(failed) could not be migrated")
        parts.append(Self.count(findings, "finding"))
        parts.append(Self.count(warnings, "warning"))
        var line = "tactile-migrate: " + parts.joined(separator: ", ")
        switch mode {
        case .dryRun: line += " (dry run: nothing was written)"
        case .inPlace: break
        case .output(let folder): line += "; \(Self.count(written, "file")) written to \(folder)"
        }
        Self.printError(line + "\n")
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
