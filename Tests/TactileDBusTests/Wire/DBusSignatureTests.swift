import Foundation
import Testing

@testable import TactileDBus

/// ``DBusSignature``: valid signatures parse, invalid ones are typed errors.
@Suite("D-Bus signatures")
struct DBusSignatureTests {
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
}
