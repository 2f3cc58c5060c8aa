import Foundation
import TactileDBus
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Test tools shared by the D-Bus and MPRIS tests: private buses and external programs.

/// Where the D-Bus and MPRIS tools are, if installed (`.ci/run` installs `dbus` and `playerctl`).
public enum DBusTools {
    public static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") + ["/usr/bin", "/bin"] {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    public static let dbusDaemon = which("dbus-daemon")
    public static let dbusSend = which("dbus-send")
    public static let dbusMonitor = which("dbus-monitor")
    public static let playerctl = which("playerctl")
    public static let gdbus = which("gdbus")

    public static var hasBus: Bool { dbusDaemon != nil && dbusSend != nil }
    public static var hasPlayerctl: Bool { hasBus && playerctl != nil }
}

/// What a finished program printed.
public struct ProcessOutput: Sendable {
    public let status: Int32
    public let stdout: String
    public let stderr: String
    public var trimmed: String { stdout.trimmingCharacters(in: .whitespacesAndNewlines) }
}

/// Runs a program to completion without blocking the calling actor (the test's main actor serves the player
/// meanwhile), and returns its status and output.
public func runProgram(_ path: String, _ arguments: [String], bus: String? = nil) async throws -> ProcessOutput {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    if let bus { environment["DBUS_SESSION_BUS_ADDRESS"] = bus }
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    let outHandle = out.fileHandleForReading
    let errHandle = err.fileHandleForReading
    return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<ProcessOutput, any Error>) in
        process.terminationHandler = { finished in
            let o = outHandle.readDataToEndOfFile()
            let e = errHandle.readDataToEndOfFile()
            continuation.resume(returning: ProcessOutput(
                status: finished.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                stderr: String(decoding: e, as: UTF8.self)))
        }
        do {
            try process.run()
        } catch {
            process.terminationHandler = nil
            continuation.resume(throwing: error)
        }
    }
}

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

/// Collects a connection's events on the main actor, so a test can await the next one that matches.
@MainActor
public final class EventCollector {
    private var buffered: [DBusConnection.Event] = []
    private var waiter: CheckedContinuation<DBusConnection.Event?, Never>?
    private var ended = false

    public init(_ connection: DBusConnection) {
        let events = connection.events
        Task { @MainActor [weak self] in
            for await event in events { self?.push(event) }
            self?.finish()
        }
    }

    private func push(_ event: DBusConnection.Event) {
        if let w = waiter {
            waiter = nil
            w.resume(returning: event)
        } else {
            buffered.append(event)
        }
    }

    private func finish() {
        ended = true
        waiter?.resume(returning: nil)
        waiter = nil
    }

    public func next() async -> DBusConnection.Event? {
        if !buffered.isEmpty { return buffered.removeFirst() }
        if ended { return nil }
        return await withCheckedContinuation { waiter = $0 }
    }

    /// The next event that `match` accepts; earlier ones are dropped. `nil` when the stream ends first.
    public func next<T>(_ match: (DBusConnection.Event) -> T?) async -> T? {
        while let event = await next() {
            if let t = match(event) { return t }
        }
        return nil
    }

    /// The next signal named `member`.
    public func signal(_ member: String) async -> DBusMessage? {
        await next { event in
            if case .message(let m) = event, m.kind == .signal, m.member == member { return m }
            return nil
        }
    }
}

