import Testing
import TactileLinux

/// The one-line summary `tactile devices` prints for each IIO device.
@Suite("IIO device summaries")
struct IIODeviceSummaryTests {
    @Test("a summary names the motion sensors and how they can be read; a device without any says so")
    func summaries() throws {
        let tree = try FakeIIOTree.standard()
        defer { tree.remove() }
        try tree.device(10, ["name": "als"])
        let devices = try IIODevice.discover(sysfsRoot: tree.root)
        let imu = devices[0].motionSummary
        #expect(imu.contains("accelerometer") && imu.contains("gyroscope"))
        #expect(imu.hasSuffix(" (polled and buffered)"))
        #expect(devices[1].motionSummary.contains("magnetometer"))
        #expect(!devices[1].motionSummary.contains("gyroscope"))
        #expect(devices[2].motionSummary == "no motion sensors")
    }
}
