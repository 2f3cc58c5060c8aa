import Foundation
import Testing

/// `tactile demo`'s output paths: checked before the session plays, with a sentence rather than Foundation's text.
@Suite("tactile demo: output paths")
struct DemoCommandTests {
    @Test("--timeline with a .png is refused before anything runs, naming the formats it writes")
    func timelineExtension() throws {
        let run = try runTactile(["demo", "--timeline", "/tmp/tactile-demo-test.png"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--timeline /tmp/tactile-demo-test.png ends in .png"))
        #expect(run.stderr.contains("Use --timeline /tmp/tactile-demo-test.svg or --timeline /tmp/tactile-demo-test.html"))
        #expect(run.stdout.isEmpty)
    }

    @Test("a timeline or trace in a folder that does not exist is named, with what to do, before the session plays")
    func missingFolder() throws {
        let run = try runTactile(["demo", "--timeline", "/nonexistent-tactile-folder/x.html"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("the folder /nonexistent-tactile-folder does not exist"))
        #expect(run.stdout.isEmpty)
        let trace = try runTactile(["demo", "--trace-out", "/nonexistent-tactile-folder/x.jsonl"])
        #expect(trace.status == 1)
        #expect(trace.stderr.contains("/nonexistent-tactile-folder/x.jsonl"))
        #expect(trace.stdout.isEmpty)
    }
}
