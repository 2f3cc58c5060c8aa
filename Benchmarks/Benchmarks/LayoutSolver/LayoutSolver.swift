// The Cassowary solver under Auto Layout (TactileLayoutSolver, built here as LayoutSolverUnderBenchmark so that its
// `package` API is in reach): SolverScenes' StackScene, 1,000 constraints of a table of 83 cells, each with an icon
// and a label. Every benchmark counts mallocs (ordo-one/benchmark's MallocInterposer trait).
//
// Names: "solver from scratch 1000" = a new solver given all 1,000 constraints, then every value read (the scene's
// variables and constraint objects are made before the measurement); "solver container width" = the required
// `container.width == 375` changed to 376 or back in place (`updateConstant`), then the changed values read: every
// cell's width and label moves; "solver icon width" = the middle cell's required icon width changed 32 ↔ 33: its
// cell grows and the 41 cells below it move down; "solver suggest width" = the container's width as an edit variable
// (priority 999) given a new value (`suggestValue`); "solver nothing changed" = the changed values read when nothing
// changed.
//
// Budgets (BENCHMARKS.md, Thresholds/): 1,000 constraints from scratch ≤ 5 ms; one constant changed and the values
// read again ≤ 50 µs; nothing allocated when nothing changed, nor by a change of constant in steady state.
import Benchmark
import BenchmarkScenes
import LayoutSolverUnderBenchmark
import SolverScenes

/// The static thresholds' tolerances: the budgets themselves are in Thresholds/ (nanoseconds per iteration).
nonisolated(unsafe) let timeAndNoAllocations: [BenchmarkMetric: BenchmarkThresholds] = [
    .mallocCountTotal: .init(absolute: [.p90: 0]),
    .wallClock: .init(absolute: [.p90: 0]),
]
nonisolated(unsafe) let noAllocations: [BenchmarkMetric: BenchmarkThresholds] = [
    .mallocCountTotal: .init(absolute: [.p90: 0])
]
nonisolated(unsafe) let timeOnly: [BenchmarkMetric: BenchmarkThresholds] = [
    .wallClock: .init(absolute: [.p90: 0])
]

/// Registers a benchmark whose iterations each run `measured` once on a scene, made and solved at the first
/// iteration (`fresh`: a new, unsolved scene for every iteration, made outside the measurement).
func solverBenchmark(
    _ name: String, per unit: String, note: String, unit timeUnit: BenchmarkTimeUnits, fresh: Bool = false,
    editableWidth: Bool = false, thresholds: [BenchmarkMetric: BenchmarkThresholds], measured: @escaping @MainActor (StackScene) throws -> Void
) {
    describe(name, per: 1, unit, note: note)
    let scenes = Holder<StackScene>()
    Benchmark(
        name,
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal], timeUnits: timeUnit, warmupIterations: fresh ? 3 : 10,
            maxDuration: .seconds(1), maxIterations: fresh ? 1_000 : 100_000, thresholds: thresholds,
            teardown: { await MainActor.run { scenes.value = nil } })
    ) { benchmark in
        onMainActor(benchmark) { benchmark in
            let scene: StackScene
            if fresh {
                scene = StackScene(editableWidth: editableWidth)
            } else if let existing = scenes.value {
                scene = existing
            } else {
                scene = StackScene(editableWidth: editableWidth)
                do {
                    try scene.solve()
                    if editableWidth {
                        try scene.solver.addEditVariable(
                            scene.containerWidthVariable, strength: Strength(priority: 999))
                    }
                } catch {
                    benchmark.error("the scene could not be solved: \(error)")
                }
                scenes.value = scene
            }
            benchmark.startMeasurement()
            do { try measured(scene) } catch { benchmark.error("\(error)") }
            benchmark.stopMeasurement()
            blackHole(scene.changes)
        }
    }
}

/// Alternates a value between `a` and `b`.
@MainActor final class Toggle {
    var flag = false
    func next(_ a: Double, _ b: Double) -> Double {
        flag.toggle()
        return flag ? b : a
    }
}

let benchmarks: @Sendable () -> Void = {
    solverBenchmark(
        "solver from scratch 1000", per: "layout", note: "1,000 constraints added to a new solver, values read",
        unit: .microseconds, fresh: true, thresholds: timeOnly
    ) { scene in
        try scene.solve()
    }
    let width = Toggle()
    solverBenchmark(
        "solver container width", per: "change", note: "a required constant changed in place: 83 cells resize",
        unit: .microseconds, thresholds: timeAndNoAllocations
    ) { scene in
        try scene.solver.updateConstant(of: scene.containerWidth, to: -width.next(375, 376))
        scene.report()
    }
    let icon = Toggle()
    solverBenchmark(
        "solver icon width", per: "change", note: "a required constant changed in place: 41 cells move",
        unit: .microseconds, thresholds: timeAndNoAllocations
    ) { scene in
        try scene.solver.updateConstant(of: scene.iconWidth, to: -icon.next(32, 33))
        scene.report()
    }
    let suggested = Toggle()
    solverBenchmark(
        "solver suggest width", per: "change", note: "an edit variable's new value: 83 cells resize",
        unit: .microseconds, editableWidth: true, thresholds: timeAndNoAllocations
    ) { scene in
        try scene.solver.suggestValue(suggested.next(375, 376), for: scene.containerWidthVariable)
        scene.report()
    }
    solverBenchmark(
        "solver nothing changed", per: "layout", note: "the changed values read when none changed",
        unit: .nanoseconds, thresholds: noAllocations
    ) { scene in
        scene.report()
    }
}
