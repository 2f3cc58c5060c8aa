import ArgumentParser
import Foundation
import Tactile
import TactileExamples
import TactileLinux
import TactileTesting
import TactileStrokes
import TactileTrace
import TactileDBus
import TactileMPRIS
import TactileEvaluation

/// `tactile replay FILE`: replays a recording through the pipeline onto a scene and narrates what happened.
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay a touchscreen recording through the pipeline and narrate what the recognizers did.",
        discussion: """
            FILE is an evemu recording (evemu-record; .events/.event), a libinput record file (libinput record; \
            .yml) or a Tactile trace (.jsonl, from --trace-out or tactile record). The device's axes are mapped \
            onto the screen: by default one point per device unit, or pass --width/--height, and --rotation, \
            --flip-x/--flip-y or --calibration for panels mounted differently.

            Examples:
              tactile replay drag.events
              tactile replay drag.events --scene demo --trace-out run.jsonl && tactile render run.jsonl -o run.html
              tactile replay taps.yml --json | grep arbitration
            """)

    /// Which scene the recording is played on.
    enum Scene: String, ExpressibleByArgument, CaseIterable {
        case canvas, demo
    }

    @Argument(help: "An evemu recording, a libinput record YAML file or a Tactile trace.")
    var file: String

    @Option(help: "canvas: one full-screen view with tap, double tap, pan and pinch. demo: the demo's photo app (360×640).")
    var scene: Scene = .canvas

    @OptionGroup(title: "Screen mapping (evemu and libinput recordings; --scene demo defaults to 360×640)")
    var screen: ScreenOptions

    @Flag(help: "Print the replay as a Tactile trace (JSON Lines: input, dispatch and arbitration) instead of prose.")
    var json = false

    @Flag(help: "Also narrate .changed actions and print every view touch call.")
    var verbose = false

    @Option(name: .customLong("trace-out"), help: "Write the replay as a Tactile trace (JSON Lines) to this file.")
    var traceOut: String?

    func run() throws {
        let url = URL(fileURLWithPath: file)
        let progress = Progress(label: url.lastPathComponent)
        let input: (frames: [DigitizerFrame], device: String, source: String, size: CGSize)
        guard FileManager.default.fileExists(atPath: file) else {
            throw CommandFailure("\(file): no such file. Give an evemu recording, a libinput record file or a trace.")
        }
        do {
            let text = try String(contentsOf: url, encoding: .utf8)
            progress.update("parsing \(text.utf8.count / 1024) KiB")
            input = try decode(text, url: url)
        } catch let error as FileParseError {
            throw CommandFailure("cannot read the recording: \(error)")
        } catch let error as CommandFailure {
            throw error
        } catch {
            throw CommandFailure("cannot open \(file): \(error.localizedDescription)")
        }
        progress.update("replaying \(input.frames.count) frames")
        let result = MainActor.assumeIsolated {
            ReplayRun.run(
                frames: input.frames, device: input.device, size: input.size, scene: scene, verbose: verbose,
                recordsTrace: json || traceOut != nil)
        }
        progress.finish()
        if json {
            print(result.trace ?? "", terminator: "")
        } else {
            print("\(input.device): \(input.source) → \(input.frames.count) frames, "
                + "screen \(Int(input.size.width))×\(Int(input.size.height)) pt, scene \(scene.rawValue)")
            for line in result.narration { print("  " + line) }
        }
        if let traceOut, let trace = result.trace {
            do {
                try trace.write(toFile: traceOut, atomically: true, encoding: .utf8)
                if !json { print("trace written to \(traceOut)") }
            } catch {
                throw CommandFailure("could not write the trace to \(traceOut): \(error.localizedDescription)")
            }
        }
    }

    /// Reads any of the three formats into frames on the chosen screen.
    private func decode(_ text: String, url: URL) throws -> ([DigitizerFrame], String, String, CGSize) {
        try Self.decode(text, url: url, screen: screen, sceneSize: scene == .demo ? CGSize(width: 360, height: 640) : nil)
    }

    /// Reads any of the three formats into frames on a screen given by `screen` (or `sceneSize`): the frames, the
    /// device name, a description of the source and the screen size. Also used by `tactile strokes-template`.
    static func decode(
        _ text: String, url: URL, screen: ScreenOptions, sceneSize: CGSize?
    ) throws -> ([DigitizerFrame], String, String, CGSize) {
        if url.pathExtension == "jsonl" || text.hasPrefix("{") {
            // A trace is already in points: it is replayed as recorded (the mapping options do not apply).
            let lines = try TraceFile.parse(text, file: url.lastPathComponent)
            var size = screen.screen(surface: CGSize(width: 320, height: 480), fallback: sceneSize)
            var device = url.lastPathComponent
            var frames: [DigitizerFrame] = []
            for line in lines {
                switch line {
                case .header(let name, let recorded):
                    device = name
                    if screen.width == nil && sceneSize == nil && recorded.width > 0 && recorded.height > 0 {
                        size = recorded
                    }
                case .input(.digitizer(let f)):
                    frames.append(f)
                default:
                    break
                }
            }
            return (frames, device, "\(lines.count) trace lines", size)
        }
        let isYAML = url.pathExtension == "yml" || url.pathExtension == "yaml" || text.hasPrefix("version:")
        let recording = isYAML
            ? try LibinputRecording.parse(text, file: url.lastPathComponent)
            : try EvemuRecording.parse(text, file: url.lastPathComponent)
        let xAxis = recording.absInfo[EvdevCode.absMTPositionX] ?? recording.absInfo[EvdevCode.absX]
        let yAxis = recording.absInfo[EvdevCode.absMTPositionY] ?? recording.absInfo[EvdevCode.absY]
        guard xAxis != nil, yAxis != nil else {
            throw CommandFailure(
                "\(url.lastPathComponent) has no touch axes (ABS_MT_POSITION_X/Y or ABS_X/Y): is it a touchscreen recording?")
        }
        let surface = CGSize(
            width: Double(xAxis!.maximum) - Double(xAxis!.minimum), height: Double(yAxis!.maximum) - Double(yAxis!.minimum))
        let size = screen.screen(surface: surface, fallback: sceneSize)
        let mapping = screen.mapping(screen: size)
        return (EvdevTouchDecoder.frames(of: recording, mapping: mapping), recording.name, "\(recording.events.count) events", size)
    }
}

/// Plays frames onto a scene on virtual time and collects the narration (and the trace, when asked).
@MainActor
enum ReplayRun {
    static func run(
        frames: [DigitizerFrame], device: String, size: CGSize, scene: Replay.Scene, verbose: Bool, recordsTrace: Bool
    ) -> (narration: [String], trace: String?) {
        let sim = TouchSimulator(start: frames.first?.timestamp ?? 0)
        let recorder = recordsTrace ? TraceRecorder(application: sim.application, device: device, screen: size) : nil
        final class Lines { var all: [String] = [] }
        let narration = Lines(), viewCalls = Lines()
        let narrate: (String) -> Void = { narration.all.append(String(format: "%8.3f s  ", sim.now) + $0) }
        let window = sim.makeWindow(frame: CGRect(origin: .zero, size: size))
        // The scenes are kept alive until the replay ends.
        var keep: [AnyObject] = []
        switch scene {
        case .canvas:
            let canvas = CanvasScene(window: window)
            canvas.narratesChanges = verbose
            canvas.narrate = narrate
            keep.append(canvas)
        case .demo:
            let demo = DemoScene(window: window)
            demo.narratesChanges = verbose
            demo.narrate = narrate
            keep.append(demo)
        }
        if verbose {
            // Keep the trace recorder's observer and also list every hit-test and view call.
            let previous = sim.application.dispatchObserver
            sim.application.dispatchObserver = { time, message in
                previous?(time, message)
                viewCalls.all.append(String(format: "%8.3f s  ", time) + message)
            }
        }
        sim.replay(frames)
        sim.advance(by: 1)
        withExtendedLifetime(keep) {}
        return (narration.all + viewCalls.all.map { "dispatch: " + $0 }, recorder?.text)
    }
}

/// A one-line progress report on standard error, only when it is a terminal (so pipes and CI logs stay clean).
final class Progress {
    private let label: String
    private let enabled = isatty(2) != 0

    init(label: String) { self.label = label }

    func update(_ message: String) {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K\(label): \(message)…".utf8))
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
