/// Writes D-Bus values in the wire format, little-endian, with the specification's alignment rules: every value
/// starts at a multiple of its type's alignment, counted from the start of the message, and the gap is zero bytes.
struct DBusWriter {
    private(set) var bytes: [UInt8] = []
    /// Where the message starts relative to `bytes[0]`, for alignment (always 0 here: bodies start 8-aligned).
    let base: Int

    init(base: Int = 0) {
        self.base = base
    }

    mutating func pad(to alignment: Int) {
        let remainder = (base + bytes.count) % alignment
        if remainder != 0 { bytes.append(contentsOf: repeatElement(0, count: alignment - remainder)) }
    }

    mutating func writeByte(_ v: UInt8) { bytes.append(v) }

    mutating func write<T: FixedWidthInteger>(_ v: T) {
        pad(to: MemoryLayout<T>.size)
        withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func writeString(_ s: String) {
        let utf8 = Array(s.utf8)
        write(UInt32(utf8.count))
        bytes.append(contentsOf: utf8)
        bytes.append(0)
    }

    /// Writes a signature; the caller has checked that it is valid, so at most 255 bytes.
    mutating func writeSignature(_ s: String) {
        let utf8 = Array(s.utf8.prefix(255))
        bytes.append(UInt8(utf8.count))
        bytes.append(contentsOf: utf8)
        bytes.append(0)
    }

    /// Writes a value; the caller has checked ``DBusValue/isWellFormed``.
    mutating func write(_ value: DBusValue) throws(DBusWireError) {
        switch value {
        case .byte(let v): writeByte(v)
        case .boolean(let v): write(UInt32(v ? 1 : 0))
        case .int16(let v): write(v)
        case .uint16(let v): write(v)
        case .int32(let v): write(v)
        case .uint32(let v): write(v)
        case .int64(let v): write(v)
        case .uint64(let v): write(v)
        case .double(let v): write(v.bitPattern)
        case .string(let v): writeString(v)
        case .objectPath(let v): writeString(v.rawValue)
        case .signature(let v): writeSignature(v.text)
        case .unixFD(let v): write(v)
        case .array(let element, let elements):
            write(UInt32(0))  // the length, patched below
            let lengthAt = bytes.count - 4
            pad(to: element.alignment)  // the padding before the first element is not part of the length
            let start = bytes.count
            for e in elements { try write(e) }
            let length = bytes.count - start
            guard length <= DBusReader.maximumArrayLength else { throw .arrayTooLong(length) }
            withUnsafeBytes(of: UInt32(length).littleEndian) { raw in
                for i in 0..<4 { bytes[lengthAt + i] = raw[i] }
            }
        case .dictEntry(let key, let value):
            pad(to: 8)
            try write(key)
            try write(value)
        case .structure(let fields):
            pad(to: 8)
            for f in fields { try write(f) }
        case .variant(let inner):
            writeSignature(inner.type.signature)
            try write(inner)
        }
    }
}

/// Reads D-Bus values from a message's bytes in either byte order, checking everything the specification
/// requires of a valid message: bounds, alignment padding, booleans, UTF-8 strings with their NULs, object paths,
/// signatures, array lengths and nesting depth. Every failure is a ``DBusWireError``; nothing traps.
struct DBusReader {
    /// The specification's limits.
    static let maximumArrayLength = 64 * 1024 * 1024
    static let maximumMessageLength = 128 * 1024 * 1024
    static let maximumDepth = 64

    let bytes: [UInt8]
    let bigEndian: Bool
    /// The reading position, counted from the start of the message (alignment is relative to it).
    var offset: Int
    /// Reading stops here (exclusive).
    let end: Int

    init(bytes: [UInt8], bigEndian: Bool, offset: Int = 0, end: Int? = nil) {
        self.bytes = bytes
        self.bigEndian = bigEndian
        self.offset = offset
        self.end = min(end ?? bytes.count, bytes.count)
    }

    mutating func align(to alignment: Int) throws(DBusWireError) {
        let remainder = offset % alignment
        guard remainder != 0 else { return }
        let next = offset + alignment - remainder
        guard next <= end else { throw .truncated(offset: end) }
        for i in offset..<next where bytes[i] != 0 { throw .nonZeroPadding(offset: i) }
        offset = next
    }

    mutating func readByte() throws(DBusWireError) -> UInt8 {
        guard offset < end else { throw .truncated(offset: offset) }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func read<T: FixedWidthInteger>(_: T.Type) throws(DBusWireError) -> T {
        let size = MemoryLayout<T>.size
        try align(to: size)
        guard end - offset >= size else { throw .truncated(offset: offset) }
        var value: T = 0
        for i in 0..<size {
            let b = T(truncatingIfNeeded: bytes[offset + (bigEndian ? i : size - 1 - i)])
            value = (value << 8) | b
        }
        offset += size
        return value
    }

    /// A string of `length` bytes at the current offset followed by a NUL; validated as UTF-8 without NULs.
    private mutating func readStringBytes(length: Int) throws(DBusWireError) -> String {
        guard length >= 0, end - offset > length else { throw .truncated(offset: offset) }
        let start = offset
        let slice = bytes[start..<(start + length)]
        guard bytes[start + length] == 0 else {
            throw .invalidString(offset: start, reason: "no terminating NUL")
        }
        if let nul = slice.firstIndex(of: 0) {
            throw .invalidString(offset: nul, reason: "embedded NUL")
        }
        guard let text = String(validating: slice, as: UTF8.self) else {
            throw .invalidString(offset: start, reason: "not valid UTF-8")
        }
        offset = start + length + 1
        return text
    }

    mutating func readString() throws(DBusWireError) -> String {
        let length = try read(UInt32.self)
        guard length <= UInt32(Self.maximumMessageLength) else { throw .truncated(offset: offset) }
        return try readStringBytes(length: Int(length))
    }

    mutating func readSignatureText() throws(DBusWireError) -> String {
        let length = Int(try readByte())
        return try readStringBytes(length: length)
    }

    mutating func read(_ type: DBusType, depth: Int = 0) throws(DBusWireError) -> DBusValue {
        guard depth <= Self.maximumDepth else { throw .nestingTooDeep(offset: offset) }
        switch type {
        case .byte: return .byte(try readByte())
        case .boolean:
            let v = try read(UInt32.self)
            guard v <= 1 else { throw .invalidBoolean(v) }
            return .boolean(v == 1)
        case .int16: return .int16(try read(Int16.self))
        case .uint16: return .uint16(try read(UInt16.self))
        case .int32: return .int32(try read(Int32.self))
        case .uint32: return .uint32(try read(UInt32.self))
        case .int64: return .int64(try read(Int64.self))
        case .uint64: return .uint64(try read(UInt64.self))
        case .double: return .double(Double(bitPattern: try read(UInt64.self)))
        case .string: return .string(try readString())
        case .objectPath: return .objectPath(try DBusObjectPath(try readString()))
        case .signature: return .signature(try DBusSignature(try readSignatureText()))
        case .unixFD: return .unixFD(try read(UInt32.self))
        case .array(let element):
            let length = Int(try read(UInt32.self))
            guard length <= Self.maximumArrayLength else { throw .arrayTooLong(length) }
            try align(to: element.alignment)
            let stop = offset + length
            guard stop <= end else { throw .truncated(offset: end) }
            var elements: [DBusValue] = []
            while offset < stop {
                elements.append(try read(element, depth: depth + 1))
            }
            guard offset == stop else { throw .arrayLengthMismatch(offset: offset) }
            return .array(element, elements)
        case .dictEntry(let keyType, let valueType):
            try align(to: 8)
            let key = try read(keyType, depth: depth + 1)
            let value = try read(valueType, depth: depth + 1)
            return .dictEntry(key, value)
        case .structure(let fieldTypes):
            try align(to: 8)
            var fields: [DBusValue] = []
            fields.reserveCapacity(fieldTypes.count)
            for t in fieldTypes { fields.append(try read(t, depth: depth + 1)) }
            return .structure(fields)
        case .variant:
            let text = try readSignatureText()
            let inner = try DBusType(signature: text)
            return .variant(try read(inner, depth: depth + 1))
        }
    }
}
