import Foundation
import Testing

@testable import TactileDBus

/// ``DBusType``: a variant's signature is exactly one complete type.
@Suite("D-Bus types")
struct DBusTypeTests {
    @Test("a variant's signature must be exactly one complete type")
    func singleCompleteType() {
        #expect(throws: DBusWireError.self) { try DBusType(signature: "ii") }
        #expect(throws: DBusWireError.self) { try DBusType(signature: "") }
        #expect((try? DBusType(signature: "a{sv}")) == .stringVariantDictionary)
    }
}
