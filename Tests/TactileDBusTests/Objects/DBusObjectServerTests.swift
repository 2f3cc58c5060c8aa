import Foundation
import Testing
import DBusTestSupport

@testable import TactileDBus

/// Calls methods on one peer's object and reports replies or error names.
struct Caller {
    let client: DBusConnection
    let destination: String
    let path: DBusObjectPath

    func call(
        _ interface: String?, _ member: String, _ body: [DBusValue] = [], path: DBusObjectPath? = nil
    ) async throws -> [DBusValue] {
        try await client.call(.methodCall(
            destination: destination, path: path ?? self.path, interface: interface, member: member, body: body)).body
    }

    /// The error name of the reply; `nil` when the call succeeded.
    func errorName(
        _ interface: String?, _ member: String, _ body: [DBusValue] = [], path: DBusObjectPath? = nil
    ) async -> String? {
        do {
            _ = try await call(interface, member, body, path: path)
            return nil
        } catch let error as DBusError {
            if case .remote(let name, _) = error { return name }
            return "\(error)"
        } catch {
            return "\(error)"
        }
    }
}

/// ``DBusObjectServer`` exporting an object on a real `dbus-daemon`, called by another connection. Skipped when
/// `dbus-daemon` or `dbus-send` is missing.
/// The time limit only catches a hang: alone these tests take seconds, but in the full parallel run each hop
/// onto the main actor waits behind a thousand main-actor UI tests, which has taken over a minute.
@Suite("D-Bus object server on a private bus", .enabled(if: DBusTools.hasBus, "needs dbus-daemon and dbus-send (apt-get install dbus)"), .timeLimit(.minutes(5)))
@MainActor
struct DBusObjectServerTests {
    @Test("the object server answers calls, properties and introspection, and refuses bad calls with D-Bus errors")
    func objectServer() async throws {
        let bus = try await PrivateBus.start()
        let service = try await DBusConnection.connect(to: try bus.address)
        let client = try await DBusConnection.connect(to: try bus.address)
        defer { service.close(); client.close() }
        let server = DBusObjectServer(connection: service)
        @MainActor final class Counter { var value: Int32 = 0 }
        let counter = Counter()
        server.export([
            DBusInterface(
                "org.tactile.Counter",
                methods: [
                    DBusMethod("Add", in: "i", inNames: ["n"], out: "i", outNames: ["total"]) { call throws(DBusMethodError) in
                        guard case .int32(let n) = call.body[0] else { throw .invalidArgs("n") }
                        guard n >= 0 else { throw .invalidArgs("n must not be negative") }
                        counter.value += n
                        return [.int32(counter.value)]
                    }
                ],
                properties: [
                    DBusProperty("Value", type: .int32, get: { .int32(counter.value) }) { value throws(DBusMethodError) in
                        guard case .int32(let v) = value else { return }
                        counter.value = v
                    },
                    DBusProperty("Name", type: .string) { .string("counter") },
                ])
        ], at: "/org/tactile/Counter")
        let invoke = Caller(client: client, destination: service.uniqueName, path: "/org/tactile/Counter")
        #expect(try await invoke.call("org.tactile.Counter", "Add", [.int32(2)]) == [.int32(2)])
        #expect(try await invoke.call(nil, "Add", [.int32(3)]) == [.int32(5)])  // no interface: found by member
        let props = "org.freedesktop.DBus.Properties"
        #expect(try await invoke.call(props, "Get", [.string("org.tactile.Counter"), .string("Value")]) == [.variant(.int32(5))])
        #expect(try await invoke.call(props, "Set", [.string("org.tactile.Counter"), .string("Value"), .variant(.int32(40))]) == [])
        #expect(try await invoke.call(props, "GetAll", [.string("org.tactile.Counter")]) == [.dictionary(["Value": .int32(40), "Name": .string("counter")])])
        #expect(try await invoke.call("org.freedesktop.DBus.Peer", "Ping") == [])
        #expect(try await invoke.call("org.freedesktop.DBus.Peer", "Ping", path: "/anywhere") == [])

        #expect(await invoke.errorName("org.tactile.Counter", "Add", [.string("two")]) == DBusErrorName.invalidArgs)
        #expect(await invoke.errorName("org.tactile.Counter", "Add", [.int32(-1)]) == DBusErrorName.invalidArgs)
        #expect(await invoke.errorName("org.tactile.Counter", "Add") == DBusErrorName.invalidArgs)
        #expect(await invoke.errorName("org.tactile.Counter", "Subtract", [.int32(1)]) == DBusErrorName.unknownMethod)
        #expect(await invoke.errorName("org.tactile.Other", "Add", [.int32(1)]) == DBusErrorName.unknownInterface)
        #expect(await invoke.errorName("org.tactile.Counter", "Add", [.int32(1)], path: "/nowhere") == DBusErrorName.unknownObject)
        #expect(await invoke.errorName(props, "Get", [.string("org.tactile.Counter"), .string("Nope")]) == DBusErrorName.unknownProperty)
        #expect(await invoke.errorName(props, "Get", [.string("org.tactile.Counter")]) == DBusErrorName.invalidArgs)
        #expect(await invoke.errorName(props, "Set", [.string("org.tactile.Counter"), .string("Name"), .variant(.string("x"))]) == DBusErrorName.propertyReadOnly)
        #expect(await invoke.errorName(props, "Set", [.string("org.tactile.Counter"), .string("Value"), .variant(.string("x"))]) == DBusErrorName.invalidArgs)
        #expect(await invoke.errorName(props, "Frobnicate") == DBusErrorName.unknownMethod)

        let xml = try #require(try await invoke.call("org.freedesktop.DBus.Introspectable", "Introspect").first?.stringValue)
        #expect(xml.contains("<interface name=\"org.tactile.Counter\">"))
        #expect(xml.contains("<arg name=\"n\" type=\"i\" direction=\"in\"/>"))
        #expect(xml.contains("<property name=\"Name\" type=\"s\" access=\"read\"/>"))
        let parent = try #require(try await invoke.call("org.freedesktop.DBus.Introspectable", "Introspect", path: "/org/tactile").first?.stringValue)
        #expect(parent.contains("<node name=\"Counter\"/>"))
        #expect(counter.value == 40)
    }
}
