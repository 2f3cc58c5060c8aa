import ArgumentParser
import Foundation
import TactileMigration

/// `tactile-migrate`: turns iOS event code into Tactile code.
@main
struct TactileMigrate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile-migrate",
        abstract: "Turn iOS event code (UIKit, Core Motion, MediaPlayer) into Tactile code that builds on Linux.",
        usage: """
            tactile-migrate --dry-run <path> ...
              tactile-migrate --in-place <path> ...
              tactile-migrate --output <dir> <path> ...
            """,
        discussion: """
            Linux has no Objective-C runtime, so #selector, @objc and selector-based timers
            do not compile there. tactile-migrate rewrites what Tactile spells differently:
              - imports: UIKit becomes Tactile, CoreMotion becomes TactileMotion,
                MediaPlayer becomes TactileMedia;
              - #selector(...) in target-action calls becomes a method reference, such as
                PhotoViewController.handleTap;
              - @objc, @IBAction and dynamic are removed (@IBOutlet too, with a warning
                and a "// was @IBOutlet" comment, so the next run warns again);
              - perform(_:with:afterDelay:), Timer.scheduledTimer(...) and
                DispatchQueue.main.asyncAfter(...) become closures that run on the
                application's scheduler;
              - UIKit's names from before Swift 4.2 (bringSubview(toFront:),
                UIControlEvents, NSNotification.Name.UIKeyboardWillShow, ...) become
                today's where Tactile has them;
              - NotificationCenter's addObserver(_:selector:name:object:) becomes the
                closure form, holding the observer weakly;
              - XCTest files with @MainActor test classes re-export TactileXCTest.
            What it cannot rewrite (storyboards, alerts, drawing, NSClassFromString,
            ...) it reports, one line per place:
              path:line:column: warning: what it found; what to do

            Start with --dry-run to see the changes (the diff names files relative to the
            folder the paths share, so git apply applies it there), then run --in-place
            on a clean checkout, or --output to write the migrated files to another
            folder.
            A second run changes nothing.

            Exit status:
              0   everything was migrated; nothing needs a person
              1   a warning needs a person, or a file could not be migrated (it was left
                  as it was)
              64  the command line is wrong; nothing was read or written
            """)

    @Flag(name: .long, help: "Print the changes as a unified diff on standard output; write nothing.")
    var dryRun = false

    @Flag(name: .long, help: "Rewrite the files where they are (each is replaced in one step).")
    var inPlace = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Write every migrated file under this folder, as `cp -R <path> ... <dir>` would place it; the "
                + "files themselves are left as they are.",
            valueName: "dir"))
    var output: String?

    @Argument(
        help: ArgumentHelp(
            "Swift files, or folders to search for them (hidden folders and .build folders are skipped).",
            valueName: "path"))
    var paths: [String] = []

    func validate() throws {
        let modes = [dryRun, inPlace, output != nil].filter { $0 }
        if modes.isEmpty {
            throw ValidationError(
                "choose what to do: --dry-run to see the changes, --in-place to rewrite the files, or "
                    + "--output <dir> to write the migrated files to another folder")
        }
        if modes.count > 1 {
            throw ValidationError("choose one of --dry-run, --in-place and --output <dir>, not several")
        }
        if paths.isEmpty {
            throw ValidationError(
                "name the Swift files or folders to migrate, for example: tactile-migrate --dry-run Sources/MyApp")
        }
        if let output {
            if let problem = OutputFolder.problem(output: output, paths: paths) { throw ValidationError(problem) }
        }
    }

    func run() throws {
        let mode: MigrationRun.Mode =
            if let output { .output(output) } else if inPlace { .inPlace } else { .dryRun }
        let status = MigrationRun(mode: mode, paths: paths).run()
        if status != 0 { throw ExitCode(status) }
    }
}
