// The synthetic ten-finger recording (SyntheticRecordings.swift), then the 3M recording
// (../shared/data/evemu/3m.event: a 3M MicroTouch panel, up to 10 fingers at once): parsing the evemu text,
// decoding the evdev events into digitizer frames, and decoding plus dispatching every frame through a window
// (DispatchScene: 100 views, hit view at depth 5, 5 recognizers). The 3M benchmarks are skipped, with a message,
// when the file is absent.
import Benchmark
import BenchmarkScenes
import Foundation
import TactileLinux
import TactileTesting

/// ../shared/data/evemu/3m.event beside the repository (this file is Benchmarks/Benchmarks/Recordings/…).
let recordingURL: URL = {
    if let path = ProcessInfo.processInfo.environment["TACTILE_3M_EVENT"], !path.isEmpty {
        return URL(fileURLWithPath: path)
    }
    var repository = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { repository.deleteLastPathComponent() }
    return repository.deletingLastPathComponent().appendingPathComponent("shared/data/evemu/3m.event")
}()

let mapping = TouchscreenMapping(screenSize: CGSize(width: 1000, height: 1000))

func configuration(maxDuration: Duration = .seconds(2)) -> Benchmark.Configuration {
    .init(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, units: [.mallocCountTotal: .count],
        warmupIterations: 1, scalingFactor: .one,
        maxDuration: maxDuration, maxIterations: 200)
}

/// Decodes `recording` into frames, each handed to `body` with its time relative to the first event.
@inline(__always)
func decode(_ recording: EvemuRecording, _ body: (DigitizerFrame) -> Void) {
    var decoder = EvdevTouchDecoder(recording: recording, mapping: mapping)
    for e in recording.events {
        if let f = decoder.feed(e) { body(f) }
    }
    if let f = decoder.finish(at: recording.events.last?.timestamp ?? 0) { body(f) }
}

let benchmarks: @Sendable () -> Void = {
    syntheticRecordingBenchmarks()
    guard let text = try? String(contentsOf: recordingURL, encoding: .utf8),
        let recording = try? EvemuRecording.parse(text, file: recordingURL.path)
    else {
        let message = "\(recordingURL.path) not found or unreadable: evemu benchmarks skipped"
        FileHandle.standardError.write(Data(("Recordings: " + message + "\n").utf8))
        describe("evemu 3M (skipped)", per: 1, "-", note: message)
        return
    }
    var frames = 0, maxFingers = 0
    decode(recording) { f in
        frames += 1
        maxFingers = max(maxFingers, f.contacts.count)
    }
    let events = recording.events.count
    let decoded: [DigitizerFrame] = {
        var frames: [DigitizerFrame] = []
        decode(recording) { frames.append($0) }
        return frames
    }()
    let t0 = recording.events.first?.timestamp ?? 0
    let about = "3M: \(events) evdev events, \(frames) frames, up to \(maxFingers) fingers"

    parseBenchmarks("evemu parse 3M", text: text, format: .evemu, file: "3m.event", note: about + "; evemu text → events")

    describe("evemu decode 3M", per: frames, "frame", note: "events → DigitizerFrames")
    Benchmark("evemu decode 3M", configuration: configuration()) { benchmark in
        var contacts = 0
        benchmark.startMeasurement()
        decode(recording) { contacts += $0.contacts.count }
        benchmark.stopMeasurement()
        blackHole(contacts)
    }

    describe("evemu decode+dispatch 3M", per: frames, "frame", note: "decode + dispatch (100 views, d5, 5 recognizers)")
    Benchmark("evemu decode+dispatch 3M", configuration: configuration()) { benchmark in
        onMainActor(benchmark) { benchmark in
            let scene = DispatchScene(viewCount: 100, depth: 5, recognizerCount: 5)
            let base = scene.scheduler.now
            benchmark.startMeasurement()
            decode(recording) { frame in
                var f = frame
                f.timestamp = frame.timestamp - t0 + base
                if f.timestamp > scene.scheduler.now { scene.scheduler.advance(to: f.timestamp) }
                scene.application.enqueueAndProcess(.digitizer(f))
            }
            benchmark.stopMeasurement()
            precondition(scene.hitView.began > 0, "no touch reached the hit view")
        }
    }

    describe("evemu dispatch 3M", per: frames, "frame", note: "the decoded frames dispatched (100 views, d5, 5 recognizers)")
    Benchmark("evemu dispatch 3M", configuration: configuration()) { benchmark in
        onMainActor(benchmark) { benchmark in
            let scene = DispatchScene(viewCount: 100, depth: 5, recognizerCount: 5)
            let base = scene.scheduler.now
            benchmark.startMeasurement()
            for frame in decoded {
                var f = frame
                f.timestamp = frame.timestamp - t0 + base
                if f.timestamp > scene.scheduler.now { scene.scheduler.advance(to: f.timestamp) }
                scene.application.enqueueAndProcess(.digitizer(f))
            }
            benchmark.stopMeasurement()
            precondition(scene.hitView.began > 0, "no touch reached the hit view")
        }
    }
}
