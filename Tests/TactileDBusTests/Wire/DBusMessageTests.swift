import Foundation
import Testing
import SharedTestData
import DBusTestSupport

@testable import TactileDBus

/// ``DBusMessage``: whole messages encoded and decoded, valid and malformed. Nothing here needs a bus; every
/// malformed input must give a typed ``DBusWireError``, never a crash.
@Suite("D-Bus messages")
struct DBusMessageTests {
    @Test("every type survives encoding and decoding in a message body", arguments: DBusSamples.everyType)
    func roundTripEveryType(_ value: DBusValue) throws {
        let message = DBusMessage.signal(path: "/a/b", interface: "org.example.I", member: "S", body: [.byte(1), value])
        let bytes = try message.encoded(serial: 7)
        #expect(bytes.count % 8 == 0 || value.type != .structure([]))
        let decoded = try DBusMessage.decode(bytes)
        #expect(decoded.body == [.byte(1), value])
        #expect(decoded.serial == 7)
        #expect(decoded.signature.text == "y" + value.type.signature)
    }

    @Test("a method call's bytes are exactly the specification's layout (header fields 8-aligned, body after)")
    func exactBytes() throws {
        let call = DBusMessage.methodCall(
            destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
            member: "Hello")
        let bytes = try call.encoded(serial: 1)
        #expect(Array(bytes[0..<16]) == [0x6C, 1, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 109, 0, 0, 0])
        // PATH: code 1, signature "o", then the string at offset 20.
        #expect(Array(bytes[16..<24]) == [1, 1, UInt8(ascii: "o"), 0, 21, 0, 0, 0])
        #expect(String(decoding: bytes[24..<45], as: UTF8.self) == "/org/freedesktop/DBus")
        #expect(bytes[45] == 0 && bytes[46] == 0 && bytes[47] == 0)  // NUL, then padding to 48
        #expect(Array(bytes[48..<52]) == [2, 1, UInt8(ascii: "s"), 0])  // INTERFACE
        #expect(Array(bytes[80..<88]) == [3, 1, UInt8(ascii: "s"), 0, 5, 0, 0, 0])  // MEMBER "Hello"
        #expect(bytes.count == 128)  // 16 + 109 = 125, padded to 128, empty body
        #expect(try DBusMessage.frameLength(bytes) == 128)
    }

    @Test("big-endian messages decode (the first byte is 'B')")
    func bigEndian() throws {
        // A signal with body (u 0x01020304, s "hi") written by hand in big-endian.
        var fields: [UInt8] = []
        func pad() { while (16 + fields.count) % 8 != 0 { fields.append(0) } }
        func stringField(_ code: UInt8, _ type: Character, _ text: String) {
            pad()
            fields += [code, 1, UInt8(ascii: type.unicodeScalars.first!), 0]
            let utf8 = Array(text.utf8)
            fields += [0, 0, 0, UInt8(utf8.count)] + utf8 + [0]
        }
        stringField(1, "o", "/x")
        stringField(2, "s", "a.b")
        stringField(3, "s", "M")
        pad()
        fields += [8, 1, UInt8(ascii: "g"), 0, 2, UInt8(ascii: "u"), UInt8(ascii: "s"), 0]
        let body: [UInt8] = [1, 2, 3, 4, 0, 0, 0, 2, UInt8(ascii: "h"), UInt8(ascii: "i"), 0]
        var bytes: [UInt8] = [UInt8(ascii: "B"), 4, 0, 1, 0, 0, 0, UInt8(body.count), 0, 0, 0, 42]
        bytes += [0, 0, 0, UInt8(fields.count)] + fields
        while bytes.count % 8 != 0 { bytes.append(0) }
        bytes += body
        let m = try DBusMessage.decode(bytes)
        #expect(m.kind == .signal && m.serial == 42 && m.path == "/x" && m.interface == "a.b" && m.member == "M")
        #expect(m.body == [.uint32(0x0102_0304), .string("hi")])
    }

    @Test("replies and errors carry the call's serial and go back to the sender")
    func replies() throws {
        var call = DBusMessage.methodCall(
            destination: "org.mpris.MediaPlayer2.tactile", path: "/org/mpris/MediaPlayer2",
            interface: "org.mpris.MediaPlayer2.Player", member: "Seek", body: [.int64(5)])
        call.serial = 9
        call.sender = ":1.4"
        let error = try DBusMessage.decode(call.makeError(DBusErrorName.invalidArgs, "nope").encoded(serial: 3))
        #expect(error.kind == .error && error.replySerial == 9 && error.destination == ":1.4")
        #expect(error.errorName == DBusErrorName.invalidArgs && error.errorMessage == "nope")
        #expect(call.expectsReply && !error.expectsReply)
    }

    // MARK: - Malformed messages

    static func sampleMessage() throws -> [UInt8] {
        try DBusMessage.signal(
            path: "/org/mpris/MediaPlayer2", interface: "org.freedesktop.DBus.Properties",
            member: "PropertiesChanged",
            body: [.string("org.mpris.MediaPlayer2.Player"), .dictionary(["Volume": .double(0.5), "Shuffle": .boolean(true)]), .strings([])]
        ).encoded(serial: 5)
    }

    @Test("every truncation of a valid message is a typed error")
    func truncations() throws {
        let bytes = try Self.sampleMessage()
        for n in 0..<bytes.count {
            #expect(throws: DBusWireError.self) { try DBusMessage.decode(Array(bytes[0..<n])) }
        }
        #expect(throws: DBusWireError.self) { try DBusMessage.decode(bytes + [0]) }
    }

    @Test("ten thousand corrupted messages: each decodes or throws a DBusWireError, none crashes")
    func corruption() throws {
        let valid = try Self.sampleMessage()
        var rng = SplitMix64(seed: 0x5EED)
        var failures = 0
        for _ in 0..<10_000 {
            var bytes = valid
            for _ in 0..<Int(rng.next() % 4 + 1) {
                let i = Int(rng.next() % UInt64(bytes.count))
                bytes[i] = UInt8(truncatingIfNeeded: rng.next())
            }
            if rng.next() % 8 == 0 { bytes.removeLast(Int(rng.next() % UInt64(bytes.count))) }
            do {
                _ = try DBusMessage.decode(bytes)
            } catch {
                failures += 1
            }
        }
        #expect(failures > 5_000)
        for _ in 0..<2_000 {
            let count = Int(rng.next() % 200)
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            _ = try? DBusMessage.decode(bytes)
            _ = try? DBusSignature(String(decoding: bytes, as: UTF8.self))
            _ = try? DBusAddress(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// The sample message with one header or body byte changed.
    static func patched(_ bytes: [UInt8], at offset: Int, _ value: UInt8) -> [UInt8] {
        var b = bytes
        b[offset] = value
        return b
    }

    @Test("specific malformations give the error that names them")
    func specificErrors() throws {
        let valid = try Self.sampleMessage()
        #expect(throws: DBusWireError.invalidEndianness(0x58)) { try DBusMessage.decode(Self.patched(valid, at: 0, 0x58)) }
        #expect(throws: DBusWireError.unknownMessageType(9)) { try DBusMessage.decode(Self.patched(valid, at: 1, 9)) }
        #expect(throws: DBusWireError.unsupportedProtocolVersion(2)) { try DBusMessage.decode(Self.patched(valid, at: 3, 2)) }
        var zero = valid
        zero.replaceSubrange(8..<12, with: [0, 0, 0, 0])
        #expect(throws: DBusWireError.zeroSerial) { try DBusMessage.decode(zero) }
        var huge = valid
        huge.replaceSubrange(4..<8, with: [0xFF, 0xFF, 0xFF, 0x7F])
        #expect(throws: DBusWireError.messageTooLong(Int(0x7FFF_FFFF) + 136)) {
            try DBusMessage.decode(huge)
        }

        // A boolean of 2 in a body.
        let boolMessage = try DBusMessage.signal(path: "/a", interface: "a.b", member: "C", body: [.boolean(true)])
            .encoded(serial: 1)
        #expect(throws: DBusWireError.invalidBoolean(2)) {
            try DBusMessage.decode(Self.patched(boolMessage, at: boolMessage.count - 4, 2))
        }
        // A string without its NUL, with an embedded NUL, and with invalid UTF-8.
        let stringMessage = try DBusMessage.signal(path: "/a", interface: "a.b", member: "C", body: [.string("abc")])
            .encoded(serial: 1)
        let end = stringMessage.count
        #expect(throws: DBusWireError.invalidString(offset: end - 4, reason: "no terminating NUL")) {
            try DBusMessage.decode(Self.patched(stringMessage, at: end - 1, 0x41))
        }
        #expect(throws: DBusWireError.invalidString(offset: end - 3, reason: "embedded NUL")) {
            try DBusMessage.decode(Self.patched(stringMessage, at: end - 3, 0))
        }
        #expect(throws: DBusWireError.invalidString(offset: end - 4, reason: "not valid UTF-8")) {
            try DBusMessage.decode(Self.patched(stringMessage, at: end - 3, 0xFF))
        }
        // Non-zero padding between a byte and an int64.
        let padded = try DBusMessage.signal(path: "/a", interface: "a.b", member: "C", body: [.byte(1), .int64(2)])
            .encoded(serial: 1)
        #expect(throws: DBusWireError.nonZeroPadding(offset: padded.count - 12)) {
            try DBusMessage.decode(Self.patched(padded, at: padded.count - 12, 1))
        }
    }

    @Test("a message whose body is malformed still has a readable header, so a call can be answered")
    func headerOfMalformedBody() throws {
        var call = DBusMessage.methodCall(destination: ":1.2", path: "/a", interface: "a.b", member: "M", body: [.boolean(true)])
        call.sender = ":1.3"
        var bytes = try call.encoded(serial: 11)
        bytes[bytes.count - 4] = 7
        #expect(throws: DBusWireError.invalidBoolean(7)) { try DBusMessage.decode(bytes) }
        let header = try DBusMessage.decodeHeader(bytes)
        #expect(header.serial == 11 && header.sender == ":1.3" && header.member == "M" && header.body.isEmpty)
        #expect(header.expectsReply)
        #expect(throws: DBusWireError.self) { try DBusMessage.decodeHeader(Self.patched(bytes, at: 3, 9)) }
    }

    @Test("header checks: required fields, field types, repeated fields and names")
    func headerChecks() throws {
        var call = DBusMessage(kind: .methodCall, member: "M")
        #expect(throws: DBusWireError.missingHeaderField("PATH")) { try call.encoded(serial: 1) }
        call = DBusMessage(kind: .signal, path: "/a", member: "M")
        #expect(throws: DBusWireError.missingHeaderField("INTERFACE")) { try call.encoded(serial: 1) }
        call = DBusMessage(kind: .error, errorName: "a.b")
        #expect(throws: DBusWireError.missingHeaderField("REPLY_SERIAL")) { try call.encoded(serial: 1) }
        call = DBusMessage.methodCall(destination: nil, path: "/a", interface: "no", member: "M")
        #expect(throws: DBusWireError.self) { try call.encoded(serial: 1) }
        call = DBusMessage.methodCall(destination: "bad name", path: "/a", interface: nil, member: "M")
        #expect(throws: DBusWireError.self) { try call.encoded(serial: 1) }
        #expect(throws: DBusWireError.zeroSerial) {
            try DBusMessage.methodCall(destination: nil, path: "/a", interface: nil, member: "M").encoded(serial: 0)
        }

        // A MEMBER field holding an int32 instead of a string, written by hand.
        var w = DBusWriter()
        w.writeByte(UInt8(ascii: "l")); w.writeByte(1); w.writeByte(0); w.writeByte(1)
        w.write(UInt32(0)); w.write(UInt32(1))
        try w.write(.array(.structure([.byte, .variant]), [
            .structure([.byte(1), .variant(.objectPath("/a"))]),
            .structure([.byte(3), .variant(.int32(5))]),
        ]))
        w.pad(to: 8)
        #expect(throws: DBusWireError.invalidHeaderField(code: 3, reason: "member has type i")) {
            try DBusMessage.decode(w.bytes)
        }
        // The same field twice.
        var twice = DBusWriter()
        twice.writeByte(UInt8(ascii: "l")); twice.writeByte(1); twice.writeByte(0); twice.writeByte(1)
        twice.write(UInt32(0)); twice.write(UInt32(1))
        try twice.write(.array(.structure([.byte, .variant]), [
            .structure([.byte(1), .variant(.objectPath("/a"))]),
            .structure([.byte(1), .variant(.objectPath("/b"))]),
            .structure([.byte(3), .variant(.string("M"))]),
        ]))
        twice.pad(to: 8)
        #expect(throws: DBusWireError.invalidHeaderField(code: 1, reason: "repeated")) {
            try DBusMessage.decode(twice.bytes)
        }
        // Unknown header fields are ignored, as the specification requires.
        var unknown = DBusWriter()
        unknown.writeByte(UInt8(ascii: "l")); unknown.writeByte(1); unknown.writeByte(0); unknown.writeByte(1)
        unknown.write(UInt32(0)); unknown.write(UInt32(1))
        try unknown.write(.array(.structure([.byte, .variant]), [
            .structure([.byte(1), .variant(.objectPath("/a"))]),
            .structure([.byte(3), .variant(.string("M"))]),
            .structure([.byte(200), .variant(.double(1))]),
        ]))
        unknown.pad(to: 8)
        #expect(try DBusMessage.decode(unknown.bytes).member == "M")
    }

    @Test("a body longer than its signature, or a signature longer than its body, is rejected")
    func bodyMismatch() throws {
        var m = DBusMessage.signal(path: "/a", interface: "a.b", member: "C", body: [.uint32(1), .uint32(2)])
        let bytes = try m.encoded(serial: 1)
        // Claim the signature "u" while the body holds two: 4 bytes are left over.
        guard let at = bytes.indices.dropLast().first(where: { bytes[$0] == 8 && bytes[$0 + 2] == UInt8(ascii: "g") }) else {
            Issue.record("no SIGNATURE field")
            return
        }
        var short = bytes
        short[at + 4] = 1  // signature length 2 → 1: "u", then a NUL expected where 'u' is
        short[at + 6] = 0
        #expect(throws: DBusWireError.self) { try DBusMessage.decode(short) }
        m.body = [.array(.byte, [.byte(1)])]
        var array = try m.encoded(serial: 1)
        array[array.count - 5] = 200  // the array claims 200 bytes
        #expect(throws: DBusWireError.truncated(offset: array.count)) { try DBusMessage.decode(array) }
    }
}
