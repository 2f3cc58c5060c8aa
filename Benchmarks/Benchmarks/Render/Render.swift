// The display list (TactileRender): building a window's list from nothing, and bringing it up to date after a
// frame in which one view moved. Every benchmark counts mallocs (ordo-one/benchmark's MallocInterposer trait).
//
// Names: "display list build v1000" = a whole list for a window of 1,000 views (10 rows of 100 siblings, each with
// a background), from a builder that has never seen the window; "… labels" = the same with every tenth view a
// one-line label (its text laid out). "display list rebuild v1000 labels" = the window's own builder after a view
// was added and removed (a change of shape: the whole list again, but unchanged content is kept). "display list move
// v1000" = one view moved, then `update()`: the frame a pan costs.
//
// Budgets (BENCHMARKS.md): building 1,000 views ≤ 100 µs; a frame where one view moved ≤ 10 µs, allocating nothing
// in steady state (Thresholds/: zero mallocs at p90 for the move).
import Benchmark
import BenchmarkScenes
import Foundation
import Tactile
import TactileRender
import TactileTesting

/// A window of `viewCount` views in rows of 100, with backgrounds; with `labels`, every tenth a one-line label.
@MainActor
final class RenderScene {
    let sim = TouchSimulator()
    let window: UIWindow
    var moving: UIView
    var builder: DisplayListBuilder
    var step: CGFloat = 1
    let extra = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))

    init(viewCount: Int, labels: Bool = true) {
        window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        var views: [UIView] = []
        var row = UIView(frame: .zero)
        for i in 0..<viewCount {
            if i % 100 == 0 {
                row = UIView(frame: CGRect(x: 0, y: CGFloat(i / 100) * 12, width: 1000, height: 12))
                window.addSubview(row)
            }
            let view: UIView
            if labels, i % 10 == 9 {
                let label = UILabel(frame: .zero)
                label.text = "Row \(i / 100) item \(i % 100)"
                view = label
            } else {
                view = UIView(frame: .zero)
            }
            view.frame = CGRect(x: CGFloat(i % 100) * 10, y: 0, width: 9, height: 11)
            view.backgroundColor = UIColor(white: CGFloat(i % 7) / 7, alpha: 1)
            row.addSubview(view)
            views.append(view)
        }
        moving = views[views.count / 2]
        builder = DisplayListBuilder(window: window)
        builder.update()
    }

    /// Adds a view and takes it away again: a change of shape, which rebuilds the list.
    func addAndRemove() {
        window.addSubview(extra)
        builder.update()
        extra.removeFromSuperview()
    }
}

nonisolated(unsafe) let noAllocations: [BenchmarkMetric: BenchmarkThresholds] = [
    .mallocCountTotal: .init(absolute: [.p90: 0])
]

/// Registers a benchmark of one update per iteration on a scene of `viewCount` views, made at the first
/// iteration; `prepare` runs before the measured update, outside the measurement.
func renderBenchmark(
    _ name: String, per unit: String, note: String, viewCount: Int, labels: Bool, unit timeUnit: BenchmarkTimeUnits,
    thresholds: [BenchmarkMetric: BenchmarkThresholds]? = nil,
    prepare: @escaping @MainActor (RenderScene) -> DisplayListBuilder
) {
    describe(name, per: 1, unit, note: note)
    let scenes = Holder<RenderScene>()
    Benchmark(
        name,
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal], timeUnits: timeUnit, warmupIterations: 10,
            maxDuration: .milliseconds(800), maxIterations: 100_000, thresholds: thresholds,
            teardown: { await MainActor.run { scenes.value = nil } })
    ) { benchmark in
        onMainActor(benchmark) { benchmark in
            let scene = scenes.value ?? RenderScene(viewCount: viewCount, labels: labels)
            scenes.value = scene
            let builder = prepare(scene)
            benchmark.startMeasurement()
            builder.update()
            benchmark.stopMeasurement()
            blackHole(builder.list.items.count)
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    for viewCount in [100, 1_000] {
        for labels in [false, true] {
            renderBenchmark(
                "display list build v\(viewCount)\(labels ? " labels" : "")", per: "list",
                note: "a new builder's first update: every view read", viewCount: viewCount, labels: labels,
                unit: .microseconds
            ) { scene in
                DisplayListBuilder(window: scene.window)
            }
        }
        renderBenchmark(
            "display list rebuild v\(viewCount) labels", per: "list",
            note: "a view added and removed: the list again, unchanged content kept", viewCount: viewCount,
            labels: true, unit: .microseconds
        ) { scene in
            scene.addAndRemove()
            return scene.builder
        }
        renderBenchmark(
            "display list move v\(viewCount)", per: "frame", note: "one view moved, then update()",
            viewCount: viewCount, labels: true, unit: .nanoseconds, thresholds: noAllocations
        ) { scene in
            scene.moving.center.x += scene.step
            scene.step = -scene.step
            return scene.builder
        }
    }
}
