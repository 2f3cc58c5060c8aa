import Testing
import TactileTrace

@Suite("Linux input_event decoding")
struct LinuxInputEventTests {
    /// Encodes one 24-byte little-endian record, as the kernel writes it on 64-bit Linux.
    func record(sec: Int64, usec: Int64, type: UInt16, code: UInt16, value: Int32) -> [UInt8] {
        func le<T: FixedWidthInteger>(_ v: T) -> [UInt8] { withUnsafeBytes(of: v.littleEndian) { Array($0) } }
        return le(sec) + le(usec) + le(type) + le(code) + le(value)
    }

    @Test("records decode field by field, with negative values and timestamps in seconds")
    func decodesRecords() throws {
        let bytes = record(sec: 12, usec: 500_000, type: 3, code: 0x35, value: 1234)
            + record(sec: 12, usec: 500_001, type: 3, code: 0x39, value: -1)
            + record(sec: 12, usec: 500_002, type: 0, code: 0, value: 0)
        let events = try LinuxInputEvent.decode(bytes)
        #expect(events.count == 3)
        #expect(events[0] == LinuxInputEvent(seconds: 12, microseconds: 500_000, type: 3, code: 0x35, value: 1234))
        #expect(events[1].value == -1)
        #expect(events[1].code == 0x39)
        #expect(abs(events[0].timestamp - 12.5) < 1e-9)
    }

    @Test("a stream that stops inside a record is rejected with the offset of the broken record")
    func truncated() {
        let bytes = record(sec: 1, usec: 0, type: 1, code: 2, value: 3) + [0, 1, 2]
        #expect(throws: LinuxInputDecodingError.truncatedRecord(offset: 24, remaining: 3)) {
            try LinuxInputEvent.decode(bytes)
        }
        #expect("\(LinuxInputDecodingError.truncatedRecord(offset: 24, remaining: 3))".contains("byte 24"))
    }
}
