import Foundation

/// A JSON value as the playground's decoder reads it, before validation (no UIKit counterpart).
///
/// Messages are first read into this tree with `JSONDecoder` (which refuses `NaN`, `Infinity` and malformed text),
/// then checked field by field, so that every refusal can name its field.
enum PlaygroundJSON: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([PlaygroundJSON])
    case object([String: PlaygroundJSON])

    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() {
            self = .null
        } else if let b = try? c.decode(Bool.self) {
            self = .bool(b)
        } else if let n = try? c.decode(Double.self) {
            self = .number(n)
        } else if let s = try? c.decode(String.self) {
            self = .string(s)
        } else if let a = try? c.decode([PlaygroundJSON].self) {
            self = .array(a)
        } else {
            self = .object(try c.decode([String: PlaygroundJSON].self))
        }
    }

    /// The kind of value, as an error message names what it found.
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number(let n): "the number \(n)"
        case .string(let s): "the string \"\(s.prefix(40))\""
        case .array: "a list"
        case .object: "an object"
        }
    }
}
