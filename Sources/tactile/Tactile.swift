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
}
