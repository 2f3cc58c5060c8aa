import Foundation
import Testing

/// `tactile replay` fed input that once led nowhere: each case checks the message and the exit status.
@Suite("tactile replay: bad input and honest messages")
struct ReplayBadInputTests {
    @Test("a missing file names it and points at the shipped samples")
    func missingFile() throws {
        let run = try runTactile(["replay", "nowhere.jsonl"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("nowhere.jsonl: no such file"))
        #expect(run.stderr.contains("Examples/Recordings/"))
        #expect(run.stderr.contains("tap.jsonl, pinch.jsonl, two-finger-pan.jsonl, pen-stroke.events"))
    }

    @Test("/dev/null, a directory and a description that is a device each get a sentence, never Foundation's text")
    func unreadableInputs() throws {
        let devNull = try runTactile(["replay", "/dev/null"])
        #expect(devNull.status == 1)
        #expect(devNull.stderr.contains("cannot read /dev/null: a device, pipe or socket, not a regular file"))
        #expect(!devNull.stderr.contains("operation could not be completed"))
        let files = try CLIFixtures()
        defer { files.remove() }
        let events = try files.write("Panel.tap.events", CLIFixtures.touch(x: 16000, y: 16000))
        let description = try runTactile(["replay", events, "--description", "/dev/null"])
        #expect(description.status == 1)
        #expect(description.stderr.contains("/dev/null"))
        #expect(description.stderr.contains("not a regular file"))
        #expect(!description.stderr.contains("operation could not be completed"))
    }

    @Test("an empty .jsonl says it is empty and exits non-zero")
    func emptyTrace() throws {
        let files = try CLIFixtures()
        defer { files.remove() }
        let path = try files.write("empty.jsonl", "")
        let run = try runTactile(["replay", path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("empty.jsonl is empty: there is nothing to replay"))
        #expect(run.stdout.isEmpty)
        let header = try files.write("header.jsonl", #"{"device":"d","kind":"header","screen":[100,100],"version":1}"# + "\n")
        let noTouches = try runTactile(["replay", header])
        #expect(noTouches.status == 1)
        #expect(noTouches.stderr.contains("header.jsonl has no touches to replay (1 trace line, no touch frames)"))
    }

    @Test("a trace frame with more contacts than the maximum is refused, naming its line and the limit")
    func tooManyContacts() throws {
        let files = try CLIFixtures()
        defer { files.remove() }
        func frame(_ n: Int, t: Double) -> String {
            let contacts = (0..<n).map { #"{"force":0,"id":\#($0 + 1),"radius":0,"state":"touching","type":"direct","x":\#($0 % 300),"y":\#($0 / 300)}"# }
            return #"{"contacts":[\#(contacts.joined(separator: ","))],"kind":"digitizer","t":\#(t)}"#
        }
        let text = [
            #"{"device":"d","kind":"header","scene":"canvas","screen":[360,640],"version":1}"#,
            frame(3, t: 1000), frame(1000, t: 1000.01),
        ].joined(separator: "\n") + "\n"
        let path = try files.write("crowd.jsonl", text)
        let run = try runTactile(["replay", path])
        #expect(run.status == 1)
        #expect(run.stderr.contains(
            "crowd.jsonl:3: contacts: expected at most 256 contacts in one frame (TactileConfiguration.maximumContactsPerFrame), found \"1000 contacts\""),
            "\(run.stderr)")
    }

    @Test("a .events file without a description finds DEVICE.desc beside it, takes --description, or says what is missing")
    func siblingDescription() throws {
        let files = try CLIFixtures()
        defer { files.remove() }
        let events = try files.write("Test_Panel.1-finger-tap.events", CLIFixtures.touch(x: 16000, y: 16000))
        let lone = try runTactile(["replay", events])
        #expect(lone.status == 1)
        #expect(lone.stderr.contains("Test_Panel.1-finger-tap.events has events but no device description"))
        #expect(lone.stderr.contains("looked for Test_Panel.1-finger-tap.desc, Test_Panel.desc"))
        #expect(lone.stderr.contains("--description DEVICE.desc"))

        try files.write("Test_Panel.desc", CLIFixtures.panel())
        let found = try runTactile(["replay", events])
        #expect(found.status == 0)
        #expect(found.stdout.contains("device description: Test_Panel.desc (found beside the recording)"))
        #expect(found.stdout.contains("tap ended"))

        let keys = try files.write("keys.desc", "# EVEMU 1.3\nN: Keys\nB: 01 00 00 00 00 00 00 00 00\n")
        let wrong = try runTactile(["replay", events, "--description", keys])
        #expect(wrong.status == 1)
        #expect(wrong.stderr.contains(
            "the description keys.desc used for Test_Panel.1-finger-tap.events has no touch axes (ABS_MT_POSITION_X/Y or ABS_X/Y)"))

        let missing = try runTactile(["replay", events, "--description", files.path("none.desc")])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("cannot read the description \(files.path("none.desc")) (--description): no such file"))

        let trace = try files.write("t.jsonl", #"{"device":"d","kind":"header","screen":[100,100],"version":1}"# + "\n")
        let notApplicable = try runTactile(["replay", trace, "--description", keys])
        #expect(notApplicable.status == 1)
        #expect(notApplicable.stderr.contains("--description applies to evemu recordings"))
    }

    @Test("a recording in which nothing is recognized says so and suggests --verbose, which prints every touch phase")
    func nothingRecognized() throws {
        let files = try CLIFixtures()
        defer { files.remove() }
        // One touch that the system cancels: no recognizer fires.
        let trace = try files.write("cancelled.jsonl", """
            {"device":"d","kind":"header","screen":[320,480],"version":1}
            {"contacts":[{"id":1,"state":"touching","x":100,"y":100}],"kind":"digitizer","t":5}
            {"contacts":[{"id":1,"state":"cancelled","x":100,"y":100}],"kind":"digitizer","t":5.1}

            """)
        let run = try runTactile(["replay", trace])
        #expect(run.status == 0)
        #expect(run.stdout.contains(
            "nothing recognized: 1 touch (direct) over 0.100 s reached the canvas scene, but no gesture recognizer fired. "
                + "Run again with --verbose to see every touch phase."))
        let verbose = try runTactile(["replay", trace, "--verbose"])
        #expect(verbose.status == 0)
        #expect(verbose.stdout.contains("CanvasView.touchesBegan"))
        #expect(verbose.stdout.contains("CanvasView.touchesCancelled"))
        #expect(!verbose.stdout.contains("Run again with --verbose"))

        // A libinput recording that ends with the finger still down: the contact is cancelled at the end.
        let yaml = try files.write("held.yml", """
            version: 1
            devices:
            - evdev:
                name: YAML Panel
                id: [24, 0, 0, 0]
                codes: {3: [47, 53, 54, 57]}
                absinfo: {47: [0, 9, 0, 0, 0], 53: [0, 1000, 0, 0, 10], 54: [0, 1000, 0, 0, 10], 57: [0, 65535, 0, 0, 0]}
                properties: [1]
              events:
              - evdev:
                - [0, 0, 3, 57, 1]
                - [0, 0, 3, 53, 500]
                - [0, 0, 3, 54, 500]
                - [0, 0, 0, 0, 0]
              - evdev:
                - [0, 300000, 3, 53, 501]
                - [0, 300000, 0, 0, 0]

            """)
        let held = try runTactile(["replay", yaml])
        #expect(held.status == 0)
        #expect(held.stdout.contains("mapping: panel x 0…1000, y 0…1000 at 10 × 10 units/mm → 642 × 642 pt"))
        #expect(held.stdout.contains("nothing recognized: 1 touch (direct) over 0.300 s"))
        #expect(held.stdout.contains("Run again with --verbose to see every touch phase."))
    }

    @Test("a 32,767-unit panel without a resolution maps onto the stated default screen: jitter stays a tap")
    func defaultMapping() throws {
        let files = try CLIFixtures()
        defer { files.remove() }
        let path = try files.write("jitter.events", CLIFixtures.panel() + CLIFixtures.touch(x: 16000, y: 16000, jitter: 60))
        let run = try runTactile(["replay", path])
        #expect(run.status == 0)
        #expect(run.stdout.contains(
            "mapping: panel x 0…32767, y 0…32767 (no resolution reported) → the default 1280 × 800 pt screen; "
                + "--width/--height override it"))
        #expect(run.stdout.contains("tap ended"))
        #expect(!run.stdout.contains("pan began"))
        // One point per device unit, as before: the same jitter reads as a pan.
        let unit = try runTactile(["replay", path, "--width", "32767", "--height", "32767"])
        #expect(unit.stdout.contains("mapping: panel x 0…32767, y 0…32767 → 32767 × 32767 pt, as given"))
        #expect(unit.stdout.contains("pan began"))
        let help = try runTactile(["replay", "--help"])
        #expect(help.stdout.contains("163"))
        #expect(help.stdout.contains("1280 × 800 pt"))
    }

    @Test("axes the mapping leaves off-screen for the whole recording are warned about once, with the ranges")
    func offScreen() throws {
        let files = try CLIFixtures()
        defer { files.remove() }
        // The panel declares 0…2047 but sends 3000.
        let path = try files.write("egalax.events", CLIFixtures.panel(range: 2047) + CLIFixtures.touch(x: 3000, y: 1000))
        let run = try runTactile(["replay", path])
        #expect(run.status == 0)
        let warnings = run.stderr.split(separator: "\n").filter { $0.hasPrefix("warning:") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("every touch of the recording lies off-screen: x 1876…1876 pt on a screen 1280 pt wide") == true)
        #expect(warnings.first?.contains("The device sent x 3000…3000 and y 1000…1000; its axes declare x 0…2047 and y 0…2047") == true)
    }

    @Test("replay and demo print times from the start; a demo trace replays on the demo scene its header names")
    func timesAndScene() throws {
        let files = try CLIFixtures()
        defer { files.remove() }
        let trace = files.path("demo.jsonl")
        let demo = try runTactile(["demo", "--trace-out", trace, "--timeline", files.path("t.html")])
        #expect(demo.status == 0)
        #expect(demo.stdout.contains("    0.050 s  ShareButton: touchUpInside → share sheet"))
        let header = try String(contentsOfFile: trace, encoding: .utf8).prefix { $0 != "\n" }
        #expect(header.contains(#""scene":"demo""#))
        let replay = try runTactile(["replay", trace])
        #expect(replay.status == 0)
        #expect(replay.stdout.contains("scene demo (from the trace)"))
        #expect(replay.stdout.contains("    0.050 s  ShareButton: touchUpInside → share sheet"))
        let canvas = try runTactile(["replay", trace, "--scene", "canvas"])
        #expect(canvas.stdout.contains("scene canvas (the trace was recorded on demo)"))
    }
}
