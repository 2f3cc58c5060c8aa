import Foundation
import Tactile
import TactileLinux
import TactileMedia
import TactileTesting
import Testing
import TactileTrace

/// Inputs the fuzzers (`Fuzz/`, libFuzzer) found to crash a parser or to give a silently wrong answer, minimized,
/// each with the behaviour now required. See the Bad input article for the policy these check.
@Suite("fuzz regressions")
struct FuzzRegressionTests {
    static let mapping = TouchscreenMapping(screenSize: CGSize(width: 800, height: 600))

    /// One `struct input_event` record, little-endian.
    static func record(_ sec: Int64, _ usec: Int64, _ type: UInt16, _ code: UInt16, _ value: Int32) -> [UInt8] {
        func le<T: FixedWidthInteger>(_ v: T) -> [UInt8] { withUnsafeBytes(of: v.littleEndian) { Array($0) } }
        return le(sec) + le(usec) + le(type) + le(code) + le(value)
    }

    // MARK: evemu

    @Test("evemu: a CRLF file reads exactly like the LF one (it used to read as one comment line and yield nothing)")
    func evemuCRLF() throws {
        let lf = "# EVEMU 1.3\nN: Pad\nA: 35 0 1000 0 0 0\nA: 36 0 1000 0 0 0\nE: 0.000000 0003 0039 7\nE: 0.000000 0000 0000 0\n"
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        let a = try EvemuRecording.parse(lf), b = try EvemuRecording.parse(crlf)
        #expect(b == a)
        #expect(b.name == "Pad" && b.events.count == 2 && b.version?.major == 1)
        #expect(throws: FileParseError(file: "f", line: 3, field: "E: value", expected: "a decimal value", found: "x")) {
            try EvemuRecording.parse("# EVEMU 1.3\r\nN: Pad\r\nE: 0.000000 0003 0039 x\r\n", file: "f")
        }
    }

    @Test("evemu: a single-touch device without ABS_X/ABS_Y: BTN_TOUCH alone yields no frames, not a cancel for a contact never reported (fuzz crash c25b5696)")
    func singleTouchWithoutAxes() throws {
        let text = """
            # EVEMU 1.1
            N: Old Single Touch
            A: 01 0 4095 0 0
            E: 1.000000 0003 0001 200
            E: 1.000000 0001 014a 1
            E: 1.000000 0000 0000 0
            E: 1.016000 0000 0000 0
            """
        let r = try EvemuRecording.parse(text)
        #expect(EvdevTouchDecoder.frames(of: r, mapping: Self.mapping).isEmpty)
    }

    // MARK: input_event streams

    @Test("input_event: timestamps that jump by more than Int64 seconds do not trap; later frames sit at the bound (fuzz crash f79b6bd7)")
    func hugeTimeJump() throws {
        var bytes = Self.record(Int64.max, 0, 3, 0x39, 5) + Self.record(Int64.max, 0, 3, 0x35, 10)
        bytes += Self.record(Int64.max, 0, 0, 0, 0)
        bytes += Self.record(Int64.min, 0, 3, 0x35, 20) + Self.record(Int64.min, 0, 0, 0, 0)
        var r = EvemuRecording()
        r.absInfo = [EvdevCode.absMTPositionX: .init(minimum: 0, maximum: 100), EvdevCode.absMTPositionY: .init(minimum: 0, maximum: 100)]
        r.events = try LinuxInputEvent.decode(bytes)
        let frames = EvdevTouchDecoder.frames(of: r, mapping: Self.mapping, start: 1000)
        #expect(frames.map(\.contacts.first?.state) == [.touching, .touching, .cancelled])
        #expect(frames.map(\.timestamp) == [1000, 1000 - EvdevTouchDecoder.maximumRelativeTime, 1000 - EvdevTouchDecoder.maximumRelativeTime])
    }

    @Test("input_event: two slots with one tracking id give one contact, from the lower slot (no frame holds an id twice)")
    func duplicateTrackingID() throws {
        var bytes: [UInt8] = []
        for (slot, x) in [(Int32(0), Int32(100)), (1, 900)] {
            bytes += Self.record(0, 0, 3, 0x2f, slot) + Self.record(0, 0, 3, 0x39, 42)
            bytes += Self.record(0, 0, 3, 0x35, x) + Self.record(0, 0, 3, 0x36, 500)
        }
        bytes += Self.record(0, 0, 0, 0, 0)
        var r = EvemuRecording()
        r.absInfo = [
            EvdevCode.absMTSlot: .init(minimum: 0, maximum: 9),
            EvdevCode.absMTPositionX: .init(minimum: 0, maximum: 1000), EvdevCode.absMTPositionY: .init(minimum: 0, maximum: 1000),
        ]
        r.events = try LinuxInputEvent.decode(bytes)
        let frames = EvdevTouchDecoder.frames(of: r, mapping: Self.mapping)
        #expect(frames.count == 2)
        #expect(frames[0].contacts.map(\.id) == [42])
        #expect(frames[0].contacts.first?.location == CGPoint(x: 80, y: 300))
        #expect(frames[1].contacts.map(\.state) == [.cancelled])
    }

    // MARK: libinput YAML

    @Test("libinput YAML: an error about a node holding a mapping with a non-scalar key is reported, not a Yams trap (fuzz crash 46d2f8cc)")
    func libinputNonScalarKey() {
        let text = "version: 1\ndevices:\n- evdev:\n    codes: {0: [0, {[1]: 330}]}\n"
        #expect {
            try LibinputRecording.parse(text, file: "rec.yml")
        } throws: { error in
            guard let e = error as? FileParseError else { return false }
            return e.file == "rec.yml" && e.line == 4 && e.field == "evdev.codes[0]" && e.found == "{[1]: 330}"
        }
    }

    // MARK: trace JSONL

    @Test("trace: a CRLF trace reads line by line, with the right line numbers in errors")
    func traceCRLF() throws {
        let lines = [
            #"{"kind":"header","version":1,"device":"d","screen":[800,600]}"#,
            #"{"kind":"shake","t":1,"phase":"began"}"#,
        ]
        #expect(try TraceFile.parse(lines.joined(separator: "\r\n") + "\r\n").count == 2)
        #expect(throws: FileParseError(file: "t", line: 2, field: "phase", expected: "began, ended or cancelled", found: "x")) {
            try TraceFile.parse(lines[0] + "\r\n" + #"{"kind":"shake","t":1,"phase":"x"}"#, file: "t")
        }
    }

    @Test("trace: integers that are not whole or out of range are errors, not traps or Int.min", arguments: [
        (#"{"kind":"header","version":1e300}"#, "version"),
        (#"{"kind":"key","t":1,"code":-1e300,"down":true}"#, "code"),
        (#"{"kind":"remote","t":1,"subtype":1e19}"#, "subtype"),
        (#"{"kind":"digitizer","t":1,"contacts":[{"id":1e300,"x":1,"y":1}]}"#, "contacts[].id/x/y"),
        (#"{"kind":"digitizer","t":1,"contacts":[{"id":1.5,"x":1,"y":1}]}"#, "contacts[].id/x/y"),
        (#"{"kind":"log","t":1,"message":"m","event":"hit-test","contact":1e300,"view":"V"}"#, "contact"),
        (#"{"kind":"log","t":1,"message":"m","event":"call","view":"V","phase":"began","contacts":[1,2.5]}"#, "contacts"),
    ])
    func traceIntegers(line: String, field: String) {
        #expect {
            try TraceFile.parse(line, file: "t.jsonl")
        } throws: { error in
            (error as? FileParseError).map { $0.line == 1 && $0.field == field } ?? false
        }
    }

    @Test("trace: a header without a screen writes back without one and reads again (fuzz crash d42b794d: it was written as [0,0], which the reader refuses)")
    func headerWithoutScreenRoundTrips() throws {
        let input = #"{"kind": "header", "version": 1, "device": "Tactile Tes  itizer", "t": 1000.0}"#
        let lines = try TraceFile.parse(input, file: "fuzz.jsonl")
        guard case .header(let device, let screen) = try #require(lines.first) else {
            Issue.record("expected a header, read \(lines)")
            return
        }
        #expect(screen == .zero)
        let written = TraceFile.header(device: device, screen: screen)
        #expect(!written.contains("screen"))
        let again = try TraceFile.parse(written, file: "rewritten.jsonl")
        guard case .header(let deviceAgain, let screenAgain) = try #require(again.first) else {
            Issue.record("expected a header, read \(again)")
            return
        }
        #expect(deviceAgain == device && screenAgain == .zero)
        // A known screen is still written, and a zero one given in a file is still refused.
        #expect(TraceFile.header(device: "d", screen: CGSize(width: 800, height: 600)).contains(#""screen":[800,600]"#))
        #expect(throws: FileParseError.self) {
            try TraceFile.parse(#"{"kind":"header","version":1,"device":"d","screen":[0,0]}"#, file: "t.jsonl")
        }
    }
}
