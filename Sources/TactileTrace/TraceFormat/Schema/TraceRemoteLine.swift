import Foundation
import Tactile

/// `{"kind":"remote","t":…,"subtype":…}`: a `RawRemoteControlEvent`; the subtype is the
/// `UIEvent.EventSubtype` raw value.
struct TraceRemoteLine: Codable {
    static let kind = "remote"

    var t: Double
    var subtype: UIEvent.EventSubtype

    enum CodingKeys: String, CodingKey {
        case kind, t, subtype
    }

    init(_ event: RawRemoteControlEvent) {
        t = event.timestamp
        subtype = event.subtype
    }

    init(from decoder: any Decoder) throws {
        let fields = try TraceFields(decoder, CodingKeys.self)
        let raw = try fields.integer(.subtype)
        guard let subtype = UIEvent.EventSubtype(rawValue: raw) else {
            throw TraceFieldError(field: "subtype", expected: "a UIEvent.EventSubtype raw value", found: "\(raw)")
        }
        self.subtype = subtype
        t = try fields.number(.t)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.kind, forKey: .kind)
        try c.encode(t, forKey: .t)
        try c.encode(subtype.rawValue, forKey: .subtype)
    }

    var event: RawRemoteControlEvent { RawRemoteControlEvent(timestamp: t, subtype: subtype) }
}
