import Foundation
import Tactile

/// `{"kind":"digitizer","t":…,"contacts":[…]}`: a `DigitizerFrame`, every contact on the surface at one time.
struct TraceDigitizerLine: Codable {
    static let kind = "digitizer"

    /// Seconds on the application's time base.
    var t: Double
    /// The contacts.
    var contacts: [TraceContact]

    enum CodingKeys: String, CodingKey {
        case kind, t, contacts
    }

    init(_ frame: DigitizerFrame) {
        t = frame.timestamp
        contacts = frame.contacts.map(TraceContact.init)
    }

    init(from decoder: any Decoder) throws {
        let fields = try TraceFields(decoder, CodingKeys.self)
        t = try fields.number(.t)
        do {
            contacts = try fields.container.decode([TraceContact].self, forKey: .contacts)
        } catch let error as TraceFieldError {
            throw error
        } catch {
            throw fields.fail(.contacts, "a list of contact objects")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.kind, forKey: .kind)
        try c.encode(t, forKey: .t)
        try c.encode(contacts, forKey: .contacts)
    }

    var frame: DigitizerFrame { DigitizerFrame(timestamp: t, contacts: contacts.map(\.contact)) }
}

/// `{"id":1,"x":…,"y":…,"state":"touching|lifted|cancelled","force":…,"radius":…,"type":"direct|indirect|pencil|pointer"}`:
/// one contact of a digitizer line. Only `id`, `x` and `y` are required: a missing state reads as touching, an
/// unknown type as direct, a missing force or radius as 0. `"buttons"` (the `UIEvent.ButtonMask` raw value) is
/// written only when it differs from the type's default, and a missing one reads as that default, so that lines
/// written before it existed read and write the same.
struct TraceContact: Codable {
    var id: Int
    var x: Double
    var y: Double
    var state: DigitizerContact.State
    var force: Double
    var radius: Double
    var type: UITouch.TouchType
    /// `nil`: the type's default.
    var buttons: Int?

    enum CodingKeys: String, CodingKey {
        case id, x, y, state, force, radius, type, buttons
    }

    init(_ c: DigitizerContact) {
        id = c.id
        x = Double(c.location.x)
        y = Double(c.location.y)
        state = c.state
        force = Double(c.force)
        radius = Double(c.majorRadius)
        type = c.type
        let standard = DigitizerContact(id: c.id, location: c.location, type: c.type).buttonMask
        buttons = c.buttonMask == standard ? nil : c.buttonMask.rawValue
    }

    init(from decoder: any Decoder) throws {
        let fields = try TraceFields(decoder, CodingKeys.self)
        guard let id = try? fields.integer(.id), let x = try? fields.number(.x), let y = try? fields.number(.y),
            x.isFinite, y.isFinite
        else {
            let object = (try? JSONValue(from: decoder))?.json ?? "a contact"
            throw TraceFieldError(field: "contacts[].id/x/y", expected: "numbers", found: object)
        }
        (self.id, self.x, self.y) = (id, x, y)
        let stateName = fields.lenient(String.self, .state) ?? "touching"
        guard let state = Self.state(named: stateName) else {
            throw TraceFieldError(field: "contacts[].state", expected: "touching, lifted or cancelled", found: stateName)
        }
        self.state = state
        let typeName = fields.lenient(String.self, .type) ?? "direct"
        type = Self.type(named: typeName) ?? .direct
        force = fields.lenient(Double.self, .force) ?? 0
        radius = fields.lenient(Double.self, .radius) ?? 0
        if fields.has(.buttons) {
            guard let mask = try? fields.integer(.buttons), mask >= 0 else {
                throw TraceFieldError(
                    field: "contacts[].buttons", expected: "a button mask (an integer ≥ 0)", found: fields.found(.buttons))
            }
            buttons = mask
        }
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(x, forKey: .x)
        try c.encode(y, forKey: .y)
        try c.encode(Self.name(state), forKey: .state)
        try c.encode(force, forKey: .force)
        try c.encode(radius, forKey: .radius)
        try c.encode(Self.name(type), forKey: .type)
        try c.encodeIfPresent(buttons, forKey: .buttons)
    }

    var contact: DigitizerContact {
        DigitizerContact(
            id: id, location: CGPoint(x: x, y: y), state: state, type: type, force: CGFloat(force),
            majorRadius: CGFloat(radius), buttonMask: buttons.map(UIEvent.ButtonMask.init(rawValue:)))
    }

    static func name(_ state: DigitizerContact.State) -> String {
        switch state {
        case .touching: "touching"
        case .lifted: "lifted"
        case .cancelled: "cancelled"
        }
    }

    static func state(named name: String) -> DigitizerContact.State? {
        switch name {
        case "touching": .touching
        case "lifted": .lifted
        case "cancelled": .cancelled
        default: nil
        }
    }

    static func name(_ type: UITouch.TouchType) -> String {
        switch type {
        case .direct: "direct"
        case .indirect: "indirect"
        case .pencil: "pencil"
        case .indirectPointer: "pointer"
        }
    }

    static func type(named name: String) -> UITouch.TouchType? {
        switch name {
        case "direct": .direct
        case "indirect": .indirect
        case "pencil": .pencil
        case "pointer": .indirectPointer
        default: nil
        }
    }
}
