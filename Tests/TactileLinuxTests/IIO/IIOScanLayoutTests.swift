import Tactile
import TactileLinux
import Testing

/// ``IIOScanLayout``: where each channel sits in a scan.
@Suite("IIO scan layouts")
struct IIOScanLayoutTests {
    func type(_ text: String) throws -> IIOScanType { try IIOScanType(parsing: text) }

    static let xyzTimestamp = [
        IIOScanElement(channel: "in_timestamp", index: 3, type: try! IIOScanType(parsing: "le:s64/64>>0")),
        IIOScanElement(channel: "in_accel_z", index: 2, type: try! IIOScanType(parsing: "le:s16/16>>0")),
        IIOScanElement(channel: "in_accel_x", index: 0, type: try! IIOScanType(parsing: "le:s16/16>>0")),
        IIOScanElement(channel: "in_accel_y", index: 1, type: try! IIOScanType(parsing: "le:s16/16>>0")),
    ]

    @Test("layout: x, y, z as s16 and an s64 timestamp = 2+2+2, 2 bytes of padding, 8 = 16 bytes")
    func layout() throws {
        let layout = IIOScanLayout(Self.xyzTimestamp)
        #expect(layout.scanSize == 16)
        #expect(layout.elements.map(\.channel) == ["in_accel_x", "in_accel_y", "in_accel_z", "in_timestamp"])
        #expect(layout.elements.map(\.offset) == [0, 2, 4, 8])
        #expect(layout.element("in_timestamp")?.offset == 8)
        // Without the timestamp: 6 bytes, no padding.
        var noTimestamp = Self.xyzTimestamp
        noTimestamp[0].isEnabled = false
        #expect(IIOScanLayout(noTimestamp).scanSize == 6 && IIOScanLayout(noTimestamp).element("in_timestamp") == nil)
        // An s8 then an s16: the s16 is aligned to 2, the scan padded to 4. Then s32 x3 + s64: 12 → 16 + 8 = 24.
        let mixed = IIOScanLayout([
            IIOScanElement(channel: "a", index: 0, type: try IIOScanType(parsing: "le:s8/8>>0")),
            IIOScanElement(channel: "b", index: 1, type: try IIOScanType(parsing: "le:s16/16>>0")),
            IIOScanElement(channel: "c", index: 2, type: try IIOScanType(parsing: "le:u8/8>>0")),
        ])
        #expect(mixed.elements.map(\.offset) == [0, 2, 4] && mixed.scanSize == 6)
        let wide = IIOScanLayout(
            ["x", "y", "z"].enumerated().map { IIOScanElement(channel: $1, index: $0, type: try! type("le:s32/32>>0")) }
                + [IIOScanElement(channel: "in_timestamp", index: 3, type: try type("le:s64/64>>0"))])
        #expect(wide.elements.map(\.offset) == [0, 4, 8, 16] && wide.scanSize == 24)
        #expect(IIOScanLayout([]).scanSize == 0)
        // Values of one scan, in scan order.
        var scan: [UInt8] = [0x01, 0x00, 0xFF, 0xFF, 0x00, 0x40, 0, 0]
        scan += withUnsafeBytes(of: Int64(7).littleEndian) { Array($0) }
        #expect(layout.values(in: scan) == [1, -1, 16384, 7])
    }
}
