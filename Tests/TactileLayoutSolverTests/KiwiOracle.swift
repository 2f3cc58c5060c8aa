import Foundation

/// kiwisolver (Python), run as one `python3` process per batch of systems: kiwi_oracle.py beside this file.
enum KiwiOracle {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("kiwi_oracle.py")

    /// Why the oracle cannot run here, or nil when `python3` imports kiwisolver.
    static let unavailableReason: String? = {
        do {
            let (status, _, error) = try run(["-c", "import kiwisolver"], input: Data())
            return status == 0
                ? nil : "python3 cannot import kiwisolver (\(error.prefix(200))): python3 -m pip install kiwisolver"
        } catch {
            return "python3 cannot be run (\(error)): install Python 3 and python3 -m pip install kiwisolver"
        }
    }()

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `python3 arguments…` with `input` on standard input: its exit status, standard output and error.
    static func run(_ arguments: [String], input: Data) throws -> (Int32, Data, String) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-kiwi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputFile = folder.appendingPathComponent("in.json")
        let errorFile = folder.appendingPathComponent("err.txt")
        try input.write(to: inputFile)
        try Data().write(to: errorFile)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let error = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return (process.terminationStatus, data, error)
    }

    private struct Batch: Codable { var systems: [RandomSystem] }
    private struct Results: Codable { var results: [RandomSystem.Outcome] }

    /// kiwisolver's outcome for each system, in order.
    static func solve(_ systems: [RandomSystem]) throws -> [RandomSystem.Outcome] {
        let input = try JSONEncoder().encode(Batch(systems: systems))
        let (status, output, error) = try run([script.path], input: input)
        guard status == 0 else { throw Failure(description: "kiwi_oracle.py exited with \(status): \(error)") }
        let results = try JSONDecoder().decode(Results.self, from: output).results
        guard results.count == systems.count else {
            throw Failure(description: "kiwi_oracle.py solved \(results.count) of \(systems.count) systems")
        }
        return results
    }
}
