import Foundation
import Tactile

/// `{"kind":"key","t":…,"code":…,"down":true,"chars":"…"}`: a ``RawKeyEvent`` (the code is the HID usage).
struct TraceKeyLine: Codable {
    static let kind = "key"

    var t: Double
    var code: Int
    var down: Bool
    var chars: String

    enum CodingKeys: String, CodingKey {
        case kind, t, code, down, chars
    }

    init(_ event: RawKeyEvent) {
        t = event.timestamp
        code = event.keyCode.rawValue
        down = event.isDown
        chars = event.characters
    }

    init(from decoder: any Decoder) throws {
        let fields = try TraceFields(decoder, CodingKeys.self)
        code = try fields.integer(.code)
        guard let down = try? fields.container.decode(Bool.self, forKey: .down) else {
            throw fields.fail(.down, "true or false")
        }
        self.down = down
        t = try fields.number(.t)
        chars = fields.lenient(String.self, .chars) ?? ""
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.kind, forKey: .kind)
        try c.encode(t, forKey: .t)
        try c.encode(code, forKey: .code)
        try c.encode(down, forKey: .down)
        try c.encode(chars, forKey: .chars)
    }

    var event: RawKeyEvent {
        RawKeyEvent(timestamp: t, keyCode: UIKeyboardHIDUsage(rawValue: code), isDown: down, characters: chars)
    }
}
