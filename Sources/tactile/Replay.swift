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
            .yml) or a Tactile trace (.jsonl, from --trace-out or tactile record). Times are printed in seconds \
            from the start of the recording, as tactile demo prints them.

            The screen: a trace is replayed on its own screen. For evemu and libinput recordings the panel's axes \
            are mapped onto a screen sized from the device's reported resolution (units per millimetre) at 163 \
            points per inch, an iPhone's; a device that reports no resolution has its range mapped onto a \
            1280 × 800 pt screen (800 × 1280 for a taller panel). The mapping used is printed. --width/--height \
            override the size; --rotation, --flip-x/--flip-y and --calibration place panels mounted differently.

            An evemu recording whose header has no device description (evemu-devices keeps it in DEVICE.desc \
            beside DEVICE.NAME.events) is read with the .desc file beside it, or the one --description names.

            Examples:
              tactile replay Examples/Recordings/pinch.jsonl   (also tap.jsonl,
                  two-finger-pan.jsonl, pen-stroke.events: in the Tactile repository)
              tactile replay drag.events --scene demo --trace-out run.jsonl
              tactile render run.jsonl -o run.html
              tactile replay Atmel.1-finger-taps.events --description Atmel.desc
              tactile replay taps.yml --json | grep arbitration
            """)

    /// Which scene the recording is played on.
    enum Scene: String, ExpressibleByArgument, CaseIterable {
        case canvas, demo, photos
    }

    @Argument(help: "An evemu recording, a libinput record YAML file or a Tactile trace.")
    var file: String

    @Option(help: """
        canvas: one full-screen view with tap, double tap, pan and pinch. demo: the demo's photo app (360×640). \
        photos: a full-screen photo viewer (pan, pinch and rotation together, double tap, single tap). \
        Default: the scene a trace's header names, else canvas.
        """)
    var scene: Scene?

    @Option(
        name: .customLong("description"),
        help: "The device's evemu description (.desc, or an evemu recording of the same device), for an evemu recording without one.")
    var descriptionFile: String?

    @OptionGroup(title: "Screen mapping (evemu and libinput recordings; --scene demo defaults to 360×640)")
    var screen: ScreenOptions

    @Flag(help: "Print the replay as a Tactile trace (JSON Lines: input, dispatch and arbitration) instead of prose.")
    var json = false

    @Flag(help: "Also narrate .changed actions, and print every touch phase each view receives (its touch calls).")
    var verbose = false

    @Option(name: .customLong("trace-out"), help: "Write the replay as a Tactile trace (JSON Lines) to this file.")
    var traceOut: String?

    func run() throws {
        if let traceOut {
            do { try FileAccess.checkWritable(traceOut, expected: "a Tactile trace (.jsonl)") } catch {
                throw ReplayError.traceNotWritten(path: traceOut, reason: error.summary)
            }
        }
        let progress = Progress(label: URL(fileURLWithPath: file).lastPathComponent)
        let description = try Self.description(for: file, given: descriptionFile)
        let input = try Self.read(
            file, placement: screen.placement(sceneSize: scene?.library.screenSize), description: description
        ) { text in
            progress.update("parsing \(text.utf8.count / 1024) KiB")
        }
        guard !input.frames.isEmpty else { throw ReplayError.noTouches(path: file, source: input.source) }
        let (chosen, sceneNote) = chooseScene(recorded: input.scene)
        progress.update("replaying \(input.frames.count) frames")
        let result = MainActor.assumeIsolated {
            RecordingReplay.run(
                frames: input.frames, device: input.device, size: input.screenSize, scene: chosen.library,
                verbose: verbose, recordsTrace: json || traceOut != nil)
        }
        progress.finish()
        let mapping = input.sizing.xAxis == nil ? nil : "mapping: \(input.sizing.summary)"
            + (input.sizing.basis == .given ? "" : "; --width/--height override it")
        if let offScreen = input.offScreen {
            // Advice about the placement only when the placement can help.
            Self.warn("\(offScreen)" + (offScreen.positionsAreOnOtherAxes
                ? "" : " Check --rotation, --flip-x/--flip-y, --calibration or --width/--height."))
        }
        if json {
            if let mapping { Self.warn(mapping) }
            print(result.trace ?? "", terminator: "")
        } else {
            print("\(input.device): \(input.source) → \(input.frames.count) frames, \(Self.touches(input)), "
                + "screen \(TouchscreenSizing.points(input.screenSize.width))×\(TouchscreenSizing.points(input.screenSize.height)) pt, scene \(chosen.rawValue)"
                + sceneNote)
            if let used = input.descriptionFile {
                print("  device description: \(used)" + (descriptionFile == nil ? " (found beside the recording)" : ""))
            }
            if let mapping { print("  " + mapping) }
            if let pencil = input.pencilSummary { print("  " + pencil.line) }
            for line in result.narration { print("  " + line) }
            if !result.narration.contains(where: { !$0.hasPrefix("dispatch: ") }) {
                let span = (input.frames.last?.timestamp ?? 0) - (input.frames.first?.timestamp ?? 0)
                print("  nothing recognized: \(Self.touches(input)) over \(String(format: "%.3f", span)) s reached the "
                    + "\(chosen.rawValue) scene, but no gesture recognizer fired."
                    + (verbose ? "" : " Run again with --verbose to see every touch phase."))
            }
        }
        if let traceOut, let trace = result.trace {
            do {
                try FileAccess.write(trace, to: traceOut, expected: "a Tactile trace (.jsonl)")
                if !json { print("trace written to \(traceOut)") }
            } catch {
                throw ReplayError.traceNotWritten(path: traceOut, reason: error.summary)
            }
        }
    }

    /// The scene: `--scene`, else the one the trace's header names, else the canvas; and a note for the header.
    private func chooseScene(recorded: String?) -> (Scene, String) {
        if let scene {
            if let recorded, recorded != scene.rawValue { return (scene, " (the trace was recorded on \(recorded))") }
            return (scene, "")
        }
        guard let recorded else { return (.canvas, "") }
        if let known = Scene(rawValue: recorded) { return (known, " (from the trace)") }
        Self.warn("the trace names the scene \"\(recorded)\", which this version does not have; replaying on the canvas")
        return (.canvas, "")
    }

    /// "1 touch (pencil)", "3 touches (2 direct, 1 pencil)".
    static func touches(_ input: TouchRecording) -> String {
        let types = input.touchTypes
        let total = types.reduce(0) { $0 + $1.count }
        func name(_ t: UITouch.TouchType) -> String {
            switch t {
            case .direct: "direct"
            case .indirect: "indirect"
            case .pencil: "pencil"
            case .indirectPointer: "pointer"
            }
        }
        let detail = types.count == 1
            ? name(types[0].type) : types.map { "\($0.count) \(name($0.type))" }.joined(separator: ", ")
        return "\(total) touch\(total == 1 ? "" : "es")" + (types.isEmpty ? "" : " (\(detail))")
    }

    /// The description to read an evemu recording with: `--description`, else a `.desc` beside the recording (used
    /// only when the recording has no touch axes of its own).
    static func description(for path: String, given: String?) throws -> TouchRecording.DeviceDescription? {
        let ext = URL(fileURLWithPath: path).pathExtension
        let isEvemu = !["jsonl", "yml", "yaml"].contains(ext)
        if let given {
            guard isEvemu else { throw ReplayError.descriptionNotApplicable(path: path) }
            do {
                let text = try FileAccess.readText(given, expected: "an evemu device description")
                return .init(text: text, file: URL(fileURLWithPath: given).lastPathComponent, replacesRecordingHeader: true)
            } catch {
                throw ReplayError.descriptionUnreadable(path: given, reason: error.summary)
            }
        }
        guard isEvemu, let found = DescriptionLookup.find(for: path),
            let text = try? FileAccess.readText(found)
        else { return nil }
        return .init(text: text, file: URL(fileURLWithPath: found).lastPathComponent, replacesRecordingHeader: false)
    }

    /// Reads the recording at `path` (any of the three formats) onto the screen `placement` gives, with messages
    /// for a missing, empty or unreadable file. `reading` sees the text before it is parsed. Also used by
    /// `tactile strokes-template`.
    static func read(
        _ path: String, placement: TouchscreenPlacement, description: TouchRecording.DeviceDescription? = nil,
        reading: (String) -> Void = { _ in }
    ) throws -> TouchRecording {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ReplayError.noSuchFile(path: path)
        }
        if isDirectory.boolValue { throw ReplayError.isDirectory(path: path) }
        let url = URL(fileURLWithPath: path)
        let text: String
        do {
            text = try FileAccess.readText(path, expected: "an evemu recording, a libinput record file or a Tactile trace")
        } catch {
            throw ReplayError.unreadable(path: path, reason: error.summary)
        }
        if text.allSatisfy(\.isWhitespace) { throw ReplayError.empty(path: path) }
        reading(text)
        do {
            return try TouchRecording(text, file: url.lastPathComponent, description: description, placement: placement)
        } catch let error as FileParseError {
            throw ReplayError.parse(error)
        } catch TouchRecordingError.noDeviceDescription {
            throw ReplayError.noDeviceDescription(path: path, lookedFor: DescriptionLookup.candidates(for: path))
        } catch let error as TouchRecordingError {
            throw ReplayError.recording(error)
        }
    }

    /// One line on standard error.
    static func warn(_ text: String) {
        FileHandle.standardError.write(Data(("warning: " + text + "\n").utf8))
    }
}

extension Replay.Scene {
    /// The scene in ``RecordingReplay``.
    var library: RecordingReplay.Scene {
        switch self {
        case .canvas: .canvas
        case .demo: .demo
        case .photos: .photos
        }
    }
}
