import Foundation

/// What one run of the `tactile` command printed, and how it exited.
struct TactileRun: Sendable {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// Runs the `tactile` executable the package built (it sits beside the test bundle in the build folder, whichever
/// scratch path the build used) with `arguments`, standard input from `/dev/null` unless `stdin` is given, and
/// returns its exit status and output. These tests exercise the command as a user meets it: the parsing, the
/// messages and the exit status.
func runTactile(_ arguments: [String], stdin: Data? = nil, currentDirectory: URL? = nil) throws -> TactileRun {
    let process = Process()
    process.executableURL = try tactileExecutable()
    process.arguments = arguments
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = Pipe()
    if stdin != nil { process.standardInput = input } else { process.standardInput = FileHandle.nullDevice }
    // Both pipes are drained on their own threads so a chatty command cannot fill one and stall.
    let collected = OutputCollector()
    let group = DispatchGroup()
    for (handle, isError) in [(out.fileHandleForReading, false), (err.fileHandleForReading, true)] {
        group.enter()
        DispatchQueue.global().async {
            let data = handle.readDataToEndOfFile()
            collected.store(data, isError: isError)
            group.leave()
        }
    }
    try process.run()
    if let stdin {
        input.fileHandleForWriting.write(stdin)
        try input.fileHandleForWriting.close()
    }
    process.waitUntilExit()
    group.wait()
    return TactileRun(
        status: process.terminationStatus, stdout: String(decoding: collected.out, as: UTF8.self),
        stderr: String(decoding: collected.err, as: UTF8.self))
}

/// The built `tactile` executable: beside this test bundle (`swift test` builds every product first).
func tactileExecutable() throws -> URL {
    let bundleFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for folder in [bundleFolder, bundleFolder.deletingLastPathComponent()] {
        let candidate = folder.appendingPathComponent("tactile")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw MissingExecutable(folder: bundleFolder.path)
}

/// The `tactile` executable was not built beside the tests.
struct MissingExecutable: Error, CustomStringConvertible {
    let folder: String
    var description: String {
        "no tactile executable in \(folder); build it first with `swift build` (swift test builds it)"
    }
}

/// Collects the two output streams from their reading threads.
private final class OutputCollector: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var out = Data()
    private(set) var err = Data()

    func store(_ data: Data, isError: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if isError { err = data } else { out = data }
    }
}
