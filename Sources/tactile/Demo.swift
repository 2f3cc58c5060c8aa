import ArgumentParser
import Foundation
import Tactile
import TactileLinux
import TactileTesting

/// `tactile demo`: runs a scripted touch session through the real pipeline and prints what happened.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay a built-in touch session through the pipeline and print the dispatch log.")

    @Option(help: "Where to write the session's timeline (.html or .svg).")
    var timeline: String = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-demo-timeline.html").path

    func run() throws {
        let (lines, trace) = MainActor.assumeIsolated { DemoScenario.run() }
        for line in lines { print(line) }
        let parsed = try TactileTrace.parse(trace)
        let picture = timeline.hasSuffix(".svg") ? TimelineRenderer.svg(parsed) : TimelineRenderer.html(parsed, title: "Tactile demo")
        do {
            try picture.write(toFile: timeline, atomically: true, encoding: .utf8)
            print("timeline of this session: \(timeline)")
        } catch {
            print("could not write the timeline to \(timeline): \(error.localizedDescription)")
        }
    }
}

/// The demo scenario: a window with a toolbar of buttons and a canvas; a tap, a double tap, a drag that leaves
/// its view, a two-finger touch, and a system cancel.
@MainActor
enum DemoScenario {
    static func run() -> (lines: [String], trace: String) {
        let sim = TouchSimulator()
        let recorder = TraceRecorder(application: sim.application, device: "demo", screen: CGSize(width: 320, height: 480))
        let log = EventLog()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = RecordingViewController("root", log: log)
        window.rootViewController = root
        let canvas = TapCountingView("canvas", frame: CGRect(x: 0, y: 100, width: 320, height: 380), log: log)
        canvas.isMultipleTouchEnabled = true
        let toolbar = RecordingView("toolbar", frame: CGRect(x: 0, y: 0, width: 320, height: 100), log: log)
        let button = RecordingView("button", frame: CGRect(x: 10, y: 20, width: 80, height: 44), log: log)
        toolbar.addSubview(button)
        root.view.addSubview(canvas)
        root.view.addSubview(toolbar)

        var out: [String] = []
        func step(_ title: String, _ body: () -> Void) {
            log.clear()
            let t0 = sim.now
            body()
            out.append(String(format: "▶ %@  (%.3f s)", title, sim.now - t0))
            for line in log.lines { out.append("    " + line) }
        }

        out.append("Tactile demo: window 320×480, toolbar with a button, multitouch canvas")
        out.append("hit-test (50, 40) → \(name(of: window.hitTest(CGPoint(x: 50, y: 40), with: nil)))")
        out.append("hit-test (160, 300) → \(name(of: window.hitTest(CGPoint(x: 160, y: 300), with: nil)))")
        step("tap the button") { sim.tap(at: CGPoint(x: 50, y: 40)) }
        step("double tap the canvas (tapCount 1 then 2)") {
            sim.doubleTap(at: CGPoint(x: 160, y: 300))
        }
        step("drag from the button out over the canvas: the touch stays with the button") {
            sim.drag(from: CGPoint(x: 50, y: 40), to: CGPoint(x: 200, y: 300), duration: 0.1)
        }
        step("two fingers on the canvas, one lifts, then the other") {
            let f = sim.touchDown(at: [CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 200)])
            sim.advance(by: 0.05)
            sim.lift(f[0])
            sim.advance(by: 0.05)
            sim.lift(f[1])
        }
        step("a finger on the canvas, then the system cancels every touch") {
            sim.touchDown(at: CGPoint(x: 160, y: 240))
            sim.advance(by: 0.05)
            sim.application.cancelAllTouches()
        }
        // Gesture recognizers: a single tap that waits for a double tap to fail, with the arbitration log.
        let single = UITapGestureRecognizer()
        single.name = "single"
        let double = UITapGestureRecognizer()
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        single.addAction { _ in log.record("single", "action") }
        double.addAction { _ in log.record("double", "action") }
        canvas.addGestureRecognizer(single)
        canvas.addGestureRecognizer(double)
        let arbitration = sim.application.gestureArbitrationLog!  // the trace recorder's, so the timeline has it too
        arbitration.clear()
        step("single tap on the canvas with single.require(toFail: double)") {
            sim.tap(at: CGPoint(x: 160, y: 300))
            sim.advance(by: 0.5)
        }
        out.append("    arbitration log:")
        for entry in arbitration.entries { out.append("      " + entry.description) }
        arbitration.clear()
        step("double tap on the canvas: the double tap wins, the single tap fails") {
            sim.doubleTap(at: CGPoint(x: 160, y: 300))
            sim.advance(by: 0.5)
        }
        out.append("    arbitration log:")
        for entry in arbitration.entries { out.append("      " + entry.description) }
        return (out, recorder.text)
    }

    /// A recording view that also notes each ended touch's `tapCount`.
    final class TapCountingView: RecordingView {
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesEnded(touches, with: event)
            for t in touches { log.record(name, "tapCount", detail: "\(log.label(for: t)) = \(t.tapCount)") }
        }
    }

    private static func name(of view: UIView?) -> String {
        (view as? RecordingView)?.name ?? view.map { "\(type(of: $0))" } ?? "nil"
    }
}
