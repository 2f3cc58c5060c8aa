import DBusTestSupport
import Foundation
import Logging
import SharedTestData
import TactileDBus
import Testing

/// What a ``DBusConnection`` tells a swift-log logger: connecting and connected, a lost bus with its reason, a
/// close by the application, malformed messages, and a failed connect only at `debug` (it is thrown).
/// The time limit only catches a hang: alone these tests take seconds, but in the full parallel run each hop
/// onto the main actor waits behind a thousand main-actor UI tests, which has taken over a minute.
@Suite(
    "D-Bus connection logging", .enabled(if: DBusTools.hasBus, "needs dbus-daemon and dbus-send (apt-get install dbus)"),
    .timeLimit(.minutes(5)))
@MainActor
struct DBusConnectionLoggingTests {
    @Test("connected at info with the address and unique name; the bus going away at warning with the reason")
    func lostBus() async throws {
        let bus = try await PrivateBus.start()
        let capture = LogCapture()
        let connection = try await DBusConnection.connect(to: try bus.address, logger: capture.logger())
        let address = try bus.address.text
        // Above trace (the bus's NameAcquired signal may already be logged there).
        #expect(
            capture.entries.filter { $0.level > .trace }.map(\.message)
                == ["Connecting to the D-Bus bus", "Connected to the D-Bus bus"])
        let connected = capture.entries(.info, containing: "Connected to the D-Bus bus").first
        #expect(connected?.metadata["dbus.address"] == address)
        #expect(connected?.metadata["dbus.unique-name"] == connection.uniqueName)
        #expect(connection.logger?[metadataKey: "dbus.unique-name"] == "\(connection.uniqueName)")

        bus.kill()
        for await event in connection.events {
            if case .disconnected = event { break }
        }
        let lost = capture.entries(.warning, containing: "Lost the D-Bus connection")
        #expect(lost.count == 1, "\(capture.entries)")
        #expect(lost.first?.metadata["dbus.reason"] == "the bus closed the connection")
        #expect(lost.first?.metadata["dbus.unique-name"] == connection.uniqueName)
    }

    @Test("closing is logged at info; a failed connect is logged only at debug, since it is thrown")
    func closeAndFailedConnect() async throws {
        let bus = try await PrivateBus.start()
        let capture = LogCapture()
        let connection = try await DBusConnection.connect(to: try bus.address, logger: capture.logger())
        connection.close()
        for await _ in connection.events {}
        let closed = capture.entries(.info, containing: "Closed the D-Bus connection")
        #expect(closed.first?.metadata["dbus.reason"] == "closed by the application", "\(capture.entries)")
        #expect(capture.entries.allSatisfy { $0.level < .warning })

        let failed = LogCapture()
        let nowhere = try DBusAddress("unix:path=/nonexistent/tactile-bus-socket")
        await #expect(throws: DBusError.self) {
            _ = try await DBusConnection.connect(to: nowhere, timeout: 1, logger: failed.logger())
        }
        #expect(failed.entries.map(\.message) == ["Connecting to the D-Bus bus", "Could not connect to the D-Bus bus"])
        #expect(failed.entries.allSatisfy { $0.level == .debug })
        #expect(failed.entries.last?.metadata["dbus.address"] == nowhere.text)
    }

    #if canImport(Glibc)
    @Test("a malformed message from the peer is logged as a warning with the decoding error")
    func malformedMessage() async throws {
        let bus = try FakeBusSocket()
        async let served: Void = bus.serve { fd in
            guard FakeBusSocket.greet(fd) else { return }
            var signal = DBusMessage.signal(
                path: "/x", interface: "org.tactile.X", member: "Broken", body: [.boolean(true)])
            signal.sender = ":1.5"
            guard var bytes = try? signal.encoded(serial: 7) else { return }
            bytes[bytes.count - 4] = 2  // a boolean of 2
            FakeBusSocket.write(fd, bytes)
            while FakeBusSocket.readMessage(fd) != nil {}  // until the client hangs up
        }
        let capture = LogCapture()
        let connection = try await DBusConnection.connect(to: try bus.address, logger: capture.logger())
        for await event in connection.events {
            if case .malformedMessage = event { break }
        }
        connection.close()
        await served
        let dropped = capture.entries(.warning, containing: "Dropped a malformed D-Bus message")
        #expect(dropped.first?.metadata["dbus.error"] == "invalid boolean value 2 (expected 0 or 1)")
    }
    #endif
}
