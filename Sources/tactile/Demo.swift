import ArgumentParser
import Foundation
import Tactile
import TactileExamples
import TactileTrace

/// `tactile demo`: plays the built-in session on the built-in scene and narrates it.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play a built-in touch session through the whole pipeline and narrate what happened.",
        discussion: """
            The scene is a small photo app (toolbar with a Share button, photo, thumbnail strip, checkmark pad). The \
            session taps, double-taps, long-presses, pans, pinches and rotates, swipes versus pans, draws a \
            checkmark, shakes, presses headset buttons, and peeks and pops the photo with a firm press. Each step \
            prints what the app did and why: the gesture environment's decisions (who waited for whom, who \
            failed, who prevented whom).

            Everything runs on virtual time, so every run prints the same thing; times are in seconds from the \
            start of the session, as tactile replay prints them from the start of a recording. The session is also \
            recorded as a Tactile trace (its header names the demo scene, so tactile replay plays it there) and \
            drawn as a timeline (open the .html in a browser: hover a mark for details, filter the lanes, zoom \
            and pan the time axis).

            Try next: tactile replay Examples/Recordings/pinch.jsonl   (recordings in the Tactile repository: \
            tap.jsonl, pinch.jsonl, two-finger-pan.jsonl, pen-stroke.events), or a recording of your own touchscreen.
            """)

    @Option(help: "Where to write the session's timeline: .html or .svg.")
    var timeline: String = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-demo-timeline.html").path

    @Option(name: .customLong("trace-out"), help: "Also write the session as a Tactile trace (JSON Lines).")
    var traceOut: String?

    @Flag(help: "Also narrate every .changed action and print each step's whole arbitration log.")
    var verbose = false

    func validate() throws {
        if let problem = Render.extensionProblem(timeline, option: "--timeline") { throw ValidationError(problem) }
    }

    func run() throws {
        try FileAccess.checkWritable(timeline, expected: "the demo's timeline (.html or .svg)")
        if let traceOut { try FileAccess.checkWritable(traceOut, expected: "the demo's trace (.jsonl)") }
        let (narration, trace) = MainActor.assumeIsolated { DemoSession.recorded(verbose: verbose) }
        for line in narration { print(line) }
        print("")
        if let traceOut {
            try write(trace, to: traceOut, what: "trace")
        }
        let parsed = try TraceFile.parse(trace)
        let picture = timeline.hasSuffix(".svg")
            ? TimelineRenderer.svg(parsed) : TimelineRenderer.html(parsed, title: "Tactile demo")
        try write(picture, to: timeline, what: "timeline")
        print("next: replay a recorded gesture, such as tactile replay Examples/Recordings/pinch.jsonl "
            + "(in the Tactile repository; also tap.jsonl, two-finger-pan.jsonl and pen-stroke.events)")
    }

    private func write(_ text: String, to path: String, what: String) throws {
        do {
            try FileAccess.write(text, to: path, expected: "the \(what) of the demo session")
            print("\(what) of this session: \(path)")
        } catch {
            throw CommandFailure(error.description)
        }
    }
}
