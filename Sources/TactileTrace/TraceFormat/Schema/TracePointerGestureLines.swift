import Foundation
import Tactile

/// `{"kind":"scroll","t":…,"x":…,"y":…,"dx":…,"dy":…,"type":"discrete|continuous",
/// "phase":"began|changed|ended|cancelled"}`: a ``RawScrollEvent`` (location and translation in screen points,
/// the translation with a finger's sign). `"modifiers"` (the `UIKeyModifierFlags` raw value) is written only when
/// a modifier is held; `"dx"`, `"dy"` and `"modifiers"` read as 0 when absent.
struct TraceScrollLine: Codable {
    static let kind = "scroll"

    var event: RawScrollEvent

    enum CodingKeys: String, CodingKey {
        case kind, t, x, y, dx, dy, type, phase, modifiers
    }

    init(_ event: RawScrollEvent) {
        self.event = event
    }

    init(from decoder: any Decoder) throws {
        let fields = try TraceFields(decoder, CodingKeys.self)
        let t = try fields.number(.t)
        let x = try fields.number(.x), y = try fields.number(.y)
        let dx = try fields.has(.dx) ? fields.number(.dx) : 0
        let dy = try fields.has(.dy) ? fields.number(.dy) : 0
        let typeName = try fields.requiredString(.type, "discrete or continuous")
        guard let type = Self.type(named: typeName) else {
            throw fields.fail(.type, "discrete or continuous")
        }
        let phase = try TracePointerPhase.read(fields, .phase)
        let modifiers = try fields.has(.modifiers) ? fields.integer(.modifiers) : 0
        event = RawScrollEvent(
            timestamp: t, location: CGPoint(x: x, y: y), translation: CGVector(dx: dx, dy: dy), type: type,
            phase: phase, modifierFlags: UIKeyModifierFlags(rawValue: modifiers))
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.kind, forKey: .kind)
        try c.encode(event.timestamp, forKey: .t)
        try c.encode(Double(event.location.x), forKey: .x)
        try c.encode(Double(event.location.y), forKey: .y)
        try c.encode(Double(event.translation.dx), forKey: .dx)
        try c.encode(Double(event.translation.dy), forKey: .dy)
        try c.encode(event.type.description, forKey: .type)
        try c.encode(event.phase.description, forKey: .phase)
        if event.modifierFlags.rawValue != 0 { try c.encode(event.modifierFlags.rawValue, forKey: .modifiers) }
    }

    static func type(named name: String) -> UIScrollType? {
        switch name {
        case "discrete": .discrete
        case "continuous": .continuous
        default: nil
        }
    }
}

/// `{"kind":"transform","t":…,"x":…,"y":…,"phase":"began|changed|ended|cancelled","scale":…,"rotation":…}`: a
/// ``RawTransformEvent`` (scale and rotation in radians since the gesture began). `"modifiers"` as for scroll
/// lines; a missing `"scale"` reads as 1 and a missing `"rotation"` as 0.
struct TraceTransformLine: Codable {
    static let kind = "transform"

    var event: RawTransformEvent

    enum CodingKeys: String, CodingKey {
        case kind, t, x, y, phase, scale, rotation, modifiers
    }

    init(_ event: RawTransformEvent) {
        self.event = event
    }

    init(from decoder: any Decoder) throws {
        let fields = try TraceFields(decoder, CodingKeys.self)
        let t = try fields.number(.t)
        let x = try fields.number(.x), y = try fields.number(.y)
        let phase = try TracePointerPhase.read(fields, .phase)
        let scale = try fields.has(.scale) ? fields.number(.scale) : 1
        let rotation = try fields.has(.rotation) ? fields.number(.rotation) : 0
        let modifiers = try fields.has(.modifiers) ? fields.integer(.modifiers) : 0
        event = RawTransformEvent(
            timestamp: t, location: CGPoint(x: x, y: y), phase: phase, scale: scale, rotation: rotation,
            modifierFlags: UIKeyModifierFlags(rawValue: modifiers))
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.kind, forKey: .kind)
        try c.encode(event.timestamp, forKey: .t)
        try c.encode(Double(event.location.x), forKey: .x)
        try c.encode(Double(event.location.y), forKey: .y)
        try c.encode(event.phase.description, forKey: .phase)
        try c.encode(Double(event.scale), forKey: .scale)
        try c.encode(Double(event.rotation), forKey: .rotation)
        if event.modifierFlags.rawValue != 0 { try c.encode(event.modifierFlags.rawValue, forKey: .modifiers) }
    }
}

/// The phase of scroll and transform lines: `began`, `changed`, `ended` or `cancelled`.
enum TracePointerPhase {
    static func read<Key: CodingKey>(_ fields: TraceFields<Key>, _ key: Key) throws -> RawGesturePhase {
        let expected = "began, changed, ended or cancelled"
        switch try fields.requiredString(key, expected) {
        case "began": return .began
        case "changed": return .changed
        case "ended": return .ended
        case "cancelled": return .cancelled
        default: throw fields.fail(key, expected)
        }
    }
}
