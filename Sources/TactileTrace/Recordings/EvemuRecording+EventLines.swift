extension EvemuRecording {
    /// The event of an `E:` line in its usual spelling, read from the line's bytes (`bytes[start..<end]`, without
    /// the line break); `nil` for any other line, or an `E:` line spelled otherwise, which the general path then
    /// reads (and reports, when it is malformed).
    ///
    /// The usual spelling is what `evemu-record` writes and what ``text(comments:)`` writes:
    /// `E: <digits>.<digits> <hex> <hex> [-]<digits>`, blanks (spaces or tabs) between the fields, then nothing
    /// or a `#` comment of printable ASCII. For such a line the general path finds the same four fields and the
    /// same numbers. Anything else (a plus sign, a number too long to be read here without overflow, a
    /// value out of range, other characters) is left to it.
    ///
    /// Why: reading these lines as `Substring`s split into fields cost about 2.8 µs and 5 allocations an event
    /// (evemu's 3M recording), most of a replay; reading the bytes takes a few tens of nanoseconds and
    /// allocates nothing.
    static func eventLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> LinuxInputEvent? {
        var s = EventLineScanner(bytes, from: start, to: end)
        guard s.take("E:") else { return nil }
        s.skipBlanks(tabs: true)
        guard let seconds = s.unsignedDecimal(leadingZeros: true), s.take(UInt8(ascii: ".")),
            let microseconds = s.unsignedDecimal(leadingZeros: true), s.skipBlanks(tabs: true) > 0,
            let type = s.hex16(), s.skipBlanks(tabs: true) > 0,
            let code = s.hex16(), s.skipBlanks(tabs: true) > 0,
            let value = s.signedDecimal(leadingZeros: true), let value32 = Int32(exactly: value)
        else { return nil }
        s.skipBlanks(tabs: true)
        guard s.isAtEnd || (s.next == UInt8(ascii: "#") && s.restIsPrintableASCII()) else { return nil }
        return LinuxInputEvent(
            seconds: Int64(seconds), microseconds: Int64(microseconds), type: type, code: code, value: value32)
    }
}
