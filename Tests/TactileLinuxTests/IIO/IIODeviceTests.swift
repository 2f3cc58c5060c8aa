import Foundation
import Glibc
import Tactile
import TactileLinux
import Testing

/// A fake `/sys/bus/iio/devices` in a temporary directory: every attribute a file holding its text and a newline,
/// as sysfs prints them. This machine has no IIO sensors; the code under test reads the fake tree exactly as it
/// reads the real one.
struct FakeIIOTree {
    let root: String

    init() throws {
        var template = Array("/tmp/tactile-iio-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw POSIXError(.EIO) }
        root = String(cString: made)
    }

    /// Deletes the tree. (Plain POSIX calls: Foundation's file manager takes a tenth of a second per tree here.)
    func remove() { Self.removeRecursively(root) }

    private static func removeRecursively(_ path: String) {
        if let dir = opendir(path) {
            var names: [String] = []
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(dir)
            for name in names { removeRecursively("\(path)/\(name)") }
            rmdir(path)
        } else {
            unlink(path)
        }
    }

    /// The full path of `relative` (e.g. `iio:device0/buffer/enable`).
    func path(_ relative: String) -> String { "\(root)/\(relative)" }

    /// Creates the directory `full` and its parents.
    private func makeDirectories(_ full: String) {
        var prefix = ""
        for part in full.split(separator: "/") {
            prefix += "/" + part
            mkdir(prefix, 0o755)
        }
    }

    /// Writes `value` and a newline to `relative`, creating directories as needed.
    func set(_ relative: String, _ value: String) throws {
        let full = path(relative)
        if let slash = full.lastIndex(of: "/") { makeDirectories(String(full[..<slash])) }
        let fd = open(full, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { Glibc.close(fd) }
        let bytes = Array((value + "\n").utf8)
        guard bytes.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) == bytes.count else {
            throw POSIXError(.EIO)
        }
    }

    /// Writes raw bytes (scans) to `relative`.
    func setBytes(_ relative: String, _ bytes: [UInt8]) throws {
        let fd = open(path(relative), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { Glibc.close(fd) }
        guard bytes.withUnsafeBytes({ write(fd, $0.baseAddress, $0.count) }) == bytes.count else {
            throw POSIXError(.EIO)
        }
    }

    /// Writes every attribute of a device directory.
    func device(_ index: Int, _ attributes: [String: String]) throws {
        makeDirectories(path("iio:device\(index)"))
        for (name, value) in attributes { try set("iio:device\(index)/\(name)", value) }
    }

    /// An attribute's text without its newline.
    func get(_ relative: String) -> String? {
        let fd = open(path(relative), O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { Glibc.close(fd) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard n >= 0 else { return nil }
        return String(decoding: buffer[0..<n], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func delete(_ relative: String) { unlink(path(relative)) }

    /// A FIFO standing in for a character device.
    func fifo(_ name: String) throws -> String {
        let full = path(name)
        guard mkfifo(full, 0o600) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return full
    }

    /// Scan elements for `channels` (attribute prefixes), in that index order, all `le:s16/16>>0` and off, then
    /// `in_timestamp` (`le:s64/64>>0`).
    static func scanElements(_ channels: [String]) -> [String: String] {
        var attributes: [String: String] = [:]
        for (i, channel) in (channels + ["in_timestamp"]).enumerated() {
            attributes["scan_elements/\(channel)_en"] = "0"
            attributes["scan_elements/\(channel)_index"] = "\(i)"
            attributes["scan_elements/\(channel)_type"] = channel == "in_timestamp" ? "le:s64/64>>0" : "le:s16/16>>0"
        }
        return attributes
    }

    /// 9.80665 / 16384: a ±2 g 16-bit accelerometer, 1 g = 16384 counts.
    static let accelScale = "0.000598550415"
    /// A ±2000 °/s 16-bit gyroscope (2000·π/180/32768 rad/s per count).
    static let gyroScale = "0.001065264"

    /// A `bmi160`-like accelerometer and gyroscope lying flat, with a buffer, scan elements, sampling frequencies
    /// and a trigger of its own.
    static func bmi160(accel: (Int, Int, Int) = (0, 0, 16384), gyro: (Int, Int, Int) = (1000, -500, 0)) -> [String: String] {
        var a: [String: String] = [
            "name": "bmi160",
            "in_accel_x_raw": "\(accel.0)", "in_accel_y_raw": "\(accel.1)", "in_accel_z_raw": "\(accel.2)",
            "in_accel_scale": accelScale,
            "in_accel_sampling_frequency": "100.000000",
            "in_accel_sampling_frequency_available": "25 50 100 200 400 800 1600",
            "in_anglvel_x_raw": "\(gyro.0)", "in_anglvel_y_raw": "\(gyro.1)", "in_anglvel_z_raw": "\(gyro.2)",
            "in_anglvel_scale": gyroScale,
            "in_anglvel_sampling_frequency": "100.000000",
            "in_anglvel_sampling_frequency_available": "25 50 100 200 400 800 1600 3200",
            "current_timestamp_clock": "realtime",
            "buffer/enable": "0", "buffer/length": "2",
            "trigger/current_trigger": "",
        ]
        a.merge(scanElements(
            ["in_accel_x", "in_accel_y", "in_accel_z", "in_anglvel_x", "in_anglvel_y", "in_anglvel_z"])) { $1 }
        return a
    }

    /// An `ak8975`-like magnetometer with per-axis scales in Gauss, polled only.
    static let ak8975: [String: String] = [
        "name": "ak8975",
        "in_magn_x_raw": "200", "in_magn_y_raw": "-100", "in_magn_z_raw": "500",
        "in_magn_x_scale": "0.001", "in_magn_y_scale": "0.001", "in_magn_z_scale": "0.001",
    ]

    /// iio:device0 = bmi160 (with its trigger, trigger0), iio:device1 = ak8975.
    static func standard() throws -> FakeIIOTree {
        let tree = try FakeIIOTree()
        try tree.device(0, bmi160())
        try tree.device(1, ak8975)
        try tree.set("trigger0/name", "bmi160-dev0")
        return tree
    }
}

@Suite("IIO devices: discovery, attributes, mount matrices")
struct IIODeviceTests {
    @Test("discovery finds an accelerometer+gyroscope device and a magnetometer device, by index (EVT-06, CAP-04)")
    func discovery() throws {
        let tree = try FakeIIOTree.standard()
        defer { tree.remove() }
        try tree.device(10, ["name": "als"])  // not a motion sensor; sorts after device1, not before it
        let devices = try IIODevice.discover(sysfsRoot: tree.root)
        #expect(devices.map(\.deviceName) == ["iio:device0", "iio:device1", "iio:device10"])
        #expect(devices.map(\.name) == ["bmi160", "ak8975", "als"])

        let imu = devices[0]
        #expect(imu.index == 0)
        #expect(imu.characterDevicePath == "/dev/iio:device0")
        #expect(imu.sensors == [.accelerometer, .gyroscope])
        #expect(imu.polledSensors == [.accelerometer, .gyroscope])
        #expect(imu.bufferedSensors == [.accelerometer, .gyroscope])
        #expect(imu.hasBuffer)
        #expect(imu.timestampClock == .realtime)
        let accel = try #require(imu.channels(for: .accelerometer))
        #expect(accel.axes.map(\.scale) == [0.000598550415, 0.000598550415, 0.000598550415])
        #expect(accel.axes.map(\.offset) == [0, 0, 0])
        #expect(accel.samplingFrequencyAttribute == "in_accel_sampling_frequency")
        #expect(accel.samplingFrequency == 100)
        #expect(accel.availableSamplingFrequencies == .list([25, 50, 100, 200, 400, 800, 1600]))
        #expect(accel.mountMatrix == .identity && accel.mountMatrixAttribute == nil)
        #expect(accel.rawAttributePath(2) == "\(tree.root)/iio:device0/in_accel_z_raw")
        #expect(imu.scanElements.map(\.channel) == [
            "in_accel_x", "in_accel_y", "in_accel_z", "in_anglvel_x", "in_anglvel_y", "in_anglvel_z", "in_timestamp",
        ])
        #expect(imu.scanElements.map(\.index) == Array(0...6))
        #expect(imu.scanElements.last?.type.description == "le:s64/64>>0")
        #expect(imu.scanElements.allSatisfy { !$0.isEnabled })

        let magn = devices[1]
        #expect(magn.sensors == [.magnetometer])
        #expect(magn.bufferedSensors.isEmpty && !magn.hasBuffer)
        #expect(magn.timestampClock == nil)
        #expect(magn.channels(for: .magnetometer)?.axes.map(\.scale) == [0.001, 0.001, 0.001])
        #expect(magn.channels(for: .magnetometer)?.samplingFrequencyAttribute == nil)
        #expect(devices[2].sensors.isEmpty)
    }

    @Test("scan lists every device, each read or with its problem: one broken device does not hide the others")
    func scanKeepsGoing() throws {
        let tree = try FakeIIOTree.standard()
        defer { tree.remove() }
        try tree.device(2, ["name": "broken", "in_accel_x_raw": "1", "in_accel_y_raw": "2", "in_accel_z_raw": "3",
            "in_accel_scale": "not-a-number"])
        let listed = IIODevice.scan(sysfsRoot: tree.root)
        #expect(listed.map(\.path) == ["iio:device0", "iio:device1", "iio:device2"].map { "\(tree.root)/\($0)" })
        #expect((try? listed[0].device.get())?.name == "bmi160")
        #expect((try? listed[1].device.get())?.sensors == [.magnetometer])
        guard case .failure(let error) = listed[2].device else {
            Issue.record("expected the broken device to fail")
            return
        }
        #expect("\(error)".contains("in_accel_scale"))
        #expect(IIODevice.scan(sysfsRoot: "/nonexistent/tactile/iio").isEmpty)
    }

    @Test("a machine without IIO (no /sys/bus/iio/devices) has no devices, and no error")
    func missingRoot() throws {
        #expect(try IIODevice.discover(sysfsRoot: "/nonexistent/tactile/iio").isEmpty)
    }

    @Test("a sensor needs all three axes; per-axis scale and offset win over the shared ones; absent scale is 1")
    func partialAndPerAxis() throws {
        let tree = try FakeIIOTree()
        defer { tree.remove() }
        try tree.device(0, [
            "in_accel_x_raw": "1", "in_accel_y_raw": "2", "in_accel_z_raw": "3",
            "in_accel_scale": "0.5", "in_accel_y_scale": "0.25", "in_accel_offset": "10", "in_accel_z_offset": "-3",
            "in_anglvel_x_raw": "1", "in_anglvel_y_raw": "1",  // no z: not a gyroscope
            "in_magn_x_raw": "1", "in_magn_y_raw": "1", "in_magn_z_raw": "1",  // no scale at all
        ])
        let device = try IIODevice(path: tree.path("iio:device0"))
        #expect(device.sensors == [.accelerometer, .magnetometer])
        let accel = try #require(device.channels(for: .accelerometer))
        #expect(accel.axes == [.init(scale: 0.5, offset: 10), .init(scale: 0.25, offset: 10), .init(scale: 0.5, offset: -3)])
        #expect(device.channels(for: .magnetometer)?.axes == Array(repeating: .init(scale: 1, offset: 0), count: 3))
        #expect(device.name.isEmpty)
    }

    @Test("mount matrix lookup order: mount_matrix, then in_<type>_mount_matrix, then in_mount_matrix, then identity")
    func mountMatrixLookup() throws {
        let tree = try FakeIIOTree()
        defer { tree.remove() }
        let swapXY = "0, 1, 0; 1, 0, 0; 0, 0, 1"
        let flipZ = "1, 0, 0; 0, 1, 0; 0, 0, -1"
        let rotate = "0, -1, 0; 1, 0, 0; 0, 0, 1"
        let axes = ["in_accel_x_raw": "0", "in_accel_y_raw": "0", "in_accel_z_raw": "0"]
        try tree.device(0, axes.merging(["mount_matrix": swapXY, "in_accel_mount_matrix": flipZ, "in_mount_matrix": rotate]) { $1 })
        try tree.device(1, axes.merging(["in_accel_mount_matrix": flipZ, "in_mount_matrix": rotate]) { $1 })
        try tree.device(2, axes.merging(["in_mount_matrix": rotate, "in_anglvel_mount_matrix": flipZ]) { $1 })
        try tree.device(3, axes)
        let found = try IIODevice.discover(sysfsRoot: tree.root).map { try #require($0.channels(for: .accelerometer)) }
        #expect(found.map(\.mountMatrixAttribute) == ["mount_matrix", "in_accel_mount_matrix", "in_mount_matrix", nil])
        #expect(found.map(\.mountMatrix.description) == [swapXY, flipZ, rotate, "1, 0, 0; 0, 1, 0; 0, 0, 1"])
    }

    @Test("mount matrices parse with any spacing and decimals, apply as rows (device = M · chip), reject bad text")
    func mountMatrixParsing() throws {
        let m = try IIOMountMatrix.parse("0,1,0;1,0,0;0,0,1\n")
        #expect(m.rows == [[0, 1, 0], [1, 0, 0], [0, 0, 1]])
        let r = m.apply(1, 2, 3)
        #expect(r.x == 2 && r.y == 1 && r.z == 3)
        let tilted = try IIOMountMatrix.parse(" 0.7071 , -0.7071, 0 ;0.7071,0.7071,0; 0, 0, 1 ")
        #expect(tilted.rows[0] == [0.7071, -0.7071, 0])
        #expect(try IIOMountMatrix.parse("1, 0, 0; 0, 1, 0; 0, 0, 1") == .identity)
        for bad in ["", "1, 0, 0; 0, 1, 0", "1, 0; 0, 1; 0, 0", "1, 0, 0; 0, one, 0; 0, 0, 1", "0, 0, 0; 0, 0, 0; 0, 0, 0",
            "1, 0, 0, 0; 0, 1, 0; 0, 0, 1", "1, 0, 0; 0, 1, 0; 0, 0, inf"]
        {
            #expect(throws: IIOError.malformedAttribute(
                path: "/x/mount_matrix", expected: "a mount matrix \"x1, y1, z1; x2, y2, z2; x3, y3, z3\"", found: bad)
            ) { try IIOMountMatrix.parse(bad, path: "/x/mount_matrix") }
        }
    }

    @Test("unparsable attributes are typed errors naming the file, what was expected and what was found")
    func malformedAttributes() throws {
        let tree = try FakeIIOTree.standard()
        defer { tree.remove() }
        try tree.set("iio:device0/in_accel_scale", "abc")
        let scale = tree.path("iio:device0/in_accel_scale")
        #expect(throws: IIOError.malformedAttribute(path: scale, expected: "a decimal number", found: "abc")) {
            try IIODevice.discover(sysfsRoot: tree.root)
        }
        try tree.set("iio:device0/in_accel_scale", FakeIIOTree.accelScale)

        try tree.set("iio:device0/scan_elements/in_accel_y_type", "le:s16/12>>0")
        let type = tree.path("iio:device0/scan_elements/in_accel_y_type")
        let error = IIOError.badScanType(path: type, IIOScanTypeError(text: "le:s16/12>>0", reason: .storageBits(12)))
        #expect(throws: error) { try IIODevice.discover(sysfsRoot: tree.root) }
        #expect(error.description.hasPrefix("\(type): bad scan type \"le:s16/12>>0\""))
        try tree.set("iio:device0/scan_elements/in_accel_y_type", "le:s16/16>>0")

        try tree.set("iio:device0/scan_elements/in_accel_y_index", "one")
        #expect(throws: IIOError.malformedAttribute(
            path: tree.path("iio:device0/scan_elements/in_accel_y_index"), expected: "an integer", found: "one")
        ) { try IIODevice.discover(sysfsRoot: tree.root) }
        try tree.set("iio:device0/scan_elements/in_accel_y_index", "1")

        try tree.set("iio:device0/current_timestamp_clock", "sundial")
        #expect(throws: IIOError.malformedAttribute(
            path: tree.path("iio:device0/current_timestamp_clock"),
            expected: "one of realtime, monotonic, monotonic_raw, realtime_coarse, monotonic_coarse, boottime, tai",
            found: "sundial")
        ) { try IIODevice.discover(sysfsRoot: tree.root) }
        try tree.set("iio:device0/current_timestamp_clock", "boottime")

        try tree.set("iio:device0/in_accel_sampling_frequency_available", "25 fifty 100")
        #expect(throws: IIOError.malformedAttribute(
            path: tree.path("iio:device0/in_accel_sampling_frequency_available"),
            expected: "decimal numbers separated by spaces", found: "25 fifty 100")
        ) { try IIODevice.discover(sysfsRoot: tree.root) }
        try tree.set("iio:device0/in_accel_sampling_frequency_available", "[12.5 12.5 1600]")

        let device = try IIODevice(path: tree.path("iio:device0"))
        #expect(device.timestampClock == .boottime)
        #expect(device.channels(for: .accelerometer)?.availableSamplingFrequencies
            == .range(minimum: 12.5, step: 12.5, maximum: 1600))
    }

    @Test("available sampling frequencies: the smallest at or above the rate asked for, else the largest")
    func availableValues() throws {
        let list = try IIOAvailableValues.parse("100 25 50\n", path: "f")
        #expect(list == .list([25, 50, 100]))
        #expect([10, 25, 26, 60, 100, 400].map(list.smallest(atLeast:)) == [25, 25, 50, 100, 100, 100])
        let range = try IIOAvailableValues.parse("[12.5 12.5 100]", path: "f")
        #expect([1, 12.5, 13, 30, 99, 200].map(range.smallest(atLeast:)) == [12.5, 12.5, 25, 37.5, 100, 100])
        #expect(IIOAvailableValues.list([]).smallest(atLeast: 42) == 42)
        #expect(throws: IIOError.malformedAttribute(path: "f", expected: "a range \"[min step max]\"", found: "[1 2]")) {
            try IIOAvailableValues.parse("[1 2]", path: "f")
        }
    }

    @Test("error messages say what to do: permissions (udev rule or root), a busy buffer, a missing trigger")
    func errorMessages() {
        let denied = IIOError.open(path: "/dev/iio:device0", code: EACCES)
        #expect(denied.isPermissionDenied)
        #expect(denied.description.contains("/dev/iio:device0: cannot open: Permission denied"))
        #expect(denied.description.contains("udev rule") && denied.description.contains("root"))
        let write = IIOError.write(path: "/sys/bus/iio/devices/iio:device0/buffer/enable", value: "1", code: EACCES)
        #expect(write.description.contains("cannot write \"1\"") && write.description.contains("udev rule"))
        #expect(write.description.contains("polled mode"))
        #expect(IIOError.read(path: "/sys/x", code: EPERM).description.contains("udev rule"))
        #expect(IIOError.open(path: "/dev/iio:device0", code: EBUSY).description.contains("iio-sensor-proxy"))
        #expect(IIOError.read(path: "/s/in_accel_x_raw", code: EBUSY).description.contains("buffered mode"))
        #expect(IIOError.write(path: "/s/buffer/enable", value: "1", code: EINVAL).description.contains("current_trigger"))
        #expect(IIOError.sensorUnavailable(.gyroscope).description.contains("no IIO device offers the gyroscope"))
        #expect(IIOError.truncatedScan(path: "p", offset: 48, remaining: 5, scanSize: 24).description
            == "p: byte 48: expected a 24-byte scan, the stream ended after 5 bytes")
        #expect(!IIOError.emptyScan(path: "p").isPermissionDenied && IIOError.emptyScan(path: "p").code == nil)
    }
}
