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
            Demo.self, Replay.self, Render.self, Devices.self, Record.self, MotionEval.self, StrokesEval.self,
            StrokesTemplate.self, Player.self,
        ],
        defaultSubcommand: Demo.self)
}
