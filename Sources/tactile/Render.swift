import ArgumentParser
import Foundation
import Tactile
import TactileTrace

/// `tactile render TRACE -o out.svg|out.html`: draws a trace's timeline.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw a Tactile trace as an SVG or HTML timeline.",
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

            Example:
              tactile replay drag.events --trace-out run.jsonl && tactile render run.jsonl -o run.html
            """)

    /// The output formats, by file extension.
    static let extensions = ["svg", "html", "htm"]

    @Argument(help: "A Tactile trace (.jsonl).")
    var trace: String

    @Option(name: .shortAndLong, help: "The output file: .svg or .html.")
    var output: String

    func validate() throws {
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
}
