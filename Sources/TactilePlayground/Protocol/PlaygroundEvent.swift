import Foundation

/// A message from the playground's session to its page: one WebSocket text frame holding a JSON object whose
/// `kind` says which (no UIKit counterpart).
///
/// ``json`` is the frame's text: compact JSON with sorted keys, the payload's keys beside `kind`, e.g.
/// `{"from":"possible","kind":"recognizer","recognizer":"pinch","t":0.42,"to":"began"}`.
public enum PlaygroundEvent: Sendable, Equatable {
    /// `scene`: the view hierarchy and its recognizers, sent after `hello`, a scene switch and a replay's switch.
    case scene(PlaygroundSceneDescription)
    /// `touch`: a touch began, moved, ended or was cancelled.
    case touch(PlaygroundTouch)
    /// `recognizer`: a recognizer's state changed.
    case recognizer(PlaygroundRecognizerChange)
    /// `action`: a recognizer sent its actions.
    case action(PlaygroundAction)
    /// `arbitration`: a decision of the gesture environment, with its reason.
    case arbitration(PlaygroundArbitration)
    /// `viewTouches`: a view's touch handler ran, or recognizers held, released or cancelled its touches.
    case viewTouches(PlaygroundViewTouches)
    /// `displayList`: what the window shows (TactileRender's display list), whole or what changed of it.
    case displayList(PlaygroundDisplayList)
    /// `recording`: recording started (`true`) or stopped (`false`).
    case recording(Bool)
    /// `trace`: the recorded session as a Tactile trace file (JSON Lines), as `tactile replay` and `tactile render`
    /// read it; sent when recording stops.
    case trace(String)
    /// `error`: why a message was refused; the session goes on working.
    case error(PlaygroundProtocolError)

    /// The message's `kind`, as the wire names it.
    public var kind: String {
        switch self {
        case .scene: "scene"
        case .touch: "touch"
        case .recognizer: "recognizer"
        case .action: "action"
        case .arbitration: "arbitration"
        case .viewTouches: "viewTouches"
        case .displayList: "displayList"
        case .recording: "recording"
        case .trace: "trace"
        case .error: "error"
        }
    }

    /// The frame's text: compact JSON with sorted keys.
    ///
    /// The messages sent for every touch (`touch`, `recognizer`, `action`, `arbitration`, `viewTouches`) and the
    /// short ones are written directly, `scene` and `displayList` through `JSONEncoder`; the text is the same as
    /// `JSONEncoder` would write for every kind.
    public var json: String {
        switch self {
        case .scene, .displayList: encodedByJSONEncoder
        default: written
        }
    }

    /// The frame's text as `JSONEncoder` writes it (with sorted keys, slashes unescaped, and numbers that are not
    /// finite as the strings `Infinity`, `-Infinity` and `NaN`).
    var encodedByJSONEncoder: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every number the session puts in a message is finite; were one not, the page would still get a frame.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        do {
            return String(decoding: try encoder.encode(Wire(event: self)), as: UTF8.self)
        } catch {
            return #"{"field":"message","kind":"error","message":"the session could not encode a message","reason":"refused"}"#
        }
    }

    /// The payload's keys with `kind` beside them.
    private struct Wire: Encodable {
        let event: PlaygroundEvent

        enum Keys: String, CodingKey { case kind, recording, text, reason, field, message }

        func encode(to encoder: any Encoder) throws {
            switch event {
            case .scene(let p): try p.encode(to: encoder)
            case .touch(let p): try p.encode(to: encoder)
            case .recognizer(let p): try p.encode(to: encoder)
            case .action(let p): try p.encode(to: encoder)
            case .arbitration(let p): try p.encode(to: encoder)
            case .viewTouches(let p): try p.encode(to: encoder)
            case .displayList(let p): try p.encode(to: encoder)
            case .recording(let on):
                var c = encoder.container(keyedBy: Keys.self)
                try c.encode(on, forKey: .recording)
            case .trace(let text):
                var c = encoder.container(keyedBy: Keys.self)
                try c.encode(text, forKey: .text)
            case .error(let e):
                var c = encoder.container(keyedBy: Keys.self)
                try c.encode(e.reason, forKey: .reason)
                try c.encode(e.field, forKey: .field)
                try c.encode(e.description, forKey: .message)
            }
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(event.kind, forKey: .kind)
        }
    }
}
