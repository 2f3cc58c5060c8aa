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
/// - `{"kind":"log","t":…,"message":"…","source":"dispatch|arbitration"}`: a line of the dispatch log (hit-test
///   results, handler calls) or of the arbitration log, for reading, not replay.
///
/// Unknown kinds and keys are skipped, so later versions can add lines that version-1 readers ignore.
public enum TactileTrace {
    /// The format version written.
    public static let version = 1

    /// One decoded line (no UIKit counterpart).
    public enum Line: Sendable, Equatable {
        /// The header.
        case header(device: String, screen: CGSize)
        /// A raw input event to replay.
        case input(RawInputEvent)
        /// A log line.
        case log(time: TimeInterval, message: String)
    }

    // MARK: Writing

    /// The header line.
    public static func header(device: String, screen: CGSize) -> String {
        encode(["kind": "header", "version": version, "device": device, "screen": [Double(screen.width), Double(screen.height)]])
    }

    /// The line for a raw input event, or `nil` for kinds the format does not carry (motion samples, estimate
    /// updates, hover).
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
        case .motion, .estimatedPropertiesUpdate, .hover:
            return nil
        }
    }

    /// A log line; `source` says which log it comes from (`dispatch` or `arbitration`).
    public static func logLine(time: TimeInterval, message: String, source: String = "dispatch") -> String {
        encode(["kind": "log", "t": time, "message": message, "source": source])
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
    /// - Throws: ``RecordingParseError`` with the line number and field of the first malformed line: bad JSON, a
    ///   missing or wrong-typed field, or a version newer than this reader.
    public static func parse(_ text: String, file: String = "<memory>") throws -> [Line] {
        var lines: [Line] = []
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            func fail(_ field: String, _ expected: String, _ found: String) -> RecordingParseError {
                RecordingParseError(file: file, line: number, field: field, expected: expected, found: found)
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
            switch kind {
            case "header":
                let v = Int(try numeric("version"))
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
                    guard let id = (c["id"] as? NSNumber)?.intValue, let x = (c["x"] as? NSNumber)?.doubleValue,
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
                let code = Int(try numeric("code"))
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
                let raw = Int(try numeric("subtype"))
                guard let subtype = UIEvent.EventSubtype(rawValue: raw) else {
                    throw fail("subtype", "a UIEvent.EventSubtype raw value", "\(raw)")
                }
                lines.append(.input(.remoteControl(RawRemoteControlEvent(timestamp: try numeric("t"), subtype: subtype))))
            case "log":
                lines.append(.log(time: try numeric("t"), message: object["message"] as? String ?? ""))
            default:
                continue  // a kind from a later version
            }
        }
        return lines
    }
}
