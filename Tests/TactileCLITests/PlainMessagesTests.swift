import Foundation
import Testing

/// Messages that once leaked Foundation's wording, gave advice that could not help, or said nothing: each names
/// the file, line or value, and what to do.
@Suite("tactile: plain messages for bad input")
struct PlainMessagesTests {
    /// What none of the messages may contain.
    static let foundationWording = ["NSCocoaErrorDomain", "operation could not be completed", "couldn’t", ".."]

    @Test("--trace-out into a missing folder names the folder, in plain words, before replaying")
    func traceOutFolder() throws {
        let run = try runTactile(["replay", CLIFixtures.sample("tap.jsonl"), "--trace-out", "/nope/t.jsonl"])
        #expect(run.status == 1)
        #expect(run.stderr.contains(
            "could not write the trace to /nope/t.jsonl: the folder /nope does not exist. Pass another path to --trace-out."))
        #expect(run.stdout.isEmpty)
        for words in Self.foundationWording { #expect(!run.stderr.contains(words)) }
    }

    @Test("shortcuts export: a file that is no property list is named without Foundation's text")
    func notAPropertyList() throws {
        let folder = try TemporaryFolder()
        let plist = try folder.write("garbage <<<", to: "bad.plist")
        let run = try runTactile(["shortcuts", "export", "--plist", plist])
        #expect(run.status == 1)
        #expect(run.stderr == "Error: \(plist): not a property list (XML, binary or OpenStep)\n")
        for words in Self.foundationWording { #expect(!run.stderr.contains(words)) }
    }

    @Test("devices --directory: a folder that does not exist, or a file, is an error naming it")
    func devicesFolder() throws {
        let run = try runTactile(["devices", "--directory", "/nope"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("the folder /nope does not exist. Give the folder of the input device nodes"))
        #expect(!run.stdout.contains("No input devices"))
        let folder = try TemporaryFolder()
        let file = try folder.write("x", to: "file")
        let notFolder = try runTactile(["devices", "--directory", file])
        #expect(notFolder.status == 1)
        #expect(notFolder.stderr.contains("\(file) is a file, not a folder."))
        let empty = try runTactile(["devices", "--directory", folder.path("."), "--iio", folder.path(".")])
        #expect(empty.status == 0)
        #expect(empty.stdout.contains("No input devices in"))
    }

    @Test("a device reporting its position on other axes is told so, without advice about the placement")
    func otherAxes() throws {
        let files = try CLIFixtures()
        defer { files.remove() }
        // Multitouch axes declared from 1000, positions sent on ABS_RX/ABS_RY: every touch reads as (0, 0) units.
        let description = """
            # EVEMU 1.3
            N: Odd Panel
            I: 0018 0000 0000 0000
            P: 02 00 00 00 00 00 00 00
            A: 03 0 4095 0 0 0
            A: 04 0 4095 0 0 0
            A: 2f 0 9 0 0 0
            A: 35 1000 5000 0 0 0
            A: 36 1000 5000 0 0 0
            A: 39 0 65535 0 0 0

            """
        let events = """
            E: 0.000000 0003 0039 0001
            E: 0.000000 0003 0003 2000
            E: 0.000000 0003 0004 2000
            E: 0.000000 0000 0000 0000
            E: 0.050000 0003 0039 -001
            E: 0.050000 0000 0000 0000

            """
        let path = try files.write("odd.events", description + events)
        let run = try runTactile(["replay", path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains(
            "The device sent no positions on ABS_MT_POSITION_X and ABS_MT_POSITION_Y, the axes its touches are read "
                + "from; it reports ABS_RX, ABS_RY, ABS_MT_TRACKING_ID."))
        #expect(!run.stderr.contains("Check --rotation"))
    }

    @Test("a trace whose time goes back is refused, naming the line and both times")
    func timeGoesBack() throws {
        let folder = try TemporaryFolder()
        let trace = try folder.write("""
            {"device":"d","kind":"header","screen":[320,480],"version":1}
            {"contacts":[{"id":1,"state":"touching","x":100,"y":100}],"kind":"digitizer","t":5.1}
            {"contacts":[{"id":1,"state":"lifted","x":100,"y":100}],"kind":"digitizer","t":5}

            """, to: "back.jsonl")
        let run = try runTactile(["replay", trace])
        #expect(run.status == 1)
        #expect(run.stderr.contains(
            "back.jsonl:3: t: expected a time at or after 5.1, the time of line 2 (a trace's times never go back), "
                + "found \"5.0\""))
    }

    @Test("a trace header's screen outside 1…100000 points is refused, naming the line", arguments: [
        "[0,480]", "[-320,480]", "[1e300,480]", "[320,100001]",
    ])
    func invalidScreen(screen: String) throws {
        let folder = try TemporaryFolder()
        let trace = try folder.write(
            #"{"device":"d","kind":"header","screen":"# + screen + #","version":1}"# + "\n"
                + #"{"contacts":[{"id":1,"state":"touching","x":100,"y":100}],"kind":"digitizer","t":5}"# + "\n",
            to: "screen.jsonl")
        let run = try runTactile(["replay", trace])
        #expect(run.status == 1)
        #expect(run.stderr.contains("screen.jsonl:1: screen: expected [width, height], each side 1 to 100000 points"))
    }

    @Test("a touch at x 1e300 is reported in scientific notation, not with 300 digits")
    func hugeCoordinate() throws {
        let folder = try TemporaryFolder()
        let trace = try folder.write("""
            {"device":"d","kind":"header","screen":[320,480],"version":1}
            {"contacts":[{"id":1,"state":"touching","x":1e300,"y":100}],"kind":"digitizer","t":5}
            {"contacts":[{"id":1,"state":"lifted","x":1e300,"y":100}],"kind":"digitizer","t":5.1}

            """, to: "far.jsonl")
        let run = try runTactile(["replay", trace])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("x 1.0e+300…1.0e+300 pt on a screen 320 pt wide"))
        #expect(!run.stderr.contains("0000000000"))
        #expect(!run.stdout.contains("0000000000"))
    }
}
