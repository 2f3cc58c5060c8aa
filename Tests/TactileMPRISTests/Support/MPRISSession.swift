import Foundation
import Testing
import DBusTestSupport

@testable import TactileMPRIS
import TactileDBus

/// One MPRIS test: a private bus, the test app published on it as `org.mpris.MediaPlayer2.tactiletest`, and a
/// monitoring connection that sees its signals.
@MainActor
final class MPRISSession {
    static let name = "tactiletest"
    let bus: PrivateBus
    let app: MPRISTestApp
    let player: MPRISPlayer
    let statuses = Inbox<MPRISPlayer.Status>()
    let commands = Inbox<MPRISPlayer.Call>()
    private(set) var monitor: DBusConnection?
    private(set) var signals: EventCollector?

    private init(bus: PrivateBus, app: MPRISTestApp, player: MPRISPlayer) {
        self.bus = bus
        self.app = app
        self.player = player
    }

    static func start(
        app: MPRISTestApp = MPRISTestApp(), ownership: MPRISPlayer.NameOwnership = .whileNowPlaying
    ) async throws -> MPRISSession {
        let bus = try await PrivateBus.start()
        let player = try MPRISPlayer(name: name, identity: "Tactile test", backend: app.bridge, ownership: ownership)
        let session = MPRISSession(bus: bus, app: app, player: player)
        player.onStatusChange = { [statuses = session.statuses] in statuses.push($0) }
        player.onCommand = { [commands = session.commands] in commands.push($0) }
        try await player.connect(to: try bus.address)
        return session
    }

    /// Subscribes a second connection to the player's signals (`PropertiesChanged`, `Seeked`).
    func watchSignals() async throws -> EventCollector {
        let monitor = try await DBusConnection.connect(to: try bus.address)
        let collector = EventCollector(monitor)
        try await monitor.addMatch("type='signal',path='/org/mpris/MediaPlayer2'")
        self.monitor = monitor
        self.signals = collector
        return collector
    }

    /// Runs `playerctl -p tactiletest …` on the private bus.
    func playerctl(_ arguments: String...) async throws -> ProcessOutput {
        try await runProgram(try #require(DBusTools.playerctl), ["-p", Self.name] + arguments, bus: bus.addressText)
    }

    /// `playerctl`'s answer, trimmed; records an issue when it failed.
    func ask(_ arguments: String...) async throws -> String {
        let out = try await runProgram(try #require(DBusTools.playerctl), ["-p", Self.name] + arguments, bus: bus.addressText)
        #expect(out.status == 0, "playerctl \(arguments.joined(separator: " ")): \(out.stderr)")
        return out.trimmed
    }

    /// Checks that `playerctl -p tactiletest <arguments>` answers `expected`.
    func expectAnswer(
        _ arguments: String..., expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let out = try await runProgram(try #require(DBusTools.playerctl), ["-p", Self.name] + arguments, bus: bus.addressText)
        let answer = out.trimmed
        #expect(answer == expected, "playerctl \(arguments.joined(separator: " ")) (\(out.stderr))", sourceLocation: sourceLocation)
    }

    /// Checks `playerctl position`, in seconds. playerctl adds the time since it read `Position` at the playback
    /// rate itself (a few microseconds of real time), so the check allows 50 ms.
    func expectPosition(_ seconds: Double, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let out = try await runProgram(try #require(DBusTools.playerctl), ["-p", Self.name, "position"], bus: bus.addressText)
        let answer = Double(out.trimmed)
        #expect(answer.map { abs($0 - seconds) < 0.05 } == true, "position \(out.trimmed), expected \(seconds)", sourceLocation: sourceLocation)
    }

    /// `dbus-send --print-reply` to the player's object.
    func dbusSend(_ arguments: String...) async throws -> ProcessOutput {
        try await bus.send(["--dest=\(player.busName)", "/org/mpris/MediaPlayer2"] + arguments)
    }

    func end() {
        player.disconnect()
        monitor?.close()
        bus.kill()
    }
}
