import Foundation
import Tactile

/// An evemu recording: a device description and, optionally, its events (versions 1.1 to 1.3).
///
/// No UIKit counterpart. The format (from evemu 2.x): `# EVEMU 1.3` version line, other `#` lines are comments;
/// `N:` name, `I:` bus/vendor/product/version (hex), `P:` property bytes (hex), `B:` event type and code bitmask
/// bytes (hex), `A:` absolute axis code (hex) with min, max, fuzz, flat and (1.2+) resolution, `L:`/`S:` LED and
/// switch states (ignored), and `E: sec.usec type code value` events (type and code hex, value decimal, possibly
/// negative, optionally followed by a `# comment`).
public struct EvemuRecording: Sendable, Equatable {
    /// One absolute axis (`struct input_absinfo` from `linux/input.h`, minus the current value; no UIKit counterpart).
    public struct AbsInfo: Sendable, Equatable {
        /// Smallest value.
        public var minimum: Int32
        /// Largest value.
        public var maximum: Int32
        /// Noise filter.
        public var fuzz: Int32
        /// Dead zone.
        public var flat: Int32
        /// Units per millimetre (0 when unknown).
        public var resolution: Int32
        /// Creates an axis description.
        public init(minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0) {
            self.minimum = minimum
            self.maximum = maximum
            self.fuzz = fuzz
            self.flat = flat
            self.resolution = resolution
        }
    }

    /// The format version, such as (1, 3); `nil` when the file has no version line.
    public var version: (major: Int, minor: Int)?
    /// The device name.
    public var name: String = ""
    /// Bus, vendor, product and version.
    public var id: (bus: UInt16, vendor: UInt16, product: UInt16, version: UInt16) = (0, 0, 0, 0)
    /// The input properties set (`INPUT_PROP_DIRECT` = 1, …).
    public var properties: Set<Int> = []
    /// The event codes supported, by event type.
    public var codes: [UInt16: Set<UInt16>] = [:]
    /// The absolute axes, by code.
    public var absInfo: [UInt16: AbsInfo] = [:]
    /// The events, in order.
    public var events: [LinuxInputEvent] = []

    /// Creates an empty recording.
    public init() {}

    public static func == (a: EvemuRecording, b: EvemuRecording) -> Bool {
        a.version?.major == b.version?.major && a.version?.minor == b.version?.minor && a.name == b.name
            && a.id == b.id && a.properties == b.properties && a.codes == b.codes && a.absInfo == b.absInfo
            && a.events == b.events
    }

    /// Whether the device reports multitouch slots (`ABS_MT_SLOT`) or at least multitouch positions.
    public var isMultitouch: Bool { absInfo[EvdevCode.absMTPositionX] != nil }

    /// Parses a recording's text. `file` names it in errors.
    ///
    /// - Throws: `FileParseError` with the line and field of the first malformed line. Lines of unknown kinds
    ///   are ignored, as evemu does.
    public static func parse(_ text: String, file: String = "<memory>") throws -> EvemuRecording {
        var text = text
        text.makeContiguousUTF8()  // a no-op for a native string: its bytes are read in place
        return try parse(text, file: file, readingEventLinesDirectly: true)
    }

    /// Parses a recording's text; with `readingEventLinesDirectly` false, every line takes the general path.
    static func parse(_ text: String, file: String, readingEventLinesDirectly: Bool) throws -> EvemuRecording {
        let direct = readingEventLinesDirectly
        let contiguous = try text.utf8.withContiguousStorageIfAvailable {
            try parse(text, bytes: $0, file: file, readingEventLinesDirectly: direct)
        }
        if let contiguous { return contiguous }
        return try Array(text.utf8).withUnsafeBufferPointer {
            try parse(text, bytes: $0, file: file, readingEventLinesDirectly: direct)
        }
    }

    /// Parses `text`, whose UTF-8 bytes are `bytes`.
    private static func parse(
        _ text: String, bytes: UnsafeBufferPointer<UInt8>, file: String, readingEventLinesDirectly: Bool
    ) throws -> EvemuRecording {
        var r = EvemuRecording()
        var lineNumber = 0
        var start = 0
        // Lines are split on the byte 0x0A, not on Characters: in Swift "\r\n" is one Character, so splitting
        // Characters on "\n" would read a CRLF file as a single line (a comment) and silently yield nothing.
        // Like `split(separator:omittingEmptySubsequences: false)`, text after the last line break is a line
        // (an empty one when the text ends with a line break).
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            lineNumber += 1
            // Event lines, most of a recording, are read from the bytes (`EventLineScanner`); the general path
            // below reads any other line, and an event line the scanner does not accept, and reports errors.
            if readingEventLinesDirectly, let event = eventLine(bytes, from: start, to: end) {
                r.events.append(event)
            } else {
                let utf8 = text.utf8
                let lower = utf8.index(utf8.startIndex, offsetBy: start), upper = utf8.index(lower, offsetBy: end - start)
                try read(Substring(utf8[lower..<upper]), into: &r, lineNumber: lineNumber, file: file)
            }
            start = end + 1
        }
        return r
    }

    /// Reads one line (without its line break) into `r`.
    private static func read(_ raw: Substring, into r: inout EvemuRecording, lineNumber: Int, file: String) throws {
        var line = raw
        if line.hasSuffix("\r") { line = line.dropLast() }
        func fail(_ field: String, _ expected: String, _ found: Substring) -> FileParseError {
            FileParseError(
                file: file, line: lineNumber, field: field, expected: expected, found: String(found))
        }
        if line.hasPrefix("#") {
            let t = line.dropFirst().trimmingCharacters(in: .whitespaces)
            if t.hasPrefix("EVEMU ") {
                let parts = t.dropFirst(6).split(separator: ".")
                guard parts.count == 2, let major = Int(parts[0]), let minor = Int(parts[1]) else {
                    throw fail("version", "\"# EVEMU <major>.<minor>\"", line)
                }
                r.version = (major, minor)
            }
            return
        }
        guard line.count >= 2, line.dropFirst().first == ":" else { return }
        let kind = line.first!
        // Strip a trailing comment.
        var body = line.dropFirst(2)
        if let hash = body.firstIndex(of: "#") { body = body[..<hash] }
        let fields = body.split(whereSeparator: { $0 == " " || $0 == "\t" })
        switch kind {
        case "N":
            r.name = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
        case "I":
            let v = fields.compactMap { UInt16($0, radix: 16) }
            guard v.count == 4, fields.count == 4 else { throw fail("I: id", "four hex numbers", body) }
            r.id = (v[0], v[1], v[2], v[3])
        case "P":
            for (i, f) in fields.enumerated() {
                guard let byte = UInt8(f, radix: 16) else { throw fail("P: properties", "hex bytes", f) }
                for bit in 0..<8 where byte & (1 << bit) != 0 {
                    r.properties.insert(r.propertyOffset + i * 8 + bit)
                }
            }
            r.propertyOffset += fields.count * 8
        case "B":
            guard let typeField = fields.first, let type = UInt16(typeField, radix: 16) else {
                throw fail("B: type", "a hex event type", body)
            }
            let offset = r.bitmaskOffsets[type, default: 0]
            for (i, f) in fields.dropFirst().enumerated() {
                guard let byte = UInt8(f, radix: 16) else { throw fail("B: bitmask", "hex bytes", f) }
                for bit in 0..<8 where byte & (1 << bit) != 0 {
                    r.codes[type, default: []].insert(UInt16(offset + i * 8 + bit))
                }
            }
            r.bitmaskOffsets[type] = offset + (fields.count - 1) * 8
        case "A":
            guard fields.count >= 5, let code = UInt16(fields[0], radix: 16) else {
                throw fail("A: axis", "<hex code> <min> <max> <fuzz> <flat> [<resolution>]", body)
            }
            let numbers = fields.dropFirst().map { Int32($0) }
            guard numbers.allSatisfy({ $0 != nil }) else {
                throw fail("A: axis", "decimal min, max, fuzz, flat and resolution", body)
            }
            let n = numbers.map { $0! }
            r.absInfo[code] = AbsInfo(
                minimum: n[0], maximum: n[1], fuzz: n[2], flat: n[3], resolution: n.count > 4 ? n[4] : 0)
        case "E":
            guard fields.count == 4 else { throw fail("E: event", "<sec>.<usec> <type> <code> <value>", body) }
            let time = fields[0].split(separator: ".")
            guard time.count == 2, let sec = Int64(time[0]), let usec = Int64(time[1]) else {
                throw fail("E: time", "<seconds>.<microseconds>", fields[0])
            }
            guard let type = UInt16(fields[1], radix: 16) else { throw fail("E: type", "hex type", fields[1]) }
            guard let code = UInt16(fields[2], radix: 16) else { throw fail("E: code", "hex code", fields[2]) }
            guard let value = Int32(fields[3]) else { throw fail("E: value", "a decimal value", fields[3]) }
            r.events.append(
                LinuxInputEvent(seconds: sec, microseconds: usec, type: type, code: code, value: value))
        default:
            return  // L:, S: and unknown kinds
        }
    }

    /// Parses the recording in `url`.
    ///
    /// - Throws: `FileAccessError` when the file cannot be read (missing, a directory, no permission), or
    ///   `FileParseError` naming the line that is not evemu's format.
    public static func load(_ url: URL) throws -> EvemuRecording {
        try parse(FileAccess.readText(url.path, expected: "an evemu recording"), file: url.lastPathComponent)
    }

    // Parsing state for multi-line bitmasks.
    private var propertyOffset = 0
    private var bitmaskOffsets: [UInt16: Int] = [:]
}

extension EvemuRecording {
    /// A recording made of a device description (an evemu `.desc` file or any evemu header) and a raw binary
    /// stream of `struct input_event` records, as read from `/dev/input/event*`.
    ///
    /// - Throws: `FileParseError` for a bad description, or a `FileParseError` naming the byte offset
    ///   when the stream does not end on a 24-byte record boundary.
    public static func fromBinary(
        _ bytes: [UInt8], description: String, file: String = "<binary>"
    ) throws -> EvemuRecording {
        var r = try parse(description, file: file + " (description)")
        do {
            r.events = try LinuxInputEvent.decode(bytes)
        } catch LinuxInputDecodingError.truncatedRecord(let offset, let remaining) {
            throw FileParseError(
                file: file, line: 0, field: "byte \(offset)", expected: "a 24-byte input_event record",
                found: "\(remaining) trailing bytes")
        }
        return r
    }
}
