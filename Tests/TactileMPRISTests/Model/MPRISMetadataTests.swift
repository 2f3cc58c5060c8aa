import Testing
import TactileDBus
@testable import TactileMPRIS

@Suite("MPRIS values")
struct MPRISMetadataTests {
    @Test("MPRIS metadata goes to a{sv} and back")
    func metadataRoundTrip() throws {
        let m = MPRISMetadata(
            trackID: "/org/tactile/track/3", length: 180_000_000, title: "So What", artists: ["Miles Davis"],
            album: "Kind of Blue", trackNumber: 1, extra: ["xesam:useCount": .int32(4)])
        let back = try #require(MPRISMetadata(m.dbusValue))
        #expect(back == m)
        #expect(MPRISMetadata(.dictionary(["xesam:title": .string("x")])) == nil)  // no track id
        #expect(MPRISCommand.seek(offset: -5_000_000).description == "Seek(-5.0 s)")
    }
}
