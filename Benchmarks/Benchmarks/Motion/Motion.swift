// Sensor fusion throughput: TactileMotion's VQFFilter (and MadgwickFilter) on a BROAD trial
// (../shared/data/broad/, 9-axis), or on a synthetic 286 Hz trial when the data is absent.
// Side by side with pip `vqf` and `imufusion`: scripts/motion-side-by-side.py in the main package.
import Benchmark
import BenchmarkScenes
import Foundation
import TactileMotion
import EvaluationUnderBenchmark

let broadDirectory: URL = {
    var repository = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { repository.deleteLastPathComponent() }
    return repository.deletingLastPathComponent().appendingPathComponent("shared/data/broad")
}()

/// The inputs of one trial: BROAD trial 02 (slow rotation) if present, else 60 s of a synthetic rotation.
func loadTrial() -> (name: String, period: Double, samples: [InertialSample]) {
    let url = broadDirectory.appendingPathComponent("02_undisturbed_slow_rotation_B.csv")
    if let trial = try? BROADTrial(contentsOf: url) {
        return ("BROAD 02", trial.samplePeriod, (0..<trial.count).map { trial.sample(at: $0) })
    }
    FileHandle.standardError.write(Data("Motion: \(url.path) not found; fusion runs on synthetic data\n".utf8))
    let rate = 286.0
    let samples = (0..<Int(60 * rate)).map { i -> InertialSample in
        let t = Double(i) / rate
        return InertialSample(
            rotationRate: CMRotationRate(x: 0.5 * sin(t), y: 0.3 * cos(0.7 * t), z: 0.2),
            specificForce: SpecificForce(x: 0.1 * sin(t), y: 0.1 * cos(t), z: 1),
            magneticField: CMMagneticField(x: 20, y: 5 * sin(0.2 * t), z: -40))
    }
    return ("synthetic", 1 / rate, samples)
}

let benchmarks: @Sendable () -> Void = {
    let trial = loadTrial()
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, units: [.mallocCountTotal: .count],
        warmupIterations: 1, scalingFactor: .one,
        maxDuration: .seconds(2), maxIterations: 200)

    describe("fusion VQF 9D", per: trial.samples.count, "sample", note: "\(trial.name), \(trial.samples.count) samples")
    Benchmark("fusion VQF 9D", configuration: configuration) { benchmark in
        var filter = try! VQFFilter(samplePeriod: trial.period)
        benchmark.startMeasurement()
        for s in trial.samples { filter.update(s) }
        benchmark.stopMeasurement()
        blackHole(filter.orientation)
    }

    describe("fusion Madgwick 9D", per: trial.samples.count, "sample", note: "\(trial.name)")
    Benchmark("fusion Madgwick 9D", configuration: configuration) { benchmark in
        var filter = try! MadgwickFilter(samplePeriod: trial.period)
        benchmark.startMeasurement()
        for s in trial.samples { filter.update(s) }
        benchmark.stopMeasurement()
        blackHole(filter.orientation)
    }
}
