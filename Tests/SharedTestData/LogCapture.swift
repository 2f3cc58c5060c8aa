import Foundation
import Logging

/// Collects what a swift-log `Logger` logs, for tests that check what the device readers, the D-Bus connection and
/// the MPRIS player report. Thread-safe: the readers log from threads of their own.
public final class LogCapture: @unchecked Sendable {
    /// One logged entry, its metadata flattened to strings (the logger's and the entry's own).
    public struct Entry: Sendable, CustomStringConvertible {
        public let level: Logger.Level
        public let message: String
        public let metadata: [String: String]

        public var description: String {
            "\(level) \(message) \(metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })"
        }
    }

    private let lock = NSLock()
    private var collected: [Entry] = []

    public init() {}

    /// A logger that logs everything, down to `trace`, into this capture.
    public func logger(label: String = "tactile.test") -> Logger {
        var logger = Logger(label: label) { _ in CapturingLogHandler(capture: self) }
        logger.logLevel = .trace
        return logger
    }

    /// Everything logged so far, in order.
    public var entries: [Entry] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }

    /// The entries at `level` whose message contains `text`.
    public func entries(_ level: Logger.Level, containing text: String) -> [Entry] {
        entries.filter { $0.level == level && $0.message.contains(text) }
    }

    fileprivate func append(_ entry: Entry) {
        lock.lock()
        collected.append(entry)
        lock.unlock()
    }
}

/// The handler behind ``LogCapture/logger(label:)``.
struct CapturingLogHandler: LogHandler {
    let capture: LogCapture
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var all = metadata
        for (key, value) in event.metadata ?? [:] { all[key] = value }
        capture.append(
            LogCapture.Entry(
                level: event.level, message: event.message.description,
                metadata: all.mapValues { "\($0)" }))
    }
}
