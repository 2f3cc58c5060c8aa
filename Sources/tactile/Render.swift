import ArgumentParser
import Foundation
import Tactile
import TactileLinux
import TactileStrokes
import TactileTrace
import TactileDBus
import TactileMPRIS
import TactileEvaluation

/// `tactile render TRACE -o out.svg|out.html`: draws a trace's timeline.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw a Tactile trace as an SVG or HTML timeline.",
        discussion: """
            The trace comes from `tactile replay FILE --trace-out run.jsonl`, `tactile demo --trace-out`, or \
            `tactile record`. Time runs left to right: one lane per finger (its path, coloured by phase), one lane \
            per gesture recognizer (state changes and actions), and the arbitration decisions (who waited for \
            whom, who prevented whom, whose view touches were cancelled). Open the .html in a browser and hover \
            any mark for the full log line.

            Example:
              tactile replay drag.events --trace-out run.jsonl && tactile render run.jsonl -o run.html
            """)

    @Argument(help: "A Tactile trace (.jsonl).")
    var trace: String

    @Option(name: .shortAndLong, help: "The output file: .svg or .html.")
    var output: String

    func run() throws {
        let url = URL(fileURLWithPath: trace)
        let lines: [TraceFile.Line]
        guard FileManager.default.fileExists(atPath: trace) else {
            throw CommandFailure("\(trace): no such file. Make a trace with tactile replay FILE --trace-out \(trace).")
        }
        do {
            lines = try TraceFile.parse(String(contentsOf: url, encoding: .utf8), file: url.lastPathComponent)
        } catch let error as FileParseError {
            throw CommandFailure("cannot read the trace: \(error)")
        } catch {
            throw CommandFailure("cannot open \(trace): \(error.localizedDescription)")
        }
        let text = output.hasSuffix(".html")
            ? TimelineRenderer.html(lines, title: url.lastPathComponent) : TimelineRenderer.svg(lines)
        try text.write(toFile: output, atomically: true, encoding: .utf8)
        print("timeline written to \(output)")
    }
}
