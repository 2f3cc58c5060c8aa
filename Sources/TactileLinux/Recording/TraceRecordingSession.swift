#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Tactile
import TactileTrace

/// Records live input as a `TraceFile`: reads an ``EvdevReader``'s events, drives a `UIApplication` whose
/// window holds the scene to record, and writes the trace as it grows. The core of `tactile record`.
///
/// No UIKit counterpart. The caller builds the scene in the window (`tactile record` uses the demo's canvas, with
/// the recognizers `tactile replay` uses), so the trace shows what that scene's recognizers decided. The session
/// makes the window key and visible and lets the application receive remote-control events, so media keys reach
/// the responder chain from the scene's first responder.
///
/// Nothing recorded is lost when recording stops early: after every event the new trace lines go to `output`
/// (and ``flush()`` sends the ones that timers added in between), so an interrupt, the end of the input or the
/// end of ``run(duration:)``'s duration leaves a complete trace behind. A session runs once.
@MainActor
public final class TraceRecordingSession {
    /// How much has been recorded (no UIKit counterpart).
    public struct Progress: Sendable, Equatable {
        /// Raw input events delivered to the application.
        public var events = 0
        /// Digitizer frames among them.
        public var frames = 0
        /// Contacts that touched down.
        public var contacts = 0
        /// Remote-control events among them.
        public var remoteControlEvents = 0
        /// Trace lines written to the output.
        public var linesWritten = 0
        /// Creates an empty count.
        public init() {}
    }

    /// Why a recording ended (no UIKit counterpart).
    public enum Ending: Sendable, Equatable {
        /// The input ended (a pipe's writer closed it, a file was read to its end).
        case endOfInput
        /// ``stop()`` was called (an interrupt).
        case stopped
        /// The duration given to ``run(duration:)`` elapsed.
        case durationElapsed
    }

    /// The reader whose events are recorded.
    public let reader: EvdevReader
    /// The application the events drive.
    public let application: UIApplication
    /// The window holding the recorded scene.
    public let window: UIWindow
    /// The recorder that builds the trace.
    public let recorder: TraceRecorder
    /// How much has been recorded so far.
    public private(set) var progress = Progress()
    /// Called after every event with the progress so far.
    public var onProgress: (@MainActor (Progress) -> Void)?

    private let output: @MainActor (String) throws -> Void
    private var touching: Set<Int> = []
    private var requestedEnding: Ending?
    private var hasRun = false

    /// Prepares a recording of `reader`'s events into `application`, whose scheduler sets the pace
    /// (`MainQueueScheduler` for live input).
    ///
    /// - Parameters:
    ///   - reader: the device reader whose events are recorded and delivered.
    ///   - application: the application that receives the events.
    ///   - window: a window of `application` holding the scene to record, built by the caller; the trace's screen
    ///     is its size. The session makes it key and visible.
    ///   - deviceName: the trace header's device name (default: the device's name).
    ///   - scene: the scene the window holds, named in the trace header so that a replay uses it (default: none).
    ///   - output: receives the trace text in order, in pieces that end with a newline; it may throw to stop the
    ///     recording (a full disk).
    public init(
        reader: EvdevReader, application: UIApplication, window: UIWindow, deviceName: String? = nil,
        scene: String? = nil, output: @escaping @MainActor (String) throws -> Void
    ) {
        precondition(window.application === application, "the recorded window belongs to another application")
        self.reader = reader
        self.application = application
        self.window = window
        self.output = output
        let name = deviceName ?? reader.device.deviceDescription.name
        recorder = TraceRecorder(
            application: application, device: name.isEmpty ? reader.device.path : name, screen: window.bounds.size,
            scene: scene)
        window.makeKeyAndVisible()
        application.beginReceivingRemoteControlEvents()
    }

    /// Records until the input ends, ``stop()`` is called, or `duration` seconds pass on the application's
    /// scheduler; contacts still down at the end are cancelled. Everything recorded has been written when it
    /// returns or throws.
    ///
    /// - Throws: the ``EvdevError`` that ended the input (a read error, a truncated record), or the output's
    ///   error; the reader is stopped first.
    @discardableResult
    public func run(duration: TimeInterval? = nil) async throws -> Ending {
        precondition(!hasRun, "a TraceRecordingSession runs once")
        hasRun = true
        let timer = duration.map { seconds in
            application.scheduler.schedule(after: seconds) { [weak self] in self?.end(.durationElapsed) }
        }
        defer { timer?.cancel() }
        try flush()  // the header, at once
        do {
            for try await event in reader.events {
                count(event)
                application.enqueueAndProcess(event)
                try flush()
                onProgress?(progress)
            }
        } catch {
            reader.stop()
            try? flush()
            throw error
        }
        try flush()
        return requestedEnding ?? .endOfInput
    }

    /// Stops the recording: contacts still down are cancelled, and ``run(duration:)`` returns
    /// ``Ending/stopped``.
    public func stop() {
        end(.stopped)
    }

    private func end(_ ending: Ending) {
        if requestedEnding == nil { requestedEnding = ending }
        reader.stop()
    }

    /// Writes the trace lines added since the last write (such as those of recognizer timers that fired between
    /// events).
    public func flush() throws {
        let lines = recorder.lines
        guard lines.count > progress.linesWritten else { return }
        let text = lines[progress.linesWritten...].joined(separator: "\n") + "\n"
        try output(text)
        progress.linesWritten = lines.count
    }

    private func count(_ event: RawInputEvent) {
        progress.events += 1
        switch event {
        case .digitizer(let frame):
            progress.frames += 1
            let now = Set(frame.contacts.filter { $0.state == .touching }.map(\.id))
            progress.contacts += now.subtracting(touching).count
            touching = now
        case .remoteControl:
            progress.remoteControlEvents += 1
        default:
            break
        }
    }
}

/// Writes a trace file as it grows: each piece of text goes straight to the file with `write(2)`, so an interrupt
/// loses nothing already written.
///
/// No UIKit counterpart. The file is created, or emptied if it exists.
public final class TraceFileWriter {
    /// Why the trace file could not be written: the path, the operation and the `errno` (no UIKit counterpart).
    public struct WriteError: Error, Equatable, CustomStringConvertible {
        /// The file.
        public var path: String
        /// `"create"`, `"write"` or `"close"`.
        public var operation: String
        /// The `errno` value.
        public var code: Int32

        /// Creates an error.
        public init(path: String, operation: String, code: Int32) {
            self.path = path
            self.operation = operation
            self.code = code
        }

        /// One sentence naming the path, the reason and what to do (a missing folder, no permission, a full disk).
        public var description: String {
            FileAccess.error(code, path: path, operation: .write, expected: "a Tactile trace (.jsonl)").description
        }
    }

    /// The file's path.
    public let path: String
    private var fd: Int32

    /// Creates (or empties) the file.
    ///
    /// - Throws: ``WriteError`` naming the path (a missing folder, no permission).
    public init(path: String) throws(WriteError) {
        self.path = path
        #if canImport(Glibc)
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw WriteError(path: path, operation: "create", code: errno) }
        self.fd = fd
        #else
        throw WriteError(path: path, operation: "create", code: 38)  // ENOSYS
        #endif
    }

    deinit {
        #if canImport(Glibc)
        if fd >= 0 { Glibc.close(fd) }
        #endif
    }

    /// Closes the file, reporting what the system could not write until now. Later writes fail with `EBADF`.
    ///
    /// - Throws: ``WriteError`` with the operation `"close"`.
    public func close() throws(WriteError) {
        #if canImport(Glibc)
        guard fd >= 0 else { return }
        let result = Glibc.close(fd)
        let code = errno
        fd = -1
        if result != 0 && code != EINTR { throw WriteError(path: path, operation: "close", code: code) }
        #endif
    }

    /// Appends text.
    ///
    /// - Throws: ``WriteError`` (a full disk).
    public func write(_ text: String) throws(WriteError) {
        #if canImport(Glibc)
        guard fd >= 0 else { throw WriteError(path: path, operation: "write", code: EBADF) }
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                throw WriteError(path: path, operation: "write", code: errno)
            }
            offset += n
        }
        #endif
    }
}

extension TraceFileWriter.WriteError: LocalizedError {
    /// The same text as ``description``, so `localizedDescription` prints the message.
    public var errorDescription: String? { description }
}
