// swift-tools-version: 6.1
// Measurements kept out of the main package so that its build stays fast. The scripts beside this file link the
// main package (`..`) at .build-deps/Tactile first, so that its package identity is "tactile" whatever the clone's
// folder is called.
//
// - `Benchmarks/TouchDispatch`, `Benchmarks/Recordings`, `Benchmarks/Motion`, `Benchmarks/Render`,
//   `Benchmarks/LayoutSolver`, `Benchmarks/AutoLayout`: ordo-one/benchmark suites (run them with `./run.sh`, which prints one table;
//   `swift package benchmark` works too once the link exists).
// - `alloc-probe`: N steady-state moves, for valgrind's heap totals (`run-alloc-probe.sh`) and callgrind's
//   instruction counts (`run-callgrind.sh`).
// - `endurance`: one hour of synthetic session (virtual time) watching resident memory (`run.sh` runs it).
// - `velocity-side-by-side`: Tactile's velocity tracker against the expected values in ../shared/data/velocity/.
import PackageDescription

let tactile = "tactile"
let language: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "TactileBenchmarks",
    dependencies: [
        .package(path: ".build-deps/Tactile"),
        // The MallocInterposer trait alone: malloc counts without the Linux 6.3 ARC runtime interposer, which is
        // not available here.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(
            name: "BenchmarkScenes",
            dependencies: [.product(name: "TactileTesting", package: tactile)],
            swiftSettings: language
        ),
        .executableTarget(
            name: "TouchDispatch",
            dependencies: [
                "BenchmarkScenes",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TactileTesting", package: tactile),
            ],
            path: "Benchmarks/TouchDispatch",
            swiftSettings: language,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Recordings",
            dependencies: [
                "BenchmarkScenes",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TactileTesting", package: tactile),
                .product(name: "TactileLinux", package: tactile),
            ],
            path: "Benchmarks/Recordings",
            swiftSettings: language,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The BROAD trial reader is research code in the main package's TactileEvaluation module, which is no
        // product; Sources/EvaluationUnderBenchmark links to its folder and builds it here under a name of its own.
        .target(
            name: "EvaluationUnderBenchmark",
            dependencies: ["Tactile", "TactileStrokes", "TactileMotion"].map { .product(name: $0, package: tactile) },
            swiftSettings: language
        ),
        .executableTarget(
            name: "Motion",
            dependencies: [
                "BenchmarkScenes",
                "EvaluationUnderBenchmark",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Tactile", package: tactile),
                .product(name: "TactileMotion", package: tactile),
            ],
            path: "Benchmarks/Motion",
            swiftSettings: language,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The display list: a whole build, and a frame in which one view moved.
        .executableTarget(
            name: "Render",
            dependencies: [
                "BenchmarkScenes",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TactileTesting", package: tactile),
                .product(name: "TactileRender", package: tactile),
            ],
            path: "Benchmarks/Render",
            swiftSettings: language,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Auto Layout through the views: the engine built from scratch, a constant changed, a pass with nothing changed.
        .executableTarget(
            name: "AutoLayout",
            dependencies: [
                "BenchmarkScenes",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TactileTesting", package: tactile),
            ],
            path: "Benchmarks/AutoLayout",
            swiftSettings: language,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The layout solver's `package` API is for the main package's modules only: Sources/LayoutSolverUnderBenchmark
        // links to its folder (Sources/TactileLayoutSolver) and builds it here under a name of its own, in reach of
        // the benchmarks' scene (SolverScenes).
        .target(name: "LayoutSolverUnderBenchmark", swiftSettings: language),
        .target(name: "SolverScenes", dependencies: ["LayoutSolverUnderBenchmark"], swiftSettings: language),
        // The constraint solver: 1,000 constraints from scratch, a constant changed, an edit variable's new value.
        .executableTarget(
            name: "LayoutSolver",
            dependencies: [
                "BenchmarkScenes", "SolverScenes", "LayoutSolverUnderBenchmark",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/LayoutSolver",
            swiftSettings: language,
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "alloc-probe",
            dependencies: [
                "BenchmarkScenes", "SolverScenes", "LayoutSolverUnderBenchmark",
                .product(name: "TactileTesting", package: tactile),
                .product(name: "TactileTrace", package: tactile),
                .product(name: "TactileRender", package: tactile),
            ],
            swiftSettings: language
        ),
        .executableTarget(
            name: "endurance",
            dependencies: [.product(name: "TactileTesting", package: tactile)],
            swiftSettings: language
        ),
        .executableTarget(
            name: "velocity-side-by-side",
            dependencies: [.product(name: "Tactile", package: tactile)],
            swiftSettings: language
        ),
    ]
)
