import ArgumentParser

/// `tactile eval`: the research evaluations, apart from the everyday commands.
struct Eval: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Research evaluations: sensor fusion on BROAD trials, stroke recognizers on $1 gesture logs.",
        discussion: """
            These measure Tactile against published benchmarks; they need the research data sets, which do not \
            ship with the package (see BENCHMARKS.md for where to get them and the commands that reproduce each \
            figure).

            Examples (from the package, prefix with swift run -c release):
              tactile eval motion ../shared/data/broad
              tactile eval strokes ../shared/data/dollar1
            """,
        subcommands: [MotionEval.self, StrokesEval.self])
}
