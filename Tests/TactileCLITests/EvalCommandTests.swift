import Foundation
import Testing

/// `tactile eval motion` and `tactile eval strokes`: the research commands, grouped apart from the everyday ones.
@Suite("tactile eval")
struct EvalCommandTests {
    @Test("tactile --help lists eval under Research, not motion-eval and strokes-eval")
    func helpGroupsResearch() throws {
        let help = try runTactile(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("RESEARCH SUBCOMMANDS:"))
        #expect(help.stdout.contains("eval"))
        #expect(!help.stdout.contains("motion-eval") && !help.stdout.contains("strokes-eval"))
        let eval = try runTactile(["eval", "--help"])
        #expect(eval.status == 0)
        #expect(eval.stdout.contains("motion") && eval.stdout.contains("strokes"))
    }

    // MARK: eval motion

    /// A BROAD trial of 50 rows turning slowly about x; `scored` sets the movement column.
    static func trial(scored: Bool) -> String {
        let header = "t,gyr_x,gyr_y,gyr_z,acc_x,acc_y,acc_z,mag_x,mag_y,mag_z,quat_w,quat_x,quat_y,quat_z,movement"
        let rows = (0..<50).map { i in "\(Double(i) * 0.01),0.1,0,0,0,0,9.81,20,0,-40,1,0,0,0,\(scored ? 1 : 0)" }
        return ([header] + rows).joined(separator: "\n") + "\n"
    }

    @Test("a trial with no scored row is left out of the mean and named, not averaged in as 0°")
    func unscoredTrialLeftOut() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.trial(scored: true), to: "trials/a_moving.csv")
        try folder.write(Self.trial(scored: false), to: "trials/b_still.csv")
        let run = try runTactile(["eval", "motion", folder.path("trials")])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("mean of 1 trial "))
        #expect(run.stdout.contains("not in the mean (no row with movement = 1 and a reference): b_still"))
        let still = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("b_still") })
        #expect(still.contains("–") && !still.contains("0.00"))
        #expect(run.stderr.isEmpty)  // no progress line when standard error is a pipe

        let json = try runTactile(["eval", "motion", folder.path("trials"), "--format", "json"])
        #expect(json.status == 0)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["unscored"] as? [String] == ["b_still"])
    }

    @Test("the mean of the scored trials equals the scored trial's own figures")
    func meanOfScoredOnly() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.trial(scored: true), to: "one/a.csv")
        try folder.write(Self.trial(scored: true), to: "two/a.csv")
        try folder.write(Self.trial(scored: false), to: "two/b.csv")
        func totals(_ dir: String) throws -> Double? {
            let run = try runTactile(["eval", "motion", folder.path(dir), "--format", "json"])
            let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            return (object?["mean"] as? [String: Any])?["total"] as? Double
        }
        let alone = try #require(try totals("one"))
        #expect(alone > 0)
        #expect(try totals("two") == alone)
    }

    @Test("the old name is gone: motion-eval is not a command")
    func oldNameGone() throws {
        let run = try runTactile(["motion-eval", "x"])
        #expect(run.status != 0)
    }

    // MARK: eval strokes

    /// A $1 gesture log: `name` (such as `check01`) of subject 2, fast, a short zigzag offset by `shift`.
    static func gestureLog(_ name: String, shift: Int) -> String {
        let points = (0..<12).map { i in
            "  <Point X=\"\(100 + i * 10 + shift)\" Y=\"\(100 + (i % 2) * 40 + shift)\" T=\"\(1000 + i * 10)\" />"
        }
        return """
            <?xml version="1.0" encoding="utf-8" standalone="yes"?>
            <Gesture Name="\(name)" Subject="2" Speed="fast" Number="1" NumPts="\(points.count)" Millseconds="120">
            \(points.joined(separator: "\n"))
            </Gesture>

            """
    }

    /// Two samples each of two gestures, in `folder/sub`.
    static func writeLogs(in folder: TemporaryFolder, under sub: String) throws {
        for gesture in ["check", "caret"] {
            for n in 1...2 { try folder.write(gestureLog("\(gesture)0\(n)", shift: n * 3), to: "\(sub)/\(gesture)0\(n).xml") }
        }
    }

    @Test("follows a symbolic link to a directory of logs")
    func followsSymlinks() throws {
        let folder = try TemporaryFolder()
        try Self.writeLogs(in: folder, under: "real/s02/fast")
        try folder.folder("data")
        try FileManager.default.createSymbolicLink(atPath: folder.path("data/s02"), withDestinationPath: folder.path("real/s02"))
        let run = try runTactile(["eval", "strokes", folder.path("data"), "--built-in"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("on 4 samples"))
    }

    @Test("--format json is honoured with --built-in")
    func builtInJSON() throws {
        let folder = try TemporaryFolder()
        try Self.writeLogs(in: folder, under: "logs/s02/fast")
        let run = try runTactile(
            ["eval", "strokes", folder.path("logs"), "--built-in", "--format", "json", "--algorithm", "protractor"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["samples"] as? Int == 4)
        let algorithms = try #require(object["algorithms"] as? [[String: Any]])
        #expect(algorithms.map { $0["algorithm"] as? String } == ["protractor"])
        let gestures = try #require(algorithms.first?["gestures"] as? [[String: Any]])
        #expect(Set(gestures.compactMap { $0["gesture"] as? String }) == ["caret", "check"])
        #expect(gestures.allSatisfy { $0["total"] as? Int == 2 })
    }

    @Test("a binary .xml file is a typed error naming the file and what was expected, not its bytes")
    func binaryFile() throws {
        let folder = try TemporaryFolder()
        try Self.writeLogs(in: folder, under: "logs/s02/fast")
        let bad = try folder.write(Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0xFF, 0x3C]), to: "logs/s02/fast/zz.xml")
        let run = try runTactile(["eval", "strokes", folder.path("logs"), "--built-in"])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "\(bad):1: file: expected a $1 gesture log: XML text with a <Gesture> element, found \"binary data\""))
        #expect(!run.stderr.contains("PNG"))
    }

    @Test("a text file that is not XML names its first line")
    func textNotXML() throws {
        let folder = try TemporaryFolder()
        try Self.writeLogs(in: folder, under: "logs/s02/fast")
        let bad = try folder.write("name,x,y\ncheck,1,2\n", to: "logs/s02/fast/notes.xml")
        let run = try runTactile(["eval", "strokes", folder.path("logs"), "--built-in"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(bad):1: file: expected a $1 gesture log: XML text with a <Gesture> element, found \"name,x,y\""))
    }

    @Test("a file or a missing path where the directory of logs was expected")
    func notADirectory() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(Self.gestureLog("check01", shift: 0), to: "check01.xml")
        let run = try runTactile(["eval", "strokes", file])
        #expect(run.status == 1)
        #expect(run.stderr.contains("\(file) is a file, not a directory. Give the directory that holds the $1 gesture logs"))
        let missing = try runTactile(["eval", "strokes", folder.path("none")])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("\(folder.path("none")): no such directory."))
    }
}
