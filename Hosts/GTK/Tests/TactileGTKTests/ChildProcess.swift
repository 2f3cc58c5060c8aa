import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A program the tests start (Xvfb, gtk4-broadwayd, the example app): its standard output read line by line on a
/// thread, waits bounded by deadlines, and the process killed and reaped by ``stop()`` (and by `deinit`, on every
/// exit path of a test).
final class ChildProcess: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let name: String
    private let process = Process()
    private let lock = NSCondition()
    private var lines: [String] = []
    private var errorText = ""
    private var ended = false
    private var errorEnded = false

    /// Starts `executable` with `arguments`, adding `environment` to this process's environment.
    init(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws {
        name = URL(fileURLWithPath: executable).lastPathComponent
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        Thread { [self] in readLines(out.fileHandleForReading) }.start()
        Thread { [self] in
            let data = err.fileHandleForReading.readDataToEndOfFile()
            lock.lock()
            errorText = String(decoding: data, as: UTF8.self)
            errorEnded = true
            lock.broadcast()
            lock.unlock()
        }.start()
    }

    deinit { stop() }

    /// Whether the process is still running.
    var isRunning: Bool { process.isRunning }

    /// Every line printed so far.
    var output: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }

    /// What it printed on standard error so far (complete once it has exited).
    var standardError: String {
        lock.lock()
        defer { lock.unlock() }
        return errorText
    }

    /// Waits up to `seconds` for a line (after the first `after` lines) that satisfies `match`; returns it.
    @discardableResult
    func waitForLine(after: Int = 0, seconds: Double = 10, _ match: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        lock.lock()
        defer { lock.unlock() }
        while true {
            if let line = lines.dropFirst(after).first(where: match) { return line }
            if ended {
                throw Failure(description: "\(name) ended without the expected line; it printed \(lines) \(errorText)")
            }
            if !lock.wait(until: deadline) {
                throw Failure(description: "\(name) did not print the expected line within \(seconds) s; it printed \(lines)")
            }
        }
    }

    /// Waits up to `seconds` for the process to exit and its output to be read; returns its exit status, or `nil`
    /// if it is still running.
    func waitForExit(seconds: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        lock.lock()
        while !(ended && errorEnded) {
            if !lock.wait(until: deadline) { break }
        }
        lock.unlock()
        while process.isRunning && Date() < deadline { usleep(10_000) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Kills the process (SIGTERM, then SIGKILL after 2 s) and reaps it.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(2)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    private func readLines(_ handle: FileHandle) {
        var pending = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: 10) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending = Data(pending[(newline + 1)...])
                lock.lock()
                lines.append(line)
                lock.broadcast()
                lock.unlock()
            }
        }
        lock.lock()
        ended = true
        lock.broadcast()
        lock.unlock()
    }
}

/// The built products folder (beside the test bundle), and a tool's path on this machine.
enum Tools {
    /// The executable `name` that `swift build` put beside the tests.
    static func built(_ name: String) throws -> String {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [folder, folder.deletingLastPathComponent()].map({ $0.appendingPathComponent(name).path })
        where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        throw ChildProcess.Failure(description: "no \(name) beside the tests in \(folder.path); run `swift build` first")
    }

    /// Where `name` is on the PATH, or `nil`.
    static func path(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `tool` to completion (bounded by `seconds`) and returns its standard output.
    static func run(_ tool: String, _ arguments: [String], environment: [String: String] = [:], seconds: Double = 10) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A watchdog ends a tool that hangs; reading to the end returns once the tool exits.
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: watchdog)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        guard process.terminationReason == .exit else {
            throw ChildProcess.Failure(description: "\(tool) \(arguments) did not finish within \(seconds) s")
        }
        guard process.terminationStatus == 0 else {
            throw ChildProcess.Failure(description: "\(tool) \(arguments) failed with status \(process.terminationStatus)")
        }
        return data
    }
}
