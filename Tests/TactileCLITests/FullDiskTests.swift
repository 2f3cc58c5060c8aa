import Foundation
import Testing

/// Every file the `tactile` command writes, written to `/dev/full` (every write fails with "no space left"): the
/// command exits 1 and names the file and the reason, and never says the file was written. Writers whose
/// options want an extension get a link with that extension that points at `/dev/full`. The links live in a
/// ``CLIFixtures`` folder, which is removed without changing permissions (``TemporaryFolder`` would change them
/// through the link, on `/dev/full` itself).
@Suite("tactile: a full disk is an error for every writer")
struct FullDiskTests {
    /// A link named `name` in `folder` that points at `/dev/full`.
    func full(_ folder: CLIFixtures, _ name: String) throws -> String {
        let path = folder.path(name)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/full")
        return path
    }

    func expectFailure(_ run: TactileRun, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.status == 1, "\(run.stderr)", sourceLocation: sourceLocation)
        #expect(run.stderr.contains(message), "\(run.stderr)", sourceLocation: sourceLocation)
        #expect(!run.stdout.contains("written to"), sourceLocation: sourceLocation)
    }

    @Test("replay --trace-out /dev/full")
    func replayTrace() throws {
        let run = try runTactile(["replay", CLIFixtures.sample("tap.jsonl"), "--trace-out", "/dev/full"])
        expectFailure(run, "could not write the trace to /dev/full: the disk is full. Pass another path to --trace-out.")
        #expect(!run.stdout.contains("trace written"))
    }

    @Test("demo --trace-out and --timeline")
    func demo() throws {
        let folder = try CLIFixtures()
        defer { folder.remove() }
        let trace = try runTactile(["demo", "--trace-out", "/dev/full", "--timeline", folder.path("t.html")])
        expectFailure(trace, "cannot write /dev/full: the disk is full.")
        #expect(!trace.stdout.contains("trace of this session"))
        let html = try full(folder, "full.html")
        let timeline = try runTactile(["demo", "--timeline", html])
        expectFailure(timeline, "cannot write \(html): the disk is full.")
        #expect(!timeline.stdout.contains("timeline of this session"))
    }

    @Test("render: a timeline and a scene's SVG")
    func render() throws {
        let folder = try CLIFixtures()
        defer { folder.remove() }
        let trace = try folder.write("t.jsonl", smallTrace)
        let svg = try full(folder, "full.svg")
        expectFailure(try runTactile(["render", trace, "-o", svg]), "cannot write \(svg): the disk is full.")
        let html = try full(folder, "full.html")
        expectFailure(try runTactile(["render", trace, "-o", html]), "cannot write \(html): the disk is full.")
        expectFailure(
            try runTactile(["render", trace, "--scene", "canvas", "-o", svg]), "cannot write \(svg): the disk is full.")
    }

    @Test("shortcuts export -o: a desktop entry")
    func desktopEntry() throws {
        let folder = try CLIFixtures()
        defer { folder.remove() }
        let plist = try folder.write(
            "Info.plist",
            "<plist version=\"1.0\"><dict><key>CFBundleName</key><string>A</string>"
                + "<key>CFBundleExecutable</key><string>a</string></dict></plist>")
        let entry = try full(folder, "full.desktop")
        expectFailure(
            try runTactile(["shortcuts", "export", "--plist", plist, "-o", entry]), "cannot write \(entry): the disk is full.")
    }

    @Test("strokes-template -o: stroke templates")
    func strokeTemplates() throws {
        let folder = try CLIFixtures()
        defer { folder.remove() }
        let strokes = try full(folder, "full.strokes")
        let run = try runTactile(
            ["strokes-template", CLIFixtures.sample("pen-stroke.events"), "--name", "stroke", "-o", strokes])
        expectFailure(run, "cannot write \(strokes): the disk is full.")
    }

    @Test("eval motion --estimates-out: a trial's estimates")
    func motionEstimates() throws {
        let folder = try CLIFixtures()
        defer { folder.remove() }
        let trial = try folder.write("biased.csv", EvalMotionOfflineTests.biasedTrial())
        try FileManager.default.createDirectory(atPath: folder.path("estimates"), withIntermediateDirectories: true)
        let estimates = try full(folder, "estimates/biased.csv")
        let run = try runTactile(["eval", "motion", trial, "--estimates-out", folder.path("estimates")])
        expectFailure(run, "cannot write \(estimates): the disk is full.")
    }

    @Test("record -o /dev/full: the trace written as it grows")
    func record() throws {
        let files = try CLIFixtures()
        defer { files.remove() }
        let input = files.path("events.bin")
        try RecordMappingTests.events().write(to: URL(fileURLWithPath: input))
        let description = try files.write("panel.desc", CLIFixtures.panel())
        let run = try runTactile(["record", "--device", input, "--description", description, "-o", "/dev/full"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("cannot write /dev/full: the disk is full."), "\(run.stderr)")
        #expect(!run.stdout.contains("lines); the input ended"))
    }
}
