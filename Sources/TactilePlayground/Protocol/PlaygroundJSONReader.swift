import Foundation

/// Reads JSON text (RFC 8259) into a ``PlaygroundJSON`` tree in one pass over its UTF-8 bytes (no UIKit
/// counterpart).
///
/// The playground's own reader rather than `JSONDecoder`: a page sends a `pointers` frame every animation frame,
/// and reading it through `Decodable` tried each kind of value in turn, throwing an error for each miss. It is
/// strict: one value, surrounded by nothing but JSON's whitespace; no `NaN`, `Infinity`, comments, trailing commas
/// or single quotes; control characters in strings only escaped; `\u` escapes of UTF-16 surrogates only in pairs;
/// numbers as JSON writes them (no leading zeros, `+` or bare `.`). A number `Double` cannot hold (`1e309`, or
/// `1e-400`, which would round to zero) reads as ``PlaygroundJSON/outOfRangeNumber(_:)`` with its text. A key given
/// twice keeps its last value, as `JSONDecoder` does.
struct PlaygroundJSONReader {
    /// Why the text is not JSON: the byte offset and what was expected there.
    struct Failure: Error, Equatable {
        var offset: Int
        var expected: String
    }

    /// The text's UTF-8 bytes, valid while ``read(_:maximumDepth:)`` runs. A pointer rather than an array: in a
    /// debug build (the fuzz targets'), every array subscript was a call into the standard library, and reading a
    /// frame cost several times as much.
    private let bytes: UnsafePointer<UInt8>
    private let count: Int
    private var index = 0
    private let maximumDepth: Int

    /// Reads `text`, whose objects and lists nest at most `maximumDepth` deep.
    static func read(_ text: String, maximumDepth: Int = PlaygroundLimits.maximumNesting) throws(Failure) -> PlaygroundJSON {
        var text = text
        let result = text.withUTF8 { utf8 -> Result<PlaygroundJSON, Failure> in
            guard let start = utf8.baseAddress, !utf8.isEmpty else { return .failure(Failure(offset: 0, expected: "a value")) }
            var reader = PlaygroundJSONReader(bytes: start, count: utf8.count, maximumDepth: maximumDepth)
            return Result { () throws(Failure) in try reader.document() }
        }
        return try result.get()
    }

    /// The nesting depth of objects and lists in `text` once it goes beyond `limit` (strings skipped, nothing else
    /// checked), or `nil` when it never does: a check before ``read(_:maximumDepth:)``, whose recursion a deep
    /// enough text would take beyond the stack.
    static func nesting(beyond limit: Int, in text: String) -> Int? {
        var text = text
        return text.withUTF8 { utf8 -> Int? in
            guard let bytes = utf8.baseAddress else { return nil }
            var depth = 0, inString = false, escaped = false
            var i = 0
            while i < utf8.count {
                let byte = bytes[i]
                i += 1
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    if depth > limit { return depth }
                case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                default: break
                }
            }
            return nil
        }
    }

    private init(bytes: UnsafePointer<UInt8>, count: Int, maximumDepth: Int) {
        self.bytes = bytes
        self.count = count
        self.maximumDepth = maximumDepth
    }

    /// One value, surrounded by nothing but whitespace.
    private mutating func document() throws(Failure) -> PlaygroundJSON {
        skipWhitespace()
        let value = try value(depth: 0)
        skipWhitespace()
        guard index == count else { throw failure("the end of the text") }
        return value
    }

    private func failure(_ expected: String) -> Failure { Failure(offset: index, expected: expected) }

    /// The byte at the reading position, or 0 at the end of the text. No byte 0 is valid where this is read (outside
    /// strings, or where a string's escape or end is expected), so the two need not be told apart there.
    private var current: UInt8 { index < count ? bytes[index] : 0 }

    /// The text of the bytes from `start` up to `end`.
    private func text(from start: Int, to end: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: bytes + start, count: end - start), as: UTF8.self)
    }

    private mutating func skipWhitespace() {
        while index < count {
            let byte = bytes[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    private mutating func value(depth: Int) throws(Failure) -> PlaygroundJSON {
        switch current {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("a value")
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let length = word.utf8CodeUnitCount
        guard index + length <= count, memcmp(bytes + index, word.utf8Start, length) == 0 else { throw failure("a value") }
        index += length
    }

    private mutating func object(depth: Int) throws(Failure) -> PlaygroundJSON {
        guard depth <= maximumDepth else { throw failure("objects and lists nested at most \(maximumDepth) deep") }
        index += 1
        var members: [String: PlaygroundJSON] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            guard current == UInt8(ascii: "\"") else { throw failure("a string key") }
            let key = try string()
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("a colon after a key") }
            index += 1
            skipWhitespace()
            members[key] = try value(depth: depth)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default:
                throw failure("a comma or the end of an object")
            }
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> PlaygroundJSON {
        guard depth <= maximumDepth else { throw failure("objects and lists nested at most \(maximumDepth) deep") }
        index += 1
        var elements: [PlaygroundJSON] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try value(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default:
                throw failure("a comma or the end of a list")
            }
        }
    }

    /// A string, from its opening quote to past its closing one.
    private mutating func string() throws(Failure) -> String {
        index += 1
        let start = index
        // Most strings have no escape: their bytes are the string.
        while index < count {
            let byte = bytes[index]
            guard byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 else { break }
            index += 1
        }
        if index < count && bytes[index] == UInt8(ascii: "\"") {
            index += 1
            return text(from: start, to: index - 1)
        }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text(from: start, to: index).unicodeScalars)
        var run = index
        func flush(_ end: Int) {
            if end > run { scalars.append(contentsOf: text(from: run, to: end).unicodeScalars) }
        }
        while true {
            guard index < count else { throw failure("the end of a string") }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                flush(index)
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(index)
                index += 1
                scalars.append(try escape())
                run = index
            case 0..<0x20:
                throw failure("a control character escaped in a string")
            default:
                index += 1
            }
        }
    }

    /// The character an escape stands for, from past its backslash to past its last character.
    private mutating func escape() throws(Failure) -> Unicode.Scalar {
        guard index < count else { throw failure("an escape") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexadecimalUnit()
            switch unit {
            case 0xD800...0xDBFF:
                guard current == UInt8(ascii: "\\"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw failure("the low surrogate after a high surrogate")
                }
                index += 2
                let low = try hexadecimalUnit()
                guard (0xDC00...0xDFFF).contains(low) else { throw failure("a low surrogate") }
                let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                guard let scalar = Unicode.Scalar(value) else { throw failure("a character") }
                return scalar
            case 0xDC00...0xDFFF:
                index -= 6
                throw failure("a high surrogate before a low one")
            default:
                guard let scalar = Unicode.Scalar(unit) else { throw failure("a character") }
                return scalar
            }
        default:
            index -= 1
            throw failure("an escape (\\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\u and four hexadecimal digits)")
        }
    }

    private mutating func hexadecimalUnit() throws(Failure) -> UInt16 {
        guard index + 4 <= count else { throw failure("four hexadecimal digits") }
        var unit: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("four hexadecimal digits")
            }
            unit = unit << 4 | UInt16(digit)
            index += 1
        }
        return unit
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func number() throws(Failure) -> PlaygroundJSON {
        let start = index
        var significant = false
        if current == UInt8(ascii: "-") { index += 1 }
        switch current {
        case UInt8(ascii: "0"):
            index += 1
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            significant = true
            digits()
        default:
            throw failure("a digit")
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard isDigit(current) else { throw failure("a digit after a decimal point") }
            while index < count, isDigit(bytes[index]) {
                if bytes[index] != UInt8(ascii: "0") { significant = true }
                index += 1
            }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard isDigit(current) else { throw failure("a digit in an exponent") }
            digits()
        }
        let text = text(from: start, to: index)
        guard let value = Double(text), value.isFinite, value != 0 || !significant else {
            return .outOfRangeNumber(text)
        }
        return .number(value)
    }

    private mutating func digits() {
        while index < count, isDigit(bytes[index]) { index += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
