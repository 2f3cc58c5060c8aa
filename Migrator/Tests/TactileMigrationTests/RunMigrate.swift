import Foundation

/// What one run of the `tactile-migrate` command printed, and how it exited.
struct MigrateRun: Sendable {
    let status: Int32
    let stdout: String
    let stderr: String

    /// The report's lines (standard error), without the summary line.
    var reportLines: [String] { Array(stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast(2).map(String.init)) }
    /// The summary line: the last line of standard error.
    var summary: String { stderr.split(separator: "\n").last.map(String.init) ?? "" }
}

/// Runs the `tactile-migrate` executable the package built (it sits beside the test bundle in the build folder)
/// in `folder`, with standard input from `/dev/null`, and returns its exit status and output. These tests use
/// the command as a user meets it: the parsing, the messages, the exit status and the files on disk.
func runMigrate(_ arguments: [String], in folder: URL) throws -> MigrateRun {
    let process = Process()
    process.executableURL = try migrateExecutable()
    process.arguments = arguments
    process.currentDirectoryURL = folder
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
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
    process.waitUntilExit()
    group.wait()
    return MigrateRun(
        status: process.terminationStatus, stdout: String(decoding: collected.out, as: UTF8.self),
        stderr: String(decoding: collected.err, as: UTF8.self))
}

/// The built `tactile-migrate` executable: beside this test bundle (`swift build --build-tests` and `swift test`
/// build every product first).
func migrateExecutable() throws -> URL {
    let bundleFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for folder in [bundleFolder, bundleFolder.deletingLastPathComponent()] {
        let candidate = folder.appendingPathComponent("tactile-migrate")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw MissingExecutable(folder: bundleFolder.path)
}

/// The `tactile-migrate` executable was not built beside the tests.
struct MissingExecutable: Error, CustomStringConvertible {
    let folder: String
    var description: String {
        "no tactile-migrate executable in \(folder); build it first with "
            + "`swift build --build-tests --package-path Migrator`"
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
