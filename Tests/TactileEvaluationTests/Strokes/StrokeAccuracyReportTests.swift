import Foundation
import Testing
@testable import TactileEvaluation
import TactileStrokes

/// What `tactile eval strokes` prints: one report per algorithm, the same figures as the protocols give.
@Suite("Stroke accuracy reports")
struct StrokeAccuracyReportTests {
    @Test("one report per algorithm with both curves and the timing, in order; progress names each stage")
    func reports() throws {
        let dir = try StrokeAccuracyEvaluationTests.writeStudy()
        defer { try? FileManager.default.removeItem(at: dir) }
        let evaluation = try StrokeAccuracyEvaluation(directory: dir)
        var stages: [String] = []
        let reports = evaluation.reports(
            algorithms: [.protractor, .dollarP], orientation: .invariant, maxTemplates: 2, trials: 3, seed: 11,
            recognitions: 4, progress: { stages.append($0) })
        #expect(reports.map(\.algorithm) == [StrokeAlgorithm.protractor.description, StrokeAlgorithm.dollarP.description])
        #expect(stages == [
            "\(StrokeAlgorithm.protractor): user-dependent", "\(StrokeAlgorithm.protractor): user-independent",
            "\(StrokeAlgorithm.protractor): timing", "\(StrokeAlgorithm.dollarP): user-dependent",
            "\(StrokeAlgorithm.dollarP): user-independent", "\(StrokeAlgorithm.dollarP): timing",
        ])
        let ud = evaluation.userDependent(algorithm: .protractor, templatesPerGesture: 1...2, trials: 3, seed: 11)
        #expect(reports[0].userDependent == ud.map(StrokeAccuracyReport.Entry.init))
        let ui = evaluation.userIndependent(algorithm: .protractor, participants: 1...2, trials: 3, seed: 11)
        #expect(reports[0].userIndependent == ui.map(StrokeAccuracyReport.Entry.init))
        #expect(reports[0].userIndependent.map(\.x) == [1, 2])
        #expect(reports[0].templatesTimed == evaluation.timePerRecognition(
            algorithm: .protractor, templatesPerGesture: 2, recognitions: 1).templates)
        #expect(reports.allSatisfy { $0.microsecondsPerRecognition > 0 })
    }

    @Test("one subject: no user-independent curve; the JSON keys are stable")
    func oneSubject() throws {
        let dir = try StrokeAccuracyEvaluationTests.writeStudy()
        defer { try? FileManager.default.removeItem(at: dir) }
        let all = try StrokeAccuracyEvaluation(directory: dir)
        let evaluation = StrokeAccuracyEvaluation(samples: all.samples.filter { $0.subject == 2 })
        let reports = evaluation.reports(
            algorithms: [.dollarOne], orientation: .sensitive, maxTemplates: 1, trials: 2, seed: 1, recognitions: 2)
        #expect(reports.count == 1)
        #expect(reports[0].userIndependent.isEmpty)
        #expect(reports[0].userDependent.map(\.x) == [1])
        let object = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(reports[0])) as? [String: Any]
        #expect(object.map { Set($0.keys) } == [
            "algorithm", "userDependent", "userIndependent", "templatesTimed", "microsecondsPerRecognition",
        ])
        let entry = (object?["userDependent"] as? [[String: Any]])?.first
        #expect(entry.map { Set($0.keys) } == ["x", "correct", "total", "accuracy"])
    }
}
