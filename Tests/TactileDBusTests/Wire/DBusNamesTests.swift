import Foundation
import Testing

@testable import TactileDBus

/// ``DBusNames``: object paths, interface, member and bus names as the specification defines them.
@Suite("D-Bus names")
struct DBusNamesTests {
    @Test("object paths, interface, member and bus names follow the specification")
    func names() {
        for good in ["/", "/a", "/org/mpris/MediaPlayer2", "/a_b/C9"] { #expect(DBusNames.isValidObjectPath(good), "\(good)") }
        for bad in ["", "a", "//", "/a/", "/a//b", "/a-b", "/é"] { #expect(!DBusNames.isValidObjectPath(bad), "\(bad)") }
        #expect(DBusNames.isValidInterfaceName("org.mpris.MediaPlayer2.Player"))
        for bad in ["org", "org.", ".org.x", "org.9x", "org.a-b", ""] { #expect(!DBusNames.isValidInterfaceName(bad), "\(bad)") }
        #expect(DBusNames.isValidMemberName("PlayPause") && !DBusNames.isValidMemberName("9Play"))
        #expect(!DBusNames.isValidMemberName("Play.Pause") && !DBusNames.isValidMemberName(""))
        #expect(DBusNames.isValidBusName(":1.42") && DBusNames.isValidBusName("org.mpris.MediaPlayer2.vlc-x"))
        #expect(!DBusNames.isValidBusName("org.mpris.MediaPlayer2.9") && !DBusNames.isValidBusName("org"))
        #expect(DBusNames.isValidBusNameSuffix("tactile") && DBusNames.isValidBusNameSuffix("vlc.instance42"))
        #expect(!DBusNames.isValidBusNameSuffix("") && !DBusNames.isValidBusNameSuffix("a..b"))
        #expect(!DBusNames.isValidBusNameSuffix("my player") && !DBusNames.isValidBusNameSuffix("1abc"))
        let text = "/a/"  // a String value: `DBusObjectPath("/a/")` with a literal is the literal initializer
        #expect(throws: DBusWireError.invalidObjectPath("/a/")) { try DBusObjectPath(text) }
    }
}
