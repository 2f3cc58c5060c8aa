import Foundation
import Testing

@testable import TactileDBus

/// ``DBusWriter`` and ``DBusReader``: alignment, padding and nesting limits of the marshalling format.
@Suite("D-Bus marshalling")
struct DBusMarshallingTests {
    @Test("alignment: a struct starts on 8, an empty array of int64 still pads to its element alignment")
    func alignment() throws {
        var w = DBusWriter()
        try w.write(.byte(9))
        try w.write(.structure([.byte(1), .int64(2)]))
        #expect(w.bytes.count == 24)
        #expect(Array(w.bytes[0..<8]) == [9, 0, 0, 0, 0, 0, 0, 0])
        #expect(w.bytes[8] == 1 && w.bytes[16] == 2)

        var e = DBusWriter()
        try e.write(.array(.int64, []))
        #expect(e.bytes == [0, 0, 0, 0, 0, 0, 0, 0])  // length 0, then padding to 8 not counted in the length
        var r = DBusReader(bytes: e.bytes, bigEndian: false)
        #expect(try r.read(.array(.int64)) == .array(.int64, []))
        #expect(r.offset == 8)
    }

    @Test("variants nested more than 64 deep are rejected, not recursed into without end")
    func deepNesting() throws {
        var value = DBusValue.byte(1)
        for _ in 0..<70 { value = .variant(value) }
        #expect(!value.isWellFormed)
        #expect(throws: DBusWireError.self) {
            try DBusMessage.signal(path: "/a", interface: "a.b", member: "C", body: [value]).encoded(serial: 1)
        }
        // Hand-written: 70 variants of variants.
        var w = DBusWriter()
        for _ in 0..<70 { w.writeSignature("v") }
        w.writeSignature("y")
        w.writeByte(1)
        var r = DBusReader(bytes: w.bytes, bigEndian: false)
        #expect(throws: DBusWireError.nestingTooDeep(offset: 195)) { try r.read(.variant) }
    }
}
