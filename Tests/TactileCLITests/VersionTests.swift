import Tactile
import Testing

@Suite("tactile --version")
struct VersionTests {
    @Test("prints the package version and exits 0")
    func printsVersion() throws {
        let run = try runTactile(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == TactileVersion.string)
    }
}
