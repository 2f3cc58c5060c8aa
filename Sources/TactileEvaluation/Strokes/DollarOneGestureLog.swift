import Foundation
import Tactile
import TactileStrokes
import TactileMotion

/// One gesture sample in the $1 unistroke log format (Wobbrock, Wilson & Li, UIST 2007): the XML files the $1
/// study recorded, one per sample.
///
/// No UIKit counterpart: this reads research data for ``StrokeAccuracyEvaluation`` and `tactile eval strokes`.
/// A file looks like this (UTF-8, usually with a byte-order mark; y points down, T is milliseconds on a device
/// tick counter; the attribute really is spelled `Millseconds`):
/// ```xml
/// <Gesture Name="check01" Subject="2" Speed="fast" Number="1" NumPts="35" Millseconds="410" …>
///   <Point X="90" Y="187" T="11596101" />
///   …
/// </Gesture>
/// ```
/// The parser is strict where a mistake would silently change results (a missing or non-numeric coordinate, a
/// `NumPts` that disagrees with the points, no `Gesture` element) and reports each with a
/// ``FileParseError`` naming the file, line and attribute. Attributes it does not use are ignored.
public struct DollarOneGestureLog: Sendable, Equatable {
    /// One sample point: screen pixels (y down) and the device's millisecond tick (no UIKit counterpart).
    public struct Point: Sendable, Equatable {
        /// Horizontal position in pixels.
        public var x: Double
        /// Vertical position in pixels, growing downward.
        public var y: Double
        /// Milliseconds on the device's tick counter.
        public var t: Double

        /// Creates a point.
        public init(x: Double, y: Double, t: Double) {
            self.x = x
            self.y = y
            self.t = t
        }
    }

    /// The `Name` attribute, such as `check01`.
    public var name: String
    /// The gesture class: `Name` without its trailing sample number (`check`).
    public var gesture: String
    /// The `Subject` attribute (the participant's number).
    public var subject: Int
    /// The `Speed` attribute: `slow`, `medium` or `fast`.
    public var speed: String
    /// The points, in the order they were recorded.
    public var points: [Point]

    /// Creates a sample.
    public init(name: String, gesture: String, subject: Int, speed: String, points: [Point]) {
        self.name = name
        self.gesture = gesture
        self.subject = subject
        self.speed = speed
        self.points = points
    }

    /// The points as one stroke for the stroke matchers.
    public var stroke: [CGPoint] { points.map { CGPoint(x: $0.x, y: $0.y) } }

    /// Reads the file at `url`.
    public init(contentsOf url: URL) throws(FileParseError) {
        let data: Data
        do {
            data = try FileAccess.readData(url.path, expected: "a $1 gesture log (.xml)")
        } catch {
            throw FileParseError(error, expected: "a readable $1 gesture log")
        }
        try self.init(utf8: [UInt8](data), file: url.path)
    }

    /// Parses the text of a log; `file` names it in errors.
    public init(xml: String, file: String = "<memory>") throws(FileParseError) {
        try self.init(utf8: Array(xml.utf8), file: file)
    }

    init(utf8 bytes: [UInt8], file: String) throws(FileParseError) {
        try Self.checkIsXMLText(bytes, file: file)
        var scanner = XMLTagScanner(bytes: bytes, file: file)
        var header: XMLTagScanner.Tag?
        var points: [Point] = []
        while let tag = try scanner.nextTag() {
            switch tag.name {
            case "Gesture":
                guard header == nil else {
                    throw scanner.error(line: tag.line, field: "Gesture", expected: "one Gesture element per file",
                        found: "a second <Gesture>")
                }
                header = tag
            case "Point":
                guard header != nil else {
                    throw scanner.error(line: tag.line, field: "Point", expected: "Point elements inside <Gesture>",
                        found: "a <Point> before <Gesture>")
                }
                points.append(
                    Point(
                        x: try scanner.number(tag, "X"), y: try scanner.number(tag, "Y"),
                        t: try scanner.number(tag, "T")))
            default:
                continue
            }
        }
        guard let header else {
            throw scanner.error(
                line: scanner.line, field: "Gesture", expected: "a <Gesture Name=… Subject=… Speed=…> element",
                found: "no Gesture element")
        }
        let name = try scanner.string(header, "Name")
        let gesture = String(name.reversed().drop { $0.isNumber }.reversed())
        guard !gesture.isEmpty else {
            throw scanner.error(
                line: header.line, field: "Name", expected: "a gesture name followed by a sample number", found: name)
        }
        let subject = try scanner.number(header, "Subject")
        guard subject == subject.rounded() else {
            throw scanner.error(line: header.line, field: "Subject", expected: "an integer",
                found: header.attributes["Subject"] ?? "")
        }
        let speed = try scanner.string(header, "Speed")
        if header.attributes["NumPts"] != nil {
            let declared = try scanner.number(header, "NumPts")
            guard Int(declared) == points.count else {
                throw scanner.error(
                    line: header.line, field: "NumPts", expected: "\(points.count) (the number of <Point> elements)",
                    found: header.attributes["NumPts"] ?? "")
            }
        }
        guard !points.isEmpty else {
            throw scanner.error(
                line: header.line, field: "Point", expected: "at least one <Point> in the <Gesture>", found: "none")
        }
        self.init(name: name, gesture: gesture, subject: Int(subject), speed: speed, points: points)
    }

    /// The `.xml` files under `directory`, searched recursively and through symbolic links to directories (each
    /// directory once, so a link back up does not loop), in path order so that runs are reproducible. Hidden files
    /// and folders (names starting with a dot, such as macOS's `._name.xml` copies) are skipped.
    public static func files(in directory: URL) -> [URL] {
        var result: [URL] = []
        var visited: Set<String> = []
        func walk(_ folder: URL) {
            guard visited.insert(folder.resolvingSymlinksInPath().path).inserted,
                let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
            else { return }
            for name in names where !name.hasPrefix(".") {
                let url = folder.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    walk(url)
                } else if url.pathExtension.lowercased() == "xml" {
                    result.append(url)
                }
            }
        }
        walk(directory)
        return result.sorted { $0.path < $1.path }
    }

    /// Throws unless `bytes` are UTF-8 text whose first markup is `<`: a binary file, or text that is not XML,
    /// named with what was found (never the bytes themselves).
    private static func checkIsXMLText(_ bytes: [UInt8], file: String) throws(FileParseError) {
        let expected = "a $1 gesture log: XML text with a <Gesture> element"
        guard !bytes.contains(0), let text = String(bytes: bytes, encoding: .utf8) else {
            throw FileParseError(file: file, line: 1, field: "file", expected: expected, found: "binary data")
        }
        let body = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        guard let first = body.first, first == "<" else {
            let line = body.prefix { !$0.isNewline }
            let shown = line.count > 40 ? String(line.prefix(40)) + "…" : String(line)
            throw FileParseError(
                file: file, line: 1 + text.prefix(text.count - body.count).filter(\.isNewline).count, field: "file",
                expected: expected, found: body.isEmpty ? "an empty file" : shown)
        }
    }
}

/// A minimal scanner for the flat XML of the $1 logs: start tags with quoted attributes, their line numbers, and
/// nothing else (no entities beyond the five predefined ones, no namespaces). It is enough for these files and
/// keeps error positions exact.
struct XMLTagScanner {
    struct Tag {
        var name: String
        var line: Int
        var attributes: [String: String]
    }

    let bytes: [UInt8]
    let file: String
    var index = 0
    var line = 1

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }  // the byte-order mark
    }

    func error(line: Int, field: String, expected: String, found: String) -> FileParseError {
        FileParseError(file: file, line: line, field: field, expected: expected, found: found)
    }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
    }

    private func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    /// The next start (or empty-element) tag, skipping text, end tags, comments and declarations.
    mutating func nextTag() throws(FileParseError) -> Tag? {
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                advance()
                continue
            }
            let tagLine = line
            advance()
            guard index < bytes.count else { break }
            let first = bytes[index]
            if first == UInt8(ascii: "?") || first == UInt8(ascii: "!") || first == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: ">") { advance() }
                if index < bytes.count { advance() }
                continue
            }
            var nameBytes: [UInt8] = []
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"),
                bytes[index] != UInt8(ascii: "/")
            {
                nameBytes.append(bytes[index])
                advance()
            }
            var tag = Tag(name: String(decoding: nameBytes, as: UTF8.self), line: tagLine, attributes: [:])
            while true {
                while index < bytes.count, isSpace(bytes[index]) { advance() }
                guard index < bytes.count else {
                    throw error(line: tagLine, field: tag.name, expected: "'>' closing the tag", found: "end of file")
                }
                if bytes[index] == UInt8(ascii: ">") {
                    advance()
                    return tag
                }
                if bytes[index] == UInt8(ascii: "/") {
                    advance()
                    continue
                }
                var key: [UInt8] = []
                while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="),
                    bytes[index] != UInt8(ascii: ">")
                {
                    key.append(bytes[index])
                    advance()
                }
                let keyString = String(decoding: key, as: UTF8.self)
                while index < bytes.count, isSpace(bytes[index]) { advance() }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                    throw error(line: line, field: "\(tag.name) \(keyString)", expected: "=\"value\"",
                        found: index < bytes.count ? String(UnicodeScalar(bytes[index])) : "end of file")
                }
                advance()
                while index < bytes.count, isSpace(bytes[index]) { advance() }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
                else {
                    throw error(line: line, field: "\(tag.name) \(keyString)", expected: "a quoted value",
                        found: index < bytes.count ? String(UnicodeScalar(bytes[index])) : "end of file")
                }
                let quote = bytes[index]
                advance()
                var value: [UInt8] = []
                while index < bytes.count, bytes[index] != quote {
                    value.append(bytes[index])
                    advance()
                }
                guard index < bytes.count else {
                    throw error(line: tagLine, field: "\(tag.name) \(keyString)", expected: "a closing quote",
                        found: "end of file")
                }
                advance()
                tag.attributes[keyString] = Self.unescape(String(decoding: value, as: UTF8.self))
            }
        }
        return nil
    }

    static func unescape(_ s: String) -> String {
        guard s.contains("&") else { return s }
        return s.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    func string(_ tag: Tag, _ key: String) throws(FileParseError) -> String {
        guard let value = tag.attributes[key], !value.isEmpty else {
            throw error(line: tag.line, field: "\(tag.name) \(key)", expected: "a \(key) attribute", found: "none")
        }
        return value
    }

    func number(_ tag: Tag, _ key: String) throws(FileParseError) -> Double {
        let text = try string(tag, key)
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw error(line: tag.line, field: "\(tag.name) \(key)", expected: "a finite number", found: text)
        }
        return value
    }
}
