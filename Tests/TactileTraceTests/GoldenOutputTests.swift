import Foundation
import Tactile
import Testing
import TactileTrace
import TactileTesting

/// Byte-for-byte checks of what the trace writer and the timeline renderer produce for a fixed scene, against files
/// in `Tests/Golden/TactileTrace` that were written by the code before the trace format became `Codable` and the
/// timeline was split into one file per lane. A change to either output shows up here as a difference to review.
///
/// To rewrite the files after a deliberate change of output: `TACTILE_WRITE_GOLDEN=1 swift test --filter GoldenOutput`,
/// then review the diff.
@Suite("Golden trace and timeline output")
struct GoldenOutputTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden/TactileTrace")

    /// Records a single tap that waits for a double tap to fail, a double tap, a drag that a pan recognizes, and a
    /// finger the digitizer cancels; then adds one line of every other input kind and an unstructured log line.
    @MainActor
    static func traceText() -> String {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let taps = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 480))
        taps.tag = 1
        let panned = UIView(frame: CGRect(x: 160, y: 0, width: 160, height: 480))
        panned.tag = 2
        window.addSubview(taps)
        window.addSubview(panned)
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        single.name = "single"
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        taps.addGestureRecognizer(single)
        taps.addGestureRecognizer(double)
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        panned.addGestureRecognizer(pan)
        let recorder = TraceRecorder(application: sim.application, device: "golden", screen: window.bounds.size)
        sim.tap(at: CGPoint(x: 50, y: 50))
        sim.advance(by: 0.5)
        sim.doubleTap(at: CGPoint(x: 80, y: 200))
        sim.advance(by: 0.5)
        sim.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 300, y: 400), duration: 0.3)
        sim.advance(by: 0.5)
        let f = sim.touchDown(at: CGPoint(x: 40, y: 300))
        sim.advance(by: 0.1)
        sim.cancel([f])
        let t = sim.scheduler.now + 0.2
        let others: [RawInputEvent] = [
            .key(RawKeyEvent(timestamp: t, keyCode: .keyboardA, isDown: true, characters: "a")),
            .key(RawKeyEvent(timestamp: t + 0.05, keyCode: .keyboardA, isDown: false, characters: "")),
            .shake(RawShakeEvent(timestamp: t + 0.1, phase: .began)),
            .shake(RawShakeEvent(timestamp: t + 0.4, phase: .ended)),
            .remoteControl(RawRemoteControlEvent(timestamp: t + 0.5, subtype: .remoteControlTogglePlayPause)),
            .motion(RawMotionSample(timestamp: t + 0.6, sensor: .accelerometer, x: 0.015625, y: -0.98, z: 1e-7)),
            .digitizer(DigitizerFrame(timestamp: t + 0.7, contacts: [
                DigitizerContact(id: 9, location: CGPoint(x: 10.5, y: 20.25), type: .pencil, force: 0.5, majorRadius: 4)
            ])),
            .digitizer(DigitizerFrame(timestamp: t + 0.8, contacts: [
                DigitizerContact(id: 9, location: CGPoint(x: 12, y: 22), state: .lifted, type: .pencil)
            ])),
        ]
        var text = recorder.text
        for event in others { text += TraceFile.line(for: event)! + "\n" }
        text += TraceFile.logLine(time: t + 0.9, message: "a line \"quoted\" & <escaped> / slash\ttab → é \u{1}", source: "arbitration") + "\n"
        return text
    }

    static func golden(_ name: String, _ actual: String) throws {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["TACTILE_WRITE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        if actual != expected {
            let written = FileManager.default.temporaryDirectory.appendingPathComponent("actual-" + name)
            try? Data(actual.utf8).write(to: written)
            Issue.record("\(name) differs from the golden file; the output is in \(written.path)")
        }
    }

    @Test("the trace writer's output is byte-identical to the golden trace")
    @MainActor
    func writer() throws {
        try Self.golden("trace.jsonl", Self.traceText())
    }

    @Test("the golden trace renders to byte-identical SVG and HTML")
    func timeline() throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent("trace.jsonl"), encoding: .utf8)
        let lines = try TraceFile.parse(text, file: "trace.jsonl")
        try Self.golden("timeline.svg", TimelineRenderer.svg(lines))
        try Self.golden("timeline.html", TimelineRenderer.html(lines, title: "golden <trace>"))
    }

    /// Reading is exact: the `JSONSerialization` reader before the `Codable` schema read `1000.5999999999999` as
    /// `1000.6`, so this did not hold then.
    @Test("the golden trace read, written again line by line, gives the same text")
    func rewrite() throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent("trace.jsonl"), encoding: .utf8)
        var again = ""
        for line in try TraceFile.parse(text) {
            switch line {
            case .header(let device, let screen): again += TraceFile.header(device: device, screen: screen)
            case .input(let event): again += TraceFile.line(for: event)!
            case .log(let record): again += TraceFile.logLine(record)
            }
            again += "\n"
        }
        let expected = text.split(separator: "\n"), written = again.split(separator: "\n")
        #expect(written.count == expected.count)
        for (a, b) in zip(written, expected) { #expect(a == b) }
    }
}
