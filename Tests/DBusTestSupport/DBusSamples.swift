import TactileDBus

/// Sample values shared by the wire-format and bus tests.
public enum DBusSamples {
    /// One value of every D-Bus type, including nested containers, empty ones and extremes.
    public static let everyType: [DBusValue] = [
        .byte(0xAB), .boolean(true), .boolean(false), .int16(-2), .uint16(65535), .int32(-123_456),
        .uint32(4_000_000_000), .int64(.min), .uint64(.max), .double(-1.5), .double(.infinity), .string(""),
        .string("héllo ✓"), .objectPath("/org/mpris/MediaPlayer2"), .objectPath(.root), .signature("a{sv}(ix)"),
        .unixFD(3), .array(.int64, []), .array(.int64, [.int64(1), .int64(2)]), .strings(["a", "bc"]),
        .dictionary([:]), .dictionary(["xesam:title": .string("So What"), "mpris:length": .int64(562_000_000)]),
        .structure([.byte(1), .int64(2), .string("three")]), .variant(.variant(.int32(7))),
        .array(.array(.byte), [.array(.byte, [.byte(1)]), .array(.byte, [])]),
        .array(.dictEntry(key: .uint32, value: .array(.string)), [.dictEntry(.uint32(1), .strings(["x"]))]),
        .structure([.structure([.boolean(true)]), .variant(.structure([.double(2), .signature("")]))]),
    ]
}
