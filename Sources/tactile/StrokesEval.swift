import ArgumentParser
import Foundation
import TactileEvaluation
import TactileStrokes

/// `tactile eval strokes DIR` (formerly `tactile strokes-eval`): the $1 paper's accuracy protocols on a folder of
/// $1-format gesture logs.
struct StrokesEval: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strokes",
        abstract: "Measure the template stroke recognizers ($1, Protractor, $P) on $1-format gesture logs.",
        discussion: """
            DIR holds $1 unistroke logs (Wobbrock, Wilson & Li, UIST 2007): one XML file per sample, \
            <Gesture Name="check01" Subject="2" Speed="fast" …> with <Point X= Y= T= /> elements, searched \
            recursively, through symbolic links to directories. The shared copy (subjects s02–s06) is in \
            ../shared/data/dollar1.

            User-dependent: for each subject × speed cell and each E = 1…9 templates per gesture, E + 1 random \
            samples of every gesture are drawn, E train and the last is recognized among all gestures; --trials \
            repetitions per cell (default 100, the paper's). User-independent: for each held-out subject and \
            each P training participants, one random sample of every gesture from each of P random other \
            subjects is a template, and one random sample per gesture of the held-out subject is recognized \
            (P is at most the number of subjects − 1). Template draws come from SplitMix64 seeded with --seed \
            (default 2007), the same for every algorithm, so runs are reproducible.

            Time per recognition: preparing a raw stroke and ranking 16 × 9 templates (the N-best list the \
            recognizer reports), averaged over --recognitions runs, in thread CPU time (so a busy machine does \
            not inflate it). Build with -c release to measure it.

            Examples (from the package, prefix with swift run -c release):
              tactile eval strokes ../shared/data/dollar1
              tactile eval strokes ../shared/data/dollar1 --trials 30 --algorithm protractor
              tactile eval strokes ../shared/data/dollar1 --orientation sensitive --format json
              tactile eval strokes ../shared/data/dollar1 --built-in
            """)

    /// Output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case table, json
    }

    /// The algorithms to run.
    enum Algorithm: String, ExpressibleByArgument, CaseIterable {
        case all, dollarOne = "dollar-one", protractor, dollarP = "dollar-p"
    }

    /// Orientation modes.
    enum Orientation: String, ExpressibleByArgument, CaseIterable {
        case invariant, sensitive
    }

    @Argument(help: "A directory of $1 XML gesture logs (searched recursively).")
    var dir: String

    @Option(help: "Which recognizer to measure: all, dollar-one, protractor or dollar-p.")
    var algorithm: Algorithm = .all

    @Option(help: "invariant (default) or sensitive (±30° tolerance) matching.")
    var orientation: Orientation = .invariant

    @Option(parsing: .unconditional, help: "Trials per cell (user-dependent) and per held-out subject (user-independent).")
    var trials: Int = 100

    @Option(help: "The seed of the random template draws.")
    var seed: UInt64 = StrokeAccuracyEvaluation.defaultSeed

    @Option(parsing: .unconditional, help: "The largest E (templates per gesture) of the user-dependent curve.")
    var maxTemplates: Int = 9

    @Option(parsing: .unconditional, help: "Recognitions timed per algorithm.")
    var recognitions: Int = 3000

    @Option(
        help: "table: the curves and times (with --built-in: the accuracy per gesture). json: the same figures.")
    var format: Format = .table

    @Flag(
        name: .customLong("built-in"),
        help: "Instead of the protocols, score Tactile's built-in templates (one per gesture) on every sample.")
    var builtIn = false

    func validate() throws {
        guard trials > 0 else { throw ValidationError("--trials must be at least 1") }
        guard (1...9).contains(maxTemplates) else { throw ValidationError("--max-templates must be 1…9") }
        guard recognitions > 0 else { throw ValidationError("--recognitions must be at least 1") }
    }

    private var algorithms: [StrokeAlgorithm] {
        switch algorithm {
        case .all: [.dollarOne, .protractor, .dollarP]
        case .dollarOne: [.dollarOne]
        case .protractor: [.protractor]
        case .dollarP: [.dollarP]
        }
    }

    private var strokeOrientation: StrokeOrientation {
        orientation == .invariant ? .invariant : .sensitive
    }

    func run() throws {
        let url = URL(fileURLWithPath: dir)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDirectory) else {
            throw CommandFailure("\(dir): no such directory. Give a directory of $1 gesture logs (.xml files).")
        }
        guard isDirectory.boolValue else {
            throw CommandFailure(
                "\(dir) is a file, not a directory. Give the directory that holds the $1 gesture logs, such as "
                    + "\(url.deletingLastPathComponent().path).")
        }
        guard !DollarOneGestureLog.files(in: url).isEmpty else {
            throw CommandFailure(
                "no .xml files under \(dir); expected $1 gesture logs such as s02/fast/check01.xml "
                    + "(the shared ones are in ../shared/data/dollar1)")
        }
        let progress = Progress(label: "eval strokes")
        defer { progress.finish() }  // also when a log fails to read, before the error is printed
        progress.update("reading the gesture logs")
        let evaluation: StrokeAccuracyEvaluation
        do {
            evaluation = try StrokeAccuracyEvaluation(directory: url)
        } catch {
            throw CommandFailure("\(error)")
        }
        guard !evaluation.cells.isEmpty else {
            throw CommandFailure(
                "no subject × speed cell in \(dir) has two samples of every gesture; nothing to evaluate")
        }
        if builtIn {
            progress.update("scoring the built-in templates")
            let report = BuiltInTemplateReport(
                evaluation, algorithms: algorithms, orientation: strokeOrientation,
                orientationName: orientation.rawValue)
            progress.finish()
            switch format {
            case .json: print(try Self.json(report))
            case .table: report.printTable()
            }
            return
        }
        let reports = evaluation.reports(
            algorithms: algorithms, orientation: strokeOrientation, maxTemplates: maxTemplates, trials: trials,
            seed: seed, recognitions: recognitions, progress: progress.update)
        progress.finish()
        switch format {
        case .json: print(try Self.json(reports))
        case .table: printTable(reports, evaluation)
        }
    }

    /// `value` as sorted, indented JSON.
    static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func printTable(_ reports: [StrokeAccuracyReport], _ evaluation: StrokeAccuracyEvaluation) {
        func percent(_ e: StrokeAccuracyReport.Entry) -> String { String(format: "%.2f", e.accuracy * 100) }
        func curve(_ label: String, _ entries: [StrokeAccuracyReport.Entry], _ cell: (StrokeAccuracyReport.Entry) -> String) -> String {
            TextTable(widths: [12] + Array(repeating: 8, count: entries.count)).row([label] + entries.map(cell))
        }
        print(
            "\(evaluation.samples.count) samples, \(evaluation.gestures.count) gestures, "
                + "\(evaluation.subjects.count) subjects, \(evaluation.cells.count) subject × speed cells; "
                + "\(orientation.rawValue) matching; seed \(seed)")
        if let first = reports.first?.userDependent.first {
            print("")
            print(
                "User-dependent accuracy, % (E templates per gesture; \(trials) trials per cell, "
                    + "\(first.total) tests per E)")
            print(curve("E", reports.first?.userDependent ?? []) { "\($0.x)" })
            for r in reports { print(curve(r.algorithm, r.userDependent, percent)) }
        }
        if let first = reports.first?.userIndependent.first {
            print("")
            print(
                "User-independent accuracy, % (P training participants × 1 template per gesture; \(trials) trials "
                    + "per held-out subject, \(first.total) tests per P)")
            print(curve("P", reports.first?.userIndependent ?? []) { "\($0.x)" })
            for r in reports { print(curve(r.algorithm, r.userIndependent, percent)) }
        }
        print("")
        print("Time per recognition (thread CPU time; prepare the stroke, rank every template name):")
        for r in reports {
            print(
                TextTable.pad(r.algorithm, 12, left: true)
                    + String(format: "%10.1f µs with %d templates", r.microsecondsPerRecognition, r.templatesTimed))
        }
        if let one = reports.first(where: { $0.algorithm == StrokeAlgorithm.dollarOne.description }),
            let protractor = reports.first(where: { $0.algorithm == StrokeAlgorithm.protractor.description }),
            protractor.microsecondsPerRecognition > 0
        {
            print(
                String(
                    format: "Protractor is %.1f× faster than $1.",
                    one.microsecondsPerRecognition / protractor.microsecondsPerRecognition))
        }
    }
}
