import Foundation
import Testing
import DBusTestSupport

@testable import TactileDBus

#if canImport(Glibc)
import Glibc
#endif

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

// MARK: - Connection tests

/// ``DBusConnection`` and ``DBusObjectServer`` against a real `dbus-daemon` (libdbus's reference bus), each test on
/// a private bus of its own. Skipped when `dbus-daemon` or `dbus-send` is missing.
@Suite("D-Bus connection on a private bus", .enabled(if: DBusTools.hasBus, "needs dbus-daemon and dbus-send (apt-get install dbus)"), .timeLimit(.minutes(1)))
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
        for (i, value) in DBusWireFormatTests.everyType.enumerated() where value.type != .unixFD {
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

// MARK: - A hostile peer

#if canImport(Glibc)
/// A fake bus on a Unix socket that the test scripts byte by byte: it can reject authentication, send malformed
/// messages, or break the framing, which a real `dbus-daemon` never forwards.
final class FakeBusSocket: @unchecked Sendable {
    let path: String
    private let listener: Int32

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-fake-bus-\(UUID().uuidString)").path
        listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        withUnsafeMutableBytes(of: &addr.sun_path) { raw in for (i, b) in bytes.enumerated() { raw[i] = b } }
        let bound = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0 && listen(listener, 1) == 0, "cannot listen on \(path)")
    }

    deinit {
        close(listener)
        unlink(path)
    }

    var address: DBusAddress { get throws { try DBusAddress("unix:path=\(path)") } }

    /// Runs `script` with the accepted connection on a thread of its own and returns what it returns.
    func serve<T: Sendable>(_ script: @escaping @Sendable (Int32) -> T) async -> T {
        let listener = self.listener
        return await withCheckedContinuation { (continuation: CheckedContinuation<T, Never>) in
            let thread = Thread {
                let fd = accept(listener, nil, nil)
                let result = script(fd)
                close(fd)
                continuation.resume(returning: result)
            }
            thread.start()
        }
    }

    static func readLine(_ fd: Int32) -> String {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while read(fd, &byte, 1) == 1 {
            if byte == UInt8(ascii: "\n") { break }
            if byte != UInt8(ascii: "\r") && byte != 0 { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func write(_ fd: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            // send(MSG_NOSIGNAL), not write(2): when the client has already hung up (it does in these tests, and
            // under ThreadSanitizer it often does so first), write(2) raises SIGPIPE and kills the test process.
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return }
            offset += n
        }
    }

    static func write(_ fd: Int32, _ text: String) { write(fd, Array(text.utf8)) }

    /// Reads exactly one message; `nil` at end of file.
    static func readMessage(_ fd: Int32) -> DBusMessage? {
        func readExactly(_ count: Int) -> [UInt8]? {
            var bytes = [UInt8](repeating: 0, count: count)
            var got = 0
            while got < count {
                let n = bytes[got...].withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n <= 0 { return nil }
                got += n
            }
            return bytes
        }
        guard let head = readExactly(16), let total = try? DBusMessage.frameLength(head),
            let rest = readExactly(total - 16)
        else { return nil }
        return try? DBusMessage.decode(head + rest)
    }

    /// The handshake and `Hello` of a bus that names the client `:1.99`.
    static func greet(_ fd: Int32) -> Bool {
        guard readLine(fd).hasPrefix("AUTH EXTERNAL ") else { return false }
        write(fd, "OK 0123456789abcdef0123456789abcdef\r\n")
        guard readLine(fd) == "BEGIN", let hello = readMessage(fd), hello.member == "Hello" else { return false }
        var reply = hello.makeReturn([.string(":1.99")])
        reply.sender = "org.freedesktop.DBus"
        guard let bytes = try? reply.encoded(serial: 1) else { return false }
        write(fd, bytes)
        return true
    }
}

/// ``DBusConnection`` against a scripted peer that misbehaves: malformed messages are typed errors (calls among
/// them get an `InvalidArgs` reply), broken framing ends the connection with a typed error, refused
/// authentication is reported; nothing crashes.
@Suite("D-Bus connection against a misbehaving peer", .timeLimit(.minutes(1)))
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
