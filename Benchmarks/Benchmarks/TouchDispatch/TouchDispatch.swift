// Touch dispatch through the whole pipeline: UIApplication.enqueueAndProcess(.digitizer(frame)) → touch tracker →
// hit-testing (began only) → gesture environment → recognizers → the hit view's touches methods. Every benchmark
// counts mallocs (ordo-one/benchmark's MallocInterposer trait). Scenes: BenchmarkScenes/Scenes.swift.
//
// Names: "move v1000 d20 r5" = a steady-state one-finger move with 1,000 views in the window, the hit view at
// depth 20 and 5 recognizers on the path. Moves run 1,000 to an iteration (the figures are per move); began and
// ended run one touch to an iteration, measured alone (setup and the other phase are outside the measurement).
//
// Budgets (see Thresholds/ and run.sh): a steady-state move allocates nothing in any dispatch benchmark; a move
// with 1,000 views and 5 recognizers costs < 2 µs (median; the threshold file checks p90 per 1,000 moves).
import Benchmark
import BenchmarkScenes
import Foundation
import TactileTesting

let viewCounts = [10, 100, 1_000, 10_000]
let depths = [5, 20, 50]
let recognizerCounts = [0, 5, 20]

func name(_ phase: String, _ v: Int, _ d: Int, _ r: Int) -> String { "\(phase) v\(v) d\(d) r\(r)" }

/// Zero mallocs, exactly: the stored p90 threshold is 0 and no deviation is tolerated.
nonisolated(unsafe) let noAllocations: [BenchmarkMetric: BenchmarkThresholds] = [
    .mallocCountTotal: .init(absolute: [.p90: 0])
]
/// The move budget: the stored p90 (per 1,000 moves) is the limit, 2,000,000 ns, and it may not be exceeded.
nonisolated(unsafe) let moveBudget: [BenchmarkMetric: BenchmarkThresholds] = [
    .mallocCountTotal: .init(absolute: [.p90: 0]),
    .wallClock: .init(absolute: [.p90: 0]),
]

func configuration(
    _ scaling: BenchmarkScalingFactor, thresholds: [BenchmarkMetric: BenchmarkThresholds]? = nil,
    maxDuration: Duration = .milliseconds(600), maxIterations: Int = 100_000
) -> Benchmark.Configuration {
    .init(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, units: [.mallocCountTotal: .count],
        warmupIterations: 3,
        scalingFactor: scaling, maxDuration: maxDuration, maxIterations: maxIterations, thresholds: thresholds)
}

/// Registers a benchmark whose state is built on the main actor at its first iteration (outside the measurement)
/// and dropped when it ends.
func mainActorBenchmark<State>(
    _ name: String, _ configuration: Benchmark.Configuration, make: @escaping @MainActor () -> State,
    iteration: @escaping @MainActor (Benchmark, inout State) -> Void
) {
    let holder = Holder<State>()
    var configuration = configuration
    configuration.teardown = { await MainActor.run { holder.value = nil } }
    Benchmark(name, configuration: configuration) { benchmark in
        onMainActor(benchmark) { benchmark in
            // Taken out of the holder, not copied: a second reference would make the first change to the
            // frames' contact arrays copy them.
            var state = holder.value.take() ?? make()
            iteration(benchmark, &state)
            holder.value = state
        }
    }
}

/// One tap through `scene`, measured from the finger's down to its lift (the driver is made at the first tap,
/// outside the measurement; the clock moves to the next tap before it).
@MainActor
func measureTap(_ benchmark: Benchmark, scene: DispatchScene, driver: inout TapDriver?) {
    if driver == nil { driver = TapDriver(scene: scene) }
    driver!.prepareDown()
    benchmark.startMeasurement()
    driver!.down()
    driver!.prepareUp()
    driver!.up()
    benchmark.stopMeasurement()
}

let benchmarks: @Sendable () -> Void = {
    // MARK: The v × d × r grid

    // Default selection: every figure the budgets name. Moves: the view count at depth 20 (depth 5 for 10 views),
    // and the depth at 1,000 views, each with 0, 5 and 20 recognizers. Began and ended: the depth at 1,000 views
    // with 0, 5 and 20 recognizers, and the view count at depth 5 with 5 recognizers.
    var moves = Set<[Int]>(), began = Set<[Int]>()
    for r in recognizerCounts {
        for v in viewCounts { moves.insert([v, v == 10 ? 5 : 20, r]) }
        for d in depths {
            moves.insert([1_000, d, r])
            began.insert([1_000, d, r])
        }
    }
    for v in viewCounts { began.insert([v, 5, 5]) }
    if fullGrid {
        for v in viewCounts {
            for d in depths where DispatchScene.isValid(viewCount: v, depth: d) {
                for r in recognizerCounts {
                    moves.insert([v, d, r])
                    began.insert([v, d, r])
                }
            }
        }
    }
    let order: ([Int], [Int]) -> Bool = { $0[2] != $1[2] ? $0[2] < $1[2] : $0[1] != $1[1] ? $0[1] < $1[1] : $0[0] < $1[0] }

    for key in moves.sorted(by: order) {
        let (v, d, r) = (key[0], key[1], key[2])
        let n = name("move", v, d, r)
        describe(n, per: 1_000, "move", note: "1 finger, steady state")
        mainActorBenchmark(
            n, configuration(.kilo, thresholds: v == 1_000 && r == 5 ? moveBudget : noAllocations),
            make: { DragDriver(scene: DispatchScene(viewCount: v, depth: d, recognizerCount: r)) }
        ) { benchmark, drag in
            benchmark.startMeasurement()
            for _ in 0..<1_000 { drag.move() }
            benchmark.stopMeasurement()
        }
    }

    for key in began.sorted(by: order) {
        let (v, d, r) = (key[0], key[1], key[2])
        let nb = name("began", v, d, r)
        describe(nb, per: 1, "touch", note: "hit-test + recognizer setup")
        mainActorBenchmark(
            nb, configuration(.one, maxIterations: 20_000),
            make: { TapDriver(scene: DispatchScene(viewCount: v, depth: d, recognizerCount: r)) }
        ) { benchmark, tap in
            tap.prepareDown()
            benchmark.startMeasurement()
            tap.down()
            benchmark.stopMeasurement()
            tap.prepareUp()
            tap.up()
        }
        let ne = name("ended", v, d, r)
        describe(ne, per: 1, "touch", note: "recognizers fail, touch retired")
        mainActorBenchmark(
            ne, configuration(.one, maxIterations: 20_000),
            make: { TapDriver(scene: DispatchScene(viewCount: v, depth: d, recognizerCount: r)) }
        ) { benchmark, tap in
            tap.prepareDown()
            tap.down()
            tap.prepareUp()
            benchmark.startMeasurement()
            tap.up()
            benchmark.stopMeasurement()
        }
    }

    // MARK: Ten fingers pinching and rotating at 240 Hz

    describe("storm 10 fingers 240Hz", per: 1_000, "frame", note: "10 moving fingers a frame; pinch+rotate+pan")
    mainActorBenchmark(
        "storm 10 fingers 240Hz", configuration(.kilo, thresholds: noAllocations),
        make: { StormScene() }
    ) { benchmark, storm in
        benchmark.startMeasurement()
        for _ in 0..<1_000 { storm.step() }
        benchmark.stopMeasurement()
    }

    // MARK: Hit-testing alone

    var hitTests: [(String, Int, Int, Int)] = [
        ("hitTest v1000 d5", 1_000, 5, 2), ("hitTest v1000 d20", 1_000, 20, 2), ("hitTest v1000 d50", 1_000, 50, 2),
        ("hitTest v10000 d50", 10_000, 50, 2), ("hitTest flat 1000 siblings", 1_000, 1, 998),
    ]
    if fullGrid {
        for v in viewCounts {
            for d in depths where DispatchScene.isValid(viewCount: v, depth: d) {
                hitTests.append(("hitTest v\(v) d\(d)", v, d, 2))
            }
        }
    }
    var seenHitTests = Set<String>()
    for (n, v, d, siblings) in hitTests where seenHitTests.insert(n).inserted {
        describe(n, per: 1_000, "hit-test", note: siblings > 2 ? "all views siblings in front of the hit view" : "")
        mainActorBenchmark(
            n, configuration(.kilo),
            make: { DispatchScene(viewCount: v, depth: d, recognizerCount: 0, siblingsPerLevel: siblings) }
        ) { benchmark, scene in
            let window = scene.window
            let p = scene.touchPoint  // the window is at the screen's origin
            let hitView = scene.hitView
            var misses = 0
            benchmark.startMeasurement()
            for _ in 0..<1_000 where window.hitTest(p, with: nil) !== hitView { misses += 1 }
            benchmark.stopMeasurement()
            precondition(misses == 0, "hit-test missed the hit view")
        }
    }

    // MARK: Arbitration: failure-requirement chains

    // Taps through chains of 1 to 1,000 links: report.py prints the curve and checks that it is linear and that
    // 100 links cost at most 200 µs, under UIKit's plain exclusion (the failure graph itself); the chains whose
    // recognizers all recognize simultaneously are printed for information (each recognition is checked against
    // every other recognizer sharing the touch, as UIKit does, so they grow faster than the chain).
    for links in [1, 10, 100, 1_000] {
        for simultaneous in [false, true] {
            let nt = "chain tap \(links) links" + (simultaneous ? ", all simultaneous" : "")
            describe(nt, per: 1, "tap", note: simultaneous
                ? "\(links + 1) tap recognizers, each requires the next to fail, all simultaneous; down+up"
                : "\(links) tap recognizers, each requires the next to fail, the last link fails; down+up")
            mainActorBenchmark(
                nt,
                configuration(.one, maxDuration: .milliseconds(links >= 1_000 ? 2_000 : 600), maxIterations: 20_000),
                make: { (ChainScene(links: links, kind: .taps, simultaneous: simultaneous), TapDriver?.none) }
            ) { benchmark, state in measureTap(benchmark, scene: state.0.scene, driver: &state.1) }
        }
        // Moves do not arbitrate (the chain stays pending): up to 100 links, as before.
        guard links <= 100 else { continue }
        let nm = "chain move \(links) links"
        describe(nm, per: 1_000, "move", note: "\(links + 1) pending recognizers chained by failure requirements")
        mainActorBenchmark(
            nm, configuration(.kilo, thresholds: noAllocations),
            make: { DragDriver(scene: ChainScene(links: links, kind: .observers).scene) }
        ) { benchmark, drag in
            benchmark.startMeasurement()
            for _ in 0..<1_000 { drag.move() }
            benchmark.stopMeasurement()
        }
    }

    // A wide graph: one recognizer required to fail by 10, 100 and 1,000 others, under plain exclusion (the first
    // waiter freed recognizes and prevents the rest) and, for information, all recognizing simultaneously.
    for waiters in [10, 100, 1_000] {
        for simultaneous in [false, true] {
            let nw = "wide tap \(waiters) waiters" + (simultaneous ? ", all simultaneous" : "")
            describe(nw, per: 1, "tap", note: "\(waiters) tap recognizers require one to fail, which fails"
                + (simultaneous ? ", all simultaneous" : "") + "; down+up")
            mainActorBenchmark(
                nw,
                configuration(.one, maxDuration: .milliseconds(waiters >= 1_000 ? 2_000 : 600), maxIterations: 20_000),
                make: { (WideScene(waiters: waiters, simultaneous: simultaneous), TapDriver?.none) }
            ) { benchmark, state in measureTap(benchmark, scene: state.0.scene, driver: &state.1) }
        }
    }

    // MARK: Measurement overhead

    describe("empty main-actor iteration", per: 1_000, "move", note: "the harness alone")
    mainActorBenchmark("empty main-actor iteration", configuration(.kilo), make: { 0 }) { benchmark, x in
        benchmark.startMeasurement()
        for i in 0..<1_000 { x &+= i }
        benchmark.stopMeasurement()
    }

    // MARK: Velocity estimation

    describe("velocity add+estimate", per: 1_000, "sample", note: "VelocityTracker: addSample + velocity()")
    Benchmark("velocity add+estimate", configuration: configuration(.kilo, thresholds: noAllocations)) { benchmark in
        var tracker = VelocityTracker()
        var t = 0.0, x = 0.0
        var sum = CGVector.zero
        benchmark.startMeasurement()
        for i in 0..<1_000 {
            t += 1.0 / 240
            x += Double(i % 7)
            tracker.addSample(position: CGPoint(x: x, y: 0.5 * x), time: t)
            let v = tracker.velocity()
            sum.dx += v.dx
        }
        benchmark.stopMeasurement()
        blackHole(sum)
    }
}
