import Foundation
import Tactile
import Testing
import SharedTestData
import TactileTesting
import TactileTrace

/// Synthesized pen recordings, written as evemu text and read back, decoded with exact expected values.
@Suite("evdev pens: pressure, tilt, hover and the eraser")
struct EvdevPenDecoderTests {
    typealias Axis = EvemuRecording.AbsInfo
    /// A pen display like Wacom's: 1000 × 500 units onto a 500 × 250 pt screen, pressure 0…4000 (1000 = force 1.0),
    /// tilt −64…64 without resolution (one unit per degree), distance 0…63.
    static let axes: [UInt16: Axis] = [
        EvdevCode.absX: Axis(minimum: 0, maximum: 1000), EvdevCode.absY: Axis(minimum: 0, maximum: 500),
        EvdevCode.absPressure: Axis(minimum: 0, maximum: 4000), EvdevCode.absDistance: Axis(minimum: 0, maximum: 63),
        EvdevCode.absTiltX: Axis(minimum: -64, maximum: 64), EvdevCode.absTiltY: Axis(minimum: -64, maximum: 64),
    ]
    static let screen = CGSize(width: 500, height: 250)

    /// Builds events frame by frame: `frame(t) { ... }` adds a frame's events and its SYN_REPORT.
    struct Script {
        var events: [LinuxInputEvent] = []
        mutating func frame(_ t: Double, _ items: [(UInt16, UInt16, Int32)]) {
            for (type, code, value) in items + [(EvdevCode.evSyn, EvdevCode.synReport, 0)] {
                events.append(
                    LinuxInputEvent(
                        seconds: Int64(t), microseconds: Int64(((t - Double(Int64(t))) * 1_000_000).rounded()),
                        type: type, code: code, value: value))
            }
        }
    }
    static func ax(_ code: UInt16, _ v: Int32) -> (UInt16, UInt16, Int32) { (EvdevCode.evAbs, code, v) }
    static func key(_ code: UInt16, _ v: Int32) -> (UInt16, UInt16, Int32) { (EvdevCode.evKey, code, v) }

    /// The pen comes into range hovering, moves, touches with pressure and tilt, lifts and leaves.
    static func stroke(tool: UInt16 = EvdevCode.btnToolPen) -> [LinuxInputEvent] {
        var s = Script()
        s.frame(0, [ax(EvdevCode.absX, 100), ax(EvdevCode.absY, 100), ax(EvdevCode.absDistance, 20), key(tool, 1)])
        s.frame(0.01, [ax(EvdevCode.absX, 120), ax(EvdevCode.absDistance, 5)])
        s.frame(0.02, [
            ax(EvdevCode.absPressure, 1000), ax(EvdevCode.absTiltX, 45), ax(EvdevCode.absDistance, 0),
            key(EvdevCode.btnTouch, 1),
        ])
        s.frame(0.03, [ax(EvdevCode.absX, 200), ax(EvdevCode.absPressure, 2000), ax(EvdevCode.absTiltY, 45)])
        s.frame(0.04, [ax(EvdevCode.absPressure, 0), key(EvdevCode.btnTouch, 0)])
        s.frame(0.05, [ax(EvdevCode.absY, 140)])
        s.frame(0.06, [ax(EvdevCode.absX, 0), ax(EvdevCode.absY, 0), key(tool, 0)])
        return s.events
    }

    /// The events read back from evemu text, as a recording file holds them.
    static func recording(_ events: [LinuxInputEvent], axes: [UInt16: Axis] = axes) throws -> EvemuRecording {
        var r = EvemuRecording()
        r.name = "Synthetic pen display"
        r.codes = [EvdevCode.evKey: [EvdevCode.btnToolPen, EvdevCode.btnToolRubber, EvdevCode.btnTouch]]
        r.absInfo = axes
        r.events = events
        return try EvemuRecording.parse(r.text(), file: "pen.events")
    }

    static func describe(_ input: [RawInputEvent]) -> [String] {
        input.map { event in
            switch event {
            case .hover(let h): h.location.map { "hover \(Int($0.x)),\(Int($0.y))" } ?? "hover exit"
            case .digitizer(let f):
                f.contacts.map { "\($0.state) \($0.type) \(Int($0.location.x)),\(Int($0.location.y))" }.joined()
            default: "other"
            }
        }
    }

    static func contacts(_ input: [RawInputEvent]) -> [DigitizerContact] {
        input.flatMap { event -> [DigitizerContact] in
            guard case .digitizer(let f) = event else { return [] }
            return f.contacts
        }
    }

    @Test("EVT-06, TCH-08: a pen hovers in range, its hover ends as it touches and starts again after the lift")
    func hoverAroundTheStroke() throws {
        let input = EvdevTouchDecoder.inputEvents(
            of: try Self.recording(Self.stroke()), mapping: TouchscreenMapping(screenSize: Self.screen))
        #expect(Self.describe(input) == [
            "hover 50,50", "hover 60,50",
            "hover exit", "touching pencil 60,50",
            "touching pencil 100,50",
            "lifted pencil 100,50", "hover 100,50",
            "hover 100,70",
            "hover exit",
        ])
        // Times are relative to the first event.
        #expect(input.map(\.timestamp) == [0, 0.01, 0.02, 0.02, 0.03, 0.04, 0.04, 0.05, 0.06])
        // ABS_DISTANCE is the hover's zOffset (0…63 onto 0…1); the hover after the lift has the last tilt.
        let hovers = input.compactMap { event -> RawHoverEvent? in
            guard case .hover(let h) = event else { return nil }
            return h
        }
        let heights: [CGFloat] = [20.0 / 63, 5.0 / 63, 0, 0, 0, 0]
        #expect(hovers.map(\.zOffset) == heights)
        #expect(hovers[0].altitudeAngle == .pi / 2)
        #expect(abs(hovers[3].azimuthAngle - .pi / 4) < 1e-12)
    }

    @Test("a hover that only rises or tilts, without moving, is still reported")
    func hoverHeightAndTilt() throws {
        var s = Script()
        s.frame(0, [
            Self.key(EvdevCode.btnToolPen, 1), Self.ax(EvdevCode.absX, 100), Self.ax(EvdevCode.absY, 100),
            Self.ax(EvdevCode.absDistance, 63),
        ])
        s.frame(0.01, [Self.ax(EvdevCode.absDistance, 0)])
        s.frame(0.02, [Self.ax(EvdevCode.absTiltY, 10)])
        s.frame(0.03, [])  // nothing changed: no event
        let hovers = EvdevTouchDecoder.inputEvents(
            of: try Self.recording(s.events), mapping: TouchscreenMapping(screenSize: Self.screen)
        ).compactMap { event -> RawHoverEvent? in
            guard case .hover(let h) = event else { return nil }
            return h
        }
        #expect(hovers.map(\.zOffset) == [1, 0, 0, 0])
        #expect(hovers.map { $0.location == nil } == [false, false, false, true])
        #expect(hovers[2].altitudeAngle < .pi / 2 && hovers[2].azimuthAngle == .pi / 2)
    }

    @Test("F3D-07, TCH-08: ABS_PRESSURE is force (a quarter of the range is 1.0, the maximum 4); tilt gives the angles")
    func forceAndAngles() throws {
        let c = Self.contacts(
            EvdevTouchDecoder.inputEvents(
                of: try Self.recording(Self.stroke()), mapping: TouchscreenMapping(screenSize: Self.screen)))
        #expect(c.count == 3)
        #expect(c[0].force == 1 && c[0].maximumPossibleForce == 4)
        #expect(c[1].force == 2)
        // Tilt x 45° (its top leaning towards +x): altitude 45°, azimuth 0 (along +x).
        #expect(abs(c[0].altitudeAngle - .pi / 4) < 1e-12)
        #expect(c[0].azimuthAngle == 0)
        // Tilt x and y 45°: the pen leans along the diagonal, altitude atan(1/√2) ≈ 35.3°, azimuth 45°.
        #expect(abs(c[1].altitudeAngle - atan(1 / 2.0.squareRoot())) < 1e-12)
        #expect(abs(c[1].azimuthAngle - .pi / 4) < 1e-12)
        // The lift keeps the last angles.
        #expect(c[2].state == .lifted && c[2].altitudeAngle == c[1].altitudeAngle)
    }

    @Test("the azimuth turns and mirrors with the panel's placement on the screen")
    func azimuthFollowsTheMapping() {
        let tilt = PenTilt(xDegrees: 30, yDegrees: 0)  // top towards the panel's +x
        func azimuth(_ m: TouchscreenMapping) -> Double { Double(tilt.azimuthAngle(on: m)) }
        #expect(azimuth(TouchscreenMapping(screenSize: Self.screen)) == 0)
        #expect(abs(azimuth(TouchscreenMapping(screenSize: Self.screen, rotation: 1)) - .pi / 2) < 1e-12)
        #expect(abs(abs(azimuth(TouchscreenMapping(screenSize: Self.screen, rotation: 2))) - .pi) < 1e-12)
        #expect(abs(azimuth(TouchscreenMapping(screenSize: Self.screen, rotation: 3)) + .pi / 2) < 1e-12)
        #expect(abs(abs(azimuth(TouchscreenMapping(screenSize: Self.screen, flipX: true))) - .pi) < 1e-12)
        #expect(azimuth(TouchscreenMapping(screenSize: Self.screen, flipY: true)) == 0)
        // A calibration matrix that swaps the axes sends +x to +y.
        #expect(abs(azimuth(TouchscreenMapping(screenSize: Self.screen, calibration: [0, 1, 0, 1, 0, 0])) - .pi / 2) < 1e-12)
        // Upright: altitude π/2 and azimuth 0.
        #expect(PenTilt(xDegrees: 0, yDegrees: 0).altitudeAngle == .pi / 2)
        #expect(PenTilt(xDegrees: 0, yDegrees: 0).azimuthAngle == 0)
        #expect(abs(PenTilt(xDegrees: 0, yDegrees: -20).azimuthAngle + .pi / 2) < 1e-12)
    }

    @Test("tilt units: a resolution in units per radian, else the range onto ±64° (as libinput converts them)")
    func tiltUnits() {
        // Cintiq 13HD: −64…63 at 57 units per radian, about one unit per degree.
        let resolved = Axis(minimum: -64, maximum: 63, resolution: 57)
        #expect(abs(PenTilt.degrees(57, axis: resolved) - 180 / .pi) < 1e-12)
        #expect(PenTilt.degrees(0, axis: resolved) == 0)
        // Cintiq 22HDT: 0…127 without resolution: 0 is −64°, 127 is +64°, the middle 63.5 is upright.
        let unresolved = Axis(minimum: 0, maximum: 127)
        #expect(PenTilt.degrees(0, axis: unresolved) == -64)
        #expect(PenTilt.degrees(127, axis: unresolved) == 64)
        #expect(abs(PenTilt.degrees(64, axis: unresolved) - 64.0 / 127) < 1e-12)
        // A range that does not span zero ignores its resolution, as libinput does.
        #expect(PenTilt.degrees(0, axis: Axis(minimum: 0, maximum: 128, resolution: 57)) == -64)
    }

    @Test("out-of-range tilt and pressure are clamped to their axes: finite angles, never a crash")
    func outOfRange() throws {
        let resolved = Axis(minimum: -64, maximum: 63, resolution: 57)
        #expect(PenTilt.degrees(5000, axis: resolved) == PenTilt.degrees(63, axis: resolved))
        #expect(PenTilt.degrees(.min, axis: resolved) == PenTilt.degrees(-64, axis: resolved))
        #expect(PenTilt.degrees(3, axis: Axis(minimum: 5, maximum: 5)) == 0)  // an empty range
        #expect(PenTilt(xDegrees: 400, yDegrees: .nan) == PenTilt(xDegrees: PenTilt.maximumDegrees, yDegrees: 0))
        var s = Script()
        s.frame(0, [
            Self.key(EvdevCode.btnToolPen, 1), Self.ax(EvdevCode.absX, 10), Self.ax(EvdevCode.absY, 10),
            Self.ax(EvdevCode.absTiltX, .max), Self.ax(EvdevCode.absTiltY, .min), Self.ax(EvdevCode.absPressure, 99_999),
            Self.key(EvdevCode.btnTouch, 1),
        ])
        s.frame(0.01, [Self.ax(EvdevCode.absPressure, -5)])
        let c = Self.contacts(
            EvdevTouchDecoder.inputEvents(
                of: try Self.recording(s.events), mapping: TouchscreenMapping(screenSize: Self.screen)))
        #expect(c.count == 3)  // two samples and the cancel at the end of the recording
        #expect(c[0].force == 4 && c[1].force == 0)
        #expect(c[0].altitudeAngle.isFinite && c[0].altitudeAngle > 0 && c[0].azimuthAngle.isFinite)
        let expected = PenTilt(xDegrees: 64, yDegrees: -64)
        #expect(c[0].altitudeAngle == expected.altitudeAngle)
        #expect(c[0].azimuthAngle == expected.azimuthAngle)
    }

    @Test("the eraser end is a pencil touch by default; with ignoresEraser it makes neither touches nor hover")
    func eraser() throws {
        let r = try Self.recording(Self.stroke(tool: EvdevCode.btnToolRubber))
        let kept = EvdevTouchDecoder.inputEvents(of: r, mapping: TouchscreenMapping(screenSize: Self.screen))
        #expect(Self.describe(kept) == Self.describe(
            EvdevTouchDecoder.inputEvents(
                of: try Self.recording(Self.stroke()), mapping: TouchscreenMapping(screenSize: Self.screen))))
        #expect(Self.contacts(kept).allSatisfy { $0.type == .pencil })
        let ignored = EvdevTouchDecoder.inputEvents(
            of: r, mapping: TouchscreenMapping(screenSize: Self.screen, ignoresEraser: true))
        #expect(ignored.isEmpty)
        // The tip is still a pencil with ignoresEraser.
        let tip = EvdevTouchDecoder.inputEvents(
            of: try Self.recording(Self.stroke()), mapping: TouchscreenMapping(screenSize: Self.screen, ignoresEraser: true))
        #expect(Self.contacts(tip).count == 3)
    }

    @Test("a recording that starts with the pen already in range: a pen device's contacts are pencils, and it hovers")
    func startsInRange() throws {
        var s = Script()
        s.frame(0, [Self.ax(EvdevCode.absX, 500), Self.ax(EvdevCode.absY, 250), Self.ax(EvdevCode.absDistance, 30)])
        s.frame(0.01, [Self.ax(EvdevCode.absPressure, 400), Self.key(EvdevCode.btnTouch, 1)])
        s.frame(0.02, [Self.key(EvdevCode.btnTouch, 0)])
        s.frame(0.03, [Self.key(EvdevCode.btnToolPen, 0)])  // leaves the range: the first tool key it reports
        let input = EvdevTouchDecoder.inputEvents(
            of: try Self.recording(s.events), mapping: TouchscreenMapping(screenSize: Self.screen))
        #expect(Self.describe(input) == [
            "hover 250,125", "hover exit", "touching pencil 250,125", "lifted pencil 250,125", "hover 250,125",
            "hover exit",
        ])
    }

    @Test("SYN_DROPPED and the end of the recording end a hover in progress")
    func hoverEndsOnLostEventsAndAtTheEnd() throws {
        var s = Script()
        s.frame(0, [Self.key(EvdevCode.btnToolPen, 1), Self.ax(EvdevCode.absX, 100), Self.ax(EvdevCode.absY, 100)])
        let atEnd = EvdevTouchDecoder.inputEvents(
            of: try Self.recording(s.events), mapping: TouchscreenMapping(screenSize: Self.screen))
        #expect(Self.describe(atEnd) == ["hover 50,50", "hover exit"])
        var dropped = s.events
        dropped.append(LinuxInputEvent(seconds: 0, microseconds: 10_000, type: EvdevCode.evSyn, code: EvdevCode.synDropped, value: 0))
        dropped.append(LinuxInputEvent(seconds: 0, microseconds: 20_000, type: EvdevCode.evSyn, code: EvdevCode.synReport, value: 0))
        var decoder = EvdevTouchDecoder(absInfo: Self.axes, mapping: TouchscreenMapping(screenSize: Self.screen))
        let out = dropped.flatMap { decoder.feedInput($0) }
        #expect(Self.describe(out) == ["hover 50,50", "hover exit"])
        #expect(out.last?.timestamp == 0.02)
        // feed alone returns the frames only.
        var framesOnly = EvdevTouchDecoder(absInfo: Self.axes, mapping: TouchscreenMapping(screenSize: Self.screen))
        #expect(Self.stroke().compactMap { framesOnly.feed($0) }.count == 3)
    }

    @Test("a pen still pressing after SYN_DROPPED is cancelled, then touches again at the next report")
    func penTouchesAgainAfterLoss() throws {
        var s = Script()
        s.frame(0, [
            Self.key(EvdevCode.btnToolPen, 1), Self.key(EvdevCode.btnTouch, 1), Self.ax(EvdevCode.absX, 100),
            Self.ax(EvdevCode.absY, 100), Self.ax(EvdevCode.absPressure, 1000),
        ])
        var events = s.events
        events.append(LinuxInputEvent(seconds: 0, microseconds: 10_000, type: EvdevCode.evSyn, code: EvdevCode.synDropped, value: 0))
        events.append(LinuxInputEvent(seconds: 0, microseconds: 10_000, type: EvdevCode.evAbs, code: EvdevCode.absX, value: 150))
        events.append(LinuxInputEvent(seconds: 0, microseconds: 10_000, type: EvdevCode.evSyn, code: EvdevCode.synReport, value: 0))
        var rest = Script()
        rest.frame(0.02, [Self.ax(EvdevCode.absX, 200)])
        rest.frame(0.03, [Self.key(EvdevCode.btnTouch, 0), Self.ax(EvdevCode.absPressure, 0)])
        rest.frame(0.04, [Self.key(EvdevCode.btnToolPen, 0)])
        let input = EvdevTouchDecoder.inputEvents(
            of: try Self.recording(events + rest.events), mapping: TouchscreenMapping(screenSize: Self.screen))
        #expect(Self.describe(input) == [
            "touching pencil 50,50", "cancelled pencil 50,50", "touching pencil 100,50", "lifted pencil 100,50",
            "hover 100,50", "hover exit",
        ])
        // A lift among the discarded events is kept: the pen hovers after the loss, it does not draw.
        var lifted = Script()
        lifted.frame(0, [
            Self.key(EvdevCode.btnToolPen, 1), Self.key(EvdevCode.btnTouch, 1), Self.ax(EvdevCode.absX, 100),
            Self.ax(EvdevCode.absY, 100),
        ])
        var lost = lifted.events
        lost.append(LinuxInputEvent(seconds: 0, microseconds: 10_000, type: EvdevCode.evSyn, code: EvdevCode.synDropped, value: 0))
        lost.append(LinuxInputEvent(seconds: 0, microseconds: 10_000, type: EvdevCode.evKey, code: EvdevCode.btnTouch, value: 0))
        lost.append(LinuxInputEvent(seconds: 0, microseconds: 10_000, type: EvdevCode.evSyn, code: EvdevCode.synReport, value: 0))
        var after = Script()
        after.frame(0.02, [Self.ax(EvdevCode.absX, 200)])
        let hovering = EvdevTouchDecoder.inputEvents(
            of: try Self.recording(lost + after.events), mapping: TouchscreenMapping(screenSize: Self.screen))
        #expect(Self.describe(hovering) == ["touching pencil 50,50", "cancelled pencil 50,50", "hover 100,50", "hover exit"])
    }

    @Test("libinput recordings of a pen: the evdev frames decode as from evemu; tablet-tool entries are skipped")
    func libinputPen() throws {
        var yaml = """
            version: 1
            ndevices: 1
            libinput: {version: "1.22.1"}
            devices:
            - node: /dev/input/event5
              evdev:
                name: "Synthetic pen display"
                id: [3, 1386, 827, 272]
                codes: {0: [0], 1: [320, 321, 330], 3: [0, 1, 24, 25, 26, 27]}
                absinfo: {0: [0, 1000, 0, 0, 0], 1: [0, 500, 0, 0, 0], 24: [0, 4000, 0, 0, 0], 25: [0, 63, 0, 0, 0], 26: [-64, 64, 0, 0, 0], 27: [-64, 64, 0, 0, 0]}
                properties: [1]
              events:

            """
        var frame: [LinuxInputEvent] = []
        for e in Self.stroke() {
            frame.append(e)
            guard e.type == EvdevCode.evSyn else { continue }
            yaml += "  - evdev:\n"
            for f in frame { yaml += "    - [\(f.seconds), \(f.microseconds), \(f.type), \(f.code), \(f.value)]\n" }
            frame.removeAll()
            // What libinput itself made of the frame: ignored, since Tactile decodes the evdev records.
            yaml += "  - libinput:\n    - {type: TABLET_TOOL_AXIS, time: 0.0, point: [1.0, 2.0], pressure: 0.25, tilt: [45.0, 0.0]}\n"
        }
        let fromYAML = try LibinputRecording.parse(yaml, file: "pen.yml")
        #expect(fromYAML.events == Self.stroke())
        let mapping = TouchscreenMapping(screenSize: Self.screen)
        #expect(EvdevTouchDecoder.inputEvents(of: fromYAML, mapping: mapping)
            == EvdevTouchDecoder.inputEvents(of: try Self.recording(Self.stroke()), mapping: mapping))
        // Through TouchRecording, as tactile replay reads it.
        let r = try TouchRecording(yaml, file: "pen.yml", placement: TouchscreenPlacement(screenSize: Self.screen))
        #expect(r.touchTypes.map(\.type) == [.pencil])
        #expect(r.hoverEvents.count == 6)
        #expect(r.pencilSummary?.line == "pencil: force 1.00–2.00 of 4, altitude 35°–45°, 6 hover events")
    }
}
