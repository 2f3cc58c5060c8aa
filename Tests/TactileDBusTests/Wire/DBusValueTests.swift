import Foundation
import Testing

@testable import TactileDBus

/// ``DBusValue``: well-formedness before encoding, and the accessors.
@Suite("D-Bus values")
struct DBusValueTests {
    @Test("values that are not well formed are refused before encoding")
    func illFormedValues() {
        let bad: [DBusValue] = [
            .array(.int32, [.string("x")]), .string("a\u{0}b"), .structure([]), .dictEntry(.string("k"), .byte(1)),
            .array(.dictEntry(key: .variant, value: .byte), []),
            .signature(DBusSignature(types: Array(repeating: .byte, count: 300))),  // longer than 255 bytes
            .variant(.structure(Array(repeating: .byte(1), count: 300))),  // its signature is too long
            (0..<40).reduce(DBusValue.byte(1)) { inner, _ in .structure([inner]) },  // structures 40 deep
        ]
        for value in bad {
            #expect(!value.isWellFormed, "\(value)")
            #expect(throws: DBusWireError.self) {
                try DBusMessage.signal(path: "/a", interface: "a.b", member: "C", body: [value]).encoded(serial: 1)
            }
        }
    }

    @Test("value accessors: dictionaries, numbers, strings through variants")
    func accessors() {
        let d = DBusValue.dictionary(["a": .int32(1), "b": .strings(["x"])])
        #expect(d.stringDictionaryValue?["a"] == .int32(1))
        #expect(d.stringDictionaryValue?["b"]?.arrayValue == [.string("x")])
        #expect(DBusValue.variant(.uint64(5)).int64Value == 5 && DBusValue.uint64(.max).int64Value == nil)
        #expect(DBusValue.variant(.objectPath("/a")).stringValue == "/a")
        #expect(DBusValue.int16(-3).doubleValue == -3 && DBusValue.boolean(true).boolValue == true)
        #expect(DBusValue.string("x").description == "string \"x\"")
    }
}
