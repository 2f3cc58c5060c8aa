import ArgumentParser
import Foundation
import TactileLinux

/// `tactile render TRACE -o out.svg|out.html`: draws a trace's timeline.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw a Tactile trace (from `tactile replay --trace-out`) as an SVG or HTML timeline.")

    @Argument(help: "A Tactile trace (.jsonl).")
    var trace: String

    @Option(name: .shortAndLong, help: "The output file: .svg or .html.")
    var output: String

    func run() throws {
        let url = URL(fileURLWithPath: trace)
        let lines: [TactileTrace.Line]
        do {
            lines = try TactileTrace.parse(String(contentsOf: url, encoding: .utf8), file: url.lastPathComponent)
        } catch let error as RecordingParseError {
            throw ValidationError("cannot read the trace: \(error)")
        } catch {
            throw ValidationError("cannot open \(trace): \(error.localizedDescription)")
        }
        let text = output.hasSuffix(".html")
            ? TimelineRenderer.html(lines, title: url.lastPathComponent) : TimelineRenderer.svg(lines)
        try text.write(toFile: output, atomically: true, encoding: .utf8)
        print("timeline written to \(output)")
    }
}
