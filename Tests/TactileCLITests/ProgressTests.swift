import Foundation
import Testing

/// Progress lines go to standard error only when it is a terminal.
@Suite("Progress on a terminal")
struct ProgressTests {
    @Test("eval motion shows its progress on a terminal, erased before the table, and none through a pipe")
    func progressOnTerminal() throws {
        // util-linux's script(1) gives the command a terminal; without it there is nothing to check here.
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        let folder = try TemporaryFolder()
        try folder.write(EvalCommandTests.trial(scored: true), to: "trials/a.csv")
        let command = "\(try tactileExecutable().path) eval motion \(folder.path("trials"))"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus == 0)
        #expect(text.contains("\r\u{1B}[Keval motion: 1/1 reading a.csv…"))
        #expect(text.contains("mean of 1 trial"))

        let piped = try runTactile(["eval", "motion", folder.path("trials")])
        #expect(piped.status == 0)
        #expect(piped.stderr.isEmpty)
    }
}
