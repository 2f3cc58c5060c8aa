import Foundation

/// A JSON value as the playground's decoder reads it, before validation (no UIKit counterpart).
///
/// Messages are first read into this tree with `JSONDecoder` (which refuses `NaN`, `Infinity` and malformed text),
/// then checked field by field, so that every refusal can name its field. A number `Double` cannot hold (`1e309`,
/// `1e-400`) reads as ``outOfRangeNumber(_:)``, so that the field holding it is refused for it (and an unused key
/// holding one is ignored, as unused keys are).
enum PlaygroundJSON: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    /// A JSON number too large or too close to zero for `Double`, with its text when Foundation tells it.
    case outOfRangeNumber(String?)
    case string(String)
    case array([PlaygroundJSON])
    case object([String: PlaygroundJSON])

    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() {
            self = .null
        } else if let b = try? c.decode(Bool.self) {
            self = .bool(b)
        } else if let n = Self.number(in: c) {
            self = n
        } else if let s = try? c.decode(String.self) {
            self = .string(s)
        } else if let a = try? c.decode([PlaygroundJSON].self) {
            self = .array(a)
        } else {
            self = .object(try c.decode([String: PlaygroundJSON].self))
        }
    }

    /// The number in `c`, `.outOfRangeNumber` for a number `Double` cannot hold, or `nil` when `c` holds no number.
    private static func number(in c: any SingleValueDecodingContainer) -> PlaygroundJSON? {
        do {
            return .number(try c.decode(Double.self))
        } catch DecodingError.typeMismatch {
            return nil
        } catch {
            // Foundation's reader throws an error of its own for a number it cannot represent
            // (`numberIsNotRepresentableInSwift(parsed:)`); its text is the number's.
            return .outOfRangeNumber(Self.numberText(in: error))
        }
    }

    /// The number's text held by the error Foundation throws for it, when it has one that reads as a number.
    private static func numberText(in error: any Error) -> String? {
        let texts = Mirror(reflecting: error).children.flatMap { child in
            [child.value] + Mirror(reflecting: child.value).children.map(\.value)
        }.compactMap { $0 as? String }
        let numeric = Set("0123456789+-.eE")
        return texts.first { !$0.isEmpty && $0.allSatisfy(numeric.contains) }
    }

    /// The kind of value, as an error message names what it found.
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number(let n): "the number \(n)"
        case .outOfRangeNumber(let text?):
            "the number \(text.count > 40 ? String(text.prefix(40)) + "…" : text), which is out of range"
        case .outOfRangeNumber(nil): "a number out of range"
        case .string(let s): "the string \"\(s.prefix(40))\""
        case .array: "a list"
        case .object: "an object"
        }
    }
}
