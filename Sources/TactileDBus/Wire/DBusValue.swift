/// One D-Bus value of any type, as it travels in a message body or a variant.
///
/// No UIKit counterpart: libdbus reads and writes values through `DBusMessageIter`; Tactile holds them as a
/// Swift enum. Containers carry their element types, so an empty array still knows what it is an array of.
///
/// ```swift
/// let metadata: DBusValue = .dictionary([
///     "xesam:title": .string("Blue in Green"),
///     "xesam:artist": .array(.string, [.string("Miles Davis")]),
///     "mpris:length": .int64(337_000_000),
/// ])
/// ```
public indirect enum DBusValue: Sendable, Hashable, CustomStringConvertible {
    /// `y`
    case byte(UInt8)
    /// `b`
    case boolean(Bool)
    /// `n`
    case int16(Int16)
    /// `q`
    case uint16(UInt16)
    /// `i`
    case int32(Int32)
    /// `u`
    case uint32(UInt32)
    /// `x`
    case int64(Int64)
    /// `t`
    case uint64(UInt64)
    /// `d`
    case double(Double)
    /// `s`
    case string(String)
    /// `o`
    case objectPath(DBusObjectPath)
    /// `g`
    case signature(DBusSignature)
    /// `h`: an index into the file descriptors sent with the message.
    case unixFD(UInt32)
    /// `aT`: the element type, and elements that all have that type. A dictionary is an array of
    /// ``dictEntry(_:_:)`` values.
    case array(DBusType, [DBusValue])
    /// `{KV}`: one key and value of a dictionary.
    case dictEntry(DBusValue, DBusValue)
    /// `(…)`: the fields of a structure.
    case structure([DBusValue])
    /// `v`: a value that carries its own type.
    case variant(DBusValue)

    /// The value's complete type.
    public var type: DBusType {
        switch self {
        case .byte: .byte
        case .boolean: .boolean
        case .int16: .int16
        case .uint16: .uint16
        case .int32: .int32
        case .uint32: .uint32
        case .int64: .int64
        case .uint64: .uint64
        case .double: .double
        case .string: .string
        case .objectPath: .objectPath
        case .signature: .signature
        case .unixFD: .unixFD
        case .array(let element, _): .array(element)
        case .dictEntry(let key, let value): .dictEntry(key: key.type, value: value.type)
        case .structure(let fields): .structure(fields.map(\.type))
        case .variant: .variant
        }
    }

    /// An `a{sv}` dictionary, keys sorted so that the encoding is deterministic.
    public static func dictionary(_ entries: [String: DBusValue]) -> DBusValue {
        .array(
            DBusType.dictEntry(key: .string, value: .variant),
            entries.sorted { $0.key < $1.key }.map { .dictEntry(.string($0.key), .variant($0.value)) })
    }

    /// An `as` array.
    public static func strings(_ values: [String]) -> DBusValue {
        .array(.string, values.map(DBusValue.string))
    }

    /// The value inside any number of variants (`v` of `v` of `s` gives the `s`).
    public var unwrapped: DBusValue {
        var value = self
        while case .variant(let inner) = value { value = inner }
        return value
    }

    /// The string of an `s`, `o` or `g` value.
    public var stringValue: String? {
        switch unwrapped {
        case .string(let s): s
        case .objectPath(let p): p.rawValue
        case .signature(let g): g.text
        default: nil
        }
    }

    /// The value of a boolean.
    public var boolValue: Bool? {
        if case .boolean(let b) = unwrapped { b } else { nil }
    }

    /// The value of a double, or of any integer converted to a double.
    public var doubleValue: Double? {
        switch unwrapped {
        case .double(let d): d
        case .byte(let v): Double(v)
        case .int16(let v): Double(v)
        case .uint16(let v): Double(v)
        case .int32(let v): Double(v)
        case .uint32(let v): Double(v)
        case .int64(let v): Double(v)
        case .uint64(let v): Double(v)
        default: nil
        }
    }

    /// The value of any integer that fits in an `Int64`.
    public var int64Value: Int64? {
        switch unwrapped {
        case .byte(let v): Int64(v)
        case .int16(let v): Int64(v)
        case .uint16(let v): Int64(v)
        case .int32(let v): Int64(v)
        case .uint32(let v): Int64(v)
        case .int64(let v): v
        case .uint64(let v): Int64(exactly: v)
        default: nil
        }
    }

    /// The elements of an array.
    public var arrayValue: [DBusValue]? {
        if case .array(_, let elements) = unwrapped { elements } else { nil }
    }

    /// The entries of a dictionary with string keys (`a{s…}`), variant values unwrapped one level; `nil` for any
    /// other value. Later duplicates of a key win.
    public var stringDictionaryValue: [String: DBusValue]? {
        guard case .array(.dictEntry(.string, _), let entries) = unwrapped else { return nil }
        var result: [String: DBusValue] = [:]
        for case .dictEntry(.string(let key), let value) in entries {
            if case .variant(let inner) = value { result[key] = inner } else { result[key] = value }
        }
        return result
    }

    /// The value in `dbus-send --print-reply`'s spirit: `string "Playing"`, `array [ … ]`.
    public var description: String {
        switch self {
        case .byte(let v): "byte \(v)"
        case .boolean(let v): "boolean \(v)"
        case .int16(let v): "int16 \(v)"
        case .uint16(let v): "uint16 \(v)"
        case .int32(let v): "int32 \(v)"
        case .uint32(let v): "uint32 \(v)"
        case .int64(let v): "int64 \(v)"
        case .uint64(let v): "uint64 \(v)"
        case .double(let v): "double \(v)"
        case .string(let v): "string \"\(v)\""
        case .objectPath(let v): "object path \"\(v)\""
        case .signature(let v): "signature \"\(v)\""
        case .unixFD(let v): "file descriptor \(v)"
        case .array(_, let elements): "array [" + elements.map(\.description).joined(separator: ", ") + "]"
        case .dictEntry(let k, let v): "dict entry(\(k) → \(v))"
        case .structure(let fields): "struct {" + fields.map(\.description).joined(separator: ", ") + "}"
        case .variant(let v): "variant \(v)"
        }
    }

    /// Whether the value is well formed: every array element has the array's element type, dictionary entries
    /// appear only in arrays and have basic keys, strings hold no NUL, signatures (including those variants
    /// carry) are valid, structures are not empty, and nesting stays within the specification's limits.
    /// ``DBusMessage`` checks this before encoding, so a bad value is an error here rather than a message the bus
    /// would answer by dropping the connection.
    public var isWellFormed: Bool {
        (try? DBusSignature(type.signature)) != nil && Self.check(self, depth: 0, insideArray: false)
    }

    private static func check(_ value: DBusValue, depth: Int, insideArray: Bool) -> Bool {
        guard depth <= 64 else { return false }
        switch value {
        case .string(let s): return !s.utf8.contains(0)
        case .signature(let g): return (try? DBusSignature(g.text)) != nil
        case .objectPath(let p): return DBusNames.isValidObjectPath(p.rawValue)
        case .array(let element, let elements):
            guard (try? DBusSignature(DBusType.array(element).signature)) != nil else { return false }
            return elements.allSatisfy { $0.type == element && check($0, depth: depth + 1, insideArray: true) }
        case .dictEntry(let key, let value):
            return insideArray && key.type.isBasic && check(key, depth: depth + 1, insideArray: false)
                && check(value, depth: depth + 1, insideArray: false)
        case .structure(let fields):
            return !fields.isEmpty && fields.allSatisfy { check($0, depth: depth + 1, insideArray: false) }
        case .variant(let inner):
            // The variant carries its type's signature, which must itself be valid (at most 255 bytes).
            guard (try? DBusSignature(inner.type.signature)) != nil else { return false }
            return check(inner, depth: depth + 1, insideArray: false)
        default:
            return true
        }
    }
}
