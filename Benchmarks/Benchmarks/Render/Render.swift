// The display list (TactileRender): building a window's list from nothing, and bringing it up to date after a
// frame in which one view moved. Every benchmark counts mallocs (ordo-one/benchmark's MallocInterposer trait).
//
// Names: "display list build v1000" = a whole list for a window of 1,000 views (10 rows of 100 siblings, each with
// a background; every tenth a label), from a builder that has never seen the window. "display list move v1000" =
// one view moved, then `update()`: the frame a pan costs.
//
// Budgets (BENCHMARKS.md): building 1,000 views ≤ 100 µs; a frame where one view moved ≤ 10 µs, allocating nothing
// in steady state (Thresholds/: zero mallocs at p90 for the move).
import Benchmark
import BenchmarkScenes
import Foundation
import Tactile
import TactileRender
import TactileTesting

/// A window of `viewCount` views in rows of 100, with backgrounds, every tenth a one-line label.
@MainActor
final class RenderScene {
    let sim = TouchSimulator()
    let window: UIWindow
    var moving: UIView
    var builder: DisplayListBuilder
    var step: CGFloat = 1

    init(viewCount: Int) {
        window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        var views: [UIView] = []
        var row = UIView(frame: .zero)
        for i in 0..<viewCount {
            if i % 100 == 0 {
                row = UIView(frame: CGRect(x: 0, y: CGFloat(i / 100) * 12, width: 1000, height: 12))
                window.addSubview(row)
            }
            let view: UIView
            if i % 10 == 9 {
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

    /// Moves the view one point back or forth and updates the list.
    func moveOne() {
        moving.center.x += step
        step = -step
        builder.update()
    }
}

nonisolated(unsafe) let noAllocations: [BenchmarkMetric: BenchmarkThresholds] = [
    .mallocCountTotal: .init(absolute: [.p90: 0])
]

let benchmarks: @Sendable () -> Void = {
    for viewCount in [100, 1_000] {
        let buildName = "display list build v\(viewCount)"
        describe(buildName, per: 1, "list", note: "a builder's first update: every view read")
        let scenes = Holder<RenderScene>()
        Benchmark(
            buildName,
            configuration: .init(
                metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, warmupIterations: 3,
                maxDuration: .milliseconds(800), maxIterations: 2_000,
                teardown: { await MainActor.run { scenes.value = nil } })
        ) { benchmark in
            onMainActor(benchmark) { benchmark in
                let scene = scenes.value ?? RenderScene(viewCount: viewCount)
                scenes.value = scene
                let fresh = DisplayListBuilder(window: scene.window)
                benchmark.startMeasurement()
                fresh.update()
                benchmark.stopMeasurement()
                blackHole(fresh.list.items.count)
                // The window's own builder keeps receiving changes.
                scene.builder = DisplayListBuilder(window: scene.window)
                scene.builder.update()
            }
        }

        let moveName = "display list move v\(viewCount)"
        describe(moveName, per: 1, "frame", note: "one view moved, then update()")
        let moveScenes = Holder<RenderScene>()
        Benchmark(
            moveName,
            configuration: .init(
                metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, warmupIterations: 10,
                maxDuration: .milliseconds(600), maxIterations: 100_000,
                thresholds: noAllocations,
                teardown: { await MainActor.run { moveScenes.value = nil } })
        ) { benchmark in
            onMainActor(benchmark) { benchmark in
                let scene = moveScenes.value ?? RenderScene(viewCount: viewCount)
                moveScenes.value = scene
                benchmark.startMeasurement()
                scene.moveOne()
                benchmark.stopMeasurement()
            }
        }
    }
}
