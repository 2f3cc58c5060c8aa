import Foundation
import Tactile
import Testing
import TactileTrace

@Suite("evemu recordings")
struct EvemuRecordingTests {
    static let sample = """
        # EVEMU 1.3
        # Input device name: "Test Touch"
        N: Test Touch
        I: 0018 0eef 72a1 0001
        P: 02 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        B: 03 03 00 00 00 00 80 e0 02
        A: 00 0 799 0 0 0
        A: 01 0 479 0 0 0
        A: 2f 0 9 0 0 0
        A: 35 0 799 0 0 0
        A: 36 0 479 0 0 0
        A: 39 0 65535 0 0 0
        E: 0.000001 0003 0039 0003\t# a comment
        E: 0.000001 0003 0035 0100
        E: 0.000001 0000 0000 0000
        E: 0.014000 0003 0039 -001
        E: 0.014000 0000 0000 0000
        """

    @Test("the description header and events are parsed: name, id, properties, codes, axes, events")
    func parses() throws {
        let r = try EvemuRecording.parse(Self.sample)
        #expect(r.version?.major == 1 && r.version?.minor == 3)
        #expect(r.name == "Test Touch")
        #expect(r.id.vendor == 0x0eef && r.id.product == 0x72a1)
        #expect(r.properties == [1])  // INPUT_PROP_DIRECT
        #expect(r.codes[3]?.isSuperset(of: [0, 1, 0x2f, 0x35, 0x36, 0x39]) == true)
        #expect(r.absInfo[0x35] == .init(minimum: 0, maximum: 799))
        #expect(r.events.count == 5)
        #expect(r.events[3] == LinuxInputEvent(seconds: 0, microseconds: 14000, type: 3, code: 0x39, value: -1))
        #expect(r.isMultitouch)
    }

    @Test("bad input is reported with file, line, field and what was expected")
    func errors() {
        #expect(throws: FileParseError(
            file: "x.events", line: 2, field: "E: value", expected: "a decimal value", found: "zz")) {
            try EvemuRecording.parse("N: a\nE: 0.1 0003 0039 zz", file: "x.events")
        }
        #expect(throws: FileParseError(
            file: "<memory>", line: 1, field: "A: axis",
            expected: "<hex code> <min> <max> <fuzz> <flat> [<resolution>]", found: " 35 0")) {
            try EvemuRecording.parse("A: 35 0")
        }
        do {
            _ = try EvemuRecording.parse("E: 1 0003 0039 1")
            Issue.record("expected an error")
        } catch let e as FileParseError {
            #expect(e.description.hasPrefix("<memory>:1: E: time: expected <seconds>.<microseconds>"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}

@Suite("binary input_event streams")
struct BinaryStreamTests {
    static func record(_ sec: Int64, _ usec: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) -> [UInt8] {
        func le<T: FixedWidthInteger>(_ v: T) -> [UInt8] { withUnsafeBytes(of: v.littleEndian) { Array($0) } }
        return le(sec) + le(usec) + le(type) + le(code) + le(value)
    }

    @Test("a binary stream with a description decodes to the same frames as its evemu text")
    func sameAsText() throws {
        let description = EvemuRecordingTests.sample.split(separator: "\n").filter { !$0.hasPrefix("E:") }
            .joined(separator: "\n")
        let bytes = Self.record(0, 1, 3, 0x39, 3) + Self.record(0, 1, 3, 0x35, 100) + Self.record(0, 1, 0, 0, 0)
            + Self.record(0, 14000, 3, 0x39, -1) + Self.record(0, 14000, 0, 0, 0)
        let binary = try EvemuRecording.fromBinary(bytes, description: description)
        let text = try EvemuRecording.parse(EvemuRecordingTests.sample)
        #expect(binary == text)
        let mapping = TouchscreenMapping(screenSize: CGSize(width: 800, height: 480))
        #expect(EvdevTouchDecoder.frames(of: binary, mapping: mapping) == EvdevTouchDecoder.frames(of: text, mapping: mapping))
    }

    @Test("a truncated binary stream is rejected with the byte offset")
    func truncated() {
        #expect(throws: FileParseError(
            file: "cap.bin", line: 0, field: "byte 24", expected: "a 24-byte input_event record",
            found: "5 trailing bytes")) {
            try EvemuRecording.fromBinary(Self.record(0, 0, 0, 0, 0) + [1, 2, 3, 4, 5], description: "N: x", file: "cap.bin")
        }
    }
}
