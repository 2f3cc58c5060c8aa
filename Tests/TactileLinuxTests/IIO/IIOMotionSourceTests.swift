import Foundation
import Glibc
import Tactile
import TactileLinux
import TactileMotion
import Testing

/// The IIO motion source against a fake sysfs tree. Polling runs on a `VirtualScheduler`; buffered reads go through a
/// FIFO (or a regular file) standing in for `/dev/iio:deviceN`, with the real reader thread. No test sleeps: polled
/// tests advance virtual time, buffered tests close the writer and await the readers' end.
@MainActor
@Suite("IIO motion source")
struct IIOMotionSourceTests {
    /// An application on virtual time that records every motion sample it processes.
    @MainActor
    final class Harness {
        let scheduler = VirtualScheduler(start: 100)
        let application: UIApplication
        var samples: [RawMotionSample] = []

        init() {
            application = UIApplication(scheduler: scheduler)
            application.addMotionSampleObserver { [unowned self] in self.samples.append($0) }
        }

        func of(_ sensor: RawMotionSample.Sensor) -> [RawMotionSample] { samples.filter { $0.sensor == sensor } }
    }

    func close(_ a: RawMotionSample?, _ x: Double, _ y: Double, _ z: Double, within: Double = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a.x - x) < within && abs(a.y - y) < within && abs(a.z - z) < within
    }

    // MARK: Polled

    @Test("polled accelerometer lying flat, screen up: (0, 0, −1) g at the interval, stamped with scheduler time (CM-07, CM-03)")
    func polledFlat() throws {
        let tree = try FakeIIOTree.standard()
        defer { tree.remove() }
        let h = Harness()
        let source = try IIOMotionSource(sysfsRoot: tree.root)
        #expect(source.sensors == [.accelerometer, .gyroscope, .magnetometer])
        try source.start([.accelerometer], interval: 0.05, into: h.application)
        #expect(source.runningSensors == [.accelerometer] && source.interval(of: .accelerometer) == 0.05)
        #expect(h.samples.isEmpty)  // the first reading comes one interval after start
        h.scheduler.advance(by: 0.05)
        #expect(h.samples.count == 1)
        #expect(close(h.samples.first, 0, 0, -1))
        #expect(h.samples.first?.sensor == .accelerometer && h.samples.first?.timestamp == 100.05)
        h.scheduler.advance(by: 0.1)
        #expect(zip(h.samples.map(\.timestamp), [100.05, 100.1, 100.15]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(h.samples.count == 3)
        // Turned face down: +1 g on z.
        try tree.set("iio:device0/in_accel_z_raw", "-16384")
        h.scheduler.advance(by: 0.05)
        #expect(close(h.samples.last, 0, 0, 1))
        // Stopped: no more readings, nothing left scheduled (CM-06).
        source.stop([.accelerometer])
        h.scheduler.advance(by: 1)
        #expect(h.samples.count == 4 && source.runningSensors.isEmpty && h.scheduler.pendingCount == 0)
        source.stop([.accelerometer, .gyroscope])  // stopping what is not running does nothing
    }

    @Test("polling rate is clamped to 10…100 Hz, as iio-sensor-proxy never goes below 10 Hz; restarting changes it")
    func pollingClamp() throws {
        let tree = try FakeIIOTree.standard()
        defer { tree.remove() }
        let h = Harness()
        let source = try IIOMotionSource(sysfsRoot: tree.root)
        try source.start([.gyroscope], interval: 1, into: h.application)
        #expect(source.interval(of: .gyroscope) == 0.1)
        h.scheduler.advance(by: 0.3 + 1e-9)
        #expect(h.samples.count == 3)
        try source.start([.gyroscope], interval: 0.001, into: h.application)  // already running: new interval
        #expect(source.interval(of: .gyroscope) == 0.01)
        h.scheduler.advance(by: 0.1 + 1e-9)
        #expect(h.samples.count == 13)
        #expect(IIOMotionSource.pollingInterval(for: .nan) == 0.1 && IIOMotionSource.pollingInterval(for: -1) == 0.01)
        #expect(IIOMotionSource.pollingInterval(for: 0.05) == 0.05)
        source.stop([.gyroscope])
    }

    @Test("gyroscope in rad/s (IIO's unit, right-hand rule kept) and magnetometer Gauss → µT (CM-09, CM-17)")
    func gyroAndMagnetometer() throws {
        let tree = try FakeIIOTree.standard()
        defer { tree.remove() }
        let h = Harness()
        let source = try IIOMotionSource(sysfsRoot: tree.root)
        try source.start([.gyroscope, .magnetometer], interval: 0.1, into: h.application)
        h.scheduler.advance(by: 0.1)
        // 1000 and −500 counts × 0.001065264 rad/s.
        #expect(close(h.of(.gyroscope).first, 1.065264, -0.532632, 0))
        // (200, −100, 500) counts × 0.001 G = (0.2, −0.1, 0.5) G = (20, −10, 50) µT.
        #expect(close(h.of(.magnetometer).first, 20, -10, 50))
        source.stop([.gyroscope, .magnetometer])
    }

    @Test("a mount matrix that swaps x and y is applied; an override replaces it")
    func mountMatrix() throws {
        let tree = try FakeIIOTree()
        defer { tree.remove() }
        // The chip reads 1 g of specific force on its x axis; it is mounted with x and y swapped.
        try tree.device(0, FakeIIOTree.bmi160(accel: (16384, 0, 0)).merging(["mount_matrix": "0, 1, 0; 1, 0, 0; 0, 0, 1"]) { $1 })
        let h = Harness()
        let source = try IIOMotionSource(sysfsRoot: tree.root)
        #expect(source.channels(for: .accelerometer)?.mountMatrixAttribute == "mount_matrix")
        try source.start([.accelerometer], interval: 0.1, into: h.application)
        h.scheduler.advance(by: 0.1)
        #expect(close(h.samples.last, 0, -1, 0, within: 1e-4))  // the device stands on its bottom edge: y = −1
        source.stop([.accelerometer])

        let overridden = try IIOMotionSource(sysfsRoot: tree.root, mountMatrixOverrides: [.accelerometer: .identity])
        #expect(overridden.channels(for: .accelerometer)?.mountMatrixAttribute == nil)
        try overridden.start([.accelerometer], interval: 0.1, into: h.application)
        h.scheduler.advance(by: 0.1)
        #expect(close(h.samples.last, -1, 0, 0, within: 1e-4))
        overridden.stop([.accelerometer])
    }

    @Test("availability: absent sensors throw and start nothing; a source without devices offers nothing (CAP-04)")
    func availability() throws {
        let tree = try FakeIIOTree.standard()
        defer { tree.remove() }
        let h = Harness()
        let buffered = try IIOMotionSource(sysfsRoot: tree.root, mode: .buffered)
        #expect(buffered.sensors == [.accelerometer, .gyroscope])  // the magnetometer has no buffer
        #expect(throws: IIOError.sensorUnavailable(.magnetometer)) {
            try buffered.start([.accelerometer, .magnetometer], interval: 0.01, into: h.application)
        }
        #expect(buffered.runningSensors.isEmpty && tree.get("iio:device0/buffer/enable") == "0")
        let none = IIOMotionSource(devices: [])
        #expect(none.sensors.isEmpty && none.device(for: .accelerometer) == nil)
        #expect(throws: IIOError.sensorUnavailable(.accelerometer)) {
            try none.start([.accelerometer], interval: 0.1, into: h.application)
        }
    }

    @Test("a polled sensor that fails while running stops and reports the error; a failing start throws")
    func polledFailure() throws {
        let tree = try FakeIIOTree.standard()
        defer { tree.remove() }
        let h = Harness()
        let source = try IIOMotionSource(sysfsRoot: tree.root)
        var reported: [IIOError] = []
        source.errorHandler = { reported.append($0) }
        try source.start([.accelerometer], interval: 0.1, into: h.application)
        tree.delete("iio:device0/in_accel_y_raw")  // the device went away
        h.scheduler.advance(by: 0.5)
        let expected = IIOError.read(path: tree.path("iio:device0/in_accel_y_raw"), code: ENOENT)
        #expect(reported == [expected] && source.lastError == expected)
        #expect(h.samples.isEmpty && source.runningSensors.isEmpty && h.scheduler.pendingCount == 0)
        #expect(throws: expected) { try source.start([.accelerometer], interval: 0.1, into: h.application) }
        try tree.set("iio:device0/in_accel_x_raw", "12.5")
        try tree.set("iio:device0/in_accel_y_raw", "0")
        #expect(throws: IIOError.malformedAttribute(
            path: tree.path("iio:device0/in_accel_x_raw"), expected: "an integer", found: "12.5")
        ) { try source.start([.accelerometer], interval: 0.1, into: h.application) }
    }

    // MARK: Buffered

    /// One bmi160 scan with accel and gyro enabled: six le:s16 values, 4 bytes of padding, an le:s64 timestamp.
    static func scan(accel: (Int16, Int16, Int16), gyro: (Int16, Int16, Int16), ns: Int64) -> [UInt8] {
        func le<T: FixedWidthInteger>(_ v: T) -> [UInt8] { withUnsafeBytes(of: v.littleEndian) { Array($0) } }
        return le(accel.0) + le(accel.1) + le(accel.2) + le(gyro.0) + le(gyro.1) + le(gyro.2) + [0, 0, 0, 0] + le(ns)
    }

    static func write(_ fd: Int32, _ bytes: [UInt8]) {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + done, bytes.count - done) }
            guard n > 0 else { return }
            done += n
        }
    }

    @Test("buffered: scans split across writes and reads decode to the right samples, on the monotonic time base (CM-01)")
    func bufferedFIFO() async throws {
        let tree = try FakeIIOTree.standard()
        defer { tree.remove() }
        let fifo = try tree.fifo("iio-device0-fifo")
        var devices = try IIODevice.discover(sysfsRoot: tree.root)
        devices[0].characterDevicePath = fifo
        let h = Harness()
        // 5-byte reads: every 24-byte scan arrives in pieces.
        let source = IIOMotionSource(devices: devices, mode: .buffered, readSize: 5)
        try source.start([.accelerometer, .gyroscope], interval: 1.0 / 60, into: h.application)

        // The buffer is set up as iio-sensor-proxy does it.
        let d = "iio:device0"
        #expect(tree.get("\(d)/buffer/enable") == "1")
        #expect(tree.get("\(d)/buffer/length") == "128")
        #expect(tree.get("\(d)/trigger/current_trigger") == "bmi160-dev0")
        #expect(tree.get("\(d)/current_timestamp_clock") == "monotonic")
        #expect(tree.get("\(d)/in_accel_sampling_frequency") == "100")  // 60 Hz asked, 100 the next available
        #expect(tree.get("\(d)/in_anglvel_sampling_frequency") == "100")
        #expect(source.interval(of: .accelerometer) == 0.01)
        for channel in ["in_accel_x", "in_accel_z", "in_anglvel_y", "in_timestamp"] {
            #expect(tree.get("\(d)/scan_elements/\(channel)_en") == "1")
        }

        let scans = Self.scan(accel: (0, 0, 16384), gyro: (1000, -500, 0), ns: 5_000_000_000)
            + Self.scan(accel: (16384, 0, 0), gyro: (0, 0, 0), ns: 5_010_000_000)
            + Self.scan(accel: (0, -16384, 0), gyro: (0, 0, -1000), ns: 5_020_000_000)
        let writer = open(fifo, O_WRONLY)
        try #require(writer >= 0)
        var start = 0
        for cut in [7, 30, 1, 26] {  // writes cut inside scans
            Self.write(writer, Array(scans[start..<(start + cut)]))
            start += cut
        }
        Self.write(writer, Array(scans[start...]))
        Glibc.close(writer)
        await source.waitForBufferedReaders()

        #expect(source.lastError == nil)
        #expect(h.samples.map(\.sensor) == [.accelerometer, .gyroscope, .accelerometer, .gyroscope, .accelerometer, .gyroscope])
        #expect(h.samples.map(\.timestamp) == [5.0, 5.0, 5.01, 5.01, 5.02, 5.02])
        let accel = h.of(.accelerometer), gyro = h.of(.gyroscope)
        #expect(close(accel[0], 0, 0, -1, within: 1e-4))
        #expect(close(accel[1], -1, 0, 0, within: 1e-4))
        #expect(close(accel[2], 0, 1, 0, within: 1e-4))
        #expect(close(gyro[0], 1.065264, -0.532632, 0))
        #expect(close(gyro[2], 0, 0, -1.065264))
        // The end of the stream stops the sensors and disables the buffer.
        #expect(source.runningSensors.isEmpty && tree.get("\(d)/buffer/enable") == "0")
    }

    @Test("buffered with the device's realtime clock kept: timestamps are brought onto the monotonic clock (CM-03)")
    func bufferedRealtime() async throws {
        let tree = try FakeIIOTree.standard()
        defer { tree.remove() }
        // A regular file standing in for the device, holding two scans stamped with the wall clock now.
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        let now = Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)
        let uptime = ProcessInfo.processInfo.systemUptime  // the same instant on the monotonic clock
        let file = tree.path("scans.bin")
        let bytes = Self.scan(accel: (0, 0, 16384), gyro: (0, 0, 0), ns: now)
            + Self.scan(accel: (0, 0, 16384), gyro: (0, 0, 0), ns: now + 20_000_000)
        try tree.setBytes("scans.bin", bytes)
        var devices = try IIODevice.discover(sysfsRoot: tree.root)
        devices[0].characterDevicePath = file
        let h = Harness()
        let source = IIOMotionSource(devices: devices, mode: .buffered, setsMonotonicTimestampClock: false)
        try source.start([.accelerometer, .gyroscope], interval: 0.01, into: h.application)
        #expect(tree.get("iio:device0/current_timestamp_clock") == "realtime")
        await source.waitForBufferedReaders()
        #expect(source.lastError == nil)
        let accel = h.of(.accelerometer)
        try #require(accel.count == 2)
        #expect(abs(accel[0].timestamp - uptime) < 0.01)
        #expect(abs(accel[1].timestamp - accel[0].timestamp - 0.02) < 1e-6)
        #expect(close(accel[0], 0, 0, -1, within: 1e-4))
    }

    @Test("buffered: adding and removing sensors reconfigures the scan elements; stop disables the buffer (CM-06)")
    func bufferedReconfigure() async throws {
        let tree = try FakeIIOTree.standard()
        defer { tree.remove() }
        let fifo = try tree.fifo("fifo")
        var devices = try IIODevice.discover(sysfsRoot: tree.root)
        devices[0].characterDevicePath = fifo
        let h = Harness()
        let source = IIOMotionSource(devices: devices, mode: .buffered)
        let d = "iio:device0/scan_elements"
        try source.start([.accelerometer], interval: 0.02, into: h.application)  // 50 Hz is available
        #expect(tree.get("\(d)/in_accel_y_en") == "1" && tree.get("\(d)/in_anglvel_y_en") == "0")
        #expect(tree.get("iio:device0/in_accel_sampling_frequency") == "50")
        try source.start([.gyroscope], interval: 0.005, into: h.application)  // 200 Hz
        #expect(source.runningSensors == [.accelerometer, .gyroscope])
        #expect(tree.get("\(d)/in_accel_y_en") == "1" && tree.get("\(d)/in_anglvel_y_en") == "1")
        #expect(source.interval(of: .accelerometer) == 0.02 && source.interval(of: .gyroscope) == 0.005)
        source.stop([.accelerometer])
        #expect(source.runningSensors == [.gyroscope])
        #expect(tree.get("\(d)/in_accel_y_en") == "0" && tree.get("\(d)/in_anglvel_y_en") == "1")
        #expect(tree.get("iio:device0/buffer/enable") == "1")

        // Gyroscope only: three s16 values, 2 bytes of padding, the timestamp = 16 bytes.
        func le<T: FixedWidthInteger>(_ v: T) -> [UInt8] { withUnsafeBytes(of: v.littleEndian) { Array($0) } }
        let writer = open(fifo, O_WRONLY)
        try #require(writer >= 0)
        Self.write(writer, le(Int16(0)) + le(Int16(2000)) + le(Int16(0)) + [0, 0] + le(Int64(7_000_000_000)))
        Glibc.close(writer)
        await source.waitForBufferedReaders()
        #expect(h.samples.count == 1 && h.samples.first?.timestamp == 7)
        #expect(close(h.samples.first, 0, 2.130528, 0))

        try source.start([.accelerometer], interval: 0.1, into: h.application)
        #expect(tree.get("iio:device0/buffer/enable") == "1")
        source.stop([.accelerometer, .gyroscope])
        #expect(tree.get("iio:device0/buffer/enable") == "0" && source.runningSensors.isEmpty)
        await source.waitForBufferedReaders()  // nothing left running: returns at once
    }

    @Test("buffered: a stream that ends inside a scan reports a typed error after the whole scans")
    func bufferedTruncated() async throws {
        let tree = try FakeIIOTree.standard()
        defer { tree.remove() }
        let file = tree.path("scans.bin")
        let bytes = Self.scan(accel: (0, 0, 16384), gyro: (0, 0, 0), ns: 1_000_000_000) + [1, 2, 3, 4, 5]
        try tree.setBytes("scans.bin", bytes)
        var devices = try IIODevice.discover(sysfsRoot: tree.root)
        devices[0].characterDevicePath = file
        let h = Harness()
        let source = IIOMotionSource(devices: devices, mode: .buffered)
        var reported: [IIOError] = []
        source.errorHandler = { reported.append($0) }
        try source.start([.accelerometer, .gyroscope], interval: 0.01, into: h.application)
        await source.waitForBufferedReaders()
        #expect(h.samples.count == 2)
        #expect(reported == [.truncatedScan(path: file, offset: 24, remaining: 5, scanSize: 24)])
        #expect(source.runningSensors.isEmpty && tree.get("iio:device0/buffer/enable") == "0")
    }

    @Test("buffered: a character device that cannot be opened is a typed error, and the buffer is left disabled")
    func bufferedOpenFailure() throws {
        let tree = try FakeIIOTree.standard()
        defer { tree.remove() }
        var devices = try IIODevice.discover(sysfsRoot: tree.root)
        devices[0].characterDevicePath = tree.path("no-such-device")
        let h = Harness()
        let source = IIOMotionSource(devices: devices, mode: .buffered)
        #expect(throws: IIOError.open(path: tree.path("no-such-device"), code: ENOENT)) {
            try source.start([.accelerometer], interval: 0.01, into: h.application)
        }
        #expect(tree.get("iio:device0/buffer/enable") == "0" && source.runningSensors.isEmpty)
        // A device whose buffer cannot be switched (here: no buffer/enable file to write) fails the same way.
        tree.delete("iio:device0/buffer/enable")
        devices[0].characterDevicePath = "/dev/null"
        let again = IIOMotionSource(devices: devices, mode: .buffered)
        #expect(throws: IIOError.write(path: tree.path("iio:device0/buffer/enable"), value: "0", code: ENOENT)) {
            try again.start([.accelerometer], interval: 0.01, into: h.application)
        }
    }

    @Test("the scan decoder alone: calibrated samples per scan; without a timestamp channel, the arrival time")
    func decoder() throws {
        #expect(throws: IIOError.read(path: "/nonexistent/iio:device3", code: ENOENT)) {
            try IIODevice(path: "/nonexistent/iio:device3")
        }
        let s16 = try IIOScanType(parsing: "le:s16/16>>0")
        let layout = IIOScanLayout(["in_accel_x", "in_accel_y", "in_accel_z"].enumerated().map {
            IIOScanElement(channel: $1, index: $0, type: s16)
        })
        let channels = IIOMotionChannels(
            sensor: .accelerometer, devicePath: "/x", axes: Array(repeating: .init(scale: 9.80665 / 16384), count: 3))
        let decoder = IIOMotionScanDecoder(layout: layout, channels: [channels])
        #expect(!decoder.hasTimestamps && decoder.sensors == [.accelerometer] && layout.scanSize == 6)
        let samples = decoder.samples(in: [0, 0, 0, 0xC0, 0, 0x40], arrival: 42)  // (0, −16384, 16384)
        #expect(samples.count == 1 && samples[0].timestamp == 42)
        #expect(close(samples.first, 0, 1, -1))
    }
}
