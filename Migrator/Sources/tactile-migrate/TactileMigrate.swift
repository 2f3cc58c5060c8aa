import ArgumentParser
import Foundation
import TactileMigration

/// `tactile-migrate`: turns iOS event code into Tactile code.
@main
struct TactileMigrate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile-migrate",
        abstract: "Turn iOS event code (UIKit, Core Motion, MediaPlayer) into Tactile code.")

    @Argument(help: "Swift files to migrate.")
    var paths: [String]

    func run() throws {
        var needsAttention = false
        for path in paths {
            let source = try String(contentsOfFile: path, encoding: .utf8)
            let migration = try Migrator.migrate(source, fileName: path)
            print(migration.output, terminator: "")
            for finding in migration.findings {
                FileHandle.standardError.write(Data((finding.formatted(path: path) + "\n").utf8))
            }
            needsAttention = needsAttention || migration.needsAttention
        }
        if needsAttention { throw ExitCode(1) }
    }
}
