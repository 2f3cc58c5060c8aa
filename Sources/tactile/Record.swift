import ArgumentParser
import Dispatch
import Foundation
import Tactile
import TactileLinux
import TactileExamples
#if canImport(Glibc)
import Glibc
#endif

/// `tactile record --device PATH -o trace.jsonl`: records a live touchscreen or media keys (or a FIFO or file of
/// raw `input_event` records) as a Tactile trace, written line by line as the input arrives.
struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Record a touchscreen or media keys as a Tactile trace (JSON Lines), live.",
        discussion: """
            Reads an evdev device, drives a full-screen window with a multitouch canvas (tap, double-tap, pan and \
            pinch recognizers) in real time, and writes everything to the trace as it happens: the touches and \
            media keys, the hit-tests and handler calls, and what the recognizers decided. Stop with Ctrl-C, \
            --duration, or the end of the input; nothing already recorded is lost.

            Examples:
              tactile devices                    # find your touchscreen
              tactile record --device /dev/input/event5 -o touch.jsonl
              tactile record --device /dev/input/event5 -o touch.jsonl \\
                  --duration 10 --grab           # 10 s, the desktop ignores it
              tactile render touch.jsonl -o touch.html    # draw the timeline
              tactile replay touch.jsonl         # replay it through the pipeline

            Reading /dev/input/event* needs the input group (sudo usermod -aG input $USER, then log in again) \
            or root.

            Without a device: a FIFO or a file of raw 24-byte input_event records works too, but it has no \
            ioctls, so give the device's description with --description (an evemu .desc file, or any evemu \
            recording, whose header is the description):
              mkfifo /tmp/touch.fifo
              tactile record --device /tmp/touch.fifo --description screen.desc \\
                  -o touch.jsonl &
              cat events.bin > /tmp/touch.fifo
            The times of such input are shifted to start when the first event is read.
            """)

    @Option(help: "The evdev device (/dev/input/eventN; see `tactile devices`), or a FIFO or file of raw input_event records.")
    var device: String

    @Option(name: .shortAndLong, help: "The trace to write (.jsonl). It is created, or replaced.")
    var output: String

    @Option(parsing: .unconditional, help: "Stop after this many seconds (default: until Ctrl-C or the end of the input).")
    var duration: Double?

    @Option(
        name: .customLong("description"),
        help: "The device's evemu description (.desc, or an evemu recording), for a FIFO or file; overrides the ioctls.")
    var descriptionFile: String?

    @OptionGroup(title: "Screen mapping")
    var screen: ScreenOptions

    @Flag(help: "Take the device exclusively (EVIOCGRAB) so that the desktop does not react to it while recording.")
    var grab = false

    func validate() throws {
        if let duration, !(duration > 0) { throw ValidationError("--duration must be a positive number of seconds") }
    }

    func run() throws {
        let description = try loadDescription()
        if Self.isFIFO(device) { Self.status("waiting for a writer on \(device)…") }
        let evdev: EvdevDevice
        do {
            evdev = try EvdevDevice(path: device, description: description, grab: grab)
        } catch {
            throw Self.explain(error, hasDescription: description != nil)
        }
        let writer: TraceFileWriter
        do { writer = try TraceFileWriter(path: output) } catch { throw CommandFailure(error.description) }

        let capabilities = evdev.deviceDescription.capabilities
        let sizing = Self.sizing(evdev.deviceDescription, screen)
        let size = sizing.screenSize
        let reader = EvdevReader(device: evdev, mapping: screen.mapping(screen: size))
        Self.status(
            "recording \(evdev.deviceDescription.name.isEmpty ? device : evdev.deviceDescription.name) (\(capabilities))"
                + " on a \(TouchscreenSizing.points(size.width))×\(TouchscreenSizing.points(size.height)) pt screen into \(output); Ctrl-C stops")
        if sizing.xAxis != nil {
            Self.status("mapping: \(sizing.summary)" + (sizing.basis == .given ? "" : "; --width/--height override it"))
        }

        let recording = MainActor.assumeIsolated {
            RecordingRun(reader: reader, screen: size, writer: writer, device: device, duration: duration)
        }
        // Ctrl-C and SIGTERM stop the recording cleanly; the handlers run on the main queue, not in the signal.
        signal(SIGPIPE, SIG_IGN)
        let signals = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { recording.interrupt() } }
            source.resume()
            return source
        }
        defer {
            for (source, number) in zip(signals, [SIGINT, SIGTERM]) {
                source.cancel()
                signal(number, SIG_DFL)
            }
        }
        MainActor.assumeIsolated { recording.start() }
        // The main queue runs the application's scheduler, the stream's consumer and the signal handlers.
        while !MainActor.assumeIsolated({ recording.isFinished }) {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.25))
            MainActor.assumeIsolated { recording.tick() }
        }
        // Let recognizer timers that are already due settle (a tap waiting for a second tap), then write them.
        let settle = Date(timeIntervalSinceNow: 0.4)
        while Date() < settle { _ = RunLoop.main.run(mode: .default, before: settle) }
        let summary = MainActor.assumeIsolated { recording.finish() }
        if let failure = summary.failure { throw CommandFailure(failure) }
        print(summary.text)
    }

    private func loadDescription() throws -> EvdevDeviceDescription? {
        guard let descriptionFile else { return nil }
        do {
            let url = URL(fileURLWithPath: descriptionFile)
            let text = try FileAccess.readText(descriptionFile, expected: "an evemu device description")
            return try EvdevDeviceDescription.parseEvemu(text, file: url.lastPathComponent)
        } catch let error as FileParseError {
            throw CommandFailure("cannot read the description: \(error)")
        } catch let error as FileAccessError {
            throw CommandFailure(error.description)
        }
    }

    /// A short, actionable message for an open or ioctl failure.
    private static func explain(_ error: EvdevError, hasDescription: Bool) -> CommandFailure {
        if case .ioctl(let path, let request, let code) = error, code == ENOTTY, !hasDescription {
            return CommandFailure(
                "\(path) is not an evdev device (\(request): \(String(cString: strerror(code)))). For a FIFO or a file"
                    + " of raw input_event records, give the device's description: --description FILE.desc"
                    + " (an evemu description or recording).")
        }
        return CommandFailure(error.description)
    }

    /// The screen for the device's touch axes (the multitouch ones, else the single-touch ones), as replay sizes
    /// it; a device without touch axes (media keys) gets `--width`×`--height`, else 320×480 pt.
    static func sizing(_ description: EvdevDeviceDescription, _ screen: ScreenOptions) -> TouchscreenSizing {
        let a = description.absInfo
        if let x = a[EvdevCode.absMTPositionX] ?? a[EvdevCode.absX], let y = a[EvdevCode.absMTPositionY] ?? a[EvdevCode.absY] {
            return screen.sizing(xAxis: x, yAxis: y)
        }
        let size = screen.placement().screenSize(surface: CGSize(width: 320, height: 480))
        return TouchscreenSizing(screenSize: size, basis: .given)
    }

    static func isFIFO(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
    }

    /// One line on standard error.
    static func status(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

/// The main-actor side of `tactile record`: the session, its task, the progress line and the interrupt.
@MainActor
final class RecordingRun {
    let session: TraceRecordingSession
    /// The recorded scene: the replay canvas with its recognizers.
    let scene: CanvasScene
    let writer: TraceFileWriter
    let device: String
    let duration: TimeInterval?
    private(set) var isFinished = false
    private var ending: TraceRecordingSession.Ending?
    private var failure: String?
    private var interrupts = 0
    private var lastProgress: TraceRecordingSession.Progress?
    private var lastPrint: TimeInterval = -.infinity
    private let isTerminal = isatty(STDERR_FILENO) != 0

    init(reader: EvdevReader, screen: CGSize, writer: TraceFileWriter, device: String, duration: TimeInterval?) {
        let application = UIApplication(scheduler: MainQueueScheduler())
        self.writer = writer
        self.device = device
        self.duration = duration
        let window = UIWindow(frame: CGRect(origin: .zero, size: screen), application: application)
        scene = CanvasScene(window: window)
        _ = scene.canvas.becomeFirstResponder()  // media keys start at the canvas
        session = TraceRecordingSession(
            reader: reader, application: application, window: window, scene: RecordingReplay.Scene.canvas.rawValue
        ) { [writer] text in
            try writer.write(text)
        }
    }

    func start() {
        Task { @MainActor in
            do {
                ending = try await session.run(duration: duration)
            } catch {
                failure = "\(error)"
            }
            isFinished = true
        }
    }

    /// Ctrl-C: the first stops the recording (the contacts still down are cancelled and written); a second one,
    /// if the input does not end, leaves at once with what has been written.
    func interrupt() {
        interrupts += 1
        if interrupts == 1 {
            session.stop()
        } else {
            try? session.flush()
            clearProgressLine()
            FileHandle.standardError.write(Data("interrupted twice; the trace in \(writer.path) is complete up to here\n".utf8))
            exit(130)
        }
    }

    /// Called whenever the run loop returns (after events, and at least four times a second): writes what timers
    /// added and updates the progress line.
    func tick() {
        do { try session.flush() } catch { failure = "\(error)"; session.stop() }
        // At most four progress lines a second: the run loop also returns after every event.
        let p = session.progress
        let now = ProcessInfo.processInfo.systemUptime
        guard p != lastProgress, now - lastPrint >= 0.25 else { return }
        lastProgress = p
        lastPrint = now
        let text = "\(p.events) events, \(p.contacts) contacts, \(p.remoteControlEvents) remote-control, \(p.linesWritten) lines"
        if isTerminal {
            FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
        } else {
            FileHandle.standardError.write(Data((text + "\n").utf8))
        }
    }

    private func clearProgressLine() {
        if isTerminal && lastProgress != nil { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }

    /// Writes what is left and says how it went.
    func finish() -> (text: String, failure: String?) {
        if failure == nil {
            do { try session.flush() } catch { failure = "\(error)" }
        } else {
            try? session.flush()
        }
        do { try writer.close() } catch { if failure == nil { failure = "\(error)" } }
        clearProgressLine()
        let p = session.progress
        let why: String
        switch ending {
        case .endOfInput?: why = "the input ended"
        case .stopped?: why = "interrupted"
        case .durationElapsed?: why = "the duration elapsed"
        case nil: why = "failed"
        }
        let text = """
            \(p.events) events (\(p.frames) frames, \(p.contacts) contacts, \(p.remoteControlEvents) remote-control) \
            from \(device) → \(writer.path) (\(p.linesWritten) lines); \(why).
            draw it: tactile render \(writer.path) -o timeline.html    replay it: tactile replay \(writer.path)
            """
        return (text, failure.map { "\($0) (the trace in \(writer.path) holds everything recorded before)" })
    }
}
