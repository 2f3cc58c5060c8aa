/// Reads the fields of one event line of a recording straight from its UTF-8 bytes: no `Substring`, no array of
/// fields, no allocation.
///
/// The recording readers use it for their event lines only (evemu's `E:` lines, libinput's `- [sec, usec, type,
/// code, value]` records), which are most of a recording. It accepts the usual spelling of a line and nothing
/// else: any method returns `nil` at the first byte it does not expect, and the reader then hands the line to its
/// general path, which reads the rare spellings and reports errors with the line and field, as before.
///
/// Why: the general path split every line into substrings and fields and parsed each field as a `String`, about
/// 2.8 µs and 5 allocations an event; reading the bytes directly takes well under 0.1 µs and allocates nothing.
struct EventLineScanner {
    /// The line's bytes, without its line break.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    var position: Int
    /// One past the line's last byte.
    let end: Int

    /// A scanner over `bytes[start..<end]`, without a final carriage return (CRLF line ends).
    init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        self.bytes = bytes
        position = start
        self.end = end > start && bytes[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
    }

    var isAtEnd: Bool { position == end }

    /// The next byte, if any.
    var next: UInt8? { position < end ? bytes[position] : nil }

    /// Skips spaces (and tabs when `tabs`); the number skipped.
    @discardableResult
    mutating func skipBlanks(tabs: Bool) -> Int {
        let start = position
        while position < end, bytes[position] == UInt8(ascii: " ") || (tabs && bytes[position] == UInt8(ascii: "\t")) {
            position += 1
        }
        return position - start
    }

    /// Consumes `byte` if it is next.
    mutating func take(_ byte: UInt8) -> Bool {
        guard position < end, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// Consumes `text` (ASCII) if it comes next.
    mutating func take(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard end - position >= count else { return false }
        let expected = UnsafeBufferPointer(start: text.utf8Start, count: count)
        for i in 0..<count where bytes[position + i] != expected[i] { return false }
        position += count
        return true
    }

    /// An unsigned decimal number of 1 to 18 digits (so that it cannot overflow); leading zeros are allowed
    /// when `leadingZeros`, otherwise a number of more than one digit must not start with 0.
    mutating func unsignedDecimal(leadingZeros: Bool) -> Int? {
        let start = position
        var value = 0
        while position < end, case let d = bytes[position] &- UInt8(ascii: "0"), d < 10 {
            value = value &* 10 &+ Int(d)
            position += 1
        }
        let digits = position - start
        guard digits > 0, digits <= 18 else { return nil }
        if !leadingZeros, digits > 1, bytes[start] == UInt8(ascii: "0") { return nil }
        return value
    }

    /// A decimal number with an optional minus sign (the magnitude as in ``unsignedDecimal(leadingZeros:)``).
    mutating func signedDecimal(leadingZeros: Bool) -> Int? {
        let negative = take(UInt8(ascii: "-"))
        guard let magnitude = unsignedDecimal(leadingZeros: leadingZeros) else { return nil }
        return negative ? -magnitude : magnitude
    }

    /// A hexadecimal number (either case) up to 0xFFFF, of 1 to 15 digits (leading zeros allowed).
    mutating func hex16() -> UInt16? {
        let start = position
        var value = 0
        while position < end, let d = Self.hexDigit(bytes[position]) {
            guard position - start < 15 else { return nil }
            value = value << 4 | Int(d)
            position += 1
        }
        guard position > start, value <= 0xFFFF else { return nil }
        return UInt16(value)
    }

    /// Whether the rest of the line is printable ASCII (0x20 to 0x7E): in such a line every byte is one
    /// `Character`, so reading bytes and reading `Character`s agree.
    func restIsPrintableASCII() -> Bool {
        var i = position
        while i < end {
            guard bytes[i] >= 0x20, bytes[i] < 0x7F else { return false }
            i += 1
        }
        return true
    }

    private static func hexDigit(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
