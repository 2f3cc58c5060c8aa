import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `tactile playground`: its argument checks, and a real run that serves the page and stops cleanly on Ctrl-C.
@Suite(.serialized)
struct PlaygroundCommandTests {
    @Test func anUnknownSceneIsRefusedWithTheSceneNames() throws {
        let run = try runTactile(["playground", "--scene", "garden"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("there is no playground scene named \"garden\"; the scenes are demo, photos, canvas"))
    }

    @Test func anAddressThatIsNotOneIsRefused() throws {
        let run = try runTactile(["playground", "--host", "my laptop", "--port", "0"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("--host expects an IPv4 or IPv6 address"))
    }

    @Test func anAddressOfAnotherMachineIsNamedAtOnceWithoutPortAdvice() throws {
        let run = try runTactile(["playground", "--host", "8.8.8.8", "--port", "0"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("cannot listen on 8.8.8.8: it is not an address of this machine. Give --host 127.0.0.1"))
        #expect(!run.stderr.contains("--port"))
    }

    /// Starts the command on a free loopback port, reads the address it prints, loads the page, then sends
    /// SIGINT: the server stops and the command exits 0.
    @Test func itPrintsTheAddressServesThePageAndStopsOnCtrlC() async throws {
        let process = Process()
        process.executableURL = try tactileExecutable()
        process.arguments = ["playground", "--port", "0", "--scene", "canvas"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // The first line names the address; read it byte by byte so nothing after it is waited for.
        var line = Data()
        while let byte = try out.fileHandleForReading.read(upToCount: 1), let b = byte.first, b != 10 { line.append(b) }
        let banner = String(decoding: line, as: UTF8.self)
        #expect(banner.hasPrefix("Tactile playground: open http://127.0.0.1:"))
        let address = banner.split(separator: " ").first { $0.hasPrefix("http://") }.map(String.init) ?? ""
        let (page, response) = try await URLSession.shared.data(from: try #require(URL(string: address)))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: page, as: UTF8.self).contains("<title>Tactile playground</title>"))
        process.interrupt()
        process.waitUntilExit()
        let rest = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(rest.contains("Tactile playground stopped"))
    }
}
