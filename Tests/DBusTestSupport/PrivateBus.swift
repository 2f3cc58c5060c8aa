import Foundation
import TactileDBus
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A private `dbus-daemon` for one test, started with `--session --nofork --print-address`; stopped (by its pid)
/// when the test ends or when ``kill()`` is called.
public final class PrivateBus: @unchecked Sendable {
    public let process: Process
    public let addressText: String
    public var address: DBusAddress { get throws { try DBusAddress(addressText) } }

    private init(process: Process, address: String) {
        self.process = process
        self.addressText = address
    }

    /// - Parameter listen: the address to listen on (`unix:path=/tmp/…`, to start a bus again at the same place);
    ///   default: the session configuration's, a fresh socket.
    public static func start(listen: String? = nil) async throws -> PrivateBus {
        let daemon = try #require(DBusTools.dbusDaemon)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: daemon)
        process.arguments =
            ["--session", "--nofork", "--nopidfile", "--print-address=1"] + (listen.map { ["--address=\($0)"] } ?? [])
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handle = out.fileHandleForReading
        // The daemon prints its address once it listens; read that line on a thread of its own.
        let line = await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
            let thread = Thread {
                var bytes: [UInt8] = []
                while true {
                    let data = handle.readData(ofLength: 1)
                    guard let b = data.first, b != UInt8(ascii: "\n") else { break }
                    bytes.append(b)
                }
                continuation.resume(returning: String(decoding: bytes, as: UTF8.self))
            }
            thread.start()
        }
        try #require(!line.isEmpty, "dbus-daemon printed no address")
        return PrivateBus(process: process, address: line)
    }

    /// Stops the daemon (SIGKILL to its pid, the abrupt end of a crash; SIGTERM would not do: the daemon inherits
    /// the spawning thread's blocked signals): every connection to it breaks.
    public func kill() {
        #if canImport(Glibc)
        if process.isRunning { _ = Glibc.kill(process.processIdentifier, SIGKILL) }
        #endif
    }

    deinit { kill() }

    /// Runs `dbus-send --print-reply` against this bus.
    public func send(_ arguments: [String]) async throws -> ProcessOutput {
        try await runProgram(try #require(DBusTools.dbusSend), ["--session", "--print-reply"] + arguments, bus: addressText)
    }
}
