import Foundation
import Tactile
import TactileTesting
import TactileTrace

/// The sample recordings in the repository's `Examples/Recordings` folder, made from scripted input on virtual
/// time so that every run writes the same bytes (no UIKit counterpart). `tactile replay` plays each of them.
///
/// The tap, pinch and two-finger pan are Tactile traces of `TouchSimulator` gestures on the canvas scene: a
/// header naming the scene, then the digitizer frames only (a replay recomputes what the recognizers decide, and
/// `tactile replay --trace-out` writes a trace with those decisions). The pen stroke is an evemu recording of a
/// synthetic pen display, so the set also covers the Linux input path: an evemu device description whose axes
/// report their resolution (which sizes the screen) and a pen reported as Wacom's pen displays report theirs
/// (`BTN_TOOL_PEN`, `BTN_TOUCH`, pressure, tilt, distance), which becomes a `.pencil` touch with force and angles,
/// hovering before and after it touches.
@MainActor
public enum SampleRecordings {
    /// One sample (no UIKit counterpart).
    public enum Sample: String, CaseIterable, Sendable {
        /// One finger taps the middle of the screen.
        case tap
        /// Two fingers spread apart.
        case pinch
        /// Two fingers pan up together; one lifts and the other pans on alone.
        case twoFingerPan = "two-finger-pan"
        /// A pen draws one stroke (an evemu recording).
        case penStroke = "pen-stroke"

        /// The file name in `Examples/Recordings`.
        public var fileName: String { rawValue + (self == .penStroke ? ".events" : ".jsonl") }
    }

    /// The screen of the trace samples, in points.
    public static let screen = CGSize(width: 360, height: 640)

    /// The sample's file contents.
    public static func text(of sample: Sample) -> String {
        switch sample {
        case .tap:
            trace("tap") { sim, view in sim.tap(at: CGPoint(x: 180, y: 320), in: view) }
        case .pinch:
            trace("pinch") { sim, view in
                sim.perform(DemoSession.spreadAndTurn(center: CGPoint(x: 180, y: 320), from: 40, to: 110, by: 0), in: view)
            }
        case .twoFingerPan:
            trace("two-finger pan") { sim, view in
                // Both fingers move up 150 pt in 0.3 s; the right one lifts there, the left one goes on for 0.3 s.
                sim.perform([
                    TouchPath(keyframes: [
                        .init(time: 0, location: CGPoint(x: 140, y: 480)), .init(time: 0.3, location: CGPoint(x: 140, y: 330)),
                        .init(time: 0.6, location: CGPoint(x: 140, y: 180)),
                    ]),
                    TouchPath(from: CGPoint(x: 220, y: 480), to: CGPoint(x: 220, y: 330), duration: 0.3),
                ], in: view)
            }
        case .penStroke:
            penStroke()
        }
    }

    /// A trace of the gesture `perform` makes on the canvas scene: the header and the input lines.
    private static func trace(_ name: String, _ perform: (TouchSimulator, UIView) -> Void) -> String {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(origin: .zero, size: screen))
        let scene = CanvasScene(window: window)
        final class Lines { var all: [String] = [] }
        let lines = Lines()
        lines.all.append(
            TraceFile.header(device: "Tactile sample: \(name)", screen: screen, scene: RecordingReplay.Scene.canvas.rawValue))
        sim.application.inputObserver = { event in
            if let line = TraceFile.line(for: event) { lines.all.append(line) }
        }
        perform(sim, scene.canvas)
        sim.advance(by: 0.5)
        return lines.all.joined(separator: "\n") + "\n"
    }

    /// The pen display of ``Sample/penStroke``: 160 × 100 mm at 40 units per millimetre, reporting its pen as
    /// Wacom's pen displays do: a single-touch device with `BTN_TOOL_PEN` (in range), `BTN_TOUCH` (contact),
    /// `ABS_PRESSURE`, `ABS_TILT_X`/`ABS_TILT_Y` (−64…63 at 57 units per radian, about one unit per degree) and
    /// `ABS_DISTANCE`.
    static var penDisplay: EvemuRecording {
        var r = EvemuRecording()
        r.version = (1, 3)
        r.name = "Tactile sample pen display"
        r.id = (bus: 0x18, vendor: 0, product: 0, version: 0)
        r.properties = [EvdevCode.inputPropDirect]
        r.codes = [
            EvdevCode.evSyn: [0, 1, 3],
            EvdevCode.evKey: [EvdevCode.btnToolPen, EvdevCode.btnToolRubber, EvdevCode.btnTouch, EvdevCode.btnStylus],
        ]
        r.absInfo = [
            EvdevCode.absX: .init(minimum: 0, maximum: 6399, resolution: 40),
            EvdevCode.absY: .init(minimum: 0, maximum: 3999, resolution: 40),
            EvdevCode.absPressure: .init(minimum: 0, maximum: 2047),
            EvdevCode.absDistance: .init(minimum: 0, maximum: 63),
            EvdevCode.absTiltX: .init(minimum: -64, maximum: 63, resolution: 57),
            EvdevCode.absTiltY: .init(minimum: -64, maximum: 63, resolution: 57),
        ]
        return r
    }

    /// One pen stroke at 60 reports a second: the pen comes into range and hovers over the left of the panel for
    /// 0.05 s, draws a gentle S to the right in 0.4 s, pressing harder in the middle, its top leaning right and
    /// towards the user (tilt x 20°–32°, y 15°), then lifts, hovers 0.03 s and leaves.
    private static func penStroke() -> String {
        var r = penDisplay
        let path = TouchPath(keyframes: [
            .init(time: 0, location: CGPoint(x: 1200, y: 2600)), .init(time: 0.15, location: CGPoint(x: 2600, y: 1700)),
            .init(time: 0.25, location: CGPoint(x: 3600, y: 2300)), .init(time: 0.4, location: CGPoint(x: 5200, y: 1400)),
        ])
        var events: [LinuxInputEvent] = []
        func add(_ frame: Int, _ type: UInt16, _ code: UInt16, _ value: Int32) {
            let usec = Int64((Double(frame) / 60 * 1_000_000).rounded())
            events.append(
                LinuxInputEvent(seconds: usec / 1_000_000, microseconds: usec % 1_000_000, type: type, code: code, value: value))
        }
        func axis(_ frame: Int, _ code: UInt16, _ value: Int32) { add(frame, EvdevCode.evAbs, code, value) }
        func syn(_ frame: Int) { add(frame, EvdevCode.evSyn, EvdevCode.synReport, 0) }
        let hover = 3, strokeFrames = 24
        // In range: hovering 6 mm and then closer above the stroke's start.
        for i in 0..<hover {
            axis(i, EvdevCode.absX, 1200 - Int32(hover - i) * 20)
            axis(i, EvdevCode.absY, 2600)
            axis(i, EvdevCode.absDistance, Int32(30 - 10 * i))
            if i == 0 {
                axis(i, EvdevCode.absTiltX, 20)
                axis(i, EvdevCode.absTiltY, 15)
                add(i, EvdevCode.evKey, EvdevCode.btnToolPen, 1)
            }
            syn(i)
        }
        var tiltX: Int32 = 20
        for step in 0...strokeFrames {
            let i = hover + step
            let t = Double(step) / 60
            let p = path.location(at: t)
            axis(i, EvdevCode.absX, Int32(p.x.rounded()))
            axis(i, EvdevCode.absY, Int32(p.y.rounded()))
            axis(i, EvdevCode.absPressure, Int32((400 + 800 * sin(Double.pi * t / 0.4)).rounded()))
            let tilt = Int32(20 + step / 2)
            if tilt != tiltX {
                tiltX = tilt
                axis(i, EvdevCode.absTiltX, tilt)
            }
            if step == 0 {
                axis(i, EvdevCode.absDistance, 0)
                add(i, EvdevCode.evKey, EvdevCode.btnTouch, 1)
            }
            syn(i)
        }
        // Lifted, still in range for two reports, then out of range.
        let lift = hover + strokeFrames + 1
        axis(lift, EvdevCode.absPressure, 0)
        axis(lift, EvdevCode.absDistance, 10)
        add(lift, EvdevCode.evKey, EvdevCode.btnTouch, 0)
        syn(lift)
        axis(lift + 1, EvdevCode.absDistance, 25)
        axis(lift + 1, EvdevCode.absY, 1380)
        syn(lift + 1)
        add(lift + 2, EvdevCode.evKey, EvdevCode.btnToolPen, 0)
        syn(lift + 2)
        r.events = events
        return r.text(comments: [
            "A Tactile sample: one pen stroke on a synthetic pen display that reports its pen as Wacom's do:",
            "BTN_TOOL_PEN in range, BTN_TOUCH in contact, ABS_PRESSURE, ABS_TILT_X/Y (57 units per radian),",
            "ABS_DISTANCE. The panel is 160 x 100 mm at 40 units/mm. The pen hovers, draws, lifts and leaves.",
            "Made by SampleRecordings in TactileExamples; replay it with",
            "tactile replay Examples/Recordings/pen-stroke.events",
        ])
    }
}
