import Foundation
import Tactile
import Testing
@testable import TactileTrace

// The recording readers read event lines straight from the text's bytes when they are spelled the usual way, and
// hand every other line to the general path. These tests compare the two: for each spelling (usual, unusual,
// malformed), reading with the direct path must give exactly what the general path alone gives, the same events
// or the same error (file, line, field, expected, found).

/// The events, or the error, as text, for comparing outcomes.
private func outcome(_ parse: () throws -> EvemuRecording) -> String {
    do {
        let r = try parse()
        return "events \(r.events.map { "\($0.seconds).\($0.microseconds) \($0.type) \($0.code) \($0.value)" }) "
            + "name \(r.name) absInfo \(r.absInfo.keys.sorted()) codes \(r.codes.keys.sorted()) props \(r.properties.sorted())"
    } catch {
        return "error \(error)"
    }
}

@Suite("event lines read from bytes")
struct EventLineReadingTests {
    static let evemuLines: [String] = [
        "E: 0.000000 0003 0039 0000", "E: 12.345678 0003 0035 -1", "E:\t1.5\t3\t35\t7", "E: 1.000001 0003 0035 12 # c",
        "E: 1.000001 0003 0035 12#c", "E: 1.0 00000003 35 12", "E: 1.0 FFFF ffff 2147483647", "E: 1.0 3 35 -2147483648",
        "E: 1.0 3 35 2147483648", "E: 1.0 10000 35 1", "E: +1.0 3 35 1", "E: 1.0 3 35 +1", "E: 1..0 3 35 1",
        "E: 1.0 3 35", "E: 1.0 3 35 1 2", "E: 1.0 3 35 1\r", "E: 1.0 3 35 1\r\r", "E: 99999999999999999999.0 3 35 1",
        "E: 1.0 3 35 1 # é", "E: 1.0 3 35 1 #\u{301}", "E:1.0 3 35 1", "E: 1.0 3 35 1  ", "e: 1.0 3 35 1",
        "E: 1.0 0x3 35 1", "E: -1.0 3 35 1", "E: 1.-1 3 35 1", "E: 1.0 3 35 00012", "E: 1.0 3 35 -0",
        "E: 1.0 3 35 1\u{0B}", "E: 1.0 3 35 1 # tab\there", "E: 1.0 0000000000000000003 35 1", "E:", "E", "E: ",
        "E: 1.0 3 35 -", "E: 1.0 3 35 1\t#", "E:\u{301} 1.0 3 35 1", "E: 1.0 3 35 1 #", "E: 18446744073709551616.0 3 35 1",
    ]

    @Test("evemu: every spelling of an E: line reads as the general path reads it")
    func evemuSpellings() {
        for line in Self.evemuLines {
            for text in ["# EVEMU 1.3\nN: x\n\(line)\nE: 2.0 0 0 0\n", line, "\(line)\r\n", "N: y\r\n\(line)"] {
                let direct = outcome { try EvemuRecording.parse(text, file: "f.evemu") }
                let general = outcome { try EvemuRecording.parse(text, file: "f.evemu", readingEventLinesDirectly: false) }
                #expect(direct == general, "\(line.debugDescription) in \(text.debugDescription)")
            }
        }
    }

    @Test("evemu: a written recording reads back through the direct path")
    func evemuRoundTrip() throws {
        var r = EvemuRecording()
        r.name = "pad"
        r.absInfo[0x35] = .init(minimum: 0, maximum: 4095)
        for i in 0..<200 {
            r.events.append(
                LinuxInputEvent(seconds: Int64(i / 7), microseconds: Int64(i * 997 % 1_000_000), type: 3, code: 0x35,
                    value: Int32(i % 3 == 0 ? -i : i * 1_000)))
        }
        let text = r.text()
        #expect(try EvemuRecording.parse(text).events == r.events)
        #expect(try EvemuRecording.parse(text) == EvemuRecording.parse(text, file: "<memory>", readingEventLinesDirectly: false))
    }

    // MARK: libinput

    /// A recording laid out as `libinput record` writes it.
    static let libinput = """
        version: 1
        ndevices: 1
        libinput:
          version: "1.23.0"
        devices:
        - node: /dev/input/event5
          evdev:
            # Name: pad
            name: "pad"
            id: [24, 4660, 22136, 1]
            codes:
              0: [0, 1, 3] # EV_SYN
              3: [0, 1, 47, 53, 54, 57] # EV_ABS
            absinfo:
              53: [0, 4095, 0, 0, 0]
              54: [0, 4095, 0, 0, 0]
            properties: [1]
          hid: []
          udev:
            properties:
            - ID_INPUT=1
          quirks:
          events:
          # Current time is 12:00:00
          - evdev:
            - [  0,      0,   3,  57,     12] # EV_ABS / ABS_MT_TRACKING_ID     12
            - [  0,      0,   3,  53,   2048] # EV_ABS / ABS_MT_POSITION_X    2048
            - [  0,      0,   0,   0,      0] # ------------ SYN_REPORT (0) ---------- +0ms
          - evdev:
            - [  0,  16000,   3,  57,     -1] # EV_ABS / ABS_MT_TRACKING_ID     -1
            - [  0,  16000,   0,   0,      0] # ------------ SYN_REPORT (0) ---------- +16ms

        """

    static let record = "    - [  0,  16000,   3,  57,     -1] # EV_ABS / ABS_MT_TRACKING_ID     -1"

    /// Variants of ``libinput``: the usual layout in other indentations and line ends, other frames, and
    /// malformed records and YAML in and around the events.
    static let libinputVariants: [(String, String)] = [
        ("as written", libinput),
        ("CRLF", libinput.replacingOccurrences(of: "\n", with: "\r\n")),
        ("no final line break", String(libinput.dropLast())),
        ("indented sequences", libinput.replacingOccurrences(of: "  - evdev:\n    - [", with: "    - evdev:\n        - [")
            .replacingOccurrences(of: "\n    - [  0,      0,   3,  53", with: "\n        - [  0,      0,   3,  53")
            .replacingOccurrences(of: "\n    - [  0,      0,   0", with: "\n        - [  0,      0,   0")
            .replacingOccurrences(of: "\n    - [  0,  16000,   0", with: "\n        - [  0,  16000,   0")),
        ("record deeper than its frame's others", libinput.replacingOccurrences(of: "\n    - [  0,      0,   3,  53", with: "\n      - [  0,      0,   3,  53")),
        ("record at the frame's key", libinput.replacingOccurrences(of: "\n    - [  0,      0,   3,  53", with: "\n   - [  0,      0,   3,  53")),
        ("a key after the events", libinput + "  udev2: {a: 1}\n"),
        ("a second device", libinput + "- node: /dev/input/event6\n  evdev: {name: other}\n  events:\n  - evdev:\n    - [1, 2, 3, 4, 5]\n"),
        ("a libinput frame", libinput + "  - libinput: {type: touch_down}\n"),
        ("a flow frame", libinput + "  - {evdev: [[1, 2, 3, 4, 5]]}\n"),
        ("a sequence entry at the key after the events", libinput.replacingOccurrences(of: "  events:\n  #", with: "  events:\n    #")
            .replacingOccurrences(of: "  - evdev:", with: "    - evdev:").replacingOccurrences(of: "\n    - [", with: "\n      - [") + "  - x\n"),
        ("a line between the key's and the frames' indentation", libinput.replacingOccurrences(of: "  - evdev:", with: "    - evdev:")
            .replacingOccurrences(of: "\n    - [", with: "\n      - [") + "   x: 1\n"),
        ("a bad line after the events", libinput + "  : :\n  - [\n"),
        ("three numbers", libinput.replacingOccurrences(of: record, with: "    - [0, 1, 2]")),
        ("minus zero", libinput.replacingOccurrences(of: record, with: "    - [0, -0, 3, 57, -1]")),
        ("leading zero", libinput.replacingOccurrences(of: record, with: "    - [0, 010, 3, 57, -1]")),
        ("plus sign", libinput.replacingOccurrences(of: record, with: "    - [0, +10, 3, 57, -1]")),
        ("hex", libinput.replacingOccurrences(of: record, with: "    - [0, 0x10, 3, 57, -1]")),
        ("type out of range", libinput.replacingOccurrences(of: record, with: "    - [0, 10, 65536, 57, -1]")),
        ("value out of range", libinput.replacingOccurrences(of: record, with: "    - [0, 10, 3, 57, 2147483648]")),
        ("huge seconds", libinput.replacingOccurrences(of: record, with: "    - [99999999999999999999, 10, 3, 57, 1]")),
        ("no spaces", libinput.replacingOccurrences(of: record, with: "    - [0,10,3,57,-1]")),
        ("a tab", libinput.replacingOccurrences(of: record, with: "    - [0,\t10, 3, 57, -1]")),
        ("comment without a blank", libinput.replacingOccurrences(of: record, with: "    - [0, 10, 3, 57, -1]# c")),
        ("non-ASCII comment", libinput.replacingOccurrences(of: record, with: "    - [0, 10, 3, 57, -1] # é")),
        ("NEL in a comment", libinput.replacingOccurrences(of: record, with: "    - [0, 10, 3, 57, -1] # a\u{85}b: 1")),
        ("lone CR in a comment", libinput.replacingOccurrences(of: record, with: "    - [0, 10, 3, 57, -1] # a\rb: 1")),
        ("an anchor", libinput.replacingOccurrences(of: record, with: "    - &a [0, 10, 3, 57, -1]")),
        ("unclosed", libinput.replacingOccurrences(of: record, with: "    - [0, 10, 3, 57, -1")),
        ("empty frame", libinput.replacingOccurrences(of: record + "\n", with: "")
            .replacingOccurrences(of: "    - [  0,  16000,   0,   0,      0] # ------------ SYN_REPORT (0) ---------- +16ms\n", with: "")),
        ("evdev with a value", libinput.replacingOccurrences(of: "  - evdev:\n    - [  0,  16000", with: "  - evdev: []\n    - [  0,  16000")),
        ("evdev: without a blank before a comment", libinput.replacingOccurrences(of: "  - evdev:\n    - [  0,  16000", with: "  - evdev:# x\n    - [  0,  16000")),
        ("events twice", libinput + "  events:\n  - evdev:\n    - [5, 6, 3, 57, 7]\n"),
        ("events key in a flow device", "version: 1\ndevices: [{evdev: {name: a},\n  events:\n  - evdev:\n    - [0, 0, 0, 0, 0]\n  }]\n"),
        ("events at the top", "version: 1\nevents:\n- evdev:\n  - [0, 0, 0, 0, 0]\ndevices:\n- evdev: {name: a}\n"),
        ("events in a block scalar first", libinput.replacingOccurrences(of: "  hid: []\n", with: "  hid: |\n    events:\n    - evdev:\n      - [9, 9, 9, 9, 9]\n")),
        ("a document after", libinput + "---\nversion: 1\n"),
        ("end of document", libinput + "...\n"),
        ("version 2", libinput.replacingOccurrences(of: "version: 1\nndevices", with: "version: 2\nndevices")),
        ("no evdev mapping", libinput.replacingOccurrences(of: "  evdev:\n    # Name: pad\n", with: "  evdev2:\n    # Name: pad\n")),
        ("bad id", libinput.replacingOccurrences(of: "[24, 4660, 22136, 1]", with: "[24, 4660]")),
        ("YAML error in the header", libinput.replacingOccurrences(of: "  hid: []\n", with: "  hid: [\n")),
    ]

    @Test("libinput: every layout reads as YAML alone reads it")
    func libinputVariants() {
        for (name, text) in Self.libinputVariants {
            let direct = outcome { try LibinputRecording.parse(text, file: "r.yml") }
            let general = outcome { try LibinputRecording.parseComposingEverything(text, file: "r.yml") }
            #expect(direct == general, "\(name)")
        }
    }

    @Test("libinput: the usual layout is read without a YAML node per record")
    func libinputDirectPath() throws {
        for (name, text) in Self.libinputVariants.prefix(4) {
            let direct = try #require(LibinputRecording.parseReadingEventLines(text, file: "r.yml"), "\(name)")
            #expect(direct == (try LibinputRecording.parseComposingEverything(text, file: "r.yml")), "\(name)")
        }
        let r = try #require(LibinputRecording.parseReadingEventLines(Self.libinput, file: "r.yml"))
        #expect(r.events.count == 5)
        #expect(r.events[3] == LinuxInputEvent(seconds: 0, microseconds: 16000, type: 3, code: 57, value: -1))
        #expect(r.name == "pad" && r.absInfo[53]?.maximum == 4095)
    }
}
