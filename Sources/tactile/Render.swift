import ArgumentParser
import Foundation
import Tactile
import TactileExamples
import TactileRender
import TactileTrace

/// `tactile render TRACE -o out.svg|out.html`: draws a trace's timeline; with `--scene`, what the scene shows at a
/// moment of the recording.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw a Tactile trace as an SVG or HTML timeline, or what a scene shows at a moment of it.",
        discussion: """
            The trace comes from `tactile replay FILE --trace-out run.jsonl`, `tactile demo --trace-out`, or \
            `tactile record`. Time runs left to right, in seconds from the start: one lane per gesture recognizer \
            (state changes and actions) with the arbitration decisions between them (who waited for whom, who \
            prevented whom, whose view touches were cancelled), then one lane per finger (its path, coloured by \
            phase). Open the .html in a browser: hover any mark for the full log line, filter the lanes by \
            recognizer or finger, zoom and pan the time axis, and show or collapse the finger lanes.

            The output's extension picks the format: .svg (an SVG image, every lane shown) or .html (a page that \
            needs no network, with the SVG, its controls and the log lines). Other formats are not drawn; for a \
            PNG, convert the SVG (for example rsvg-convert run.svg -o run.png).

            With --scene, it draws the scene instead: the recording (a trace, an evemu recording or a libinput \
            record file) is replayed onto the scene up to --at seconds after its first frame (to its end by \
            default), and what the scene's window shows then is written as an SVG picture: its views, their \
            colours, text and drawing, where the gestures left them.

            Examples:
              tactile replay drag.events --trace-out run.jsonl && tactile render run.jsonl -o run.html
              tactile render Examples/Recordings/pinch.jsonl --scene photos --at 0.2 -o pinched.svg
            """)

    /// The output formats, by file extension.
    static let extensions = ["svg", "html", "htm"]

    @Argument(help: "A Tactile trace (.jsonl).")
    var trace: String

    @Option(name: .shortAndLong, help: "The output file: .svg or .html (.svg with --scene).")
    var output: String

    @Option(help: "Draw this scene (canvas, demo or photos) as the recording leaves it, instead of the timeline.")
    var scene: Replay.Scene?

    @Option(parsing: .unconditional, help: "With --scene: the moment to draw, in seconds after the recording's first frame (default: its end).")
    var at: Double?

    func validate() throws {
        if scene != nil {
            guard URL(fileURLWithPath: output).pathExtension.lowercased() == "svg" else {
                throw ValidationError("-o \(output): a scene is drawn as an SVG picture; use a name ending in .svg.")
            }
            if let at, !(at.isFinite && at >= 0 && at <= 86_400) {
                throw ValidationError("--at \(at) is out of range: give the seconds after the first frame, 0 to 86400.")
            }
            return
        }
        if at != nil { throw ValidationError("--at needs --scene: it picks the moment of the scene to draw.") }
        if let problem = Self.extensionProblem(output, option: "-o") { throw ValidationError(problem) }
    }

    /// Why `path` cannot be a timeline (its extension is neither .svg nor .html), as a sentence naming `option`;
    /// `nil` when it can. `tactile demo --timeline` uses it too.
    static func extensionProblem(_ path: String, option: String) -> String? {
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        guard !extensions.contains(ext) else { return nil }
        let stem = ext.isEmpty ? path : String(path.dropLast(ext.count + 1))
        let given = ext.isEmpty ? "has no extension" : "ends in .\(ext)"
        let png = ext == "png"
            ? " For a PNG, write \(stem).svg and convert it (for example rsvg-convert \(stem).svg -o \(path))."
            : ""
        return "\(option) \(path) \(given); a timeline is written as .svg (an SVG image) or .html (a page). Use "
            + "\(option) \(stem).svg or \(option) \(stem).html.\(png)"
    }

    func run() throws {
        if let scene { return try drawScene(scene) }
        let traceKind = "a Tactile trace (.jsonl, from tactile replay FILE --trace-out or tactile record)"
        let text: String
        do {
            try FileAccess.checkWritable(output, expected: "a timeline (.svg or .html)")
            text = try FileAccess.readText(trace, expected: traceKind)
        } catch {
            throw CommandFailure(error.description)
        }
        let name = URL(fileURLWithPath: trace).lastPathComponent
        let progress = Progress(label: "render \(name)")
        progress.update("reading \(text.utf8.count / 1024) KiB")
        let lines: [TraceFile.Line]
        do {
            lines = try TraceFile.parse(text, file: name)
        } catch {
            progress.finish()
            throw CommandFailure("cannot read the trace: \(error)")
        }
        guard !lines.isEmpty else {
            progress.finish()
            throw CommandFailure("\(trace) is empty: no trace lines to draw. Expected \(traceKind).")
        }
        progress.update("drawing \(lines.count) lines")
        let drawing = output.lowercased().hasSuffix(".svg")
            ? TimelineRenderer.svg(lines) : TimelineRenderer.html(lines, title: name)
        progress.update("writing \(output)")
        do {
            try FileAccess.write(drawing, to: output, expected: "a timeline (.svg or .html)")
        } catch {
            progress.finish()
            throw CommandFailure(error.description)
        }
        progress.finish()
        print("timeline written to \(output)")
    }

    /// Replays the recording onto `scene` up to ``at`` and writes the scene's display list as SVG.
    private func drawScene(_ scene: Replay.Scene) throws {
        do {
            try FileAccess.checkWritable(output, expected: "a picture of the scene (.svg)")
        } catch {
            throw CommandFailure(error.description)
        }
        let input = try Replay.read(trace, placement: TouchscreenPlacement(screenSize: scene.library.screenSize))
        guard !input.frames.isEmpty else { throw ReplayError.noTouches(path: trace, source: input.source) }
        let svg = MainActor.assumeIsolated {
            RecordingReplay.snapshot(frames: input.frames, size: input.screenSize, scene: scene.library, at: at) {
                SVGRenderer().render($0.displayList())
            }
        }
        do {
            try FileAccess.write(svg, to: output, expected: "a picture of the scene (.svg)")
        } catch {
            throw CommandFailure(error.description)
        }
        let moment = at.map { String(format: "%.3f s after the first frame", $0) } ?? "the end of the recording"
        print("\(scene.rawValue) at \(moment) written to \(output)")
    }
}
