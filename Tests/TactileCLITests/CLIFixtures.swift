import Foundation

/// Files for the CLI tests: a fresh temporary folder per test (a test removes it with `defer { files.remove() }`),
/// and the samples the repository ships.
struct CLIFixtures {
    /// A new, empty temporary folder.
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Removes the folder and everything in it.
    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Writes `text` to `name` in the folder and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// The path of `name` in the folder.
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Examples/Recordings in this checkout.
    static let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Recordings")

    /// The path of a shipped sample.
    static func sample(_ name: String) -> String { samples.appendingPathComponent(name).path }

    /// An evemu description of a multitouch panel 0…`range` on both axes, with `resolution` units/mm (0: none).
    static func panel(range: Int = 32767, resolution: Int = 0) -> String {
        """
        # EVEMU 1.3
        N: Test Panel
        I: 0018 0000 0000 0000
        P: 02 00 00 00 00 00 00 00
        A: 2f 0 9 0 0 0
        A: 35 0 \(range) 0 0 \(resolution)
        A: 36 0 \(range) 0 0 \(resolution)
        A: 39 0 65535 0 0 0

        """
    }

    /// A one-finger touch at (`x`, `y`) device units held for 0.1 s, drifting by `jitter` units each 1/100 s.
    static func touch(x: Int, y: Int, jitter: Int = 0) -> String {
        var lines = ["E: 0.000000 0003 0039 0001", "E: 0.000000 0003 0035 \(x)", "E: 0.000000 0003 0036 \(y)",
            "E: 0.000000 0000 0000 0000"]
        for i in 1...10 {
            let t = String(format: "0.%06d", i * 10_000)
            lines += ["E: \(t) 0003 0035 \(x + (i % 2) * jitter)", "E: \(t) 0003 0036 \(y + (i % 2) * jitter)",
                "E: \(t) 0000 0000 0000"]
        }
        lines += ["E: 0.110000 0003 0039 -001", "E: 0.110000 0000 0000 0000"]
        return lines.joined(separator: "\n") + "\n"
    }
}
