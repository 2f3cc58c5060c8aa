import Foundation
import Tactile
import Testing
import TactileTrace

/// The screen a recorded panel is sized to, descriptions kept beside a recording, the scene in a trace's header,
/// touches that all land off-screen, and the evemu writer.
@Suite("Touch recordings: sizing, descriptions, scenes")
struct TouchRecordingDescriptionTests {
    /// A multitouch panel 0…x by 0…y with `resolution` units per millimetre, as an evemu description.
    static func description(x: Int = 6399, y: Int = 3999, resolution: Int = 40) -> String {
        """
        # EVEMU 1.3
        N: Panel
        I: 0018 0000 0000 0000
        A: 2f 0 9 0 0 0
        A: 35 0 \(x) 0 0 \(resolution)
        A: 36 0 \(y) 0 0 \(resolution)
        A: 39 0 65535 0 0 0

        """
    }

    /// A tap at device position (`x`, `y`), events only.
    static func events(x: Int = 3200, y: Int = 2000) -> String {
        """
        E: 0.000000 0003 0039 0001
        E: 0.000000 0003 0035 \(x)
        E: 0.000000 0003 0036 \(y)
        E: 0.000000 0000 0000 0000
        E: 0.050000 0003 0039 -001
        E: 0.050000 0000 0000 0000

        """
    }

    @Test("a panel that reports its resolution is sized at 163 points per inch; --width/--height still win")
    func resolution() throws {
        let r = try TouchRecording(Self.description() + Self.events(), file: "pen.events", placement: TouchscreenPlacement())
        // 6399 units / 40 per mm = 160 mm = 6.3 in → 1027 pt; 3999 / 40 = 100 mm → 642 pt.
        #expect(r.screenSize == CGSize(width: 1027, height: 642))
        #expect(r.sizing.basis == .resolution)
        #expect(r.sizing.summary == "panel x 0…6399, y 0…3999 at 40 × 40 units/mm → 1027 × 642 pt (163 pt per inch)")
        let given = try TouchRecording(
            Self.description() + Self.events(), file: "pen.events",
            placement: TouchscreenPlacement(screenSize: CGSize(width: 100, height: 50)))
        #expect(given.sizing.basis == .given)
        #expect(given.screenSize == CGSize(width: 100, height: 50))
        // A tall panel without a resolution gets the portrait default.
        let tall = TouchscreenPlacement().sizing(
            xAxis: .init(minimum: 0, maximum: 1000), yAxis: .init(minimum: 0, maximum: 2000))
        #expect(tall.screenSize == CGSize(width: 800, height: 1280))
    }

    @Test("events without a description need one: given, it supplies the axes; its lack is named")
    func descriptions() throws {
        #expect(throws: TouchRecordingError.noDeviceDescription(file: "taps.events")) {
            try TouchRecording(Self.events(), file: "taps.events", placement: TouchscreenPlacement())
        }
        let sibling = TouchRecording.DeviceDescription(
            text: Self.description(), file: "Panel.desc", replacesRecordingHeader: false)
        let r = try TouchRecording(Self.events(), file: "taps.events", description: sibling, placement: TouchscreenPlacement())
        #expect(r.device == "Panel")
        #expect(r.descriptionFile == "Panel.desc")
        #expect(r.frames.count == 2)
        // A description found beside a recording does not replace the recording's own header; a given one does.
        let own = try TouchRecording(
            EvemuRecordingTests.sample, file: "own.events", description: sibling, placement: TouchscreenPlacement())
        #expect(own.device == "Test Touch")
        #expect(own.descriptionFile == nil)
        let keys = TouchRecording.DeviceDescription(text: "N: Keys\nB: 01 00 00 00 00 00 00 00 00\n", file: "keys.desc",
            replacesRecordingHeader: true)
        let error = TouchRecordingError.noTouchAxesInDescription(file: "taps.events", description: "keys.desc")
        #expect(throws: error) {
            try TouchRecording(Self.events(), file: "taps.events", description: keys, placement: TouchscreenPlacement())
        }
        #expect(error.localizedDescription.contains("keys.desc"))
        #expect(throws: TouchRecordingError.empty(file: "e.jsonl")) {
            try TouchRecording(" \n\n", file: "e.jsonl", placement: TouchscreenPlacement())
        }
    }

    @Test("touches that all lie off-screen along an axis are reported with the sent and declared ranges")
    func offScreen() throws {
        // The device declares 0…6399 but sends 9000: past the right edge.
        let r = try TouchRecording(
            Self.description() + Self.events(x: 9000), file: "off.events", placement: TouchscreenPlacement())
        let off = try #require(r.offScreen)
        #expect(off.vertical == nil)
        #expect(off.sentX == 9000...9000)
        #expect(off.declaredX == 0...6399)
        #expect(off.description.contains("x 1444…1444 pt on a screen 1027 pt wide"))
        #expect(off.description.contains("The device sent x 9000…9000 and y 2000…2000; its axes declare x 0…6399"))
        let on = try TouchRecording(Self.description() + Self.events(), file: "on.events", placement: TouchscreenPlacement())
        #expect(on.offScreen == nil)
    }

    @Test("a trace header may name its scene; older headers without it still read")
    func scene() throws {
        let frame = DigitizerFrame(timestamp: 1, contacts: [DigitizerContact(id: 1, location: CGPoint(x: 10, y: 20))])
        let line = try #require(TraceFile.line(for: .digitizer(frame)))
        let with = TraceFile.header(device: "d", screen: CGSize(width: 360, height: 640), scene: "demo") + "\n" + line
        #expect(with.hasPrefix(#"{"device":"d","kind":"header","scene":"demo","screen":[360,640],"version":1}"#))
        #expect(TraceFile.header(of: with) == .init(device: "d", screen: CGSize(width: 360, height: 640), scene: "demo"))
        #expect(try TouchRecording(with, file: "w.jsonl", placement: TouchscreenPlacement()).scene == "demo")
        let old = #"{"device":"d","kind":"header","screen":[360,640],"version":1}"# + "\n" + line
        #expect(TraceFile.header(device: "d", screen: CGSize(width: 360, height: 640)) + "\n" + line == old)
        #expect(try TouchRecording(old, file: "o.jsonl", placement: TouchscreenPlacement()).scene == nil)
        #expect(try TraceFile.parse(with) == TraceFile.parse(old))
        #expect(throws: FileParseError.self) {
            try TraceFile.parse(#"{"device":"d","kind":"header","scene":3,"screen":[1,1],"version":1}"#)
        }
    }

    @Test("the evemu writer's text reads back to the same recording")
    func evemuText() throws {
        var r = try EvemuRecording.parse(Self.description() + Self.events())
        r.properties = [1]
        let text = r.text(comments: ["a comment"])
        #expect(text.hasPrefix("# EVEMU 1.3\n# a comment\nN: Panel\nI: 0018 0000 0000 0000\nP: 02 00 00 00 00 00 00 00\n"))
        #expect(text.contains("E: 0.050000 0003 0039 -1\n"))
        let back = try EvemuRecording.parse(text)
        #expect(back.absInfo == r.absInfo)
        #expect(back.events == r.events)
        #expect(back.properties == r.properties)
        #expect(back.codes[3] == Set(r.absInfo.keys))
    }
}
