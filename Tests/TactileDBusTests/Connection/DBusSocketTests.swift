import Foundation
import Testing
import DBusTestSupport

@testable import TactileDBus

/// ``DBusSocket``: connecting to an address and the `EXTERNAL` handshake, against nothing, an unsupported
/// transport, and a scripted peer (``FakeBusSocket``) that refuses or hangs up.
/// The time limit only catches a hang: alone these tests take seconds, but in the full parallel run each hop
/// onto the main actor waits behind a thousand main-actor UI tests, which has taken over a minute.
@Suite("D-Bus socket and handshake", .timeLimit(.minutes(5)))
@MainActor
struct DBusSocketTests {
    @Test("connecting where nothing listens, or over an unsupported transport, is a typed 'unavailable' error")
    func unavailable() async {
        do {
            _ = try await DBusConnection.connect(to: try DBusAddress("unix:path=/nonexistent/tactile-bus"))
            Issue.record("connected to nothing")
        } catch {
            #expect(error.isBusUnavailable)
            if case .connectionFailed = error {} else { Issue.record("\(error)") }
        }
        do {
            _ = try await DBusConnection.connect(to: try DBusAddress("tcp:host=localhost,port=1"))
            Issue.record("connected over tcp")
        } catch {
            #expect(error == .unsupportedTransport("tcp:host=localhost,port=1"))
        }
    }

    #if canImport(Glibc)
    @Test("a peer that rejects EXTERNAL, or hangs up during the handshake, is an authentication error")
    func authentication() async throws {
        let rejecting = try FakeBusSocket()
        async let done: Void = rejecting.serve { fd in
            _ = FakeBusSocket.readLine(fd)
            FakeBusSocket.write(fd, "REJECTED DBUS_COOKIE_SHA1\r\n")
        }
        await #expect(throws: DBusError.authenticationFailed("EXTERNAL rejected (the daemon offers: DBUS_COOKIE_SHA1)")) {
            _ = try await DBusConnection.connect(to: try rejecting.address)
        }
        await done
        let hangingUp = try FakeBusSocket()
        async let closed: Void = hangingUp.serve { _ in }
        let address = try hangingUp.address
        do throws(DBusError) {
            _ = try await DBusConnection.connect(to: address)
            Issue.record("connected to a peer that hung up")
        } catch {
            if case .authenticationFailed = error {} else { Issue.record("\(error)") }
            #expect(error.isBusUnavailable)
        }
        await closed
    }
    #endif
}
