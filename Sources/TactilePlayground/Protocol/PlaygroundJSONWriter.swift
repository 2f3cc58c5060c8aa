/// Writes one JSON object the way `JSONEncoder` does with sorted keys and slashes unescaped (no UIKit counterpart):
/// the same text, without `Encodable`'s containers.
///
/// The session sends a message for every touch phase, state change and arbitration decision, and the server
/// writes each one as a frame; through `JSONEncoder` a small message took longer to write than to make. The caller
/// gives the keys in sorted order (byte order, as `JSONEncoder` sorts them). Numbers are written as `Double`'s
/// `description` without a trailing `.0`, numbers that are not finite as the strings `Infinity`, `-Infinity` and
/// `NaN`; strings escape `"`, `\` and the control characters (`\b`, `\t`, `\n`, `\f`, `\r`, else `\u00xx`).
struct PlaygroundJSONWriter {
    private var text = "{"
    private var empty = true

    /// The object so far, closed.
    var object: String { text + "}" }

    private mutating func key(_ name: StaticString) {
        text += empty ? "\"" : ",\""
        empty = false
        text += name.description
        text += "\":"
    }

    mutating func string(_ name: StaticString, _ value: String) {
        key(name)
        Self.append(quoted: value, to: &text)
    }

    mutating func optionalString(_ name: StaticString, _ value: String?) {
        if let value { string(name, value) }
    }

    mutating func number(_ name: StaticString, _ value: Double) {
        key(name)
        Self.append(number: value, to: &text)
    }

    mutating func integer(_ name: StaticString, _ value: Int) {
        key(name)
        text += String(value)
    }

    mutating func bool(_ name: StaticString, _ value: Bool) {
        key(name)
        text += value ? "true" : "false"
    }

    mutating func strings(_ name: StaticString, _ values: [String]) {
        key(name)
        text += "["
        for (i, value) in values.enumerated() {
            if i > 0 { text += "," }
            Self.append(quoted: value, to: &text)
        }
        text += "]"
    }

    mutating func integers(_ name: StaticString, _ values: [Int]) {
        key(name)
        text += "["
        for (i, value) in values.enumerated() {
            if i > 0 { text += "," }
            text += String(value)
        }
        text += "]"
    }

    /// An object of numbers, its keys sorted.
    mutating func numbers(_ name: StaticString, _ values: [String: Double]) {
        key(name)
        text += "{"
        for (i, key) in values.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
            if i > 0 { text += "," }
            Self.append(quoted: key, to: &text)
            text += ":"
            Self.append(number: values[key] ?? 0, to: &text)
        }
        text += "}"
    }

    static func append(number value: Double, to text: inout String) {
        guard value.isFinite else {
            text += value.isNaN ? "\"NaN\"" : value < 0 ? "\"-Infinity\"" : "\"Infinity\""
            return
        }
        let written = value.description
        text.append(contentsOf: written.hasSuffix(".0") ? written.dropLast(2) : Substring(written))
    }

    /// Whether `value` holds a quote, a backslash or a control character.
    private static func needsEscape(_ value: String) -> Bool {
        var value = value
        return value.withUTF8 { utf8 in
            guard let bytes = utf8.baseAddress else { return false }
            var i = 0
            while i < utf8.count {
                let byte = bytes[i]
                if byte < 0x20 || byte == 0x22 || byte == 0x5C { return true }  // a control character, " or \
                i += 1
            }
            return false
        }
    }

    static func append(quoted value: String, to text: inout String) {
        text += "\""
        // Most strings need no escape: their text goes in whole.
        guard needsEscape(value) else {
            text += value
            text += "\""
            return
        }
        var escaped = String.UnicodeScalarView()
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": escaped.append(contentsOf: #"\""#.unicodeScalars)
            case "\\": escaped.append(contentsOf: #"\\"#.unicodeScalars)
            case "\u{08}": escaped.append(contentsOf: #"\b"#.unicodeScalars)
            case "\t": escaped.append(contentsOf: #"\t"#.unicodeScalars)
            case "\n": escaped.append(contentsOf: #"\n"#.unicodeScalars)
            case "\u{0C}": escaped.append(contentsOf: #"\f"#.unicodeScalars)
            case "\r": escaped.append(contentsOf: #"\r"#.unicodeScalars)
            case "\u{00}"..."\u{1F}":
                let digits = "0123456789abcdef".unicodeScalars.map { $0 }
                escaped.append(contentsOf: #"\u00"#.unicodeScalars)
                escaped.append(digits[Int(scalar.value >> 4)])
                escaped.append(digits[Int(scalar.value & 0xF)])
            default: escaped.append(scalar)
            }
        }
        text += String(escaped)
        text += "\""
    }
}

extension PlaygroundEvent {
    /// The frame's text for every kind but `scene` and `displayList`, written by ``PlaygroundJSONWriter`` with
    /// the keys in sorted order.
    var written: String {
        var w = PlaygroundJSONWriter()
        switch self {
        case .touch(let p):
            w.string("kind", kind)
            w.string("phase", p.phase)
            w.integer("pointerId", p.pointerId)
            w.number("t", p.t)
            w.optionalString("view", p.view)
            w.number("x", p.x)
            w.number("y", p.y)
        case .recognizer(let p):
            w.string("from", p.from)
            w.string("kind", kind)
            w.string("recognizer", p.recognizer)
            w.number("t", p.t)
            w.string("to", p.to)
        case .action(let p):
            w.string("kind", kind)
            w.string("recognizer", p.recognizer)
            w.string("state", p.state)
            w.number("t", p.t)
            w.numbers("values", p.values)
        case .arbitration(let p):
            w.string("event", p.event)
            w.string("kind", kind)
            w.string("message", p.message)
            w.strings("others", p.others)
            w.optionalString("reason", p.reason)
            w.optionalString("recognizer", p.recognizer)
            w.string("sentence", p.sentence)
            w.number("t", p.t)
        case .viewTouches(let p):
            w.string("delivery", p.delivery)
            w.string("kind", kind)
            w.optionalString("phase", p.phase)
            w.integers("pointerIds", p.pointerIds)
            w.number("t", p.t)
            w.string("view", p.view)
        case .recording(let on):
            w.string("kind", kind)
            w.bool("recording", on)
        case .trace(let text):
            w.string("kind", kind)
            w.string("text", text)
        case .error(let e):
            w.string("field", e.field)
            w.string("kind", kind)
            w.string("message", e.description)
            w.string("reason", e.reason.rawValue)
        case .scene, .displayList:
            return encodedByJSONEncoder
        }
        return w.object
    }
}
