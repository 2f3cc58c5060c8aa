import Foundation

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
