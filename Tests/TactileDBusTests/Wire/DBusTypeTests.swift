import Foundation
import Testing

@testable import TactileDBus

/// ``DBusType`` and ``DBusSignature``: valid signatures parse, invalid ones are typed errors.
@Suite("D-Bus types and signatures")
struct DBusTypeTests {
    @Test(
        "valid signatures parse",
        arguments: ["", "y", "a{sv}", "a{oa{sa{sv}}}", "(ii)(s(d))", "aaai", "v", "a(yv)", "sa{sv}as", "h"])
    func validSignatures(_ text: String) throws {
        #expect(try DBusSignature(text).text == text)
        #expect(DBusSignature(types: try DBusSignature(text).types).text == text)
    }

    @Test(
        "invalid signatures are typed errors",
        arguments: [
            "a", "(", ")", "()", "{sv}", "a{vs}", "a{s}", "a{svv}", "a{sv", "(i", "z", "a{(i)s}", "ii)",
            String(repeating: "a", count: 33) + "i", String(repeating: "(", count: 33) + "i" + String(repeating: ")", count: 33),
            String(repeating: "y", count: 256),
        ])
    func invalidSignatures(_ text: String) {
        #expect(throws: DBusWireError.self) { try DBusSignature(text) }
    }

    @Test("a variant's signature must be exactly one complete type")
    func singleCompleteType() {
        #expect(throws: DBusWireError.self) { try DBusType(signature: "ii") }
        #expect(throws: DBusWireError.self) { try DBusType(signature: "") }
        #expect((try? DBusType(signature: "a{sv}")) == .stringVariantDictionary)
    }
}
