import Foundation

/// A field of a trace line that is missing or wrong: the field, what was expected and what was found. The reader
/// adds the file and line and throws it as `FileParseError`.
struct TraceFieldError: Error {
    var field: String
    var expected: String
    var found: String
}

/// The fields of one JSON object of a trace, read by the rules of the Bad input article: a number must be a
/// number, an integer a whole number of magnitude at most 2^53, a string a string; a wrong field is a
/// ``TraceFieldError`` that quotes what was there. Keys a line kind does not know are never looked at.
struct TraceFields<Key: CodingKey> {
    let container: KeyedDecodingContainer<Key>

    init(_ decoder: any Decoder, _: Key.Type) throws {
        container = try decoder.container(keyedBy: Key.self)
    }

    /// Whether the object has the key (with any value, `null` included).
    func has(_ key: Key) -> Bool { container.contains(key) }

    /// What the object holds at `key`, for an error message: a string as it is, anything else as JSON text, and
    /// `nothing` when the key is absent.
    func found(_ key: Key) -> String {
        guard container.contains(key) else { return "nothing" }
        guard let value = try? container.decode(JSONValue.self, forKey: key) else { return "a value out of range" }
        return value.foundText
    }

    func fail(_ key: Key, _ expected: String) -> TraceFieldError {
        TraceFieldError(field: key.stringValue, expected: expected, found: found(key))
    }

    /// A required number.
    func number(_ key: Key) throws -> Double {
        guard let value = try? container.decode(Double.self, forKey: key) else { throw fail(key, "a number") }
        return value
    }

    /// A required integer: a whole number of magnitude at most 2^53.
    func integer(_ key: Key) throws -> Int {
        guard let value = try? container.decode(Double.self, forKey: key), let n = TraceFields.integer(value) else {
            throw fail(key, "an integer")
        }
        return n
    }

    /// A string, or `nil` when the key is absent; any other value is an error.
    func string(_ key: Key) throws -> String? {
        guard container.contains(key) else { return nil }
        guard let value = try? container.decode(String.self, forKey: key) else { throw fail(key, "a string") }
        return value
    }

    /// A string that must be there; `expected` names what it should be when it is not.
    func requiredString(_ key: Key, _ expected: String = "a string") throws -> String {
        guard let value = try string(key) else { throw TraceFieldError(field: key.stringValue, expected: expected, found: "nothing") }
        return value
    }

    /// An optional field read leniently: `nil` when it is absent or of another type (fields a version-1 reader
    /// always tolerated: a header's device and screen, a key's characters, a contact's force, radius and type).
    func lenient<T: Decodable>(_ type: T.Type, _ key: Key) -> T? {
        try? container.decodeIfPresent(T.self, forKey: key)
    }

    /// A whole number of magnitude at most 2^53 (where every integer is exact in a double); `nil` for anything
    /// else. `Int(Double)` would trap outside `Int`'s range, and a cast would turn 1.5 into 1.
    static func integer(_ d: Double) -> Int? {
        guard d.rounded() == d, abs(d) <= 9_007_199_254_740_992 else { return nil }
        return Int(d)
    }
}

/// The coding key of every line: its kind.
enum TraceKindKey: String, CodingKey {
    case kind
}
