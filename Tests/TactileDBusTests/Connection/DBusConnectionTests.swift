import Foundation
import Testing
import DBusTestSupport

@testable import TactileDBus

#if canImport(Glibc)
import Glibc
#endif

// MARK: - Connection tests

/// ``DBusConnection`` against a real `dbus-daemon` (libdbus's reference bus), each test on
/// a private bus of its own. Skipped when `dbus-daemon` or `dbus-send` is missing.
/// The time limit only catches a hang: alone these tests take seconds, but in the full parallel run each hop
/// onto the main actor waits behind a thousand main-actor UI tests, which has taken over a minute.
@Suite("D-Bus connection on a private bus", .enabled(if: DBusTools.hasBus, "needs dbus-daemon and dbus-send (apt-get install dbus)"), .timeLimit(.minutes(5)))
@MainActor
struct DBusConnectionTests {
    @Test("connects, authenticates with EXTERNAL, gets a unique name and calls the bus")
    func connectAndCall() async throws {
        let bus = try await PrivateBus.start()
        let connection = try await DBusConnection.connect(to: try bus.address)
        defer { connection.close() }
        #expect(connection.uniqueName.hasPrefix(":"))
        #expect(connection.serverGUID.count == 32)
        let reply = try await connection.call(.methodCall(
            destination: DBusConnection.busName, path: DBusConnection.busPath, interface: DBusConnection.busName,
            member: "ListNames"))
        let names = reply.body.first?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(names.contains(connection.uniqueName) && names.contains(DBusConnection.busName))
        // Names: request, see the owner, release.
        #expect(try await connection.requestName("org.tactile.Test") == .primaryOwner)
        #expect(try await connection.requestName("org.tactile.Test") == .alreadyOwner)
        #expect(try await connection.nameOwner(of: "org.tactile.Test") == connection.uniqueName)
        #expect(try await connection.releaseName("org.tactile.Test"))
        #expect(try await connection.nameOwner(of: "org.tactile.Test") == nil)
        // An error reply is a typed error with the bus's name for it.
        await #expect(throws: DBusError.remote(name: "org.freedesktop.DBus.Error.InvalidArgs", message: "Cannot release a service starting with ':' such as \":1.1\"")) {
            _ = try await connection.releaseName(":1.1")
        }
    }

    @Test("every D-Bus type goes through dbus-daemon's validation and back between two connections")
    func everyTypeThroughTheBus() async throws {
        let bus = try await PrivateBus.start()
        let sender = try await DBusConnection.connect(to: try bus.address)
        let receiver = try await DBusConnection.connect(to: try bus.address)
        defer { sender.close(); receiver.close() }
        let events = EventCollector(receiver)
        try await receiver.addMatch("type='signal',interface='org.tactile.Types'")
        for (i, value) in DBusSamples.everyType.enumerated() where value.type != .unixFD {
            try sender.send(.signal(path: "/t", interface: "org.tactile.Types", member: "V\(i)", body: [value]))
            let got = await events.signal("V\(i)")
            #expect(got?.body == [value], "\(value)")
            #expect(got?.sender == sender.uniqueName)
        }
    }

    @Test("messages written by libdbus (dbus-send) decode to the values it was given")
    func libdbusMessagesDecode() async throws {
        let bus = try await PrivateBus.start()
        let receiver = try await DBusConnection.connect(to: try bus.address)
        defer { receiver.close() }
        let events = EventCollector(receiver)
        try await receiver.addMatch("type='signal',interface='org.tactile.Libdbus'")
        let sent = try await runProgram(
            try #require(DBusTools.dbusSend),
            [
                "--session", "--type=signal", "/org/tactile", "org.tactile.Libdbus.All", "string:héllo", "int64:-5",
                "uint64:18446744073709551615", "double:1.5", "boolean:true", "byte:7", "int16:-3", "uint16:4",
                "int32:-9", "uint32:9", "objpath:/a/b", "array:string:a,b,c", "dict:string:int32:k1,1,k2,2",
                "variant:int32:5",
            ], bus: bus.addressText)
        #expect(sent.status == 0, "\(sent.stderr)")
        let m = try #require(await events.signal("All"))
        #expect(m.body == [
            .string("héllo"), .int64(-5), .uint64(.max), .double(1.5), .boolean(true), .byte(7), .int16(-3),
            .uint16(4), .int32(-9), .uint32(9), .objectPath("/a/b"), .strings(["a", "b", "c"]),
            .array(.dictEntry(key: .string, value: .int32), [.dictEntry(.string("k1"), .int32(1)), .dictEntry(.string("k2"), .int32(2))]),
            .variant(.int32(5)),
        ])
    }

    @Test("a call nobody answers times out with a typed error; a cancelled call ends at once")
    func timeoutAndCancel() async throws {
        let bus = try await PrivateBus.start()
        let a = try await DBusConnection.connect(to: try bus.address)
        let b = try await DBusConnection.connect(to: try bus.address)  // receives the call but never answers
        defer { a.close(); b.close() }
        let silent = DBusMessage.methodCall(destination: b.uniqueName, path: "/x", interface: "org.tactile.X", member: "Wait")
        await #expect(throws: DBusError.timedOut(member: "Wait", seconds: 0.2)) {
            _ = try await a.call(silent, timeout: 0.2)
        }
        let task = Task { try await a.call(silent, timeout: 30) }
        task.cancel()
        await #expect(throws: DBusError.cancelled) { _ = try await task.value }
        #expect(a.isConnected)
    }

    @Test("killing the daemon is reported to the connection and its pending calls; a new bus can be joined")
    func daemonGoesAway() async throws {
        let bus = try await PrivateBus.start()
        let connection = try await DBusConnection.connect(to: try bus.address)
        let silent = try await DBusConnection.connect(to: try bus.address)
        let events = EventCollector(connection)
        let pending = Task {
            try await connection.call(.methodCall(destination: silent.uniqueName, path: "/x", interface: "org.tactile.X", member: "Wait"), timeout: 30)
        }
        // The call has reached the other connection once it shows up in its event stream.
        let silentEvents = EventCollector(silent)
        _ = await silentEvents.next { event in
            if case .message(let m) = event, m.member == "Wait" { return true }
            return nil
        }
        bus.kill()
        let reason = await events.next { event -> DBusError? in
            if case .disconnected(let e) = event { return e }
            return nil
        }
        #expect(reason == .disconnected(reason: "the bus closed the connection"))
        await #expect(throws: DBusError.disconnected(reason: "the bus closed the connection")) { _ = try await pending.value }
        #expect(!connection.isConnected)
        #expect(throws: DBusError.self) { try connection.send(.signal(path: "/a", interface: "a.b", member: "C")) }

        let second = try await PrivateBus.start()
        let again = try await DBusConnection.connect(to: try second.address)
        defer { again.close() }
        #expect(try await again.requestName("org.tactile.Again") == .primaryOwner)
    }

    @Test("close() ends the event stream and fails later calls")
    func closing() async throws {
        let bus = try await PrivateBus.start()
        let connection = try await DBusConnection.connect(to: try bus.address)
        let events = EventCollector(connection)
        connection.close()
        let reason = await events.next { event -> DBusError? in
            if case .disconnected(let e) = event { return e }
            return nil
        }
        #expect(reason == .disconnected(reason: "closed by the application"))
        await #expect(throws: DBusError.self) { _ = try await connection.nameOwner(of: "org.freedesktop.DBus") }
        #expect(connection.disconnectReason != nil)
    }
}

// MARK: - A peer that misbehaves

#if canImport(Glibc)
/// ``DBusConnection`` against a scripted peer (``FakeBusSocket``) that misbehaves: malformed messages are typed
/// errors (calls among them get an `InvalidArgs` reply), broken framing ends the connection with a typed error, a
/// missing reply is a timeout; nothing crashes. (Refused authentication: ``DBusSocketTests``.)
/// The time limit only catches a hang: alone these tests take seconds, but in the full parallel run each hop
/// onto the main actor waits behind a thousand main-actor UI tests, which has taken over a minute.
@Suite("D-Bus connection against a misbehaving peer", .timeLimit(.minutes(5)))
@MainActor
struct DBusMisbehavingPeerTests {
    @Test("a call with a malformed body is answered with InvalidArgs; broken framing ends the connection")
    func malformedFromPeer() async throws {
        let bus = try FakeBusSocket()
        async let served: DBusMessage? = bus.serve { fd in
            guard FakeBusSocket.greet(fd) else { return nil }
            // A call whose boolean argument is 2.
            var call = DBusMessage.methodCall(destination: ":1.99", path: "/x", interface: "org.tactile.X", member: "M", body: [.boolean(true)])
            call.sender = ":1.5"
            guard var bytes = try? call.encoded(serial: 7) else { return nil }
            bytes[bytes.count - 4] = 2
            FakeBusSocket.write(fd, bytes)
            let answer = FakeBusSocket.readMessage(fd)
            // A good signal, then bytes that cannot start a message.
            var signal = DBusMessage.signal(path: "/x", interface: "org.tactile.X", member: "Fine")
            signal.sender = ":1.5"
            if let good = try? signal.encoded(serial: 8) { FakeBusSocket.write(fd, good) }
            FakeBusSocket.write(fd, [UInt8](repeating: UInt8(ascii: "X"), count: 16))
            while FakeBusSocket.readMessage(fd) != nil {}  // until the client hangs up
            return answer
        }
        let connection = try await DBusConnection.connect(to: try bus.address)
        #expect(connection.uniqueName == ":1.99")
        let events = EventCollector(connection)
        var seen: [String] = []
        while let event = await events.next() {
            switch event {
            case .malformedMessage(let error): seen.append("malformed: \(error)")
            case .message(let m): seen.append("message: \(m.member ?? "?")")
            case .disconnected(let error): seen.append("disconnected: \(error)")
            }
        }
        #expect(seen == [
            "malformed: invalid boolean value 2 (expected 0 or 1)", "message: Fine",
            "disconnected: D-Bus protocol error: invalid endianness byte 0x58 (expected 'l' or 'B')",
        ])
        let answer = try #require(await served)
        #expect(answer.kind == .error && answer.replySerial == 7 && answer.destination == ":1.5")
        #expect(answer.errorName == DBusErrorName.invalidArgs)
        #expect(answer.errorMessage == "malformed message: invalid boolean value 2 (expected 0 or 1)")
    }

    @Test("a reply that never comes after Hello is a timeout, not a hang")
    func silentPeer() async throws {
        let bus = try FakeBusSocket()
        async let done: Void = bus.serve { fd in
            _ = FakeBusSocket.readLine(fd)
            FakeBusSocket.write(fd, "OK 0123456789abcdef0123456789abcdef\r\n")
            _ = FakeBusSocket.readLine(fd)
            _ = FakeBusSocket.readMessage(fd)  // Hello, never answered
            while FakeBusSocket.readMessage(fd) != nil {}
        }
        await #expect(throws: DBusError.timedOut(member: "Hello", seconds: 0.3)) {
            _ = try await DBusConnection.connect(to: try bus.address, timeout: 0.3)
        }
        await done
    }
}
#endif
