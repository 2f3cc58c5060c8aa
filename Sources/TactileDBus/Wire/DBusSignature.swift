/// A D-Bus type signature: a string of zero or more complete types (`sa{sv}as`), validated.
///
/// No UIKit counterpart: the D-Bus specification's `SIGNATURE` type (libdbus's `DBusSignatureIter`). A signature
/// is at most 255 bytes, nests arrays and structures at most 32 deep each, and uses dictionary entries only as the
/// elements of arrays, with a basic type as key.
public struct DBusSignature: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The complete types, in order.
    public let types: [DBusType]
    /// The signature text.
    public let text: String

    /// The empty signature (a message without arguments).
    public static let empty = DBusSignature(types: [])

    /// The signature of these types.
    public init(types: [DBusType]) {
        self.types = types
        self.text = types.map(\.signature).joined()
    }

    /// Parses and validates a signature.
    ///
    /// - Throws: ``DBusWireError/invalidSignature(_:reason:)`` naming what is wrong.
    public init(_ text: String) throws(DBusWireError) {
        var parser = SignatureParser(bytes: Array(text.utf8), text: text)
        self.types = try parser.parseAll()
        self.text = text
    }

    /// A signature written in the source (`"a{sv}"`); an invalid literal is a programming error and stops the
    /// program. `DBusSignature("a{sv}")` with a literal argument is this initializer too (Swift treats
    /// `T("literal")` as a literal); to validate text at run time, pass a `String` value to ``init(_:)``.
    public init(stringLiteral value: String) {
        do {
            try self.init(value)
        } catch {
            preconditionFailure("invalid D-Bus signature literal \"\(value)\": \(error)")
        }
    }

    /// The signature text.
    public var description: String { text }
}

/// A recursive-descent parser over a signature's bytes.
struct SignatureParser {
    let bytes: [UInt8]
    let text: String
    var index = 0

    /// The specification's limits.
    static let maximumLength = 255
    static let maximumNesting = 32

    init(bytes: [UInt8], text: String) {
        self.bytes = bytes
        self.text = text
    }

    mutating func parseAll() throws(DBusWireError) -> [DBusType] {
        guard bytes.count <= Self.maximumLength else {
            throw .invalidSignature(text, reason: "longer than \(Self.maximumLength) bytes")
        }
        var types: [DBusType] = []
        while index < bytes.count {
            types.append(try parseOne(arrays: 0, structs: 0, insideArray: false))
        }
        return types
    }

    private mutating func parseOne(arrays: Int, structs: Int, insideArray: Bool) throws(DBusWireError) -> DBusType {
        guard index < bytes.count else { throw .invalidSignature(text, reason: "ends inside a container") }
        let c = bytes[index]
        index += 1
        switch c {
        case UInt8(ascii: "y"): return .byte
        case UInt8(ascii: "b"): return .boolean
        case UInt8(ascii: "n"): return .int16
        case UInt8(ascii: "q"): return .uint16
        case UInt8(ascii: "i"): return .int32
        case UInt8(ascii: "u"): return .uint32
        case UInt8(ascii: "x"): return .int64
        case UInt8(ascii: "t"): return .uint64
        case UInt8(ascii: "d"): return .double
        case UInt8(ascii: "s"): return .string
        case UInt8(ascii: "o"): return .objectPath
        case UInt8(ascii: "g"): return .signature
        case UInt8(ascii: "h"): return .unixFD
        case UInt8(ascii: "v"): return .variant
        case UInt8(ascii: "a"):
            guard arrays < Self.maximumNesting else {
                throw .invalidSignature(text, reason: "arrays nested more than \(Self.maximumNesting) deep")
            }
            return .array(try parseOne(arrays: arrays + 1, structs: structs, insideArray: true))
        case UInt8(ascii: "("):
            guard structs < Self.maximumNesting else {
                throw .invalidSignature(text, reason: "structures nested more than \(Self.maximumNesting) deep")
            }
            var fields: [DBusType] = []
            while index < bytes.count, bytes[index] != UInt8(ascii: ")") {
                fields.append(try parseOne(arrays: arrays, structs: structs + 1, insideArray: false))
            }
            guard index < bytes.count else { throw .invalidSignature(text, reason: "unclosed structure") }
            index += 1
            guard !fields.isEmpty else { throw .invalidSignature(text, reason: "empty structure") }
            return .structure(fields)
        case UInt8(ascii: "{"):
            guard insideArray else {
                throw .invalidSignature(text, reason: "dictionary entry outside an array")
            }
            guard structs < Self.maximumNesting else {
                throw .invalidSignature(text, reason: "structures nested more than \(Self.maximumNesting) deep")
            }
            let key = try parseOne(arrays: arrays, structs: structs + 1, insideArray: false)
            guard key.isBasic else { throw .invalidSignature(text, reason: "dictionary key is not a basic type") }
            guard index < bytes.count, bytes[index] != UInt8(ascii: "}") else {
                throw .invalidSignature(text, reason: "dictionary entry without a value type")
            }
            let value = try parseOne(arrays: arrays, structs: structs + 1, insideArray: false)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "}") else {
                throw .invalidSignature(text, reason: "dictionary entry must have exactly two types")
            }
            index += 1
            return .dictEntry(key: key, value: value)
        case UInt8(ascii: ")"), UInt8(ascii: "}"):
            throw .invalidSignature(text, reason: "unbalanced '\(Character(Unicode.Scalar(c)))'")
        default:
            throw .invalidSignature(text, reason: "unknown type code 0x\(String(c, radix: 16))")
        }
    }
}
