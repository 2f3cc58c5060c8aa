import Foundation
import Tactile
import Testing
import SharedTestData
import TactileTesting
import TactileTrace

/// The two Wacom Cintiq pen recordings in `../shared/data/evemu`, decoded and replayed.
@MainActor
@Suite(
    "evdev decoding of real pen recordings",
    .enabled(
        if: EvemuData.folder != nil,
        "../shared/data/evemu not found (optional research data, not part of the repository: the README's \"Optional research data\" says where to get it) to run the pen recording tests"))
struct RealPenRecordingTests {
    static let thirteen = "Wacom_Cintiq_13HD_touch_Pen.events"
    static let twentyTwo = "Wacom_Cintiq_22HDT_Pen.events"

    func recording(_ name: String, ignoresEraser: Bool = false) throws -> (TouchRecording, [RawInputEvent]) {
        let url = EvemuData.folder!.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        let r = try TouchRecording(text, file: name, placement: TouchscreenPlacement())
        let evemu = try EvemuRecording.parse(text, file: name)
        var mapping = TouchscreenPlacement().mapping(screen: r.screenSize)
        mapping.ignoresEraser = ignoresEraser
        return (r, EvdevTouchDecoder.inputEvents(of: evemu, mapping: mapping))
    }

    static func degrees(_ v: CGFloat) -> Double { Double(v) * 180 / .pi }

    @Test("EVT-06, TCH-08, F3D-07: Cintiq 13HD: one pencil in range, hovering before it touches, force and tilt")
    func cintiq13HD() throws {
        let (r, input) = try recording(Self.thirteen)
        #expect(r.touchTypes.map(\.type) == [.pencil])
        #expect(r.touchTypes.map(\.count) == [2])
        // It hovers first: the first events are hover, before any frame.
        let firstFrame = try #require(input.firstIndex { if case .digitizer = $0 { true } else { false } })
        #expect(firstFrame >= 5)
        #expect(input[..<firstFrame].allSatisfy { if case .hover = $0 { true } else { false } })
        let touching = r.frames.flatMap(\.contacts).filter { $0.state == .touching }
        let summary = try #require(r.pencilSummary)
        print("13HD:", summary.line, "samples", summary.samples, "screen", r.screenSize)
        #expect(touching.allSatisfy { $0.maximumPossibleForce == 4 && $0.force >= 0 && $0.force <= 4 })
        // ABS_PRESSURE peaks at 1267 of 2047: force 2.48.
        #expect(abs(summary.force.upperBound - 4 * 1267 / 2047) < 1e-9)
        // Tilt 15–19° along x and 24–32° along y (−64…63 at 57 units per radian): the pen leans 30–40° from upright,
        // its top towards the right and the bottom of the screen.
        #expect(touching.allSatisfy { (45...75).contains(Self.degrees($0.altitudeAngle)) })
        #expect(touching.allSatisfy { (0...90).contains(Self.degrees($0.azimuthAngle)) })
        // The screen is sized from the panel's 200 units/mm: 293.8 × 165.2 mm.
        #expect(r.screenSize == CGSize(width: 1885, height: 1060))
    }

    @Test("EVT-06, TCH-08: Cintiq 22HDT: pen, eraser, pencil and airbrush tools are pencils; ignoresEraser drops the eraser")
    func cintiq22HDT() throws {
        let (r, input) = try recording(Self.twentyTwo)
        #expect(r.touchTypes.map(\.type) == [.pencil])
        let touches = r.touchTypes.first?.count ?? 0
        let summary = try #require(r.pencilSummary)
        print("22HDT:", summary.line, "touches", touches, "samples", summary.samples, "screen", r.screenSize)
        #expect(touches >= 30)
        #expect(summary.force.lowerBound >= 0 && summary.force.upperBound <= 4 && summary.force.upperBound > 2)
        // Tilt 0…127 without resolution: ±64°; the altitude stays between lying flat and upright.
        #expect(summary.altitude.lowerBound > 0 && summary.altitude.upperBound <= .pi / 2)
        // The recording starts with the pen in range: it hovers from the first report.
        if case .hover(let h) = input.first { #expect(h.location != nil) } else { Issue.record("no hover first") }
        #expect(r.hoverEvents.count > 100)
        // The eraser's strokes are pencil touches too; ignoring the eraser drops them and nothing else.
        let (_, withoutEraser) = try recording(Self.twentyTwo, ignoresEraser: true)
        // Each touch ends once, lifted or cancelled.
        func ends(_ events: [RawInputEvent]) -> Int {
            EvdevPenDecoderTests.contacts(events).filter { $0.state != .touching }.count
        }
        let erased = ends(input) - ends(withoutEraser)
        print("22HDT: eraser strokes", erased)
        #expect(erased > 0 && erased < touches)
    }

    @Test("EVT-06: the 13HD recording replayed into an app: hover recognizer first, then .pencil touches with force and tilt")
    func replayIntoAnApplication() throws {
        let url = EvemuData.folder!.appendingPathComponent(Self.thirteen)
        let evemu = try EvemuRecording.load(url)
        let sim = TouchSimulator()
        let screen = CGSize(width: 1885, height: 1060)
        let window = sim.makeWindow(frame: CGRect(origin: .zero, size: screen))
        final class Canvas: UIView {
            var touches: [(UITouch.TouchType, CGFloat, CGFloat)] = []
            override func touchesBegan(_ t: Set<UITouch>, with event: UIEvent?) { record(t) }
            override func touchesMoved(_ t: Set<UITouch>, with event: UIEvent?) { record(t) }
            func record(_ t: Set<UITouch>) { touches += t.map { ($0.type, $0.force, $0.altitudeAngle) } }
        }
        let canvas = Canvas(frame: window.bounds)
        window.addSubview(canvas)
        var log: [String] = []
        let hover = UIHoverGestureRecognizer()
        hover.addAction { log.append("hover \($0.state)") }
        canvas.addGestureRecognizer(hover)
        let input = EvdevTouchDecoder.inputEvents(
            of: evemu, mapping: TouchscreenMapping(screenSize: screen), start: sim.now + 0.1)
        sim.replay(input)
        #expect(log.first == "hover began")
        #expect(log.contains("hover ended"))
        #expect(!canvas.touches.isEmpty)
        #expect(canvas.touches.allSatisfy { $0.0 == .pencil && $0.2 < .pi / 2 })
        #expect(canvas.touches.contains { $0.1 > 1 })
    }
}
