import Foundation
import Glibc
import Tactile
import TactileLinux
import Testing
import TactileTrace

/// `tactile record`'s core: a pipe of raw records through the real reader into an application, written as a trace
/// line by line. The application runs on virtual time; no test waits on the clock.
@Suite("trace recording sessions")
@MainActor
struct TraceRecordingSessionTests {
    /// Collects what the session writes, piece by piece.
    final class Output {
        var pieces: [String] = []
        var text: String { pieces.joined() }
    }

    /// The scene the tests record: a 100 × 100 pt window filled by a multitouch view (tag 5) with a tap.
    static func scene(_ application: UIApplication) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
        let canvas = UIView(frame: window.bounds)
        canvas.tag = 5
        canvas.isMultipleTouchEnabled = true
        window.addSubview(canvas)
        let tap = UITapGestureRecognizer()
        tap.name = "tap"
        canvas.addGestureRecognizer(tap)
        return window
    }

    func session(
        _ bytes: [UInt8], keepOpen: Bool = false, application: UIApplication = UIApplication(scheduler: VirtualScheduler())
    ) throws -> (TraceRecordingSession, Output, writeEnd: Int32?) {
        let output = Output()
        let reader: EvdevReader
        var writeEnd: Int32?
        if keepOpen {
            let (r, w) = try EvdevFixtures.pipe()
            EvdevFixtures.write(w, bytes)
            writeEnd = w
            let device = try EvdevDevice(fileDescriptor: r, path: "open pipe", description: try EvdevFixtures.touchscreen)
            reader = EvdevReader(device: device, mapping: EvdevFixtures.mapping, timeBase: .asRecorded)
        } else {
            reader = try EvdevFixtures.reader(bytes, description: EvdevFixtures.touchscreen)
        }
        let session = TraceRecordingSession(
            reader: reader, application: application, window: Self.scene(application)
        ) { text in output.pieces.append(text) }
        return (session, output, writeEnd)
    }

    @Test("two fingers and a media key: the trace is written as it grows and parses back to the same input")
    func recordsIncrementally() async throws {
        var s = EvdevFixtures.twoFingers
        s.press(1_100_000, EvdevCode.keyNextSong, 1)
        s.press(1_100_000, EvdevCode.keyNextSong, 0)
        let (session, output, _) = try session(s.bytes)
        var progressCalls = 0
        session.onProgress = { _ in progressCalls += 1 }
        let ending = try await session.run()
        #expect(ending == .endOfInput)
        #expect(session.progress.events == 6 && session.progress.frames == 5)
        #expect(session.progress.contacts == 2 && session.progress.remoteControlEvents == 1)
        #expect(progressCalls == 6)
        // Written piece by piece (the header first, then after each event), and together exactly the trace.
        #expect(output.pieces.count >= 7)
        #expect(output.pieces[0].hasPrefix("{") && output.pieces[0].contains("header"))
        #expect(output.text == session.recorder.text)
        #expect(session.progress.linesWritten == session.recorder.lines.count)
        let lines = try TraceFile.parse(output.text)
        var frames: [RawInputEvent] = []
        for line in lines { if case .input(let e) = line { frames.append(e) } }
        #expect(EvdevFixtures.frames(frames) == EvdevFixtures.twoFingerFrames)
        #expect(EvdevFixtures.remotes(frames) == [.remoteControlNextTrack])
        if case .header(let device, let screen)? = lines.first {
            #expect(device == "Tactile Test Touchscreen" && screen == CGSize(width: 100, height: 100))
        } else {
            Issue.record("the trace does not start with its header")
        }
    }

    @Test("stop() mid-touch: the finger is cancelled, the trace ends with the cancellation, run returns .stopped")
    func stopCancels() async throws {
        var s = InputEventStream()
        s.contact(1_000_000, slot: 0, id: 3, x: 500, y: 500)
        s.syn(1_000_000)
        let (session, output, writeEnd) = try session(s.bytes, keepOpen: true)
        defer { writeEnd.map { _ = close($0) } }
        session.onProgress = { [unowned session] _ in session.stop() }  // as Ctrl-C does
        #expect(try await session.run() == .stopped)
        let frames = try TraceFile.parse(output.text).compactMap { line -> RawInputEvent? in
            if case .input(let e) = line { e } else { nil }
        }
        #expect(EvdevFixtures.frames(frames) == ["1.000: 3 touching (50.0, 50.0)", "1.000: 3 cancelled (50.0, 50.0)"])
        #expect(output.text == session.recorder.text)
    }

    @Test("the duration runs on the application's scheduler: when it passes, the recording ends")
    func duration() async throws {
        var s = InputEventStream()
        s.contact(1_000_000, slot: 0, id: 3, x: 500, y: 500)
        s.syn(1_000_000)
        let scheduler = VirtualScheduler()
        let (session, _, writeEnd) = try session(
            s.bytes, keepOpen: true, application: UIApplication(scheduler: scheduler))
        defer { writeEnd.map { _ = close($0) } }
        session.onProgress = { _ in scheduler.advance(by: 6) }
        #expect(try await session.run(duration: 5) == .durationElapsed)
        #expect(session.progress.contacts == 1 && session.progress.frames == 2)  // the touch, then its cancellation
    }

    @Test("the session records the scene it is given: its window, made key, and its views and recognizers")
    func injectedScene() async throws {
        let application = UIApplication(scheduler: VirtualScheduler())
        let window = Self.scene(application)
        let reader = try EvdevFixtures.reader(EvdevFixtures.twoFingers.bytes, description: EvdevFixtures.touchscreen)
        var text = ""
        let session = TraceRecordingSession(reader: reader, application: application, window: window) { text += $0 }
        #expect(session.window === window && window.isKeyWindow)
        try await session.run()
        let records = try TraceFile.parse(text).compactMap { line -> TraceLogRecord? in
            if case .log(let r) = line { return r }
            return nil
        }
        #expect(records.contains { if case .hitTest? = $0.dispatch { $0.view == "UIView#5" } else { false } })
        #expect(records.contains { $0.recognizer == "tap" })
        #expect(!records.contains { $0.recognizer == "pan" || $0.recognizer == "pinch" })
    }

    @Test("a failing output stops the recording with the output's error")
    func outputFailure() async throws {
        struct DiskFull: Error {}
        let reader = try EvdevFixtures.reader(EvdevFixtures.twoFingers.bytes, description: EvdevFixtures.touchscreen)
        var writes = 0
        let application = UIApplication(scheduler: VirtualScheduler())
        let session = TraceRecordingSession(reader: reader, application: application, window: Self.scene(application)) { _ in
            writes += 1
            if writes == 3 { throw DiskFull() }
        }
        await #expect(throws: DiskFull.self) { try await session.run() }
    }

    @Test("a read error ends the recording with the typed error, after the recorded part is written")
    func truncatedInput() async throws {
        var s = InputEventStream()
        s.contact(1_000_000, slot: 0, id: 3, x: 500, y: 500)
        s.syn(1_000_000)
        let (session, output, _) = try session(s.bytes + [0, 0, 0])
        await #expect(throws: EvdevError.truncatedRecord(path: "test pipe", offset: 5 * 24, remaining: 3)) {
            try await session.run()
        }
        #expect(output.text == session.recorder.text)
        #expect(output.text.contains("cancelled"))
    }

    @Test("the trace file writer appends each piece to the file; a missing folder is a typed error naming the path")
    func fileWriter() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-trace-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let writer = try TraceFileWriter(path: url.path)
        try writer.write("{\"a\":1}\n")
        #expect(try String(contentsOf: url, encoding: .utf8) == "{\"a\":1}\n")  // on disk before the writer closes
        try writer.write("{\"b\":2}\n")
        #expect(try String(contentsOf: url, encoding: .utf8) == "{\"a\":1}\n{\"b\":2}\n")
        let missing = "/nonexistent-\(UUID().uuidString)/trace.jsonl"
        #expect(throws: TraceFileWriter.WriteError(path: missing, operation: "create", code: ENOENT)) {
            try TraceFileWriter(path: missing)
        }
    }
}
