import Foundation
import Tactile

/// A log line of a ``TraceFile``: its message, and the same step in structured form when the line carries it.
///
/// No UIKit counterpart. Lines written by ``TraceRecorder`` carry the structure of a `TouchDispatchRecord` (for
/// `dispatch` lines) or of a `GestureArbitrationLog.Entry` (for `arbitration` lines); older traces, and lines
/// written with ``TraceFile/logLine(time:message:source:)``, have only the message.
public struct TraceLogRecord: Sendable, Equatable {
    /// When it happened, seconds on the application's time base.
    public var time: TimeInterval
    /// The readable line, e.g. `"single: recognized, waiting for double to fail"`.
    public var message: String
    /// Which log it comes from: `"dispatch"` (hit-tests, handler calls) or `"arbitration"` (recognizer decisions).
    public var source: String
    /// The recognizer an arbitration decision is about, when it is about one.
    public var recognizer: String?
    /// The view of a dispatch step or of a view-delivery decision, when there is one.
    public var view: String?
    /// The dispatch step, for structured `dispatch` lines.
    public var dispatch: TouchDispatchRecord.Step?
    /// The decision, for structured `arbitration` lines.
    public var arbitration: GestureArbitrationLog.Event?

    /// Creates a record.
    public init(
        time: TimeInterval, message: String, source: String = "dispatch", recognizer: String? = nil,
        view: String? = nil, dispatch: TouchDispatchRecord.Step? = nil,
        arbitration: GestureArbitrationLog.Event? = nil
    ) {
        self.time = time
        self.message = message
        self.source = source
        self.recognizer = recognizer
        self.view = view
        self.dispatch = dispatch
        self.arbitration = arbitration
    }

    /// The record of an arbitration-log entry (source `arbitration`).
    public init(_ entry: GestureArbitrationLog.Entry) {
        var view: String?
        if case .viewDelivery(_, let v, _, _) = entry.event { view = v }
        self.init(
            time: entry.time, message: entry.message, source: "arbitration", recognizer: entry.recognizer,
            view: view, arbitration: entry.event)
    }

    /// The record of a dispatch step (source `dispatch`).
    public init(_ record: TouchDispatchRecord) {
        self.init(
            time: record.time, message: record.message, source: "dispatch", view: record.view, dispatch: record.step)
    }
}
