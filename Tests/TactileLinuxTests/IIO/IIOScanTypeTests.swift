import Tactile
import TactileLinux
import Testing

@Suite("IIO scan types")
struct IIOScanTypeTests {
    func type(_ text: String) throws -> IIOScanType { try IIOScanType(parsing: text) }

    func integer(_ text: String, _ bytes: [UInt8], at offset: Int = 0, repetition: Int = 0) throws -> Int64 {
        let t = try type(text)
        return bytes.withUnsafeBytes { t.integer(in: $0, at: offset, repetition: repetition) }
    }

    func value(_ text: String, _ bytes: [UInt8]) throws -> Double {
        let t = try type(text)
        return bytes.withUnsafeBytes { t.value(in: $0, at: 0) }
    }

    @Test("type strings parse: endianness, sign, bits, storage, repeat, shift; the kernel's spelling round-trips")
    func parsing() throws {
        let a = try type("le:s16/16>>0\n")
        #expect(a.endianness == .little && a.format == .signed && a.bits == 16 && a.storageBits == 16)
        #expect(a.repeatCount == 1 && a.shift == 0 && a.size == 2 && a.description == "le:s16/16>>0")
        let b = try type("be:u12/16>>4")
        #expect(b.endianness == .big && b.format == .unsigned && b.bits == 12 && b.shift == 4)
        #expect(b.description == "be:u12/16>>4")
        let c = try type("le:s32/32X4>>0")
        #expect(c.repeatCount == 4 && c.size == 16 && c.description == "le:s32/32X4>>0")
        let d = try type("be:s16/16")  // no shift: allowed by the brackets of the format
        #expect(d.shift == 0 && d.description == "be:s16/16>>0")
        #expect(try type("le:s64/64>>0").size == 8)
        #expect(try type("le:f32/32>>0").format == .float)
        #expect(try IIOScanType(format: .signed, bits: 12, storageBits: 16, shift: 4).description == "le:s12/16>>4")
    }

    @Test("decoding: byte order, shift, mask and sign extension")
    func decoding() throws {
        #expect(try integer("le:s16/16>>0", [0x00, 0x40]) == 16384)
        #expect(try integer("le:s16/16>>0", [0x00, 0x80]) == -32768)
        #expect(try integer("le:u16/16>>0", [0x00, 0x80]) == 32768)
        #expect(try integer("be:s16/16>>0", [0xC0, 0x00]) == -16384)
        // 12 bits in the top of a big-endian word: 0xABC5 >> 4 = 0xABC.
        #expect(try integer("be:u12/16>>4", [0xAB, 0xC5]) == 0xABC)
        #expect(try integer("be:s12/16>>4", [0xFF, 0xF0]) == -1)
        #expect(try integer("be:s12/16>>4", [0x7F, 0xF5]) == 2047)
        // Little-endian 0x8010 >> 4 = 0x801, a negative 12-bit value: 0x801 − 0x1000.
        #expect(try integer("le:s12/16>>4", [0x10, 0x80]) == -2047)
        // Bits above `bits` are masked off before sign extension: 0xF123 keeps 0x123 as 12 bits, positive.
        #expect(try integer("le:s12/16>>0", [0x23, 0xF1]) == 0x123)
        #expect(try integer("le:s8/8>>0", [0xFF]) == -1)
        #expect(try integer("le:u8/8>>0", [0xFF]) == 255)
        #expect(try integer("be:s24/32>>8", [0xFF, 0xFF, 0xFE, 0x00]) == -2)
        #expect(try integer("le:s32/32>>0", [0xFE, 0xFF, 0xFF, 0xFF]) == -2)
        let ns: Int64 = 1_234_567_890_123
        #expect(try integer("le:s64/64>>0", withUnsafeBytes(of: ns.littleEndian) { Array($0) }) == ns)
        #expect(try integer("be:s64/64>>0", withUnsafeBytes(of: ns.bigEndian) { Array($0) }) == ns)
        #expect(try value("le:u64/64>>0", Array(repeating: 0xFF, count: 8)) == Double(UInt64.max))
        // Repeats follow each other, each its storage size.
        let repeated: [UInt8] = [1, 0, 0, 0, 2, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 4, 0, 0, 0]
        #expect(try (0..<4).map { try integer("le:s32/32X4>>0", repeated, repetition: $0) } == [1, 2, -1, 4])
        // Floats (newer kernels).
        #expect(try value("le:f32/32>>0", withUnsafeBytes(of: Float(1.5).bitPattern.littleEndian) { Array($0) }) == 1.5)
        #expect(try value("be:f64/64>>0", withUnsafeBytes(of: (-2.25).bitPattern.bigEndian) { Array($0) }) == -2.25)
        #expect(try value("le:f16/16>>0", [0x00, 0x3E]) == 1.5)  // half 0x3E00
        #expect(try value("le:f16/16>>0", [0x00, 0xC0]) == -2)  // half 0xC000
        // Reading past the end gives zero, never a crash.
        #expect(try integer("le:s32/32>>0", [1, 2]) == 0)
        #expect(try integer("le:s16/16>>0", [1, 2], at: -1) == 0)
    }

    @Test("bad type strings are typed errors with the position and what was expected")
    func badStrings() {
        func error(_ text: String) -> IIOScanTypeError? {
            do {
                _ = try IIOScanType(parsing: text)
                return nil
            } catch {
                return error
            }
        }
        #expect(error("")?.reason == .syntax(position: 0, expected: "\"le\" or \"be\""))
        #expect(error("xe:s16/16>>0")?.reason == .syntax(position: 0, expected: "\"le\" or \"be\""))
        #expect(error("le-s16/16>>0")?.reason == .syntax(position: 2, expected: "\":\""))
        #expect(error("le:q16/16>>0")?.reason == .syntax(position: 3, expected: "\"s\", \"u\" or \"f\""))
        #expect(error("le:s/16>>0")?.reason == .syntax(position: 4, expected: "the number of value bits"))
        #expect(error("le:s16")?.reason == .syntax(position: 6, expected: "\"/\""))
        #expect(error("le:s16/>>0")?.reason == .syntax(position: 7, expected: "the number of storage bits"))
        #expect(error("le:s16/16X>>0")?.reason == .syntax(position: 10, expected: "a repeat count"))
        #expect(error("le:s16/16>>")?.reason == .syntax(position: 11, expected: "a shift"))
        #expect(error("le:s16/16>>0 junk")?.reason == .syntax(position: 12, expected: "the end"))
        #expect(error("le:s16/16>>-1")?.reason == .syntax(position: 11, expected: "a shift"))
        #expect(error("le:s16/12>>0")?.reason == .storageBits(12))
        #expect(error("le:s16/128>>0")?.reason == .storageBits(128))
        #expect(error("le:s17/16>>0")?.reason == .bits(bits: 17, shift: 0, storageBits: 16))
        #expect(error("le:s12/16>>5")?.reason == .bits(bits: 12, shift: 5, storageBits: 16))
        #expect(error("le:s0/16>>0")?.reason == .bits(bits: 0, shift: 0, storageBits: 16))
        #expect(error("le:s16/16X0>>0")?.reason == .repeatCount(0))
        #expect(error("le:f12/16>>0")?.reason == .floatBits(12))
        let e = error("le:s17/16>>0")
        #expect(e?.text == "le:s17/16>>0")
        #expect(e?.description.contains("expected 1 to 16 value bits") == true)
        #expect(throws: IIOScanTypeError(text: "le:s8/8>>1", reason: .bits(bits: 8, shift: 1, storageBits: 8))) {
            try IIOScanType(format: .signed, bits: 8, storageBits: 8, shift: 1)
        }
    }
}
