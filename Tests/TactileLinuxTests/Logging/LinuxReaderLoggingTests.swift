import Foundation
import Glibc
import Logging
import SharedTestData
import Tactile
import TactileLinux
import TactileMotion
import Testing

/// What the evdev and IIO readers and the IIO motion source tell a swift-log logger: opening failures with the
/// path, the start and end of reading, read failures and dropped events, and nothing per event. No test sleeps:
/// each awaits a stream to its end.
@Suite("Linux readers' logging")
struct LinuxReaderLoggingTests {
    @Test("opening a missing evdev device logs an error naming the path (and still throws)")
    func evdevMissingDevice() throws {
        let capture = LogCapture()
        let path = "/nonexistent/input/event99"
        #expect(throws: EvdevError.open(path: path, code: ENOENT)) {
            try EvdevDevice(path: path, logger: capture.logger())
        }
        let errors = capture.entries(.error, containing: "Cannot open the input device")
        #expect(errors.count == 1, "\(capture.entries)")
        #expect(errors.first?.metadata["evdev.path"] == path)
        #expect(capture.entries.count == 1)
    }

    @Test("an evdev reader logs opening, the start and the end of reading at info, and nothing per event")
    func evdevStartAndEnd() async throws {
        let capture = LogCapture()
        let (r, w) = try EvdevFixtures.pipe()
        EvdevFixtures.write(w, EvdevFixtures.twoFingers.bytes)
        close(w)
        let device = try EvdevDevice(
            fileDescriptor: r, path: "test pipe", description: EvdevFixtures.touchscreen, logger: capture.logger())
        let reader = EvdevReader(device: device, mapping: EvdevFixtures.mapping, timeBase: .asRecorded)
        let (events, error) = await EvdevFixtures.drain(reader)
        #expect(error == nil && events.count == 5)
        let logged = capture.entries
        #expect(logged.map(\.message) == [
            "Opened the input device", "Reading the input device", "Stopped reading the input device",
        ])
        #expect(logged.allSatisfy { $0.level == .info && $0.metadata["evdev.path"] == "test pipe" })
        #expect(logged.last?.metadata["evdev.reason"] == "end of file")
        #expect(reader.logger != nil)
    }

    @Test("a reader's own logger is used instead of the device's; a truncated record is logged as an error")
    func evdevTruncatedRecord() async throws {
        let deviceLog = LogCapture(), readerLog = LogCapture()
        let (r, w) = try EvdevFixtures.pipe()
        EvdevFixtures.write(w, EvdevFixtures.twoFingers.bytes + [1, 2, 3, 4, 5])
        close(w)
        let device = try EvdevDevice(
            fileDescriptor: r, path: "short pipe", description: EvdevFixtures.touchscreen, logger: deviceLog.logger())
        let reader = EvdevReader(
            device: device, mapping: EvdevFixtures.mapping, timeBase: .asRecorded, logger: readerLog.logger())
        let (_, error) = await EvdevFixtures.drain(reader)
        let truncated = EvdevError.truncatedRecord(
            path: "short pipe", offset: EvdevFixtures.twoFingers.bytes.count, remaining: 5)
        #expect(error as? EvdevError == truncated)
        #expect(deviceLog.entries.map(\.message) == ["Opened the input device"])
        let failures = readerLog.entries(.error, containing: "Reading the input device failed")
        #expect(failures.count == 1)
        #expect(failures.first?.metadata["evdev.path"] == "short pipe")
        #expect(failures.first?.metadata["evdev.error"] == "\(truncated)")
    }

    @Test("events the kernel dropped (SYN_DROPPED) are logged as a warning")
    func evdevDroppedEvents() async throws {
        var stream = EvdevFixtures.twoFingers
        stream.add(3_000_000, EvdevCode.evSyn, EvdevCode.synDropped, 0)
        stream.syn(3_000_000)
        let capture = LogCapture()
        let (r, w) = try EvdevFixtures.pipe()
        EvdevFixtures.write(w, stream.bytes)
        close(w)
        let device = try EvdevDevice(fileDescriptor: r, path: "test pipe", description: EvdevFixtures.touchscreen)
        let reader = EvdevReader(
            device: device, mapping: EvdevFixtures.mapping, timeBase: .asRecorded, logger: capture.logger())
        _ = await EvdevFixtures.drain(reader)
        #expect(capture.entries(.warning, containing: "dropped input events").count == 1, "\(capture.entries)")
    }

    @Test("opening a missing IIO buffer logs an error naming the path; a pipe's scans log the start and the end")
    func iioBufferReader() async throws {
        let s16 = try IIOScanType(parsing: "le:s16/16>>0")
        let layout = IIOScanLayout(["in_accel_x", "in_accel_y", "in_accel_z"].enumerated().map {
            IIOScanElement(channel: $1, index: $0, type: s16)
        })
        let channels = IIOMotionChannels(
            sensor: .accelerometer, devicePath: "/x", axes: Array(repeating: .init(scale: 9.80665 / 16384), count: 3))
        let decoder = IIOMotionScanDecoder(layout: layout, channels: [channels])

        let missing = LogCapture()
        #expect(throws: IIOError.open(path: "/nonexistent/iio:device9", code: ENOENT)) {
            try IIOBufferReader(path: "/nonexistent/iio:device9", decoder: decoder, logger: missing.logger())
        }
        #expect(missing.entries(.error, containing: "Cannot open the IIO buffer").first?.metadata["iio.path"]
            == "/nonexistent/iio:device9")

        let capture = LogCapture()
        let (r, w) = try EvdevFixtures.pipe()
        EvdevFixtures.write(w, [0, 0, 0, 0xC0, 0, 0x40, 0, 0, 0, 0xC0, 0, 0x40])  // two scans
        close(w)
        let reader = IIOBufferReader(fileDescriptor: r, path: "scan pipe", decoder: decoder, logger: capture.logger())
        var count = 0
        for try await _ in reader.samples { count += 1 }
        #expect(count == 2)
        #expect(capture.entries.map(\.message) == ["Reading the IIO buffer", "Stopped reading the IIO buffer"])
        #expect(capture.entries.allSatisfy { $0.level == .info && $0.metadata["iio.path"] == "scan pipe" })
        #expect(capture.entries.first?.metadata["iio.scan-size"] == "6")
    }

    @Test("the IIO motion source logs the sensors it starts and stops, and an error for a sensor no device offers")
    @MainActor
    func iioMotionSource() throws {
        let tree = try FakeIIOTree.standard()
        defer { tree.remove() }
        let application = UIApplication(scheduler: VirtualScheduler(start: 100))
        let capture = LogCapture()
        let source = try IIOMotionSource(sysfsRoot: tree.root, logger: capture.logger())
        try source.start([.accelerometer, .gyroscope], interval: 0.05, into: application)
        source.stop([.accelerometer, .gyroscope])
        #expect(capture.entries.map(\.message) == ["Started motion sensors", "Stopping motion sensors"])
        #expect(capture.entries.first?.metadata["iio.sensors"] == "accelerometer, gyroscope")
        #expect(capture.entries.first?.metadata["iio.mode"] == "polled")

        let empty = IIOMotionSource(devices: [], logger: capture.logger())
        #expect(throws: IIOError.sensorUnavailable(.gyroscope)) {
            try empty.start([.gyroscope], interval: 0.05, into: application)
        }
        #expect(capture.entries(.error, containing: "No IIO device offers the sensor").first?.metadata["iio.sensor"]
            == "gyroscope")
    }
}
