import ArgumentParser
import Foundation
import Tactile
import TactileExamples
import TactileLinux
import TactileTesting
import TactileStrokes
import TactileTrace
import TactileDBus
import TactileMPRIS
import TactileEvaluation

/// `tactile demo`: plays the built-in session on the built-in scene and narrates it.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play a built-in touch session through the whole pipeline and narrate what happened.",
        discussion: """
            The scene is a small photo app (toolbar with a Share button, photo, thumbnail strip, checkmark pad). The \
            session taps, double-taps, long-presses, pans, pinches and rotates, swipes versus pans, draws a \
            checkmark, shakes, and presses headset buttons. Each step prints what the app did and why: the \
            gesture environment's decisions (who waited for whom, who failed, who prevented whom).

            Everything runs on virtual time, so every run prints the same thing. The session is also recorded as a \
            Tactile trace and drawn as a timeline (open the .html in a browser; hover a mark for details).

            Try next: tactile replay RECORDING.events   (a real touchscreen recording)
            """)

    @Option(help: "Where to write the session's timeline: .html or .svg.")
    var timeline: String = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-demo-timeline.html").path

    @Option(name: .customLong("trace-out"), help: "Also write the session as a Tactile trace (JSON Lines).")
    var traceOut: String?

    @Flag(help: "Also narrate every .changed action and print each step's whole arbitration log.")
    var verbose = false

    func run() throws {
        let (narration, trace) = MainActor.assumeIsolated { () -> ([String], String) in
            let sim = TouchSimulator()
            let recorder = TraceRecorder(application: sim.application, device: "tactile demo", screen: CGSize(width: 360, height: 640))
            let (_, steps) = DemoSession.run(on: sim, verbose: verbose)
            return (DemoSession.narration(steps), recorder.text)
        }
        for line in narration { print(line) }
        print("")
        if let traceOut {
            try write(trace, to: traceOut, what: "trace")
        }
        let parsed = try TraceFile.parse(trace)
        let picture = timeline.hasSuffix(".svg")
            ? TimelineRenderer.svg(parsed) : TimelineRenderer.html(parsed, title: "Tactile demo")
        try write(picture, to: timeline, what: "timeline")
    }

    private func write(_ text: String, to path: String, what: String) throws {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            print("\(what) of this session: \(path)")
        } catch {
            throw CommandFailure("could not write the \(what) to \(path): \(error.localizedDescription). Pass another path.")
        }
    }
}
