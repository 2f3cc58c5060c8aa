import DBusTestSupport
import Foundation
import Logging
import SharedTestData
import TactileDBus
import Testing

@testable import TactileMPRIS

/// What an ``MPRISPlayer`` tells a swift-log logger: where it was published and under which bus name, the name
/// taken and released, a lost bus, and its own reconnection. Skipped when `dbus-daemon` is missing.
/// The time limit only catches a hang: alone these tests take seconds, but in the full parallel run each hop
/// onto the main actor waits behind a thousand main-actor UI tests, which has taken over a minute.
@Suite(
    "MPRIS player logging", .enabled(if: DBusTools.hasBus, "needs dbus-daemon and dbus-send (apt-get install dbus)"),
    .timeLimit(.minutes(5)))
@MainActor
struct MPRISPlayerLoggingTests {
    @Test("the player logs its bus name when published and when it takes the name; its connection logs too")
    func publishedWithBusName() async throws {
        let bus = try await PrivateBus.start()
        let capture = LogCapture()
        let app = MPRISTestApp()
        let player = try MPRISPlayer(name: "tactilelog", backend: app.bridge, logger: capture.logger())
        defer { player.disconnect() }
        try await player.connect(to: try bus.address)
        let connection = try #require(player.connection)
        let busName = "org.mpris.MediaPlayer2.tactilelog"
        let took = capture.entries(.info, containing: "Took the bus name")
        #expect(took.count == 1, "\(capture.entries)")
        #expect(took.first?.metadata["mpris.bus-name"] == busName)
        let published = try #require(capture.entries(.info, containing: "Published the MPRIS player").first)
        #expect(published.metadata["mpris.bus-name"] == busName)
        #expect(published.metadata["dbus.unique-name"] == connection.uniqueName)
        #expect(published.metadata["mpris.owns-name"] == "true")
        // The D-Bus connection logs to the same logger, with the player's bus name.
        let connected = capture.entries(.info, containing: "Connected to the D-Bus bus")
        #expect(connected.first?.metadata["mpris.bus-name"] == busName)

        player.disconnect()
        #expect(capture.entries(.info, containing: "Disconnected the MPRIS player").count == 1)
    }

    @Test("a lost bus is a warning saying whether the player retries; coming back by itself is logged at info")
    func reconnectLogs() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-mpris-log-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = try await PrivateBus.start(listen: "unix:path=\(path)")
        let capture = LogCapture()
        let app = MPRISTestApp()
        let player = try MPRISPlayer(name: "tactilelog", backend: app.bridge)
        player.logger = capture.logger()
        let statuses = Inbox<MPRISPlayer.Status>()
        player.onStatusChange = { statuses.push($0) }
        player.reconnectInterval = 0.05
        defer { player.disconnect() }
        try await player.connect(to: try DBusAddress("unix:path=\(path)"))
        first.kill()
        _ = await statuses.next { if case .disconnected(.some) = $0 { true } else { false } }
        let reconnecting = try #require(player.reconnectTask)  // started with the status change
        let lost = capture.entries(.warning, containing: "Lost the D-Bus connection; the MPRIS player")
        #expect(lost.count == 1, "\(capture.entries)")
        #expect(lost.first?.metadata["mpris.reconnect"] == "every 0.05 s")
        #expect(lost.first?.metadata["mpris.bus-name"] == "org.mpris.MediaPlayer2.tactilelog")

        try? FileManager.default.removeItem(atPath: path)
        let second = try await PrivateBus.start(listen: "unix:path=\(path)")
        defer { second.kill() }
        await reconnecting.value  // it ends once the player is back
        #expect(player.status == .connected(ownsName: true))
        #expect(capture.entries(.info, containing: "Reconnected the MPRIS player").count == 1, "\(capture.entries)")
    }
}
