/// One complete D-Bus type, as a type signature spells it (`s`, `a{sv}`, `(iis)`, …).
///
/// No UIKit counterpart: this is the type system of the D-Bus specification ("Type System"), which libdbus
/// exposes as `DBUS_TYPE_*` codes and signature strings. Tactile speaks the D-Bus wire protocol itself (see
/// ``DBusConnection`` for why), so it models the types as a Swift enum.
public indirect enum DBusType: Sendable, Hashable, CustomStringConvertible {
    /// `y`, an unsigned 8-bit integer.
    case byte
    /// `b`, a boolean (marshalled as a 32-bit 0 or 1).
    case boolean
    /// `n`, a signed 16-bit integer.
    case int16
    /// `q`, an unsigned 16-bit integer.
    case uint16
    /// `i`, a signed 32-bit integer.
    case int32
    /// `u`, an unsigned 32-bit integer.
    case uint32
    /// `x`, a signed 64-bit integer.
    case int64
    /// `t`, an unsigned 64-bit integer.
    case uint64
    /// `d`, an IEEE 754 double.
    case double
    /// `s`, a UTF-8 string without NUL characters.
    case string
    /// `o`, an object path (`/org/mpris/MediaPlayer2`).
    case objectPath
    /// `g`, a type signature.
    case signature
    /// `h`, the index of a Unix file descriptor sent alongside the message.
    case unixFD
    /// `v`, a value of any single complete type, carrying its own signature.
    case variant
    /// `aT`, an array of `T`.
    case array(DBusType)
    /// `{KV}`, a dictionary entry; valid only as the element of an array (`a{KV}` is a dictionary).
    case dictEntry(key: DBusType, value: DBusType)
    /// `(T…)`, a structure of one or more fields.
    case structure([DBusType])

    /// The signature of this one type (`a{sv}`).
    public var signature: String {
        switch self {
        case .byte: "y"
        case .boolean: "b"
        case .int16: "n"
        case .uint16: "q"
        case .int32: "i"
        case .uint32: "u"
        case .int64: "x"
        case .uint64: "t"
        case .double: "d"
        case .string: "s"
        case .objectPath: "o"
        case .signature: "g"
        case .unixFD: "h"
        case .variant: "v"
        case .array(let element): "a" + element.signature
        case .dictEntry(let key, let value): "{" + key.signature + value.signature + "}"
        case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
        }
    }

    /// The signature, for printing.
    public var description: String { signature }

    /// Whether the type is basic (a fixed-size integer, boolean, double, string, object path, signature or file
    /// descriptor): only basic types may be dictionary keys.
    public var isBasic: Bool {
        switch self {
        case .variant, .array, .dictEntry, .structure: false
        default: true
        }
    }

    /// The boundary, in bytes, that a value of this type starts on in a message.
    public var alignment: Int {
        switch self {
        case .byte, .signature, .variant: 1
        case .int16, .uint16: 2
        case .boolean, .int32, .uint32, .string, .objectPath, .unixFD, .array: 4
        case .int64, .uint64, .double, .dictEntry, .structure: 8
        }
    }

    /// The type of an `a{sv}` dictionary (string keys, variant values), the shape of MPRIS metadata and of
    /// `org.freedesktop.DBus.Properties.GetAll`'s reply.
    public static let stringVariantDictionary = DBusType.array(.dictEntry(key: .string, value: .variant))

    /// Parses a signature that holds exactly one complete type (a variant's signature, say).
    ///
    /// - Throws: ``DBusWireError/invalidSignature(_:reason:)`` when the text is not one valid complete type.
    public init(signature text: String) throws(DBusWireError) {
        let types = try DBusSignature(text).types
        guard types.count == 1 else {
            throw .invalidSignature(text, reason: types.isEmpty ? "empty" : "more than one complete type")
        }
        self = types[0]
    }
}
