import Foundation
import Testing

@testable import TactileDBus

/// ``DBusAddress``: entries, escapes, the session bus fallback and typed errors.
@Suite("D-Bus addresses")
struct DBusAddressTests {
    @Test("addresses: entries, escapes, the session fallback and typed errors")
    func addresses() throws {
        let a = try DBusAddress("unix:abstract=/tmp/dbus-XYZ,guid=0123;unix:path=/run/user/1000/b%20us")
        #expect(a.entries.count == 2)
        #expect(a.entries[0].parameters["abstract"] == "/tmp/dbus-XYZ" && a.entries[0].parameters["guid"] == "0123")
        #expect(a.entries[1].parameters["path"] == "/run/user/1000/b us")
        #expect(DBusAddress.escape("/run/b us") == "/run/b%20us")
        #expect(throws: DBusError.self) { try DBusAddress("") }
        #expect(throws: DBusError.self) { try DBusAddress("nocolon") }
        #expect(throws: DBusError.self) { try DBusAddress("unix:path") }
        #expect(throws: DBusError.self) { try DBusAddress("unix:path=%zz") }
        #expect(throws: DBusError.self) { try DBusAddress("unix:path=/a,path=/b") }
        #expect(throws: DBusError.noSessionBus) { try DBusAddress.session(environment: [:]) }
        #expect(throws: DBusError.noSessionBus) {
            try DBusAddress.session(environment: ["XDG_RUNTIME_DIR": "/nonexistent-tactile"])
        }
        #expect(try DBusAddress.session(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/x"]).text == "unix:path=/x")
        #expect(DBusError.noSessionBus.isBusUnavailable && !DBusError.disconnected(reason: "x").isBusUnavailable)
    }
}
