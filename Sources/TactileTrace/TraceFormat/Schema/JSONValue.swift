import Foundation

/// Any JSON value, decoded only to quote what a trace line holds where it is wrong.
enum JSONValue: Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        if let c = try? decoder.singleValueContainer() {
            if c.decodeNil() { self = .null; return }
            if let b = try? c.decode(Bool.self) { self = .bool(b); return }
            if let d = try? c.decode(Double.self) { self = .number(d); return }
            if let s = try? c.decode(String.self) { self = .string(s); return }
            if let a = try? c.decode([JSONValue].self) { self = .array(a); return }
        }
        self = .object(try [String: JSONValue](from: decoder))
    }

    /// A string as it is; anything else as compact JSON with sorted keys.
    var foundText: String {
        if case .string(let s) = self { return s }
        return json
    }

    /// Compact JSON text, keys sorted; whole numbers without a fraction.
    var json: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let d):
            if let n = TraceFields<TraceKindKey>.integer(d) { return "\(n)" }
            return "\(d)"
        case .string(let s):
            let data = (try? JSONEncoder().encode(s)) ?? Data()
            return String(decoding: data, as: UTF8.self)
        case .array(let a): return "[" + a.map(\.json).joined(separator: ",") + "]"
        case .object(let o):
            return "{" + o.sorted { $0.key < $1.key }.map { JSONValue.string($0.key).json + ":" + $0.value.json }
                .joined(separator: ",") + "}"
        }
    }
}
