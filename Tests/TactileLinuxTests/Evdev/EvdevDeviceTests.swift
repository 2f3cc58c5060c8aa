import Foundation
import Glibc
import Tactile
@testable import TactileLinux
import Testing
import SharedTestData
import TactileTrace

@Suite("evdev devices")
struct EvdevDeviceTests {
    func temporaryFile(_ bytes: [UInt8] = []) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-device-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        return url
    }

    @Test("ioctls on a regular file fail with a typed error naming the path and the ioctl (ENOTTY)")
    func regularFileHasNoIoctls() throws {
        let url = try temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let expected = EvdevError.ioctl(path: url.path, request: "EVIOCGNAME", code: ENOTTY)
        #expect(throws: expected) { try EvdevDevice(path: url.path) }
        #expect(throws: expected) { try EvdevDevice.describe(path: url.path) }
        let text = "\(expected)"
        #expect(text.contains(url.path) && text.contains("EVIOCGNAME") && text.contains("not an evdev device"))
    }

    @Test("a pipe without a description fails the same way; with one it opens, with no monotonic clock and no grab")
    func pipeNeedsDescription() throws {
        let (r1, w1) = try EvdevFixtures.pipe()
        close(w1)
        #expect(throws: EvdevError.ioctl(path: "pipe", request: "EVIOCGNAME", code: ENOTTY)) {
            try EvdevDevice(fileDescriptor: r1, path: "pipe")  // closes r1
        }
        let (r2, w2) = try EvdevFixtures.pipe()
        close(w2)
        let device = try EvdevDevice(fileDescriptor: r2, path: "pipe", description: try EvdevFixtures.touchscreen)
        #expect(device.deviceDescription.name == "Tactile Test Touchscreen")
        #expect(!device.usesMonotonicClock && !device.isGrabbed)
        let (r3, w3) = try EvdevFixtures.pipe()
        close(w3)
        #expect(throws: EvdevError.ioctl(path: "pipe", request: "EVIOCGRAB", code: ENOTTY)) {
            try EvdevDevice(fileDescriptor: r3, path: "pipe", description: try EvdevFixtures.touchscreen, grab: true)
        }
    }

    @Test("opening fails with the path and an actionable hint: a missing node, a node without permission")
    func openErrors() throws {
        let missing = "/nonexistent-\(UUID().uuidString)/event0"
        #expect(throws: EvdevError.open(path: missing, code: ENOENT)) { try EvdevDevice(path: missing) }
        #expect("\(EvdevError.open(path: missing, code: ENOENT))".contains("tactile devices"))
        let denied = EvdevError.open(path: "/dev/input/event3", code: EACCES)
        #expect(denied.isPermissionDenied)
        #expect("\(denied)".contains("input group") && "\(denied)".contains("root"))
        #expect("\(EvdevError.read(path: "/dev/input/event3", code: ENODEV))".contains("removed"))
    }

    @Test("CLOCK_MONOTONIC, which EVIOCSCLOCKID selects, is the clock of ProcessInfo.systemUptime (MainQueueScheduler)")
    func monotonicIsUptime() {
        var ts = timespec()
        let before = ProcessInfo.processInfo.systemUptime
        clock_gettime(CLOCK_MONOTONIC, &ts)
        let after = ProcessInfo.processInfo.systemUptime
        let monotonic = Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
        #expect(monotonic >= before - 0.001 && monotonic <= after + 0.001)
    }

}
