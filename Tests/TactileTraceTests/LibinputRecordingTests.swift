import Foundation
import Tactile
import Testing
import TactileTrace

@Suite("libinput record YAML")
struct LibinputRecordingTests {
    static let sample = """
        version: 1
        ndevices: 1
        libinput: {version: "1.22.1"}
        system: {os: "debian:12", kernel: "6.1"}
        devices:
        - node: /dev/input/event0
          evdev:
            name: "Synthetic MT Touchscreen"
            id: [24, 4660, 22136, 1]
            codes: {0: [0, 1, 3], 1: [330], 3: [0, 1, 47, 53, 54, 57, 58]}
            absinfo: {53: [0, 4095, 0, 0, 16], 54: [0, 2047, 0, 0, 16], 47: [0, 9, 0, 0, 0], 57: [0, 65535, 0, 0, 0], 58: [0, 255, 0, 0, 0]}
            properties: [1]
          udev: {properties: [ID_INPUT=1, ID_INPUT_TOUCHSCREEN=1]}
          events:
          - evdev:
            - [  0,      0,  3,  47,      0]
            - [  0,      0,  3,  57,    100]
            - [  0,      0,  3,  53,   2048]
            - [  0,      0,  3,  54,   1024]
            - [  0,      0,  3,  58,    128]
            - [  0,      0,  0,   0,      0]
          - libinput: {type: "touch_down"}
          - evdev:
            - [  0,  16000,  3,  57,     -1]
            - [  0,  16000,  0,   0,      0]
        """

    @Test("a version-1 recording gives the device and its events; unknown keys are ignored")
    func parses() throws {
        let r = try LibinputRecording.parse(Self.sample)
        #expect(r.name == "Synthetic MT Touchscreen")
        #expect(r.id.vendor == 4660 && r.id.product == 22136)
        #expect(r.properties == [1])
        #expect(r.codes[3]?.contains(57) == true)
        #expect(r.absInfo[53] == .init(minimum: 0, maximum: 4095, fuzz: 0, flat: 0, resolution: 16))
        #expect(r.events.count == 8)
        #expect(r.events[6] == LinuxInputEvent(seconds: 0, microseconds: 16000, type: 3, code: 57, value: -1))
        let frames = EvdevTouchDecoder.frames(of: r, mapping: TouchscreenMapping(screenSize: CGSize(width: 4095, height: 2047)))
        #expect(frames.count == 2)
        #expect(frames[0].contacts.first?.location == CGPoint(x: 2048, y: 1024))
        let force: CGFloat = frames[0].contacts.first?.force ?? 0
        let expectedForce: CGFloat = 128.0 / 255 * 4
        #expect(abs(force - expectedForce) < 1e-9)
        #expect(frames[1].contacts.first?.state == .lifted)
    }

    @Test("malformed recordings give a clear error with the line and field")
    func errors() {
        #expect(throws: FileParseError.self) { try LibinputRecording.parse("version: 2\ndevices: []") }
        do {
            _ = try LibinputRecording.parse(Self.sample.replacingOccurrences(of: "[  0,  16000,  3,  57,     -1]", with: "[0, 1, 2]"))
            Issue.record("expected an error")
        } catch let e as FileParseError {
            #expect(e.field == "events[].evdev")
            #expect(e.line == 24)  // the malformed record's line, 1-based
            #expect(e.expected == "[sec, usec, type, code, value]")
        } catch {
            Issue.record("unexpected \(error)")
        }
        do {
            _ = try LibinputRecording.parse("version: 1\ndevices: [\n  {evdev: {name: x}\n")
            Issue.record("expected an error")
        } catch let e as FileParseError {
            #expect(e.field == "YAML")
            #expect(e.line > 0)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
