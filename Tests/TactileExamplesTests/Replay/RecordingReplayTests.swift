import Foundation
import Tactile
import TactileStrokes
import TactileTrace
import Testing

@testable import TactileExamples

/// The engines of `tactile demo`, `tactile replay` and `tactile strokes-template`.
@MainActor
@Suite("Replaying recordings onto the example scenes")
struct RecordingReplayTests {
    /// One finger drawn from `from` to `to` in `steps` moves, 1/60 s apart, starting at `start`.
    static func stroke(from: CGPoint, to: CGPoint, steps: Int = 20, start: TimeInterval = 0, id: Int = 1) -> [DigitizerFrame] {
        (0...steps).map { i in
            let t = Double(i) / Double(steps)
            let p = CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
            return DigitizerFrame(timestamp: start + Double(i) / 60, contacts: [DigitizerContact(id: id, location: p)])
        } + [
            DigitizerFrame(
                timestamp: start + Double(steps + 1) / 60, contacts: [DigitizerContact(id: id, location: to, state: .lifted)])
        ]
    }

    @Test("the demo session recorded as a trace replays onto the demo scene with the same device and screen")
    func demoTraceReplays() throws {
        let (narration, trace) = DemoSession.recorded()
        #expect(narration.count > 20)
        let recording = try TouchRecording(trace, file: "demo.jsonl", placement: TouchscreenPlacement())
        #expect(recording.device == "tactile demo")
        #expect(recording.screenSize == CGSize(width: 360, height: 640))
        #expect(recording.frames.count > 100)
        let replay = RecordingReplay.run(
            frames: recording.frames, device: recording.device, size: recording.screenSize, scene: .demo,
            verbose: false, recordsTrace: true)
        #expect(replay.narration.contains { $0.contains("Share") })
        let again = try TouchRecording(replay.trace ?? "", file: "again.jsonl", placement: TouchscreenPlacement())
        #expect(again.device == "tactile demo")
        #expect(again.screenSize == recording.screenSize)
        #expect(again.frames.first == recording.frames.first)
    }

    @Test("a drag on the canvas is narrated as a pan, with times; verbose adds the view calls; no trace unless asked")
    func canvasPan() {
        let frames = Self.stroke(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50), start: 3)
        let quiet = RecordingReplay.run(
            frames: frames, device: "test", size: CGSize(width: 320, height: 480), scene: .canvas, verbose: false,
            recordsTrace: false)
        #expect(quiet.trace == nil)
        #expect(quiet.narration.contains { $0.lowercased().contains("pan") })
        // Times are from the first frame (at 3 s), as the demo prints them from the start of its session.
        #expect(quiet.narration.first?.hasPrefix("  0.") == true)
        let verbose = RecordingReplay.run(
            frames: frames, device: "test", size: CGSize(width: 320, height: 480), scene: .canvas, verbose: true,
            recordsTrace: false)
        #expect(verbose.narration.count > quiet.narration.count)
        #expect(verbose.narration.contains { $0.hasPrefix("dispatch: ") })
        #expect(RecordingReplay.Scene.demo.screenSize == CGSize(width: 360, height: 640))
        #expect(RecordingReplay.Scene.canvas.screenSize == nil)
    }

    @Test("each drawn gesture becomes a template of that name; a tap is skipped; close strokes join up to the limit")
    func strokeTemplates() {
        let down = Self.stroke(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300))
        let tap = [
            DigitizerFrame(timestamp: 2, contacts: [DigitizerContact(id: 2, location: CGPoint(x: 10, y: 10))]),
            DigitizerFrame(timestamp: 2.05, contacts: [DigitizerContact(id: 2, location: CGPoint(x: 10, y: 10), state: .lifted)]),
        ]
        let across = Self.stroke(from: CGPoint(x: 50, y: 200), to: CGPoint(x: 250, y: 200), start: 4)
        let single = StrokeTemplateRecorder.templates(
            from: down + tap + across, size: CGSize(width: 400, height: 400), name: "line", maximumStrokes: 1)
        #expect(single.map(\.name) == ["line", "line"])
        #expect(single.allSatisfy { !$0.isMultistroke })
        // Two strokes less than the stroke interval apart make one two-stroke template ("plus").
        let plus = Self.stroke(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300))
            + Self.stroke(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 300, y: 200), start: 0.5, id: 3)
        let joined = StrokeTemplateRecorder.templates(
            from: plus, size: CGSize(width: 400, height: 400), name: "plus", maximumStrokes: 2)
        #expect(joined.count == 1)
        #expect(joined.first?.strokes.count == 2)
    }
}
