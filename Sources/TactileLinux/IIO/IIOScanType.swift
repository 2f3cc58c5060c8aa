/// How one channel's value is stored in a buffered scan: the `scan_elements/*_type` attribute of the kernel's IIO
/// ABI (`Documentation/ABI/testing/sysfs-bus-iio`), `[be|le]:[s|u|f]bits/storagebits[Xrepeat][>>shift]`.
///
/// No Core Motion counterpart. Examples: `le:s16/16>>0` (a little-endian signed 16-bit value), `be:u12/16>>4` (12
/// bits in the top of a big-endian 16-bit word), `le:s64/64>>0` (the timestamp), `le:s32/32X4>>0` (four
/// repeated values). Decoding reads `storageBits` with the stated byte order, shifts right by `shift`, keeps the low
/// `bits` and sign-extends them for `s`; `f` reads an IEEE float of `bits` bits (newer kernels).
///
/// Decoding does no allocation and no Foundation work, so it runs once per channel per scan on the reader thread.
public struct IIOScanType: Sendable, Hashable, CustomStringConvertible {
    /// The byte order of the storage word (no Core Motion counterpart).
    public enum Endianness: Sendable, Hashable {
        /// `le`.
        case little
        /// `be`.
        case big
    }

    /// How the bits are read (no Core Motion counterpart).
    public enum Format: Sendable, Hashable {
        /// `s`: two's complement, sign-extended from `bits`.
        case signed
        /// `u`: unsigned.
        case unsigned
        /// `f`: an IEEE 754 float of `bits` bits (16, 32 or 64).
        case float
    }

    /// The byte order.
    public let endianness: Endianness
    /// Signed, unsigned or float.
    public let format: Format
    /// The number of bits that hold the value (`realbits`).
    public let bits: Int
    /// The size of the storage word in bits: 8, 16, 32 or 64.
    public let storageBits: Int
    /// How many values of this type follow each other (1 unless the string has `X`).
    public let repeatCount: Int
    /// How far to shift the storage word right before masking.
    public let shift: Int

    /// Creates a type, checking that it can be decoded.
    ///
    /// - Throws: ``IIOScanTypeError`` when the storage is not 8, 16, 32 or 64 bits, the value bits and shift do not
    ///   fit in it, the repeat count is zero, or a float is not 16, 32 or 64 bits.
    public init(
        endianness: Endianness = .little, format: Format, bits: Int, storageBits: Int, repeatCount: Int = 1,
        shift: Int = 0
    ) throws(IIOScanTypeError) {
        self.endianness = endianness
        self.format = format
        self.bits = bits
        self.storageBits = storageBits
        self.repeatCount = repeatCount
        self.shift = shift
        if let reason = validate() { throw IIOScanTypeError(text: description, reason: reason) }
    }

    /// Parses a type string as the kernel prints it; surrounding blanks and the trailing newline are ignored.
    ///
    /// - Throws: ``IIOScanTypeError`` with the position of the first character that does not fit the grammar, or
    ///   the reason the type cannot be decoded.
    public init(parsing text: String) throws(IIOScanTypeError) {
        let shown = Sysfs.trimmed(text)
        var p = Parser(Array(shown.utf8))
        func fail(_ expected: String) -> IIOScanTypeError {
            IIOScanTypeError(text: shown, reason: .syntax(position: p.position, expected: expected))
        }
        let endianness: Endianness
        if p.take("le") {
            endianness = .little
        } else if p.take("be") {
            endianness = .big
        } else {
            throw fail("\"le\" or \"be\"")
        }
        guard p.take(":") else { throw fail("\":\"") }
        let format: Format
        if p.take("s") {
            format = .signed
        } else if p.take("u") {
            format = .unsigned
        } else if p.take("f") {
            format = .float
        } else {
            throw fail("\"s\", \"u\" or \"f\"")
        }
        guard let bits = p.number() else { throw fail("the number of value bits") }
        guard p.take("/") else { throw fail("\"/\"") }
        guard let storage = p.number() else { throw fail("the number of storage bits") }
        var repeatCount = 1
        if p.take("X") {
            guard let count = p.number() else { throw fail("a repeat count") }
            repeatCount = count
        }
        var shift = 0
        if p.take(">>") {
            guard let value = p.number() else { throw fail("a shift") }
            shift = value
        }
        guard p.atEnd else { throw fail("the end") }
        self.endianness = endianness
        self.format = format
        self.bits = bits
        self.storageBits = storage
        self.repeatCount = repeatCount
        self.shift = shift
        if let reason = validate() { throw IIOScanTypeError(text: shown, reason: reason) }
    }

    private func validate() -> IIOScanTypeError.Reason? {
        guard [8, 16, 32, 64].contains(storageBits) else { return .storageBits(storageBits) }
        guard bits >= 1, shift >= 0, bits <= storageBits, shift <= storageBits - bits else {
            return .bits(bits: bits, shift: shift, storageBits: storageBits)
        }
        guard repeatCount >= 1, repeatCount <= 1 << 16 else { return .repeatCount(repeatCount) }
        if format == .float && ![16, 32, 64].contains(bits) { return .floatBits(bits) }
        return nil
    }

    /// The string as the kernel prints it, e.g. `le:s16/16>>0`.
    public var description: String {
        let e = endianness == .little ? "le" : "be"
        let s = format == .signed ? "s" : format == .unsigned ? "u" : "f"
        let r = repeatCount > 1 ? "X\(repeatCount)" : ""
        return "\(e):\(s)\(bits)/\(storageBits)\(r)>>\(shift)"
    }

    /// The size of one storage word in bytes.
    public var storageBytes: Int { storageBits / 8 }

    /// The size of the whole element in a scan, repeats included, in bytes: also its alignment.
    public var size: Int { storageBytes * repeatCount }

    /// The value at byte `offset` of `scan` (repeat `repetition`) as an integer: sign-extended for signed types,
    /// zero-extended for unsigned ones (an unsigned 64-bit value above `Int64.max` comes back as its bit pattern),
    /// truncated towards zero for floats. Bytes beyond the end of `scan` read as zero.
    public func integer(in scan: UnsafeRawBufferPointer, at offset: Int, repetition: Int = 0) -> Int64 {
        let word = extracted(scan, offset + repetition * storageBytes)
        switch format {
        case .signed:
            let unused = 64 - bits
            return Int64(bitPattern: word << UInt64(unused)) >> Int64(unused)
        case .unsigned:
            return Int64(bitPattern: word)
        case .float:
            let value = Self.float(word, bits: bits)
            guard value.isFinite, value > -9.2e18, value < 9.2e18 else { return 0 }
            return Int64(value)
        }
    }

    /// The value at byte `offset` of `scan` (repeat `repetition`) as a `Double`, before any scale or offset.
    /// Bytes beyond the end of `scan` read as zero.
    public func value(in scan: UnsafeRawBufferPointer, at offset: Int, repetition: Int = 0) -> Double {
        let word = extracted(scan, offset + repetition * storageBytes)
        switch format {
        case .signed:
            let unused = 64 - bits
            return Double(Int64(bitPattern: word << UInt64(unused)) >> Int64(unused))
        case .unsigned:
            return Double(word)
        case .float:
            return Self.float(word, bits: bits)
        }
    }

    /// The storage word at `offset`, shifted and masked to `bits`.
    @inline(__always)
    private func extracted(_ scan: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        guard offset >= 0, offset + storageBytes <= scan.count else { return 0 }
        let raw: UInt64
        let little = endianness == .little
        switch storageBits {
        case 8:
            raw = UInt64(scan[offset])
        case 16:
            let v = scan.loadUnaligned(fromByteOffset: offset, as: UInt16.self)
            raw = UInt64(little ? UInt16(littleEndian: v) : UInt16(bigEndian: v))
        case 32:
            let v = scan.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
            raw = UInt64(little ? UInt32(littleEndian: v) : UInt32(bigEndian: v))
        default:
            let v = scan.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            raw = little ? UInt64(littleEndian: v) : UInt64(bigEndian: v)
        }
        let shifted = raw >> UInt64(shift)
        return bits >= 64 ? shifted : shifted & ((1 << UInt64(bits)) - 1)
    }

    /// An IEEE float of 16, 32 or 64 bits from its bit pattern.
    private static func float(_ word: UInt64, bits: Int) -> Double {
        switch bits {
        case 64:
            return Double(bitPattern: word)
        case 32:
            return Double(Float(bitPattern: UInt32(truncatingIfNeeded: word)))
        default:  // 16: sign, 5 exponent bits, 10 fraction bits
            let sign: Double = word & 0x8000 != 0 ? -1 : 1
            let exponent = Int((word >> 10) & 0x1F)
            let fraction = Double(word & 0x3FF)
            switch exponent {
            case 0: return sign * fraction * 0x1p-24
            case 31: return fraction == 0 ? sign * .infinity : .nan
            default: return sign * (1 + fraction / 1024) * Double(sign: .plus, exponent: exponent - 15, significand: 1)
            }
        }
    }

    /// A cursor over the type string's bytes.
    private struct Parser {
        let bytes: [UInt8]
        var position = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
        var atEnd: Bool { position == bytes.count }

        mutating func take(_ literal: StaticString) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard position + count <= bytes.count else { return false }
            let matches = literal.withUTF8Buffer { Array($0) == Array(bytes[position..<(position + count)]) }
            if matches { position += count }
            return matches
        }

        /// A decimal number of at most 6 digits.
        mutating func number() -> Int? {
            var value = 0, digits = 0
            while position < bytes.count, bytes[position] >= 48, bytes[position] <= 57, digits < 6 {
                value = value * 10 + Int(bytes[position] - 48)
                position += 1
                digits += 1
            }
            return digits > 0 ? value : nil
        }
    }
}
