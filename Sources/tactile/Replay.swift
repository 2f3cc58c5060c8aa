import ArgumentParser
import Foundation
import Tactile
import TactileLinux
import TactileTesting

/// `tactile replay FILE`: replays an evemu recording through the pipeline onto a full-screen canvas with tap,
/// double-tap, pan and pinch recognizers, and prints what happened.
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay an evemu or libinput recording through the pipeline and print the recognizers' actions.")

    @Argument(help: "An evemu recording (.events, .event), a libinput record YAML file (.yml) or a Tactile trace (.jsonl).")
    var file: String

    @Option(help: "Screen width in points (default: the device's x range).")
    var width: Double?

    @Option(help: "Screen height in points (default: the device's y range).")
    var height: Double?

    @Option(help: "Quarter turns clockwise between panel and screen.")
    var rotation: Int = 0

    @Flag(help: "Also print every view touch call.")
    var verbose = false

    @Option(name: .customLong("trace-out"), help: "Write the replay as a Tactile trace (JSON Lines) to this file.")
    var traceOut: String?

    func run() throws {
        let recording: EvemuRecording
        do {
            let url = URL(fileURLWithPath: file)
            let text = try String(contentsOf: url, encoding: .utf8)
            if url.pathExtension == "jsonl" || text.hasPrefix("{") {
                let lines = try TactileTrace.parse(text, file: url.lastPathComponent)
                var screen = CGSize(width: width ?? 320, height: height ?? 480)
                var device = url.lastPathComponent
                var frames: [DigitizerFrame] = []
                for line in lines {
                    switch line {
                    case .header(let name, let size):
                        device = name
                        if width == nil && height == nil && size.width > 0 && size.height > 0 { screen = size }
                    case .input(.digitizer(let f)):
                        frames.append(f)
                    default:
                        break
                    }
                }
                let out = MainActor.assumeIsolated {
                    ReplayScene.run(
                        frames: frames, name: device, eventCount: lines.count, size: screen, verbose: verbose,
                        traceOut: traceOut)
                }
                for line in out { print(line) }
                return
            }
            let isYAML = url.pathExtension == "yml" || url.pathExtension == "yaml" || text.hasPrefix("version:")
            recording = isYAML
                ? try LibinputRecording.parse(text, file: url.lastPathComponent)
                : try EvemuRecording.parse(text, file: url.lastPathComponent)
        } catch let error as RecordingParseError {
            throw ValidationError("cannot read the recording: \(error)")
        } catch {
            throw ValidationError("cannot open \(file): \(error.localizedDescription)")
        }
        let lines = MainActor.assumeIsolated { () -> [String] in
            let (frames, size) = ReplayScene.frames(of: recording, width: width, height: height, rotation: rotation)
            return ReplayScene.run(
                frames: frames, name: recording.name, eventCount: recording.events.count, size: size, verbose: verbose,
                traceOut: traceOut)
        }
        for line in lines { print(line) }
    }
}

@MainActor
enum ReplayScene {
    /// Decodes a recording for a screen of the given size (default: the device's axis ranges).
    static func frames(
        of recording: EvemuRecording, width: Double?, height: Double?, rotation: Int
    ) -> ([DigitizerFrame], CGSize) {
        let xAxis = recording.absInfo[EvdevCode.absMTPositionX] ?? recording.absInfo[EvdevCode.absX]
        let yAxis = recording.absInfo[EvdevCode.absMTPositionY] ?? recording.absInfo[EvdevCode.absY]
        let xSpan: Double = Double(xAxis?.maximum ?? 1023) - Double(xAxis?.minimum ?? 0)
        let ySpan: Double = Double(yAxis?.maximum ?? 767) - Double(yAxis?.minimum ?? 0)
        let w: Double = width ?? max(1, min(xSpan, 100_000))
        let h: Double = height ?? max(1, min(ySpan, 100_000))
        let size = CGSize(width: w, height: h)
        let frames = EvdevTouchDecoder.frames(
            of: recording, mapping: TouchscreenMapping(screenSize: size, rotation: rotation))
        return (frames, size)
    }

    /// Replays frames onto the canvas scene and narrates what the recognizers did.
    static func run(
        frames: [DigitizerFrame], name: String, eventCount: Int, size: CGSize, verbose: Bool, traceOut: String?
    ) -> [String] {
        let sim = TouchSimulator(start: 0)
        let recorder = traceOut.map { _ in TraceRecorder(application: sim.application, device: name, screen: size) }
        let log = EventLog()
        final class Narration { var lines: [String] = [] }
        let narration = Narration()
        let window = sim.makeWindow(frame: CGRect(origin: .zero, size: size))
        let canvas = RecordingView("canvas", frame: window.bounds, log: log)
        canvas.isMultipleTouchEnabled = true
        window.addSubview(canvas)
        let tap = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let pan = UIPanGestureRecognizer(), pinch = UIPinchGestureRecognizer()
        final class Together: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { true }
        }
        let together = Together()
        pinch.delegate = together
        for (r, name) in [(tap, "tap"), (double, "double tap"), (pan, "pan"), (pinch, "pinch")] as [(UIGestureRecognizer, String)] {
            r.name = name
            canvas.addGestureRecognizer(r)
            r.addAction { [sim] g in
                var detail = ""
                if let p = g as? UIPanGestureRecognizer {
                    let t = p.translation(in: canvas)
                    detail = String(format: " translation (%.0f, %.0f), %d finger(s)", t.x, t.y, p.numberOfTouches)
                } else if let p = g as? UIPinchGestureRecognizer {
                    detail = String(format: " scale %.2f", p.scale)
                } else {
                    let l = g.location(in: canvas)
                    detail = String(format: " at (%.0f, %.0f)", l.x, l.y)
                }
                if g.state != .changed || verbose {
                    narration.lines.append(String(format: "%8.3f s  ", sim.now) + "\(name) \(g.state)" + detail)
                }
            }
        }
        var out = [
            "\(name): \(eventCount) events → \(frames.count) frames, screen \(Int(size.width))×\(Int(size.height)) pt",
        ]
        sim.replay(frames)
        sim.advance(by: 1)
        out += narration.lines.map { "  " + $0 }
        if let traceOut, let recorder {
            do {
                try recorder.text.write(toFile: traceOut, atomically: true, encoding: .utf8)
                out.append("trace written to \(traceOut) (\(recorder.lines.count) lines)")
            } catch {
                out.append("could not write the trace to \(traceOut): \(error.localizedDescription)")
            }
        }
        if verbose { out += log.lines.map { "  view: " + $0 } }
        return out
    }
}
