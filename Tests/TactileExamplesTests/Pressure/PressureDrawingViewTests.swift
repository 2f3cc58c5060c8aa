import Foundation
import SharedTestData
import Testing
import TactileExamples
import TactileTesting
import TactileTrace

// Pressure sensitivity (F3D-01): a drawing view whose stroke width follows UITouch.force (F3D-07).

@MainActor
@Suite("F3D-01 F3D-07 Pressure drawing")
struct PressureDrawingViewTests {
    @Test("F3D-07 the stroke width follows the force TouchSimulator gives the touch")
    func widthFollowsForce() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let drawing = PressureDrawingView(frame: window.bounds)
        window.addSubview(drawing)
        let f = sim.touchDown(at: CGPoint(x: 20, y: 20), force: 0.5, maximumPossibleForce: 6)
        for (i, force) in [1.0, 2.0, 3.0].enumerated() {
            sim.advance(by: sim.sampleInterval)
            sim.move(f, to: CGPoint(x: 30 + 10 * CGFloat(i), y: 20), force: force)
        }
        sim.lift(f)
        #expect(drawing.strokes.count == 1)
        #expect(drawing.strokes[0].map(\.force) == [0.5, 1, 2, 3])
        #expect(drawing.strokes[0].map(\.width) == [2, 4, 8, 12])
    }

    @Test("F3D-01 without pressure every point has the base width; the width is clamped at 0.25× and 4×")
    func noPressureAndClamping() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let drawing = PressureDrawingView(frame: window.bounds)
        window.addSubview(drawing)
        sim.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20))
        #expect(drawing.strokes.count == 1)
        #expect(drawing.strokes[0].count > 2)
        #expect(drawing.strokes[0].allSatisfy { $0.width == 4 })
        #expect(drawing.width(forForce: 0.01) == 1)
        #expect(drawing.width(forForce: 100) == 16)
        #expect(drawing.width(forForce: .nan) == 4)
    }

    @Test(
        "F3D-01 F3D-07 a real pen recording with pressure draws a stroke whose width varies with the pressure",
        .enabled(
            if: EvemuData.folder != nil,
            "../shared/data/evemu not found (optional research data, not part of the repository): no real recording with pressure to replay"
        ))
    func realRecordingWithPressure() throws {
        let file = EvemuData.folder!.appendingPathComponent("Wacom_Cintiq_13HD_touch_Pen.events")
        let recording = try EvemuRecording.load(file)
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 720))
        let drawing = PressureDrawingView(frame: window.bounds)
        window.addSubview(drawing)
        let frames = EvdevTouchDecoder.frames(
            of: recording, mapping: TouchscreenMapping(screenSize: window.bounds.size), start: sim.now + 0.1)
        let pressed = frames.flatMap(\.contacts).filter { $0.force > 0 }
        try #require(!pressed.isEmpty, "the recording's contacts report no pressure: the decoder did not read ABS_PRESSURE")
        sim.replay(frames)
        let widths = drawing.strokes.flatMap { $0.map(\.width) }
        #expect(!drawing.strokes.isEmpty)
        #expect(Set(widths).count > 10, "the width should take many values as the pressure changes")
        #expect(widths.min()! < widths.max()!)
        let forces = drawing.strokes.flatMap { $0.map(\.force) }
        for (force, width) in zip(forces, widths) { #expect(width == drawing.width(forForce: force)) }
    }
}
