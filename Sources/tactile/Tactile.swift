import ArgumentParser
import Tactile

/// The `tactile` command-line tool.
@main
struct TactileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile",
        abstract: "Tactile: UIKit's event handling for Linux. Record, replay and inspect touch input.",
        version: TactileVersion.string,
        subcommands: [
            Demo.self, Replay.self, Render.self, Devices.self, Record.self, StrokesTemplate.self, Player.self, Shortcuts.self,
            Playground.self,
        ],
        groupedSubcommands: [CommandGroup(name: "Research", subcommands: [Eval.self])],
        defaultSubcommand: Demo.self)

    /// Refuses a first word that names no subcommand (exit status 64, as for other usage errors) before the
    /// default subcommand could take it as its own argument; then parses and runs as usual.
    static func main() {
        if let unknown = UnknownSubcommand.find(in: Array(CommandLine.arguments.dropFirst()), of: Self.self) {
            exit(withError: ValidationError(unknown.description))
        }
        main(nil)
    }
}
