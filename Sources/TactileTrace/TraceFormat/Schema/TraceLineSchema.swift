import Foundation
import Tactile

/// One line of a trace as the schema reads it: the line kind decides which `Codable` struct reads the rest.
/// Kinds from a later version read as ``unknown`` and are skipped.
enum TraceLineSchema: Decodable {
    case header(TraceHeaderLine)
    case digitizer(TraceDigitizerLine)
    case key(TraceKeyLine)
    case shake(TraceShakeLine)
    case remote(TraceRemoteLine)
    case motion(TraceMotionLine)
    case scroll(TraceScrollLine)
    case transform(TraceTransformLine)
    case log(TraceLogLine)
    case unknown

    init(from decoder: any Decoder) throws {
        let fields = try TraceFields(decoder, TraceKindKey.self)
        guard let kind = try? fields.container.decode(String.self, forKey: .kind) else {
            throw fields.fail(.kind, "a string")
        }
        switch kind {
        case TraceHeaderLine.kind: self = .header(try TraceHeaderLine(from: decoder))
        case TraceDigitizerLine.kind: self = .digitizer(try TraceDigitizerLine(from: decoder))
        case TraceKeyLine.kind: self = .key(try TraceKeyLine(from: decoder))
        case TraceShakeLine.kind: self = .shake(try TraceShakeLine(from: decoder))
        case TraceRemoteLine.kind: self = .remote(try TraceRemoteLine(from: decoder))
        case TraceMotionLine.kind: self = .motion(try TraceMotionLine(from: decoder))
        case TraceScrollLine.kind: self = .scroll(try TraceScrollLine(from: decoder))
        case TraceTransformLine.kind: self = .transform(try TraceTransformLine(from: decoder))
        case TraceLogLine.kind: self = .log(try TraceLogLine(from: decoder))
        default: self = .unknown
        }
    }

    /// The decoded line, or `nil` for a kind from a later version.
    var line: TraceFile.Line? {
        switch self {
        case .header(let h): h.line
        case .digitizer(let d): .input(.digitizer(d.frame))
        case .key(let k): .input(.key(k.event))
        case .shake(let s): .input(.shake(s.event))
        case .remote(let r): .input(.remoteControl(r.event))
        case .motion(let m): .input(.motion(m.sample))
        case .scroll(let s): .input(.scroll(s.event))
        case .transform(let t): .input(.transform(t.event))
        case .log(let l): .log(l.record)
        case .unknown: nil
        }
    }
}
