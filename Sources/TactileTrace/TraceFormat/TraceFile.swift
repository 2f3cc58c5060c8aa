import Foundation
import Tactile

/// Tactile's own trace format: JSON Lines, one object per line, versioned.
///
/// No UIKit counterpart. Schema, version 1 (every line has `"t"`, seconds on the application's time base, and
/// `"kind"`):
/// - `{"kind":"header","version":1,"device":"…","screen":[w,h]}`: the first line; an optional `"scene"` names the
///   scene the trace was recorded on (see ``header(of:)``).
/// - `{"kind":"digitizer","t":…,"contacts":[{"id":1,"x":…,"y":…,"state":"touching|lifted|cancelled",
///   "force":…,"radius":…,"type":"direct|indirect|pencil|pointer"}]}`: a `DigitizerFrame`. A contact whose
///   `DigitizerContact.buttonMask` is not its type's default (`primary` for a pointer, none otherwise) also
///   carries `"buttons"`, the `UIEvent.ButtonMask` raw value (1 primary, 2 secondary, 4 middle…).
/// - `{"kind":"scroll","t":…,"x":…,"y":…,"dx":…,"dy":…,"type":"discrete|continuous",
///   "phase":"began|changed|ended|cancelled"}`: a `RawScrollEvent` (a wheel or trackpad scroll; `dx`/`dy` with
///   a finger's sign), and `{"kind":"transform","t":…,"x":…,"y":…,"phase":…,"scale":…,"rotation":…}`: a
///   `RawTransformEvent` (a trackpad pinch and rotation). Both carry `"modifiers"`, the `UIKeyModifierFlags` raw
///   value, when a modifier is held. These kinds, and `"buttons"`, were added compatibly to version 1: readers
///   that predate them skip the lines and the key.
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
/// Each line kind is a `Codable` struct (read with `JSONDecoder`, written with `JSONEncoder` and sorted keys, so a
/// line's text is the same as it always was). Unknown kinds and keys are skipped, so later versions can add lines
/// that version-1 readers ignore. An unknown
/// `"event"` reads as `GestureArbitrationLog.Event.other` on an arbitration line and as no structure otherwise.
public enum TraceFile {
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

    /// The header line; `scene`, when given, names the scene the trace is recorded on (`tactile replay` plays
    /// the trace on it again). A `screen` of `.zero` (not known) is left out of the line, which reads back as zero by
    /// zero.
    public static func header(device: String, screen: CGSize, scene: String? = nil) -> String {
        encode(TraceHeaderLine(version: version, device: device, screen: screen, scene: scene))
    }

    /// The line for a raw input event, or `nil` for kinds the format does not carry (estimate updates, hover).
    /// Wheel and trackpad scrolls and trackpad pinches are carried.
    public static func line(for event: RawInputEvent) -> String? {
        switch event {
        case .digitizer(let f): encode(TraceDigitizerLine(f))
        case .key(let k): encode(TraceKeyLine(k))
        case .shake(let s): encode(TraceShakeLine(s))
        case .remoteControl(let r): encode(TraceRemoteLine(r))
        case .motion(let m): encode(TraceMotionLine(m))
        case .scroll(let s): encode(TraceScrollLine(s))
        case .transform(let t): encode(TraceTransformLine(t))
        case .estimatedPropertiesUpdate, .hover: nil
        }
    }

    /// A log line with a message only; `source` says which log it comes from (`dispatch` or `arbitration`).
    public static func logLine(time: TimeInterval, message: String, source: String = "dispatch") -> String {
        logLine(TraceLogRecord(time: time, message: message, source: source))
    }

    /// A log line with the record's structured fields (see the schema above).
    public static func logLine(_ record: TraceLogRecord) -> String {
        encode(TraceLogLine(record))
    }

    /// Encodes one line: compact JSON with sorted keys, as every version-1 trace was written.
    private static func encode(_ line: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return String(decoding: try encoder.encode(line), as: UTF8.self)
        } catch {
            // Only non-finite numbers fail to encode; the schema's values come from finite input.
            preconditionFailure("TraceFile: a line could not be encoded: \(error)")
        }
    }

    // MARK: Reading

    /// Parses a trace.
    ///
    /// Blank lines are skipped and lines may end with CRLF. Integers must be whole numbers of magnitude at most
    /// 2^53, motion values finite numbers; a header's screen, when given, two sides of 1 to 100,000 points
    /// (``TouchscreenPlacement/screenSideRange``).
    ///
    /// A digitizer line may hold at most `maximumContactsPerFrame` contacts (by default
    /// `TactileConfiguration.maximumContactsPerFrame`, 256): more touches at once than any screen reports is bad
    /// input, and would only make a replay slow.
    ///
    /// - Throws: `FileParseError` with the line number and field of the first malformed line: bad JSON, a
    ///   missing or wrong-typed field, a version newer than this reader, or a frame with more contacts than the
    ///   maximum (field `contacts`).
    public static func parse(
        _ text: String, file: String = "<memory>",
        maximumContactsPerFrame: Int = TactileConfiguration.default.maximumContactsPerFrame
    ) throws -> [Line] {
        try numberedLines(text, file: file, maximumContactsPerFrame: maximumContactsPerFrame).map(\.line)
    }

    /// Parses a trace as ``parse(_:file:maximumContactsPerFrame:)`` does, keeping each line's number in the file
    /// (counting from 1).
    static func numberedLines(
        _ text: String, file: String,
        maximumContactsPerFrame: Int = TactileConfiguration.default.maximumContactsPerFrame
    ) throws -> [(number: Int, line: Line)] {
        var lines: [(number: Int, line: Line)] = []
        var number = 0
        let decoder = JSONDecoder()
        // Split on the byte 0x0A, not on Characters ("\r\n" is one Character): CRLF traces read line by line too.
        for raw in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            let trimmed = Substring(raw).trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty { continue }
            let schema: TraceLineSchema
            do {
                schema = try decoder.decode(TraceLineSchema.self, from: Data(trimmed.utf8))
            } catch let error as TraceFieldError {
                throw FileParseError(
                    file: file, line: number, field: error.field, expected: error.expected, found: error.found)
            } catch {
                // Not JSON, or JSON that is not an object.
                throw FileParseError(
                    file: file, line: number, field: "line", expected: "a JSON object", found: String(trimmed.prefix(60)))
            }
            if case .input(.digitizer(let frame))? = schema.line, frame.contacts.count > maximumContactsPerFrame {
                throw FileParseError(
                    file: file, line: number, field: "contacts",
                    expected: "at most \(maximumContactsPerFrame) contacts in one frame "
                        + "(TactileConfiguration.maximumContactsPerFrame)",
                    found: "\(frame.contacts.count) contacts")
            }
            if let line = schema.line { lines.append((number, line)) }
        }
        return lines
    }
}

extension TraceFile {
    /// The motion samples of a parsed trace, in order, for `RecordedMotionSource(samples:)`.
    public static func motionSamples(_ lines: [Line]) -> [RawMotionSample] {
        lines.compactMap { if case .input(.motion(let m)) = $0 { m } else { nil } }
    }
}
