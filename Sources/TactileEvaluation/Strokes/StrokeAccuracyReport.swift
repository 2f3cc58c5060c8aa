import Foundation
import TactileStrokes

/// One algorithm's figures from ``StrokeAccuracyEvaluation``: the user-dependent and user-independent accuracy
/// curves and the time per recognition (no UIKit counterpart). `tactile eval strokes` prints these as a table or
/// as JSON.
public struct StrokeAccuracyReport: Encodable, Sendable, Equatable {
    /// One point of a curve: `correct` of `total` recognitions were right with `x` templates per gesture
    /// (user-dependent) or `x` training participants (user-independent). No UIKit counterpart.
    public struct Entry: Encodable, Sendable, Equatable {
        /// Templates per gesture, or training participants.
        public var x: Int
        /// Recognitions that named the right gesture.
        public var correct: Int
        /// Recognitions made.
        public var total: Int
        /// `correct / total`, 0 when nothing was recognized.
        public var accuracy: Double

        /// The entry of a curve's point.
        public init(_ point: StrokeAccuracyEvaluation.Point) {
            x = point.x
            correct = point.correct
            total = point.total
            accuracy = point.accuracy
        }
    }

    /// The algorithm's name, as `StrokeAlgorithm` describes it.
    public var algorithm: String
    /// Accuracy by templates per gesture.
    public var userDependent: [Entry]
    /// Accuracy by training participants (empty with fewer than two subjects).
    public var userIndependent: [Entry]
    /// The templates ranked in each timed recognition.
    public var templatesTimed: Int
    /// The thread CPU time of one recognition, in microseconds.
    public var microsecondsPerRecognition: Double
}

extension StrokeAccuracyEvaluation {
    /// Runs the $1 paper's protocols for each of `algorithms`: the user-dependent curve for 1…`maxTemplates`
    /// templates per gesture, the user-independent curve for 1…(subjects − 1) participants (when there are two
    /// subjects or more), and the time per recognition with `maxTemplates` templates per gesture.
    /// `progress` hears what is being computed, for a progress line.
    public func reports(
        algorithms: [StrokeAlgorithm], orientation: StrokeOrientation, maxTemplates: Int, trials: Int, seed: UInt64,
        recognitions: Int, progress: (String) -> Void = { _ in }
    ) -> [StrokeAccuracyReport] {
        var reports: [StrokeAccuracyReport] = []
        let participants = 1...max(1, subjects.count - 1)
        for a in algorithms {
            progress("\(a): user-dependent")
            let ud = userDependent(
                algorithm: a, orientation: orientation, templatesPerGesture: 1...maxTemplates, trials: trials,
                seed: seed)
            progress("\(a): user-independent")
            let ui =
                subjects.count > 1
                ? userIndependent(
                    algorithm: a, orientation: orientation, participants: participants, trials: trials, seed: seed)
                : []
            progress("\(a): timing")
            let timing = timePerRecognition(
                algorithm: a, orientation: orientation, templatesPerGesture: maxTemplates,
                recognitions: recognitions)
            reports.append(
                StrokeAccuracyReport(
                    algorithm: a.description, userDependent: ud.map(StrokeAccuracyReport.Entry.init),
                    userIndependent: ui.map(StrokeAccuracyReport.Entry.init), templatesTimed: timing.templates,
                    microsecondsPerRecognition: timing.seconds * 1e6))
        }
        return reports
    }
}
