// A synthetic ten-finger recording (BenchmarkScenes' SyntheticRecording: 5 s at 240 Hz, about 40,000 evdev events),
// always available, unlike the 3M file: the cost per event of reading its evemu text and its libinput record YAML
// (time and allocations), and replays of it (text → events → frames → dispatch through a window of 100 views with
// 5 recognizers), which run.sh prints as multiples of real time.
import Benchmark
import BenchmarkScenes
import Foundation
import TactileLinux
import TactileTesting

func syntheticRecordingBenchmarks() {
    let synthetic = SyntheticRecording()
    let evemuText = synthetic.evemuText
    let libinputText = synthetic.libinputText
    let events = synthetic.events.count
    let about = "10 fingers, \(String(format: "%.2f", synthetic.duration)) s at 240 Hz: \(events) evdev events, "
        + "\(synthetic.frames) frames"
    // Both texts must read back to the same events, with ten fingers down at once.
    guard let fromEvemu = try? EvemuRecording.parse(evemuText), let fromLibinput = try? LibinputRecording.parse(libinputText),
        fromEvemu.events == fromLibinput.events, fromEvemu.events.count == events
    else {
        FileHandle.standardError.write(Data("Recordings: the synthetic recording does not read back\n".utf8))
        exit(1)
    }
    var fingers = 0
    decode(fromEvemu) { fingers = max(fingers, $0.contacts.count) }
    precondition(fingers == synthetic.fingers, "the synthetic recording has \(fingers) fingers down at most")

    parseBenchmarks(
        "evemu parse 10 fingers", text: evemuText, format: .evemu, file: "synthetic.evemu",
        note: about + "; evemu text → events")
    parseBenchmarks(
        "libinput parse 10 fingers", text: libinputText, format: .libinput, file: "synthetic.yml",
        note: "the same as libinput record YAML → events")

    for (format, text) in [("evemu", evemuText), ("libinput", libinputText)] {
        let name = "replay 10 fingers \(format)"
        describe(
            name, per: synthetic.frames, "frame",
            note: "\(format) text → events → frames → dispatch (100 views, d5, 5 recognizers); "
                + "\(String(format: "%.4f", synthetic.duration / Double(synthetic.frames - 1))) s of input a frame")
        Benchmark(name, configuration: configuration()) { benchmark in
            onMainActor(benchmark) { benchmark in
                let scene = DispatchScene(viewCount: 100, depth: 5, recognizerCount: 5)
                let base = scene.scheduler.now
                benchmark.startMeasurement()
                guard let recording = try? format == "evemu" ? EvemuRecording.parse(text) : LibinputRecording.parse(text)
                else { preconditionFailure("the synthetic recording does not parse") }
                let t0 = recording.events.first?.timestamp ?? 0
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
    }
}
