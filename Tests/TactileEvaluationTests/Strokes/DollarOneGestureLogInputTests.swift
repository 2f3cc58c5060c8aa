import Foundation
import Tactile
@testable import TactileEvaluation
import Testing

/// What the $1 log reader does with input that is not a log: binary files, text that is not XML, folders reached
/// through symbolic links.
@MainActor
@Suite("$1 gesture logs: files that are not logs, and symbolic links")
struct DollarOneGestureLogInputTests {
    func parseError(_ bytes: [UInt8]) -> FileParseError? {
        do {
            _ = try DollarOneGestureLog(utf8: bytes, file: "x.xml")
            return nil
        } catch {
            return error
        }
    }

    @Test("binary data is named as such, never echoed")
    func binary() throws {
        let error = try #require(parseError([0x89, 0x50, 0x4E, 0x47, 0x00, 0xFF, 0x3C, 0x47]))
        #expect(error.line == 1 && error.field == "file" && error.found == "binary data")
        #expect(error.expected == "a $1 gesture log: XML text with a <Gesture> element")
        #expect(error.localizedDescription == error.description)
    }

    @Test("text that is not XML shows its first line, cut at 40 characters; an empty file says so")
    func notXML() throws {
        let long = String(repeating: "a,", count: 30)
        #expect(parseError(Array("\n\(long)\nmore".utf8))?.found == String(long.prefix(40)) + "…")
        #expect(parseError(Array("\n\(long)\nmore".utf8))?.line == 2)
        #expect(parseError(Array(" \n".utf8))?.found == "an empty file")
    }

    @Test("files(in:) follows symbolic links to directories, once each, even when a link points back up")
    func symlinks() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dollar1-links-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let real = root.appendingPathComponent("real/s02/fast")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try DollarOneGestureLogTests.xml().write(to: real.appendingPathComponent("check01.xml"), atomically: true, encoding: .utf8)
        let data = root.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: data.appendingPathComponent("s02"), withDestinationURL: root.appendingPathComponent("real/s02"))
        try FileManager.default.createSymbolicLink(at: real.appendingPathComponent("loop"), withDestinationURL: data)
        let files = DollarOneGestureLog.files(in: data)
        #expect(files.map(\.lastPathComponent) == ["check01.xml"])
        #expect(try DollarOneGestureLog(contentsOf: files[0]).gesture == "check")
    }

    @Test("a log path that is a directory is a parse error at line 0 saying so")
    func directory() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("dollar1-dir-\(UUID().uuidString).xml")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(throws: FileParseError(file: dir.path, line: 0, field: "file", expected: "a readable $1 gesture log", found: "a directory")) {
            try DollarOneGestureLog(contentsOf: dir)
        }
    }
}
