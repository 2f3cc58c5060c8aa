import ArgumentParser
import Foundation
import Tactile
import TactileExamples
import TactileTrace

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
        let progress = Progress(label: URL(fileURLWithPath: file).lastPathComponent)
        let input = try Self.read(file, placement: screen.placement(sceneSize: scene.library.screenSize)) { text in
            progress.update("parsing \(text.utf8.count / 1024) KiB")
        }
        progress.update("replaying \(input.frames.count) frames")
        let result = MainActor.assumeIsolated {
            RecordingReplay.run(
                frames: input.frames, device: input.device, size: input.screenSize, scene: scene.library,
                verbose: verbose, recordsTrace: json || traceOut != nil)
        }
        progress.finish()
        if json {
            print(result.trace ?? "", terminator: "")
        } else {
            print("\(input.device): \(input.source) → \(input.frames.count) frames, "
                + "screen \(Int(input.screenSize.width))×\(Int(input.screenSize.height)) pt, scene \(scene.rawValue)")
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

    /// Reads the recording at `path` (any of the three formats) onto the screen `placement` gives, with messages
    /// for a missing or unreadable file. `reading` sees the text before it is parsed. Also used by
    /// `tactile strokes-template`.
    static func read(
        _ path: String, placement: TouchscreenPlacement, reading: (String) -> Void = { _ in }
    ) throws -> TouchRecording {
        guard FileManager.default.fileExists(atPath: path) else {
            throw CommandFailure("\(path): no such file. Give an evemu recording, a libinput record file or a trace.")
        }
        let url = URL(fileURLWithPath: path)
        do {
            let text = try String(contentsOf: url, encoding: .utf8)
            reading(text)
            return try TouchRecording(text, file: url.lastPathComponent, placement: placement)
        } catch let error as FileParseError {
            throw CommandFailure("cannot read the recording: \(error)")
        } catch let error as TouchRecordingError {
            throw CommandFailure(error.description)
        } catch {
            throw CommandFailure("cannot open \(path): \(error.localizedDescription)")
        }
    }
}

extension Replay.Scene {
    /// The scene in ``RecordingReplay``.
    var library: RecordingReplay.Scene {
        switch self {
        case .canvas: .canvas
        case .demo: .demo
        }
    }
}
