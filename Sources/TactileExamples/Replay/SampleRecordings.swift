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
/// synthetic touchscreen with an active pen, so the set also covers the Linux input path: an evemu device
/// description whose axes report their resolution (which sizes the screen) and a stylus contact reported with
/// `ABS_MT_TOOL_TYPE` = `MT_TOOL_PEN`, which becomes a `.pencil` touch.
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

    /// The pen display of ``Sample/penStroke``: 160 × 100 mm at 40 units per millimetre, multitouch protocol B
    /// with a tool type axis and pressure.
    static var penDisplay: EvemuRecording {
        var r = EvemuRecording()
        r.version = (1, 3)
        r.name = "Tactile sample pen display"
        r.id = (bus: 0x18, vendor: 0, product: 0, version: 0)
        r.properties = [EvdevCode.inputPropDirect]
        r.codes = [EvdevCode.evSyn: [0, 1, 3], EvdevCode.evKey: [EvdevCode.btnTouch]]
        r.absInfo = [
            EvdevCode.absX: .init(minimum: 0, maximum: 6399, resolution: 40),
            EvdevCode.absY: .init(minimum: 0, maximum: 3999, resolution: 40),
            EvdevCode.absMTSlot: .init(minimum: 0, maximum: 1),
            EvdevCode.absMTPositionX: .init(minimum: 0, maximum: 6399, resolution: 40),
            EvdevCode.absMTPositionY: .init(minimum: 0, maximum: 3999, resolution: 40),
            EvdevCode.absMTToolType: .init(minimum: 0, maximum: 2),
            EvdevCode.absMTTrackingID: .init(minimum: 0, maximum: 65535),
            EvdevCode.absMTPressure: .init(minimum: 0, maximum: 4095),
        ]
        return r
    }

    /// One pen stroke, 0.4 s at 60 reports a second: a gentle S from the left of the panel to the right, pressing
    /// harder in the middle.
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
        let frames = 24
        for i in 0...frames {
            let t = Double(i) / 60
            let p = path.location(at: t)
            let pressure = Int32((800 + 1600 * sin(Double.pi * t / 0.4)).rounded())
            if i == 0 {
                add(i, EvdevCode.evAbs, EvdevCode.absMTSlot, 0)
                add(i, EvdevCode.evAbs, EvdevCode.absMTTrackingID, 1)
                add(i, EvdevCode.evAbs, EvdevCode.absMTToolType, 1)  // MT_TOOL_PEN
            }
            add(i, EvdevCode.evAbs, EvdevCode.absMTPositionX, Int32(p.x.rounded()))
            add(i, EvdevCode.evAbs, EvdevCode.absMTPositionY, Int32(p.y.rounded()))
            add(i, EvdevCode.evAbs, EvdevCode.absMTPressure, pressure)
            if i == 0 { add(i, EvdevCode.evKey, EvdevCode.btnTouch, 1) }
            add(i, EvdevCode.evSyn, EvdevCode.synReport, 0)
        }
        add(frames + 1, EvdevCode.evAbs, EvdevCode.absMTTrackingID, -1)
        add(frames + 1, EvdevCode.evKey, EvdevCode.btnTouch, 0)
        add(frames + 1, EvdevCode.evSyn, EvdevCode.synReport, 0)
        r.events = events
        return r.text(comments: [
            "A Tactile sample: one pen stroke on a synthetic touchscreen whose active pen reports",
            "ABS_MT_TOOL_TYPE = MT_TOOL_PEN (1). The panel is 160 x 100 mm at 40 units/mm.",
            "Made by SampleRecordings in TactileExamples; replay it with",
            "tactile replay Examples/Recordings/pen-stroke.events",
        ])
    }
}
