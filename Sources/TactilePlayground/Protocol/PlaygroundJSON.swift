/// A JSON value as the playground's decoder reads it, before validation (no UIKit counterpart).
///
/// Messages are first read into this tree by ``PlaygroundJSONReader`` (which refuses `NaN`, `Infinity` and
/// malformed text), then checked field by field, so that every refusal can name its field. A number `Double`
/// cannot hold (`1e309`, `1e-400`) reads as ``outOfRangeNumber(_:)``, so that the field holding it is refused for
/// it (and an unused key holding one is ignored, as unused keys are).
enum PlaygroundJSON: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    /// A JSON number too large, or too close to zero, for `Double`, with its text.
    case outOfRangeNumber(String)
    case string(String)
    case array([PlaygroundJSON])
    case object([String: PlaygroundJSON])

    /// The kind of value, as an error message names what it found.
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number(let n): "the number \(n)"
        case .outOfRangeNumber(let text):
            "the number \(text.count > 40 ? String(text.prefix(40)) + "…" : text), which is out of range"
        case .string(let s): "the string \"\(s.prefix(40))\""
        case .array: "a list"
        case .object: "an object"
        }
    }
}
