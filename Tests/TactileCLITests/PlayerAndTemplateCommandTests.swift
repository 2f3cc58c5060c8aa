import Foundation
import Tactile
import Testing

/// `tactile player`'s identity and `tactile strokes-template`'s output path.
@Suite("tactile player and strokes-template")
struct PlayerAndTemplateCommandTests {
    @Test("the player's default MPRIS Identity carries Tactile's version (MPRIS has no version property)")
    func playerIdentityHasVersion() throws {
        let run = try runTactile(["player", "--help"])
        #expect(run.status == 0)
        let help = run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")  // unwrapped
        #expect(help.contains("(default: Tactile demo player \(TactileVersion.string))"))
    }

    @Test("strokes-template checks its output path before reading the recording")
    func templateOutputFolderMissing() throws {
        let folder = try TemporaryFolder()
        let output = folder.path("nonexistent/dir/g.strokes")
        let run = try runTactile(["strokes-template", folder.path("none.jsonl"), "--name", "check", "-o", output])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "cannot write \(output): the folder \(folder.path("nonexistent/dir")) does not exist."))
    }
}
