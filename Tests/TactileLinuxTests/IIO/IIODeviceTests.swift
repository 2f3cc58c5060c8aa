import Foundation
import Glibc
import Tactile
import TactileLinux
import Testing

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
