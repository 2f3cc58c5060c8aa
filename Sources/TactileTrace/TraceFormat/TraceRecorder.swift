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

    /// Starts recording `application`. `scene`, when given, is written in the header so that a replay can use
    /// the same scene.
    public init(application: UIApplication, device: String, screen: CGSize, scene: String? = nil) {
        lines = [TraceFile.header(device: device, screen: screen, scene: scene)]
        application.inputObserver = { [weak self] event in
            if let line = TraceFile.line(for: event) { self?.lines.append(line) }
        }
        application.touchDispatchObserver = { [weak self] record in
            self?.lines.append(TraceFile.logLine(TraceLogRecord(record)))
        }
        let log = GestureArbitrationLog()
        log.observer = { [weak self] entry in
            self?.lines.append(TraceFile.logLine(TraceLogRecord(entry)))
        }
        application.gestureArbitrationLog = log
    }

    /// The trace as JSON Lines text.
    public var text: String { lines.joined(separator: "\n") + "\n" }
}
