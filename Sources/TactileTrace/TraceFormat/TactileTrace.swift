import Foundation
import Tactile

/// Tactile's own trace format: JSON Lines, one object per line, versioned.
///
/// No UIKit counterpart. Schema, version 1 (every line has `"t"`, seconds on the application's time base, and
/// `"kind"`):
/// - `{"kind":"header","version":1,"device":"…","screen":[w,h]}`: the first line.
/// - `{"kind":"digitizer","t":…,"contacts":[{"id":1,"x":…,"y":…,"state":"touching|lifted|cancelled",
///   "force":…,"radius":…,"type":"direct|indirect|pencil|pointer"}]}`: a ``DigitizerFrame``.
/// - `{"kind":"key","t":…,"code":…,"down":true,"chars":"…"}`, `{"kind":"shake","t":…,"phase":"began|ended|cancelled"}`,
///   `{"kind":"remote","t":…,"subtype":…}` (the `UIEvent.EventSubtype` raw value).
/// - `{"kind":"motion","t":…,"sensor":"accelerometer|gyroscope|magnetometer","x":…,"y":…,"z":…}`: a motion
///   sample in iOS units (g with gravity pointing down, rad/s, µT); replay it with `RecordedMotionSource`.
/// - `{"kind":"log","t":…,"message":"…","source":"dispatch|arbitration"}`: a line of the dispatch log (hit-test
///   results, handler calls) or of the arbitration log, for reading, not replay (a ``TraceLogRecord``).
///
/// Log lines also carry their step in structured form, in optional keys added compatibly to version 1 (older
/// readers skip them; lines without them still read, as messages only). `"event"` names the step and decides
/// which other keys are present:
/// - dispatch: `"hit-test"` with `"contact"` (the contact id) and `"view"` (the view hit, `"nil"` for none);
///   `"call"` with `"view"`, `"phase"` (`began|moved|stationary|ended|cancelled`) and `"contacts"` (ids);
///   `"shake"` with `"phase"` (`began|ended|cancelled`): a shake detected in accelerometer samples was sent.
/// - arbitration, with `"recognizer"` naming the recognizer the decision is about: `"transition"` with `"from"`
///   and `"to"` (states: `possible|began|changed|ended|cancelled|failed`); `"action"` with `"state"`;
///   `"waiting"`, `"prevented"`, `"requirement-recognized"`, `"requirement-cycle"` with `"others"` (recognizer
///   names: the ones waited for, the preventer, the requirement that recognized, the ones waiting back);
///   `"requirements-failed"`, `"touches-ended-while-waiting"`, `"cancelled-before-began"`, `"ignored-touch"`,
///   `"withdrawn"`, `"reset"` and `"other"` with nothing more; `"begin-refused"` and `"declined"` with
///   `"reason"`; `"request-dropped"` with `"state"` (the state asked for); `"illegal-transition"` with `"from"`
///   and `"to"`; `"view-delivery"`, without `"recognizer"`, with `"delivery"` (`held|released|cancelled|dropped`),
///   `"view"`, `"contact"` and, for `held`, `"phase"`.
///
/// For example: `{"event":"waiting","kind":"log","message":"single: recognized, waiting for double to fail",
/// "others":["double"],"recognizer":"single","source":"arbitration","t":1000.05}`.
///
/// Unknown kinds and keys are skipped, so later versions can add lines that version-1 readers ignore. An unknown
/// `"event"` reads as ``GestureArbitrationLog/Event/other`` on an arbitration line and as no structure otherwise.
public enum TactileTrace {
    /// The format version written.
    public static let version = 1

    /// One decoded line (no UIKit counterpart).
    public enum Line: Sendable, Equatable {
        /// The header.
        case header(device: String, screen: CGSize)
        /// A raw input event to replay.
        case input(RawInputEvent)
        /// A log line, with its structured fields when it has them.
        case log(TraceLogRecord)
    }

    // MARK: Writing

    /// The header line.
    public static func header(device: String, screen: CGSize) -> String {
        encode(["kind": "header", "version": version, "device": device, "screen": [Double(screen.width), Double(screen.height)]])
    }

    /// The line for a raw input event, or `nil` for kinds the format does not carry (estimate updates, hover).
    public static func line(for event: RawInputEvent) -> String? {
        switch event {
        case .digitizer(let f):
            return encode([
                "kind": "digitizer", "t": f.timestamp,
                "contacts": f.contacts.map { c -> [String: Any] in
                    [
                        "id": c.id, "x": Double(c.location.x), "y": Double(c.location.y), "state": name(c.state),
                        "force": Double(c.force), "radius": Double(c.majorRadius), "type": name(c.type),
                    ]
                },
            ])
        case .key(let k):
            return encode(["kind": "key", "t": k.timestamp, "code": k.keyCode.rawValue, "down": k.isDown, "chars": k.characters])
        case .shake(let s):
            return encode(["kind": "shake", "t": s.timestamp, "phase": "\(s.phase)"])
        case .remoteControl(let r):
            return encode(["kind": "remote", "t": r.timestamp, "subtype": r.subtype.rawValue])
        case .motion(let m):
            return encode(["kind": "motion", "t": m.timestamp, "sensor": "\(m.sensor)", "x": m.x, "y": m.y, "z": m.z])
        case .estimatedPropertiesUpdate, .hover:
            return nil
        }
    }

    /// A log line with a message only; `source` says which log it comes from (`dispatch` or `arbitration`).
    public static func logLine(time: TimeInterval, message: String, source: String = "dispatch") -> String {
        logLine(TraceLogRecord(time: time, message: message, source: source))
    }

    /// A log line with the record's structured fields (see the schema above).
    public static func logLine(_ record: TraceLogRecord) -> String {
        var object: [String: Any] = [
            "kind": "log", "t": record.time, "message": record.message, "source": record.source,
        ]
        if let recognizer = record.recognizer { object["recognizer"] = recognizer }
        if let view = record.view { object["view"] = view }
        switch record.dispatch {
        case .hitTest(let contact)?:
            object["event"] = "hit-test"
            object["contact"] = contact
        case .handlerCall(let phase, let contacts)?:
            object["event"] = "call"
            object["phase"] = phase.description
            object["contacts"] = contacts
        case .shake(let phase)?:
            object["event"] = "shake"
            object["phase"] = "\(phase)"
        case nil:
            break
        }
        if let event = record.arbitration {
            object["event"] = eventName(event)
            switch event {
            case .transition(let from, let to), .illegalTransition(let from, let to):
                object["from"] = from.description
                object["to"] = to.description
            case .action(let state), .requestDropped(let state):
                object["state"] = state.description
            case .waiting(let others), .requirementCycle(let others):
                object["others"] = others
            case .prevented(let other), .requirementRecognized(let other):
                object["others"] = [other]
            case .beginRefused(let reason), .declined(let reason):
                object["reason"] = reason
            case .viewDelivery(let delivery, let view, let contact, let phase):
                object["delivery"] = delivery.rawValue
                object["view"] = view
                object["contact"] = contact
                if let phase { object["phase"] = phase.description }
            case .requirementsFailed, .touchesEndedWhileWaiting, .cancelledBeforeBegan, .ignoredTouch, .withdrawn,
                .reset, .other:
                break
            }
        }
        return encode(object)
    }

    private static func eventName(_ event: GestureArbitrationLog.Event) -> String {
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
    /// Encodes one line. Every value passed in is a JSON type (String, Int, Double, Bool, arrays, dictionaries).
    private static func encode(_ object: [String: Any]) -> String {
        guard JSONSerialization.isValidJSONObject(object),
            let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        else {
            preconditionFailure("TactileTrace: a line has a value that is not a JSON type: \(object)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    private static func name(_ s: DigitizerContact.State) -> String {
        switch s {
        case .touching: "touching"
        case .lifted: "lifted"
        case .cancelled: "cancelled"
        }
    }

    private static func name(_ t: UITouch.TouchType) -> String {
        switch t {
        case .direct: "direct"
        case .indirect: "indirect"
        case .pencil: "pencil"
        case .indirectPointer: "pointer"
        }
    }

    // MARK: Reading

    /// Parses a trace.
    ///
    /// - Throws: ``FileParseError`` with the line number and field of the first malformed line: bad JSON, a
    ///   missing or wrong-typed field, or a version newer than this reader.
    public static func parse(_ text: String, file: String = "<memory>") throws -> [Line] {
        var lines: [Line] = []
        var number = 0
        // Split on the byte 0x0A, not on Characters ("\r\n" is one Character): CRLF traces read line by line too.
        for raw in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            let trimmed = Substring(raw).trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty { continue }
            func fail(_ field: String, _ expected: String, _ found: String) -> FileParseError {
                FileParseError(file: file, line: number, field: field, expected: expected, found: found)
            }
            guard let object = (try? JSONSerialization.jsonObject(with: Data(trimmed.utf8))) as? [String: Any] else {
                throw fail("line", "a JSON object", String(trimmed.prefix(60)))
            }
            guard let kind = object["kind"] as? String else { throw fail("kind", "a string", "\(object["kind"] ?? "nothing")") }
            func numeric(_ key: String) throws -> Double {
                guard let v = object[key] as? NSNumber else {
                    throw fail(key, "a number", "\(object[key] ?? "nothing")")
                }
                return v.doubleValue
            }
            func integer(_ key: String) throws -> Int {
                guard let v = TactileTrace.integer(object[key]) else {
                    throw fail(key, "an integer", "\(object[key] ?? "nothing")")
                }
                return v
            }
            switch kind {
            case "header":
                let v = try integer("version")
                guard v <= version else { throw fail("version", "at most \(version)", "\(v)") }
                let screen = (object["screen"] as? [NSNumber])?.map(\.doubleValue) ?? [0, 0]
                guard screen.count == 2 else { throw fail("screen", "[width, height]", "\(object["screen"] ?? "")") }
                lines.append(.header(device: object["device"] as? String ?? "", screen: CGSize(width: screen[0], height: screen[1])))
            case "digitizer":
                let t = try numeric("t")
                guard let list = object["contacts"] as? [[String: Any]] else {
                    throw fail("contacts", "a list of contact objects", "\(object["contacts"] ?? "nothing")")
                }
                var contacts: [DigitizerContact] = []
                for c in list {
                    guard let id = TactileTrace.integer(c["id"]), let x = (c["x"] as? NSNumber)?.doubleValue,
                        let y = (c["y"] as? NSNumber)?.doubleValue, x.isFinite, y.isFinite
                    else { throw fail("contacts[].id/x/y", "numbers", "\(c)") }
                    let state: DigitizerContact.State
                    switch c["state"] as? String ?? "touching" {
                    case "touching": state = .touching
                    case "lifted": state = .lifted
                    case "cancelled": state = .cancelled
                    case let other: throw fail("contacts[].state", "touching, lifted or cancelled", other)
                    }
                    let type: UITouch.TouchType = switch c["type"] as? String ?? "direct" {
                    case "pencil": .pencil
                    case "indirect": .indirect
                    case "pointer": .indirectPointer
                    default: .direct
                    }
                    contacts.append(DigitizerContact(
                        id: id, location: CGPoint(x: x, y: y), state: state, type: type,
                        force: CGFloat((c["force"] as? NSNumber)?.doubleValue ?? 0),
                        majorRadius: CGFloat((c["radius"] as? NSNumber)?.doubleValue ?? 0)))
                }
                lines.append(.input(.digitizer(DigitizerFrame(timestamp: t, contacts: contacts))))
            case "key":
                let code = try integer("code")
                guard let down = object["down"] as? Bool else { throw fail("down", "true or false", "\(object["down"] ?? "nothing")") }
                lines.append(.input(.key(RawKeyEvent(
                    timestamp: try numeric("t"), keyCode: UIKeyboardHIDUsage(rawValue: code), isDown: down,
                    characters: object["chars"] as? String ?? ""))))
            case "shake":
                let phase: RawShakeEvent.Phase
                switch object["phase"] as? String {
                case "began": phase = .began
                case "ended": phase = .ended
                case "cancelled": phase = .cancelled
                default: throw fail("phase", "began, ended or cancelled", "\(object["phase"] ?? "nothing")")
                }
                lines.append(.input(.shake(RawShakeEvent(timestamp: try numeric("t"), phase: phase))))
            case "remote":
                let raw = try integer("subtype")
                guard let subtype = UIEvent.EventSubtype(rawValue: raw) else {
                    throw fail("subtype", "a UIEvent.EventSubtype raw value", "\(raw)")
                }
                lines.append(.input(.remoteControl(RawRemoteControlEvent(timestamp: try numeric("t"), subtype: subtype))))
            case "motion":
                let sensor: RawMotionSample.Sensor
                switch object["sensor"] as? String {
                case "accelerometer": sensor = .accelerometer
                case "gyroscope": sensor = .gyroscope
                case "magnetometer": sensor = .magnetometer
                default:
                    throw fail("sensor", "accelerometer, gyroscope or magnetometer", "\(object["sensor"] ?? "nothing")")
                }
                let (x, y, z) = (try numeric("x"), try numeric("y"), try numeric("z"))
                guard x.isFinite, y.isFinite, z.isFinite else { throw fail("x/y/z", "finite numbers", "\([x, y, z])") }
                lines.append(.input(.motion(RawMotionSample(timestamp: try numeric("t"), sensor: sensor, x: x, y: y, z: z))))
            case "log":
                lines.append(.log(try logRecord(object, fail: fail)))
            default:
                continue  // a kind from a later version
            }
        }
        return lines
    }

    /// Reads a log line's record; `fail` makes the error for a field.
    private static func logRecord(
        _ object: [String: Any], fail: (String, String, String) -> FileParseError
    ) throws -> TraceLogRecord {
        func found(_ key: String) -> String { "\(object[key] ?? "nothing")" }
        guard let t = (object["t"] as? NSNumber)?.doubleValue else { throw fail("t", "a number", found("t")) }
        func string(_ key: String) throws -> String? {
            guard let value = object[key] else { return nil }
            guard let s = value as? String else { throw fail(key, "a string", found(key)) }
            return s
        }
        func required(_ key: String, _ expected: String = "a string") throws -> String {
            guard let s = try string(key) else { throw fail(key, expected, "nothing") }
            return s
        }
        func int(_ key: String) throws -> Int {
            guard let n = integer(object[key]) else { throw fail(key, "an integer", found(key)) }
            return n
        }
        func state(_ key: String) throws -> UIGestureRecognizer.State {
            let expected = "a recognizer state (possible, began, changed, ended, cancelled or failed)"
            let name = try required(key, expected)
            guard let s = stateNames[name] else { throw fail(key, expected, name) }
            return s
        }
        func phase(_ key: String) throws -> UITouch.Phase {
            let expected = "a touch phase (began, moved, stationary, ended or cancelled)"
            let name = try required(key, expected)
            guard let p = phaseNames[name] else { throw fail(key, expected, name) }
            return p
        }
        func others() throws -> [String] {
            guard let list = object["others"] as? [String] else {
                throw fail("others", "a list of recognizer names", found("others"))
            }
            return list
        }
        func other() throws -> String {
            let list = try others()
            guard list.count == 1 else { throw fail("others", "one recognizer name", found("others")) }
            return list[0]
        }
        var record = TraceLogRecord(
            time: t, message: try string("message") ?? "", source: try string("source") ?? "dispatch",
            recognizer: try string("recognizer"), view: try string("view"))
        guard let event = try string("event") else { return record }
        switch event {
        case "hit-test":
            record.dispatch = .hitTest(contact: try int("contact"))
            record.view = try required("view")
        case "call":
            guard let list = object["contacts"] as? [Any] else {
                throw fail("contacts", "a list of contact ids", found("contacts"))
            }
            let contacts = list.compactMap(integer)
            guard contacts.count == list.count else { throw fail("contacts", "a list of contact ids", found("contacts")) }
            record.dispatch = .handlerCall(phase: try phase("phase"), contacts: contacts)
            record.view = try required("view")
        case "shake":
            switch try string("phase") {
            case "began": record.dispatch = .shake(.began)
            case "ended": record.dispatch = .shake(.ended)
            case "cancelled": record.dispatch = .shake(.cancelled)
            default: throw fail("phase", "began, ended or cancelled", found("phase"))
            }
        case "transition": record.arbitration = .transition(from: try state("from"), to: try state("to"))
        case "action": record.arbitration = .action(try state("state"))
        case "waiting": record.arbitration = .waiting(for: try others())
        case "prevented": record.arbitration = .prevented(by: try other())
        case "requirement-recognized": record.arbitration = .requirementRecognized(try other())
        case "requirements-failed": record.arbitration = .requirementsFailed
        case "requirement-cycle": record.arbitration = .requirementCycle(try others())
        case "touches-ended-while-waiting": record.arbitration = .touchesEndedWhileWaiting
        case "begin-refused": record.arbitration = .beginRefused(try required("reason"))
        case "declined": record.arbitration = .declined(try required("reason"))
        case "request-dropped": record.arbitration = .requestDropped(try state("state"))
        case "illegal-transition":
            record.arbitration = .illegalTransition(from: try state("from"), to: try state("to"))
        case "cancelled-before-began": record.arbitration = .cancelledBeforeBegan
        case "ignored-touch": record.arbitration = .ignoredTouch
        case "withdrawn": record.arbitration = .withdrawn
        case "reset": record.arbitration = .reset
        case "other": record.arbitration = .other
        case "view-delivery":
            let expected = "held, released, cancelled or dropped"
            let name = try required("delivery", expected)
            guard let delivery = GestureArbitrationLog.ViewDelivery(rawValue: name) else {
                throw fail("delivery", expected, name)
            }
            let view = try required("view")
            record.view = view
            record.arbitration = .viewDelivery(
                delivery, view: view, contact: try int("contact"),
                phase: object["phase"] == nil ? nil : try phase("phase"))
        default:
            // A step from a later version: an arbitration line keeps its place, as an unstructured decision.
            if record.source == "arbitration" { record.arbitration = .other }
        }
        return record
    }

    /// A JSON number that is a whole number of magnitude at most 2^53 (where every integer is exact in a
    /// double); `nil` for anything else. `NSNumber.intValue` would turn 1.5 into 1 and 1e300 into `Int.min`, and
    /// `Int(Double)` traps outside `Int`'s range.
    private static func integer(_ value: Any?) -> Int? {
        guard let n = value as? NSNumber else { return nil }
        let d = n.doubleValue
        guard d.rounded() == d, abs(d) <= 9_007_199_254_740_992 else { return nil }
        return Int(d)
    }

    private static let stateNames: [String: UIGestureRecognizer.State] = Dictionary(
        uniqueKeysWithValues: [UIGestureRecognizer.State.possible, .began, .changed, .ended, .cancelled, .failed]
            .map { ($0.description, $0) })

    private static let phaseNames: [String: UITouch.Phase] = Dictionary(
        uniqueKeysWithValues: [UITouch.Phase.began, .moved, .stationary, .ended, .cancelled].map { ($0.description, $0) })
}

/// A log line of a ``TactileTrace``: its message, and the same step in structured form when the line carries it.
///
/// No UIKit counterpart. Lines written by ``TraceRecorder`` carry the structure of a ``TouchDispatchRecord`` (for
/// `dispatch` lines) or of a ``GestureArbitrationLog/Entry`` (for `arbitration` lines); older traces, and lines
/// written with ``TactileTrace/logLine(time:message:source:)``, have only the message.
public struct TraceLogRecord: Sendable, Equatable {
    /// When it happened, seconds on the application's time base.
    public var time: TimeInterval
    /// The readable line, e.g. `"single: recognized, waiting for double to fail"`.
    public var message: String
    /// Which log it comes from: `"dispatch"` (hit-tests, handler calls) or `"arbitration"` (recognizer decisions).
    public var source: String
    /// The recognizer an arbitration decision is about, when it is about one.
    public var recognizer: String?
    /// The view of a dispatch step or of a view-delivery decision, when there is one.
    public var view: String?
    /// The dispatch step, for structured `dispatch` lines.
    public var dispatch: TouchDispatchRecord.Step?
    /// The decision, for structured `arbitration` lines.
    public var arbitration: GestureArbitrationLog.Event?

    /// Creates a record.
    public init(
        time: TimeInterval, message: String, source: String = "dispatch", recognizer: String? = nil,
        view: String? = nil, dispatch: TouchDispatchRecord.Step? = nil,
        arbitration: GestureArbitrationLog.Event? = nil
    ) {
        self.time = time
        self.message = message
        self.source = source
        self.recognizer = recognizer
        self.view = view
        self.dispatch = dispatch
        self.arbitration = arbitration
    }

    /// The record of an arbitration-log entry (source `arbitration`).
    public init(_ entry: GestureArbitrationLog.Entry) {
        var view: String?
        if case .viewDelivery(_, let v, _, _) = entry.event { view = v }
        self.init(
            time: entry.time, message: entry.message, source: "arbitration", recognizer: entry.recognizer,
            view: view, arbitration: entry.event)
    }

    /// The record of a dispatch step (source `dispatch`).
    public init(_ record: TouchDispatchRecord) {
        self.init(
            time: record.time, message: record.message, source: "dispatch", view: record.view, dispatch: record.step)
    }
}

extension TactileTrace {
    /// The motion samples of a parsed trace, in order, for `RecordedMotionSource(samples:)`.
    public static func motionSamples(_ lines: [Line]) -> [RawMotionSample] {
        lines.compactMap { if case .input(.motion(let m)) = $0 { m } else { nil } }
    }
}
