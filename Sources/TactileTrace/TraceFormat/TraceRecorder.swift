import Foundation
import Tactile

/// Records an application's raw input and its dispatch and arbitration logs as a ``TraceFile``.
///
/// No UIKit counterpart. It installs the application's `UIApplication.inputObserver` and
/// `UIApplication.touchDispatchObserver` and a `GestureArbitrationLog` (replacing any already installed;
/// `UIApplication.dispatchObserver` is left alone), and collects one JSON line per event: `digitizer`/`key`/
/// `shake`/`remote` lines for input, and `log` lines with a `source` of `dispatch` (hit-test results and handler
/// calls) or `arbitration` (recognizer decisions), each with its structured fields (see ``TraceLogRecord``).
@MainActor
public final class TraceRecorder {
    /// The trace so far, one JSON object per element.
    public private(set) var lines: [String]

    /// One thing recorded, in structured form: a raw input event or a log record (no UIKit counterpart).
    public enum Entry: Sendable, Equatable {
        /// A raw input event, as the application's queue processed it (hover and estimate updates included,
        /// though the format writes no line for them).
        case input(RawInputEvent)
        /// A dispatch step or an arbitration decision, as its log line carries it.
        case log(TraceLogRecord)
    }

    /// Called with each entry as it is recorded, after its line (if any) is added, for tools that show a session
    /// live (the playground). Default `nil`.
    public var observer: (@MainActor (Entry) -> Void)?

    /// Whether recording is paused: while `true`, entries still reach ``observer``, but no line is written or kept
    /// for them, so that a tool that records only between a start and a stop (the playground) does not encode
    /// every event as JSON in between (no UIKit counterpart). Default `false`.
    public var isPaused = false

    /// Starts recording `application`. `scene`, when given, is written in the header so that a replay can use
    /// the same scene.
    public init(application: UIApplication, device: String, screen: CGSize, scene: String? = nil) {
        lines = [TraceFile.header(device: device, screen: screen, scene: scene)]
        application.inputObserver = { [weak self] event in
            guard let self else { return }
            if !isPaused, let line = TraceFile.line(for: event) { lines.append(line) }
            observer?(.input(event))
        }
        application.touchDispatchObserver = { [weak self] record in
            self?.add(TraceLogRecord(record))
        }
        let log = GestureArbitrationLog()
        log.observer = { [weak self] entry in
            self?.add(TraceLogRecord(entry))
        }
        application.gestureArbitrationLog = log
    }

    private func add(_ record: TraceLogRecord) {
        if !isPaused { lines.append(TraceFile.logLine(record)) }
        observer?(.log(record))
    }

    /// Forgets every line after the header, so that ``text`` holds what is recorded from now on (a live session
    /// that records only between a start and a stop; no UIKit counterpart).
    public func removeLinesAfterHeader() {
        lines.removeSubrange(1...)
    }

    /// The trace as JSON Lines text.
    public var text: String { lines.joined(separator: "\n") + "\n" }
}
