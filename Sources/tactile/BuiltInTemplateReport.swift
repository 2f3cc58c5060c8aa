import Foundation
import TactileEvaluation
import TactileStrokes

/// What `tactile eval strokes DIR --built-in` reports: how often Tactile's built-in templates (one per $1 gesture)
/// name each sample's gesture, per gesture and over all, for each algorithm. Printed as a table or encoded as JSON.
struct BuiltInTemplateReport: Encodable {
    /// One algorithm's figures.
    struct Algorithm: Encodable {
        /// One gesture's count.
        struct Gesture: Encodable {
            var gesture: String
            var correct: Int
            var total: Int
            /// `correct / total`, 0…1.
            var accuracy: Double
        }

        var algorithm: String
        var gestures: [Gesture]
        var correct: Int
        var total: Int
        /// Over all gestures, 0…1.
        var accuracy: Double
    }

    /// `"invariant"` or `"sensitive"`.
    var orientation: String
    /// The samples scored.
    var samples: Int
    /// The templates: one per gesture.
    var templates: String = "BuiltInStrokeTemplates.dollarOneGestures"
    var algorithms: [Algorithm]

    /// Scores the built-in templates on every sample of `evaluation` with each of `algorithms`.
    init(
        _ evaluation: StrokeAccuracyEvaluation, algorithms: [StrokeAlgorithm], orientation: StrokeOrientation,
        orientationName: String
    ) {
        self.orientation = orientationName
        samples = evaluation.samples.count
        self.algorithms = algorithms.map { algorithm in
            let rows = evaluation.fixedTemplateAccuracy(
                BuiltInStrokeTemplates.dollarOneGestures, algorithm: algorithm, orientation: orientation)
            let correct = rows.reduce(0) { $0 + $1.correct }, total = rows.reduce(0) { $0 + $1.total }
            return Algorithm(
                algorithm: algorithm.description,
                gestures: rows.map {
                    Algorithm.Gesture(
                        gesture: $0.gesture, correct: $0.correct, total: $0.total,
                        accuracy: Double($0.correct) / Double(max(1, $0.total)))
                },
                correct: correct, total: total, accuracy: Double(correct) / Double(max(1, total)))
        }
    }

    /// The table: one row per gesture, one column per algorithm, in percent.
    func printTable() {
        print(
            "Built-in templates (\(templates), 1 per gesture) on \(samples) samples, \(orientation) matching: "
                + "% recognized as their own gesture")
        let table = TextTable(widths: [20] + Array(repeating: 12, count: algorithms.count))
        print(table.row(["gesture"] + algorithms.map(\.algorithm)))
        guard let first = algorithms.first else { return }
        for i in first.gestures.indices {
            print(
                table.row(
                    [first.gestures[i].gesture]
                        + algorithms.map { String(format: "%.1f", 100 * $0.gestures[i].accuracy) }))
        }
        print(table.row(["all"] + algorithms.map { String(format: "%.2f", 100 * $0.accuracy) }))
    }
}
