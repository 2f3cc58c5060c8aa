// Glue between ordo-one/benchmark and Tactile's main-actor pipeline.
import Foundation

/// Holds a value built on the main actor for the iterations of one benchmark.
public final class Holder<Value>: @unchecked Sendable {
    public var value: Value?
    public init() {}
}

/// What one iteration of a benchmark stands for, for `run.sh`'s table: `count` events of kind `unit` ("move",
/// "tap", "frame"…), and a note. Written as a line of tab-separated values to the file named by the environment
/// variable `TACTILE_BENCH_NOTES`, if set, when the benchmark is registered.
public func describe(_ name: String, per count: Int, _ unit: String, note: String = "") {
    guard let path = ProcessInfo.processInfo.environment["TACTILE_BENCH_NOTES"], !path.isEmpty else { return }
    let line = "\(name)\t\(count)\t\(unit)\t\(note)\n"
    guard let data = line.data(using: .utf8) else { return }
    if let handle = FileHandle(forWritingAtPath: path) {
        handle.seekToEndOfFile()
        handle.write(data)
        handle.closeFile()
    } else {
        _ = FileManager.default.createFile(atPath: path, contents: data)
    }
}

/// Whether the whole parameter grid should run (`TACTILE_BENCH_FULL=1`), not only the default selection.
public let fullGrid = ProcessInfo.processInfo.environment["TACTILE_BENCH_FULL"] == "1"

/// Runs `body` on the main actor and waits for it. The benchmark runner calls benchmark closures on a thread of
/// its own, while Tactile's pipeline is main-actor isolated; `body` brackets its measured region itself with
/// `startMeasurement()` / `stopMeasurement()`, so the hop is not measured.
public func onMainActor<B>(_ benchmark: B, _ body: @escaping @MainActor (B) -> Void) {
    nonisolated(unsafe) let b = benchmark
    DispatchQueue.main.sync {
        MainActor.assumeIsolated { body(b) }
    }
}
