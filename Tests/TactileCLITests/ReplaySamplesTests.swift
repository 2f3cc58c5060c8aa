import Foundation
import Testing

/// `tactile replay` on each recording the repository ships in Examples/Recordings.
@Suite("tactile replay: the shipped samples")
struct ReplaySamplesTests {
    @Test("tap.jsonl: one direct touch on the canvas the trace names; the tap recognizes")
    func tap() throws {
        let run = try runTactile(["replay", CLIFixtures.sample("tap.jsonl")])
        #expect(run.status == 0)
        #expect(run.stdout.contains("1 touch (direct)"))
        #expect(run.stdout.contains("scene canvas (from the trace)"))
        #expect(run.stdout.contains("tap ended: at (180, 320)"))
        #expect(run.stderr.isEmpty)
    }

    @Test("pinch.jsonl: two touches spread; the pinch recognizes with its scale")
    func pinch() throws {
        let run = try runTactile(["replay", CLIFixtures.sample("pinch.jsonl")])
        #expect(run.status == 0)
        #expect(run.stdout.contains("2 touches (direct)"))
        #expect(run.stdout.contains("pinch began"))
        #expect(run.stdout.contains("pinch ended: scale 2.75"))
    }

    @Test("two-finger-pan.jsonl: the pan begins with two fingers and goes on with one after a lift")
    func twoFingerPan() throws {
        let run = try runTactile(["replay", CLIFixtures.sample("two-finger-pan.jsonl")])
        #expect(run.status == 0)
        #expect(run.stdout.contains("pan began"))
        #expect(run.stdout.contains("2 finger(s)"))
        #expect(run.stdout.contains("pan ended: translation (0, -300) pt"))
        let verbose = try runTactile(["replay", CLIFixtures.sample("two-finger-pan.jsonl"), "--verbose"])
        let changes = verbose.stdout.split(separator: "\n").filter { $0.contains("pan changed") }
        #expect(changes.contains { $0.contains("2 finger(s)") })
        #expect(changes.contains { $0.contains("1 finger(s)") })
    }

    @Test("pen-stroke.events, EVT-06, TCH-08: an evemu pen recording replays as one pencil touch with force and tilt, and hover")
    func penStroke() throws {
        let run = try runTactile(["replay", CLIFixtures.sample("pen-stroke.events")])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("Tactile sample pen display: "))
        #expect(run.stdout.contains("1 touch (pencil)"))
        #expect(run.stdout.contains(
            "mapping: panel x 0…6399, y 0…3999 at 40 × 40 units/mm → 1027 × 642 pt (163 pt per inch); --width/--height override it"))
        #expect(run.stdout.contains("pan ended"))
        // Pressure 400–1200 of 2047, tilt 20°–32° along x and 15° along y; 3 hover reports, the hover ending at the
        // touch, 2 more after the lift and the exit.
        #expect(run.stdout.contains("\n  pencil: force 0.78–2.34 of 4, altitude 56°–66°, 7 hover events\n"))
        #expect(run.stderr.isEmpty)
    }

    @Test("the demo and tactile devices point at the shipped samples, which exist")
    func hints() throws {
        let demo = try runTactile(["demo", "--help"])
        #expect(demo.stdout.contains("tactile replay Examples/Recordings/pinch.jsonl"))
        let fixtures = try CLIFixtures()
        defer { fixtures.remove() }
        let devices = try runTactile(["devices", "--directory", fixtures.folder.path, "--iio", fixtures.folder.path])
        #expect(devices.stdout.contains("tactile replay Examples/Recordings/tap.jsonl"))
        for name in ["tap.jsonl", "pinch.jsonl", "two-finger-pan.jsonl", "pen-stroke.events"] {
            #expect(FileManager.default.fileExists(atPath: CLIFixtures.sample(name)), "\(name)")
        }
    }
}
