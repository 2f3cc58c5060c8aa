import Foundation
import Tactile
import Yams

/// Reads libinput record YAML (version 1) into an ``EvemuRecording`` (device description plus events).
///
/// No UIKit counterpart. The format (`man libinput-record`): `version: 1`, then `devices:`, each with
/// `evdev: {name, id: [bus, vendor, product, version], codes: {type: [code, …]}, absinfo: {code: [min, max, fuzz,
/// flat, resolution]}, properties: [...]}` and `events:`, a list of frames whose `evdev:` entry lists
/// `[sec, usec, type, code, value]` records (all decimal; the last record of a frame is `SYN_REPORT`). Unknown keys
/// are ignored, as the format requires. Only the first device is read.
public enum LibinputRecording {
    /// Parses a libinput recording.
    ///
    /// - Throws: `FileParseError` naming the line and field of the first problem.
    public static func parse(_ text: String, file: String = "<memory>") throws -> EvemuRecording {
        // A recording laid out as `libinput record` writes it has its event records read from the text's bytes,
        // without a YAML node for each (see LibinputRecording+EventLines.swift); any other text, and any text
        // with a problem, is read by YAML alone below, so that errors are found and located as before.
        if let recording = parseReadingEventLines(text, file: file) { return recording }
        return try parseComposingEverything(text, file: file)
    }

    /// Parses a libinput recording by composing the whole text with YAML, a node for every record.
    static func parseComposingEverything(_ text: String, file: String) throws -> EvemuRecording {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw FileParseError(file: file, line: line(of: error), field: "YAML", expected: "valid YAML",
                found: "\(error)".split(separator: "\n").first.map(String.init) ?? "")
        }
        return try recording(from: root, file: file)
    }

    /// The recording in a composed YAML document.
    static func recording(from root: Node?, file: String) throws -> EvemuRecording {
        func fail(_ node: Node?, _ field: String, _ expected: String) -> FileParseError {
            FileParseError(
                file: file, line: (node?.mark?.line ?? 0), field: field, expected: expected,
                found: node.map(describe) ?? "nothing")
        }
        guard let root, root.mapping != nil else { throw fail(root, "document", "a mapping") }
        guard let version = root["version"], version.int == 1 else {
            throw fail(root["version"], "version", "version: 1")
        }
        guard let device = root["devices"]?.sequence?.first else {
            throw fail(root["devices"], "devices", "a list with at least one device")
        }
        var r = EvemuRecording()
        r.version = (1, 0)
        let evdev = device["evdev"]
        guard let evdev, evdev.mapping != nil else { throw fail(device, "devices[0].evdev", "a mapping") }
        r.name = evdev["name"]?.string ?? ""
        if let id = evdev["id"] {
            let v = id.sequence?.compactMap(\.int) ?? []
            guard v.count == 4, v.allSatisfy({ (0...0xFFFF).contains($0) }) else {
                throw fail(id, "evdev.id", "[bus, vendor, product, version]")
            }
            r.id = (UInt16(v[0]), UInt16(v[1]), UInt16(v[2]), UInt16(v[3]))
        }
        if let codes = evdev["codes"]?.mapping {
            for (k, v) in codes {
                guard let type = k.int, let list = v.sequence else { throw fail(k, "evdev.codes", "type: [codes]") }
                for c in list {
                    guard let code = c.int, (0...0xFFFF).contains(code), (0...0xFFFF).contains(type) else {
                        throw fail(c, "evdev.codes[\(type)]", "an event code")
                    }
                    r.codes[UInt16(type), default: []].insert(UInt16(code))
                }
            }
        }
        if let absinfo = evdev["absinfo"]?.mapping {
            for (k, v) in absinfo {
                let n = v.sequence?.compactMap(\.int) ?? []
                guard let code = k.int, (0...0xFFFF).contains(code), n.count == 5,
                    n.allSatisfy({ Int(Int32.min)...Int(Int32.max) ~= $0 })
                else { throw fail(v, "evdev.absinfo", "code: [min, max, fuzz, flat, resolution]") }
                r.absInfo[UInt16(code)] = .init(
                    minimum: Int32(n[0]), maximum: Int32(n[1]), fuzz: Int32(n[2]), flat: Int32(n[3]),
                    resolution: Int32(n[4]))
            }
        }
        r.properties = Set(evdev["properties"]?.sequence?.compactMap(\.int) ?? [])
        for frame in device["events"]?.sequence ?? [] {
            guard let records = frame["evdev"]?.sequence else { continue }  // hid:/libinput: entries are skipped
            for record in records {
                let n = record.sequence?.compactMap(\.int) ?? []
                guard n.count == 5, (0...0xFFFF).contains(n[2]), (0...0xFFFF).contains(n[3]),
                    Int(Int32.min)...Int(Int32.max) ~= n[4]
                else { throw fail(record, "events[].evdev", "[sec, usec, type, code, value]") }
                r.events.append(
                    LinuxInputEvent(
                        seconds: Int64(n[0]), microseconds: Int64(n[1]), type: UInt16(n[2]), code: UInt16(n[3]),
                        value: Int32(n[4])))
            }
        }
        return r
    }

    /// A short description of a node for an error message. Not `Node.any`: Yams traps constructing a mapping
    /// whose key is not a scalar (`{[1]: 2}`), and an error message must never crash.
    private static func describe(_ node: Node) -> String {
        let text: String
        switch node {
        case .scalar(let scalar):
            text = scalar.string
        case .sequence(let sequence):
            text = "[" + sequence.prefix(6).map(describe).joined(separator: ", ") + (sequence.count > 6 ? ", …]" : "]")
        case .mapping(let mapping):
            text = "{" + mapping.prefix(4).map { describe($0.key) + ": " + describe($0.value) }.joined(separator: ", ")
                + (mapping.count > 4 ? ", …}" : "}")
        }
        return text.count > 60 ? String(text.prefix(60)) + "…" : text
    }

    private static func line(of error: YamlError) -> Int {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return mark.line
        default:
            return 0
        }
    }
}
