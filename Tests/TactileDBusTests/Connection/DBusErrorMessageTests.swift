import Foundation
import TactileDBus
import Testing

/// The D-Bus module's errors print their own message through `localizedDescription`.
@MainActor
@Suite("D-Bus error messages")
struct DBusErrorMessageTests {
    @Test("DBusError, DBusWireError and DBusMethodError: localizedDescription is the description")
    func localizedDescriptions() {
        let errors: [any Error & CustomStringConvertible] = [
            DBusError.noSessionBus,
            DBusError.connectionFailed(address: "unix:path=/none", reason: "no such file"),
            DBusWireError.truncated(offset: 12),
            DBusMethodError(name: "org.freedesktop.DBus.Error.InvalidArgs", message: "expected a string"),
        ]
        for error in errors {
            #expect(error.localizedDescription == error.description)
            #expect(!error.localizedDescription.contains("could not be completed"))
        }
    }
}
