import Foundation
import Testing

/// Numbers the user gives that no screen, matrix or duration can have: each is a usage error (exit status 64)
/// that names the option and the allowed range, never a crash, and a negative number reads as a number.
@Suite("tactile: numbers out of range are usage errors")
struct NumberRangeTests {
    @Test(
        "--width and --height outside 1…100000 exit 64 and name the range, for replay and record",
        arguments: [("inf", "inf"), ("1e19", "1e+19"), ("1e308", "1e+308"), ("-5", "-5"), ("0", "0"), ("nan", "nan")])
    func screenSides(given: String, shown: String) throws {
        let folder = try TemporaryFolder()
        let trace = try folder.write(smallTrace, to: "t.jsonl")
        let replay = try runTactile(["replay", trace, "--width", given, "--height", "100"])
        #expect(replay.status == 64)
        #expect(replay.stderr.contains("--width: the screen width must be 1 to 100000 points; got \(shown)"))
        #expect(!replay.stderr.contains("Missing value"))
        let record = try runTactile(
            ["record", "--device", folder.path("none"), "-o", folder.path("o.jsonl"), "--width", "100", "--height", given])
        #expect(record.status == 64)
        #expect(record.stderr.contains("--height: the screen height must be 1 to 100000 points; got \(shown)"))
    }

    @Test("the largest screen still replays, and its size is printed in whole points")
    func largestScreen() throws {
        let folder = try TemporaryFolder()
        let trace = try folder.write(smallTrace, to: "t.jsonl")
        let run = try runTactile(["replay", trace, "--width", "100000", "--height", "1"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("screen 100000×1 pt"))
    }

    @Test("a negative number is read as the option's value, and refused with the option's own message")
    func negativeNumbers() throws {
        let folder = try TemporaryFolder()
        let trace = try folder.write(smallTrace, to: "t.jsonl")
        let rotation = try runTactile(["replay", trace, "--rotation", "-1"])
        #expect(rotation.status == 64)
        #expect(rotation.stderr.contains("--rotation is a number of quarter turns: 0, 1, 2 or 3"))
        let duration = try runTactile(["record", "--device", folder.path("none"), "-o", folder.path("o.jsonl"), "--duration", "-5"])
        #expect(duration.status == 64)
        #expect(duration.stderr.contains("--duration must be a positive number of seconds"))
        let at = try runTactile(["render", trace, "--scene", "canvas", "--at", "-1", "-o", folder.path("s.svg")])
        #expect(at.status == 64)
        #expect(at.stderr.contains("--at -1.0 is out of range"))
        let beta = try runTactile(["eval", "motion", folder.url.path, "--filter", "madgwick", "--beta", "-0.5"])
        #expect(beta.status == 64)
        #expect(beta.stderr.contains("--beta is a gain in rad/s from 0 to 100; got -0.5"))
        for run in [rotation, duration, at, beta] { #expect(!run.stderr.contains("Missing value")) }
    }

    @Test("a calibration matrix must be six finite numbers with a non-zero determinant; a mirroring one starts with -")
    func calibration() throws {
        let files = try CLIFixtures()
        defer { files.remove() }
        let events = try files.write("panel.events", CLIFixtures.panel() + CLIFixtures.touch(x: 16000, y: 16000))
        let zero = try runTactile(["replay", events, "--calibration", "0 0 0 0 0 0"])
        #expect(zero.status == 64)
        #expect(zero.stderr.contains(
            "--calibration: the calibration matrix \"0 0 0 0 0 0\" is singular (a·e − b·d = 0): it maps the whole panel "
                + "onto a line or a point"))
        let line = try runTactile(["replay", events, "--calibration", "1 1 0 1 1 0"])
        #expect(line.status == 64)
        #expect(line.stderr.contains("is singular"))
        let infinite = try runTactile(["replay", events, "--calibration", "1 0 0 0 1 inf"])
        #expect(infinite.status == 64)
        #expect(infinite.stderr.contains("each number of a calibration matrix must be finite, from -1000 to 1000"))
        let five = try runTactile(["replay", events, "--calibration", "1 0 0 0 1"])
        #expect(five.status == 64)
        #expect(five.stderr.contains("a calibration matrix is six numbers"))
        let mirrored = try runTactile(["replay", events, "--calibration", "-1 0 1 0 1 0"])
        #expect(mirrored.status == 0, "\(mirrored.stderr)")
        #expect(mirrored.stdout.contains("tap ended"))
    }
}
