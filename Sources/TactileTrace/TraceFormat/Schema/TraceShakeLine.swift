import Foundation
import Tactile

/// `{"kind":"shake","t":…,"phase":"began|ended|cancelled"}`: a ``RawShakeEvent``.
struct TraceShakeLine: Codable {
    static let kind = "shake"

    var t: Double
    var phase: RawShakeEvent.Phase

    enum CodingKeys: String, CodingKey {
        case kind, t, phase
    }

    init(_ event: RawShakeEvent) {
        t = event.timestamp
        phase = event.phase
    }

    init(from decoder: any Decoder) throws {
        let fields = try TraceFields(decoder, CodingKeys.self)
        guard let phase = Self.phase(named: fields.lenient(String.self, .phase)) else {
            throw fields.fail(.phase, "began, ended or cancelled")
        }
        self.phase = phase
        t = try fields.number(.t)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.kind, forKey: .kind)
        try c.encode(t, forKey: .t)
        try c.encode("\(phase)", forKey: .phase)
    }

    var event: RawShakeEvent { RawShakeEvent(timestamp: t, phase: phase) }

    /// The phase a trace names `began`, `ended` or `cancelled`.
    static func phase(named name: String?) -> RawShakeEvent.Phase? {
        switch name {
        case "began": .began
        case "ended": .ended
        case "cancelled": .cancelled
        default: nil
        }
    }
}
