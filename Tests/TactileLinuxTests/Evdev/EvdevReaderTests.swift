import Foundation
import Glibc
import Tactile
import TactileLinux
import TactileMedia
import Testing

/// The live reader, fed through pipes and files with exactly the code that reads a device: `poll(2)` and
/// `read(2)` on its own thread, reassembly, decoding, delivery. No test sleeps: each awaits the stream to its end
/// (the write end is closed) or stops the reader itself.
@Suite("evdev reader")
struct EvdevReaderTests {
    @Test("protocol B, two fingers through a pipe: frames with contact ids, locations and states, in order (PIPE-09)")
    func twoFingers() async throws {
        let reader = try EvdevFixtures.reader(EvdevFixtures.twoFingers.bytes, description: EvdevFixtures.touchscreen)
        let (events, error) = await EvdevFixtures.drain(reader)
        #expect(error == nil)
        #expect(EvdevFixtures.frames(events) == EvdevFixtures.twoFingerFrames)
        #expect(events.count == 5)  // nothing left down at the end, so no cancel frame
    }

    @Test("records split across reads and across writes are reassembled: 10-byte reads, writes cut inside records")
    func splitRecords() async throws {
        let bytes = EvdevFixtures.twoFingers.bytes
        // readSize 10: every read(2) returns at most 10 bytes, so every record arrives in three pieces.
        let small = try EvdevFixtures.reader(bytes, description: EvdevFixtures.touchscreen, readSize: 10)
        #expect(EvdevFixtures.frames(await EvdevFixtures.drain(small).events) == EvdevFixtures.twoFingerFrames)
        // Two writes cut 7 bytes into the third record, read 24 bytes at a time: the third record is split
        // across the two writes.
        let cut = try EvdevFixtures.reader(
            bytes, description: EvdevFixtures.touchscreen, readSize: 24, pieces: [2 * 24 + 7])
        #expect(EvdevFixtures.frames(await EvdevFixtures.drain(cut).events) == EvdevFixtures.twoFingerFrames)
    }

    @Test("a writer on another thread, one byte per write: the same frames")
    func concurrentWriter() async throws {
        let bytes = EvdevFixtures.twoFingers.bytes
        let (r, w) = try EvdevFixtures.pipe()
        let device = try EvdevDevice(fileDescriptor: r, path: "test pipe", description: EvdevFixtures.touchscreen)
        let reader = EvdevReader(device: device, mapping: EvdevFixtures.mapping, timeBase: .asRecorded)
        let writer = Thread {
            for byte in bytes { EvdevFixtures.write(w, [byte]) }
            close(w)
        }
        writer.start()
        let (events, error) = await EvdevFixtures.drain(reader)
        #expect(error == nil)
        #expect(EvdevFixtures.frames(events) == EvdevFixtures.twoFingerFrames)
    }

    @Test("end of file with fingers down: the contacts still down are cancelled, at the last event's time")
    func eofCancels() async throws {
        var s = InputEventStream()
        s.contact(2_000_000, slot: 0, id: 1, x: 125, y: 125)
        s.contact(2_000_000, slot: 1, id: 2, x: 500, y: 500)
        s.syn(2_000_000)
        s.contact(2_500_000, slot: 1, id: nil, x: 625, y: 500)
        s.syn(2_500_000)
        let reader = try EvdevFixtures.reader(s.bytes, description: EvdevFixtures.touchscreen)
        let (events, error) = await EvdevFixtures.drain(reader)
        #expect(error == nil)
        #expect(EvdevFixtures.frames(events) == [
            "2.000: 1 touching (12.5, 12.5), 2 touching (50.0, 50.0)",
            "2.500: 1 touching (12.5, 12.5), 2 touching (62.5, 50.0)",
            "2.500: 1 cancelled (12.5, 12.5), 2 cancelled (62.5, 50.0)",
        ])
    }

    @Test("a stream that ends inside a record: contacts cancelled, then a typed error naming the path and byte offset")
    func truncatedAtEOF() async throws {
        var s = InputEventStream()
        s.contact(1_000_000, slot: 0, id: 5, x: 250, y: 250)
        s.syn(1_000_000)
        let bytes = s.bytes + [1, 2, 3, 4, 5]
        let reader = try EvdevFixtures.reader(bytes, description: EvdevFixtures.touchscreen)
        let (events, error) = await EvdevFixtures.drain(reader)
        #expect(EvdevFixtures.frames(events) == ["1.000: 5 touching (25.0, 25.0)", "1.000: 5 cancelled (25.0, 25.0)"])
        let expected = EvdevError.truncatedRecord(path: "test pipe", offset: 5 * 24, remaining: 5)
        #expect(error as? EvdevError == expected)
        #expect("\(expected)".contains("test pipe: byte 120"))
    }

    @Test("media keys: presses send their subtypes, autorepeat is ignored, fast-forward and rewind begin and end (EVT-04)")
    func mediaKeys() async throws {
        var s = InputEventStream()
        var t: Int64 = 0
        func press(_ code: UInt16, _ values: [Int32]) {
            for v in values {
                t += 10_000
                s.press(t, code, v)
            }
        }
        press(EvdevCode.keyPlayPause, [1, 2, 2, 0])
        press(EvdevCode.keyNextSong, [1, 0])
        press(EvdevCode.keyPreviousSong, [1, 0])
        press(EvdevCode.keyFastForward, [1, 2, 2, 2, 0])
        press(EvdevCode.keyRewind, [1, 2, 0])
        press(EvdevCode.keyPlayCD, [1, 0])
        press(EvdevCode.keyPlay, [1, 0])
        press(EvdevCode.keyPauseCD, [1, 0])
        press(EvdevCode.keyStopCD, [1, 0])
        press(EvdevCode.keyMedia, [1, 0])
        press(30, [1, 0])  // KEY_A: not a media key
        let reader = try EvdevFixtures.reader(s.bytes, description: EvdevFixtures.mediaKeys)
        let (events, error) = await EvdevFixtures.drain(reader)
        #expect(error == nil)
        #expect(EvdevFixtures.remotes(events) == [
            .remoteControlTogglePlayPause, .remoteControlNextTrack, .remoteControlPreviousTrack,
            .remoteControlBeginSeekingForward, .remoteControlEndSeekingForward,
            .remoteControlBeginSeekingBackward, .remoteControlEndSeekingBackward,
            .remoteControlPlay, .remoteControlPlay, .remoteControlPause, .remoteControlStop,
            .remoteControlTogglePlayPause,
        ])
        #expect(events.count == 12)  // only remote-control events: no frames for a device without a touch surface
        // Each event carries its key event's time: fast-forward went down at the 9th event and up at the 13th.
        let times = events.map { String(format: "%.2f", $0.timestamp) }
        #expect(times[3] == "0.09" && times[4] == "0.13")
    }

    @Test("a seek key still held at the end of the input is released; so is one whose release a SYN_DROPPED lost")
    func heldSeekKeys() async throws {
        var s = InputEventStream()
        s.press(10_000, EvdevCode.keyRewind, 1)
        s.add(20_000, EvdevCode.evSyn, EvdevCode.synDropped, 0)
        s.key(20_000, EvdevCode.keyRewind, 0)  // lost in the drop
        s.key(20_000, EvdevCode.keyNextSong, 1)  // lost too
        s.syn(30_000)  // resync: the rewind is ended
        s.press(40_000, EvdevCode.keyFastForward, 1)
        s.press(50_000, EvdevCode.keyFastForward, 2)
        let reader = try EvdevFixtures.reader(s.bytes, description: EvdevFixtures.mediaKeys)
        let (events, _) = await EvdevFixtures.drain(reader)
        #expect(EvdevFixtures.remotes(events) == [
            .remoteControlBeginSeekingBackward, .remoteControlEndSeekingBackward,
            .remoteControlBeginSeekingForward, .remoteControlEndSeekingForward,
        ])
        #expect(String(format: "%.2f", events[1].timestamp) == "0.03")
        #expect(String(format: "%.2f", events[3].timestamp) == "0.05")  // at the end: the last event's time
    }

    @Test("stop() while the input is still open: the thread wakes, contacts are cancelled and the stream ends")
    func stopWhileOpen() async throws {
        var s = InputEventStream()
        s.contact(1_000_000, slot: 0, id: 7, x: 500, y: 500)
        s.syn(1_000_000)
        let (r, w) = try EvdevFixtures.pipe()
        defer { close(w) }
        EvdevFixtures.write(w, s.bytes)  // the write end stays open: no end of file
        let device = try EvdevDevice(fileDescriptor: r, path: "open pipe", description: EvdevFixtures.touchscreen)
        let reader = EvdevReader(device: device, mapping: EvdevFixtures.mapping, timeBase: .asRecorded)
        var events: [RawInputEvent] = []
        for try await e in reader.events {
            events.append(e)
            reader.stop()  // from the consumer; stop() may be called any number of times
        }
        #expect(EvdevFixtures.frames(events) == ["1.000: 7 touching (50.0, 50.0)", "1.000: 7 cancelled (50.0, 50.0)"])
    }

    @Test("cancelling the consuming task ends the iteration even though the input never ends")
    func cancellation() async throws {
        let (r, w) = try EvdevFixtures.pipe()
        defer { close(w) }
        let device = try EvdevDevice(fileDescriptor: r, path: "open pipe", description: EvdevFixtures.touchscreen)
        let reader = EvdevReader(device: device, mapping: EvdevFixtures.mapping, timeBase: .asRecorded)
        let task = Task {
            var n = 0
            for try await _ in reader.events { n += 1 }
            return n
        }
        task.cancel()
        #expect(try await task.value == 0)
    }

    @Test("a regular file of records: read to its end; with the arrival time base the intervals are kept")
    func regularFileArrival() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-reader-\(UUID().uuidString).bin")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(EvdevFixtures.twoFingers.bytes).write(to: url)
        let before = ProcessInfo.processInfo.systemUptime
        let device = try EvdevDevice(path: url.path, description: EvdevFixtures.touchscreen)
        #expect(!device.usesMonotonicClock)  // a file has no clock to set
        let reader = EvdevReader(device: device, mapping: EvdevFixtures.mapping)
        #expect(reader.timeBase == .arrival)
        let (events, error) = await EvdevFixtures.drain(reader)
        #expect(error == nil)
        #expect(events.count == 5)
        let first = events[0].timestamp
        #expect(first >= before - 0.001 && first <= ProcessInfo.processInfo.systemUptime + 0.001)
        let intervals = events.map { Int((($0.timestamp - first) * 1000).rounded()) }
        #expect(intervals == [0, 10, 20, 30, 40])
    }

    @Test("deliverEvents(to:) posts frames and media keys to an application on the main actor (RC-04)")
    @MainActor
    func deliversToApplication() async throws {
        final class Canvas: UIView {
            var log: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began \(touches.count)") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended \(touches.count)") }
            override func remoteControlReceived(with event: UIEvent?) { log.append("remote \(event?.subtype.rawValue ?? 0)") }
        }
        let application = UIApplication(scheduler: VirtualScheduler())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: application)
        let canvas = Canvas(frame: window.bounds)
        canvas.isMultipleTouchEnabled = true
        window.addSubview(canvas)
        window.makeKeyAndVisible()
        _ = canvas.becomeFirstResponder()
        application.beginReceivingRemoteControlEvents()
        var s = EvdevFixtures.twoFingers
        s.press(1_050_000, EvdevCode.keyPlayPause, 1)
        // RC-02: until the app has started playback (it is not the Now Playing app) media keys reach nobody.
        try await EvdevFixtures.reader(s.bytes, description: EvdevFixtures.touchscreen).deliverEvents(to: application)
        #expect(canvas.log == ["began 1", "began 1", "ended 1", "ended 1"])
        // Playing: the key becomes a remote-control event for the first responder (GAP-03, no handler).
        MPNowPlayingInfoCenter.default(for: application).playbackState = .playing
        canvas.log.removeAll()
        try await EvdevFixtures.reader(s.bytes, description: EvdevFixtures.touchscreen).deliverEvents(to: application)
        #expect(canvas.log == ["began 1", "began 1", "ended 1", "ended 1", "remote 103"])
        // With a command handler registered, the handler takes it instead (GAP-03).
        var handled: [MPRemoteCommandEvent] = []
        MPRemoteCommandCenter.shared(for: application).togglePlayPauseCommand.addTarget { event in
            handled.append(event)
            return .success
        }
        canvas.log.removeAll()
        try await EvdevFixtures.reader(s.bytes, description: EvdevFixtures.touchscreen).deliverEvents(to: application)
        #expect(canvas.log == ["began 1", "began 1", "ended 1", "ended 1"])
        #expect(handled.count == 1)
    }
}

@Suite("evdev event translation")
struct EvdevEventTranslatorTests {
    @Test("the assembler keeps a partial record until it is complete and reports where a stream was cut")
    func assembler() throws {
        let bytes = EvdevFixtures.twoFingers.bytes
        var a = InputEventAssembler()
        #expect(a.append(bytes[0..<10]).isEmpty)
        #expect(a.append(bytes[10..<30]).count == 1)
        #expect(a.pending.count == 6 && a.decodedByteCount == 24)
        #expect(throws: LinuxInputDecodingError.truncatedRecord(offset: 24, remaining: 6)) { try a.finish() }
        #expect(a.append(bytes[30...]).count == bytes.count / 24 - 1)
        try a.finish()
    }

    @Test("a touchpad (BTN_TOOL_FINGER, not direct) is not decoded as touches; a touchscreen is")
    func touchpadNotDecoded() throws {
        var pad = try EvdevFixtures.touchscreen
        pad.properties = [EvdevCode.inputPropPointer]
        pad.codes[EvdevCode.evKey, default: []].insert(EvdevCode.btnToolFinger)
        #expect(!EvdevEventTranslator(description: pad).decodesTouches)
        #expect(EvdevEventTranslator(description: try EvdevFixtures.touchscreen).decodesTouches)
    }

    @Test("by default one device unit is one point")
    func defaultMapping() throws {
        var t = EvdevEventTranslator(description: try EvdevFixtures.touchscreen)
        var out: [RawInputEvent] = []
        for e in try LinuxInputEvent.decode(EvdevFixtures.twoFingers.bytes) { out += t.feed(e) }
        #expect(EvdevFixtures.frames(out).first == "1.000: 10 touching (125.0, 250.0)")
        #expect(t.finish().isEmpty)  // nothing down, nothing held
    }
}
