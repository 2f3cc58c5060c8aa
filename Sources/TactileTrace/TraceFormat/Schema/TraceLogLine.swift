import Foundation
import Tactile

/// `{"kind":"log","t":…,"message":"…","source":"dispatch|arbitration", …}`: a ``TraceLogRecord``, with the step in
/// structured form when the line carries it (the keys that `"event"` decides are listed in ``TraceFile``).
///
/// Lines without `"event"` read as messages only; an unknown `"event"` reads as
/// `GestureArbitrationLog.Event.other` on an arbitration line and as no structure otherwise; keys an event does
/// not use are not looked at.
struct TraceLogLine: Codable {
    static let kind = "log"

    var record: TraceLogRecord

    enum CodingKeys: String, CodingKey {
        case kind, t, message, source, recognizer, view, event
        case contact, contacts, phase, from, to, state, others, reason, delivery
    }

    init(_ record: TraceLogRecord) {
        self.record = record
    }

    init(from decoder: any Decoder) throws {
        record = try Self.record(try TraceFields(decoder, CodingKeys.self))
    }

    /// Reads the record, checking the fields in the order a version-1 reader always did, so the first wrong field
    /// is the one reported.
    private static func record(_ fields: TraceFields<CodingKeys>) throws -> TraceLogRecord {
        var record = TraceLogRecord(
            time: try fields.number(.t), message: try fields.string(.message) ?? "",
            source: try fields.string(.source) ?? "dispatch", recognizer: try fields.string(.recognizer),
            view: try fields.string(.view))
        guard let event = try fields.string(.event) else { return record }
        func state(_ key: CodingKeys) throws -> UIGestureRecognizer.State {
            let expected = "a recognizer state (possible, began, changed, ended, cancelled or failed)"
            let name = try fields.requiredString(key, expected)
            guard let s = Self.stateNames[name] else { throw TraceFieldError(field: key.stringValue, expected: expected, found: name) }
            return s
        }
        func phase(_ key: CodingKeys) throws -> UITouch.Phase {
            let expected = "a touch phase (began, moved, stationary, ended or cancelled)"
            let name = try fields.requiredString(key, expected)
            guard let p = Self.phaseNames[name] else { throw TraceFieldError(field: key.stringValue, expected: expected, found: name) }
            return p
        }
        func others() throws -> [String] {
            guard let list = try? fields.container.decode([String].self, forKey: .others) else {
                throw fields.fail(.others, "a list of recognizer names")
            }
            return list
        }
        func other() throws -> String {
            let list = try others()
            guard list.count == 1 else { throw fields.fail(.others, "one recognizer name") }
            return list[0]
        }
        switch event {
        case "hit-test":
            record.dispatch = .hitTest(contact: try fields.integer(.contact))
            record.view = try fields.requiredString(.view)
        case "call":
            guard let list = try? fields.container.decode([Double].self, forKey: .contacts) else {
                throw fields.fail(.contacts, "a list of contact ids")
            }
            let contacts = list.compactMap(TraceFields<CodingKeys>.integer)
            guard contacts.count == list.count else { throw fields.fail(.contacts, "a list of contact ids") }
            record.dispatch = .handlerCall(phase: try phase(.phase), contacts: contacts)
            record.view = try fields.requiredString(.view)
        case "shake":
            guard let phase = TraceShakeLine.phase(named: try fields.string(.phase)) else {
                throw fields.fail(.phase, "began, ended or cancelled")
            }
            record.dispatch = .shake(phase)
        case "transition": record.arbitration = .transition(from: try state(.from), to: try state(.to))
        case "action": record.arbitration = .action(try state(.state))
        case "waiting": record.arbitration = .waiting(for: try others())
        case "prevented": record.arbitration = .prevented(by: try other())
        case "requirement-recognized": record.arbitration = .requirementRecognized(try other())
        case "requirements-failed": record.arbitration = .requirementsFailed
        case "requirement-cycle": record.arbitration = .requirementCycle(try others())
        case "touches-ended-while-waiting": record.arbitration = .touchesEndedWhileWaiting
        case "begin-refused": record.arbitration = .beginRefused(try fields.requiredString(.reason))
        case "declined": record.arbitration = .declined(try fields.requiredString(.reason))
        case "request-dropped": record.arbitration = .requestDropped(try state(.state))
        case "illegal-transition": record.arbitration = .illegalTransition(from: try state(.from), to: try state(.to))
        case "cancelled-before-began": record.arbitration = .cancelledBeforeBegan
        case "ignored-touch": record.arbitration = .ignoredTouch
        case "withdrawn": record.arbitration = .withdrawn
        case "reset": record.arbitration = .reset
        case "other": record.arbitration = .other
        case "view-delivery":
            let expected = "held, released, cancelled or dropped"
            let name = try fields.requiredString(.delivery, expected)
            guard let delivery = GestureArbitrationLog.ViewDelivery(rawValue: name) else {
                throw TraceFieldError(field: "delivery", expected: expected, found: name)
            }
            let view = try fields.requiredString(.view)
            record.view = view
            record.arbitration = .viewDelivery(
                delivery, view: view, contact: try fields.integer(.contact),
                phase: fields.has(.phase) ? try phase(.phase) : nil)
        default:
            // A step from a later version: an arbitration line keeps its place, as an unstructured decision.
            if record.source == "arbitration" { record.arbitration = .other }
        }
        return record
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.kind, forKey: .kind)
        try c.encode(record.time, forKey: .t)
        try c.encode(record.message, forKey: .message)
        try c.encode(record.source, forKey: .source)
        try c.encodeIfPresent(record.recognizer, forKey: .recognizer)
        // A view-delivery event names its own view, which wins over the record's.
        if case .viewDelivery? = record.arbitration {} else { try c.encodeIfPresent(record.view, forKey: .view) }
        switch record.dispatch {
        case .hitTest(let contact)?:
            try c.encode("hit-test", forKey: .event)
            try c.encode(contact, forKey: .contact)
        case .handlerCall(let phase, let contacts)?:
            try c.encode("call", forKey: .event)
            try c.encode(phase.description, forKey: .phase)
            try c.encode(contacts, forKey: .contacts)
        case .shake(let phase)?:
            try c.encode("shake", forKey: .event)
            try c.encode("\(phase)", forKey: .phase)
        case nil:
            break
        }
        guard let event = record.arbitration else { return }
        try c.encode(Self.eventName(event), forKey: .event)
        switch event {
        case .transition(let from, let to), .illegalTransition(let from, let to):
            try c.encode(from.description, forKey: .from)
            try c.encode(to.description, forKey: .to)
        case .action(let state), .requestDropped(let state):
            try c.encode(state.description, forKey: .state)
        case .waiting(let others), .requirementCycle(let others):
            try c.encode(others, forKey: .others)
        case .prevented(let other), .requirementRecognized(let other):
            try c.encode([other], forKey: .others)
        case .beginRefused(let reason), .declined(let reason):
            try c.encode(reason, forKey: .reason)
        case .viewDelivery(let delivery, let view, let contact, let phase):
            try c.encode(delivery.rawValue, forKey: .delivery)
            try c.encode(view, forKey: .view)
            try c.encode(contact, forKey: .contact)
            try c.encodeIfPresent(phase?.description, forKey: .phase)
        case .requirementsFailed, .touchesEndedWhileWaiting, .cancelledBeforeBegan, .ignoredTouch, .withdrawn,
            .reset, .other:
            break
        }
    }

    /// The name a trace gives an arbitration event.
    static func eventName(_ event: GestureArbitrationLog.Event) -> String {
        switch event {
        case .transition: "transition"
        case .action: "action"
        case .waiting: "waiting"
        case .prevented: "prevented"
        case .requirementRecognized: "requirement-recognized"
        case .requirementsFailed: "requirements-failed"
        case .requirementCycle: "requirement-cycle"
        case .touchesEndedWhileWaiting: "touches-ended-while-waiting"
        case .beginRefused: "begin-refused"
        case .declined: "declined"
        case .requestDropped: "request-dropped"
        case .illegalTransition: "illegal-transition"
        case .cancelledBeforeBegan: "cancelled-before-began"
        case .ignoredTouch: "ignored-touch"
        case .withdrawn: "withdrawn"
        case .reset: "reset"
        case .viewDelivery: "view-delivery"
        case .other: "other"
        }
    }

    static let stateNames: [String: UIGestureRecognizer.State] = Dictionary(
        uniqueKeysWithValues: [UIGestureRecognizer.State.possible, .began, .changed, .ended, .cancelled, .failed]
            .map { ($0.description, $0) })

    static let phaseNames: [String: UITouch.Phase] = Dictionary(
        uniqueKeysWithValues: [UITouch.Phase.began, .moved, .stationary, .ended, .cancelled].map { ($0.description, $0) })
}
