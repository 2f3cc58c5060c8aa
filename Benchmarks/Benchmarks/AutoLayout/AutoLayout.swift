// Auto Layout through Tactile's views (NSLayoutConstraint, the engine, the layout pass): a grid of 250 views in 25
// rows of 10, each placed by four constraints (1,000 in all) against its left neighbour and the view above it.
// Every benchmark counts mallocs (ordo-one/benchmark's MallocInterposer trait).
//
// Names: "auto layout from scratch 1000" = the window's engine built from the 1,000 active constraints, solved, and
// every frame set (`layoutIfNeeded()` on a window whose views and constraints were made outside the measurement);
// "auto layout constant 1000" = the first row's height constant changed (10 ↔ 11: every row below moves), then
// `layoutIfNeeded()`; "auto layout one width 1000" = the width of the middle row's first view changed (9 ↔ 10: the
// nine views right of it move), then `layoutIfNeeded()`; "auto layout nothing changed 1000" = `setNeedsLayout()` and `layoutIfNeeded()` with nothing
// changed.
//
// Budgets (BENCHMARKS.md, Thresholds/): 1,000 constraints from scratch ≤ 5 ms; one constant changed and laid out
// again ≤ 50 µs; nothing allocated when nothing changed.
import Benchmark
import BenchmarkScenes
import Foundation
import Tactile
import TactileTesting

nonisolated(unsafe) let timeAndNoAllocations: [BenchmarkMetric: BenchmarkThresholds] = [
    .mallocCountTotal: .init(absolute: [.p90: 0]),
    .wallClock: .init(absolute: [.p90: 0]),
]
nonisolated(unsafe) let timeOnly: [BenchmarkMetric: BenchmarkThresholds] = [
    .wallClock: .init(absolute: [.p90: 0])
]

/// Registers a benchmark whose iterations each run `measured` once on a scene (`fresh`: a new scene for every
/// iteration, made outside the measurement; otherwise one scene, laid out at the first iteration).
func autoLayoutBenchmark(
    _ name: String, per unit: String, note: String, unit timeUnit: BenchmarkTimeUnits, fresh: Bool,
    thresholds: [BenchmarkMetric: BenchmarkThresholds], measured: @escaping @MainActor (GridScene) -> Void
) {
    describe(name, per: 1, unit, note: note)
    let scenes = Holder<GridScene>()
    Benchmark(
        name,
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal], timeUnits: timeUnit, warmupIterations: fresh ? 2 : 10,
            maxDuration: .seconds(1), maxIterations: fresh ? 200 : 100_000, thresholds: thresholds,
            teardown: { await MainActor.run { scenes.value = nil } })
    ) { benchmark in
        onMainActor(benchmark) { benchmark in
            let scene: GridScene
            if !fresh, let existing = scenes.value {
                scene = existing
            } else {
                scene = GridScene()
                if !fresh { scene.window.layoutIfNeeded() }
                scenes.value = scene
            }
            benchmark.startMeasurement()
            measured(scene)
            benchmark.stopMeasurement()
            blackHole(scene.window.subviews.last?.frame)
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    autoLayoutBenchmark(
        "auto layout from scratch 1000", per: "layout", note: "engine built, solved, 250 frames set", unit: .microseconds,
        fresh: true, thresholds: timeOnly
    ) { scene in
        scene.window.layoutIfNeeded()
    }
    autoLayoutBenchmark(
        "auto layout constant 1000", per: "change", note: "one constant, then layoutIfNeeded()", unit: .microseconds,
        fresh: false, thresholds: timeOnly
    ) { scene in
        scene.toggleFirstRow()
        scene.window.layoutIfNeeded()
    }
    autoLayoutBenchmark(
        "auto layout one width 1000", per: "change", note: "one view's width, then layoutIfNeeded(): 9 views move",
        unit: .microseconds, fresh: false, thresholds: timeOnly
    ) { scene in
        scene.toggleMiddleWidth()
        scene.window.layoutIfNeeded()
    }
    autoLayoutBenchmark(
        "auto layout nothing changed 1000", per: "pass", note: "setNeedsLayout(), layoutIfNeeded()",
        unit: .microseconds, fresh: false, thresholds: timeAndNoAllocations
    ) { scene in
        scene.window.setNeedsLayout()
        scene.window.layoutIfNeeded()
    }
}
