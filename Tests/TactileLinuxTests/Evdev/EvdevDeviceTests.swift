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

    @Test("ioctl numbers are encoded as <asm-generic/ioctl.h> does")
    func ioctlNumbers() {
        #expect(EvdevIoctl.request(direction: EvdevIoctl.read, number: 0x06, size: 256) == 0x8100_4506)  // EVIOCGNAME(256)
        #expect(EvdevIoctl.request(direction: EvdevIoctl.read, number: 0x02, size: 8) == 0x8008_4502)  // EVIOCGID
        #expect(EvdevIoctl.request(direction: EvdevIoctl.read, number: 0x40 + 0x35, size: 24) == 0x8018_4575)  // EVIOCGABS(ABS_MT_POSITION_X)
        #expect(EvdevIoctl.request(direction: EvdevIoctl.read, number: 0x21, size: 96) == 0x8060_4521)  // EVIOCGBIT(EV_KEY, 96)
        #expect(EvdevIoctl.request(direction: EvdevIoctl.write, number: 0x90, size: 4) == 0x4004_4590)  // EVIOCGRAB
        #expect(EvdevIoctl.request(direction: EvdevIoctl.write, number: 0xa0, size: 4) == 0x4004_45a0)  // EVIOCSCLOCKID
        #expect(EvdevIoctl.bits([0x0b, 0, 0x04]) == [0, 1, 3, 18])
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

    @Test("tactile devices' listing: a plain file named like a device node says why it cannot be read")
    func scanProblems() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-devices-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = FileManager.default.createFile(atPath: dir.appendingPathComponent("event0").path, contents: Data())
        let list = InputDeviceList.scan(directory: dir.path)
        #expect(list.count == 1 && list[0].capabilities == nil && list[0].name == nil)
        #expect(list[0].problem?.contains("EVIOCGNAME") == true)
    }
}

@Suite("evdev capabilities")
struct EvdevCapabilitiesTests {
    func describe(_ evemu: String) throws -> EvdevCapabilities {
        try EvdevDeviceDescription.parseEvemu(evemu).capabilities
    }

    @Test("a protocol B touchscreen: slots and ranges, as tactile devices prints them")
    func protocolB() throws {
        let c = try EvdevFixtures.touchscreen.capabilities
        #expect(c.isTouchscreen && c.isDirect && !c.hasMediaKeys)
        #expect(c.touchSurface?.touchProtocol == .multitouchB(slots: 10))
        #expect(c.description == "touchscreen, protocol B, 10 slots, 0…1000 × 0…1000")
        #expect(try EvdevFixtures.touchscreen.touchSurfaceSize == CGSize(width: 1000, height: 1000))
    }

    @Test("media keys are listed by what they do; other keys are counted")
    func mediaKeys() {
        let c = EvdevFixtures.mediaKeys.capabilities
        #expect(c.touchSurface == nil && c.hasMediaKeys)
        #expect(c.mediaKeys == [163, 164, 165, 166, 168, 200, 201, 207, 208, 226])
        #expect(c.description
            == "media keys (next track, play/pause, previous track, stop, rewind, play, pause, fast forward); 1 other key")
    }

    @Test("a touchscreen without INPUT_PROP_DIRECT (old 3M and eGalax panels) is still a touchscreen")
    func noDirectProperty() throws {
        var d = try EvdevFixtures.touchscreen
        d.properties = []
        #expect(d.capabilities.isTouchscreen)
        #expect(d.capabilities.description.hasPrefix("touchscreen (no INPUT_PROP_DIRECT), protocol B"))
    }

    @Test("touchpads, tablets, protocol A, single touch, and axes that are not a touch surface")
    func classification() throws {
        var pad = try EvdevFixtures.touchscreen
        pad.properties = [EvdevCode.inputPropPointer]
        pad.codes[EvdevCode.evKey, default: []].insert(EvdevCode.btnToolFinger)
        #expect(pad.capabilities.touchSurface?.kind == .touchpad)
        var pen = try EvdevFixtures.touchscreen
        pen.codes[EvdevCode.evKey, default: []].insert(EvdevCode.btnToolPen)
        #expect(pen.capabilities.touchSurface?.kind == .tablet)
        var protocolA = try EvdevFixtures.touchscreen
        protocolA.absInfo[EvdevCode.absMTSlot] = nil
        protocolA.codes[EvdevCode.evAbs]?.remove(EvdevCode.absMTSlot)
        #expect(protocolA.capabilities.touchSurface?.touchProtocol == .multitouchA)
        let single = EvdevDeviceDescription(
            properties: [EvdevCode.inputPropDirect],
            codes: [EvdevCode.evKey: [EvdevCode.btnTouch], EvdevCode.evAbs: [0, 1, 24]],
            absInfo: [0: .init(minimum: 0, maximum: 4095), 1: .init(minimum: 0, maximum: 4095), 24: .init(minimum: 0, maximum: 255)])
        #expect(single.capabilities.description == "touchscreen, single touch, 0…4095 × 0…4095, pressure")
        let joystick = EvdevDeviceDescription(
            codes: [EvdevCode.evAbs: [0, 1]], absInfo: [0: .init(minimum: -127, maximum: 127), 1: .init(minimum: -127, maximum: 127)])
        #expect(joystick.capabilities.touchSurface == nil)
        #expect(joystick.capabilities.description == "no touch surface, no keys")
    }
}

/// The shared descriptions of real devices, when `../shared/data/evemu/` is there.
@Suite(
    "evdev capabilities of real devices",
    .enabled(if: EvemuData.folder != nil, "../shared/data/evemu not found; clone shared/ beside the repository"))
struct RealDeviceCapabilitiesTests {
    func capabilities(_ name: String) throws -> EvdevCapabilities {
        try EvdevDeviceDescription(EvemuRecording.load(EvemuData.folder!.appendingPathComponent(name))).capabilities
    }

    @Test("Atmel and EP0430M09: protocol B touchscreens; 3M without INPUT_PROP_DIRECT; the Plantronics headset: 5 buttons")
    func realDevices() throws {
        #expect(try capabilities("Atmel_maXTouch_Touchscreen.desc").description
            == "touchscreen, protocol B, 10 slots, 0…799 × 0…479")
        #expect(try capabilities("EP0430M09.desc").description == "touchscreen, protocol B, 5 slots, 0…1279 × 0…767")
        #expect(try capabilities("3m.event").isTouchscreen)
        #expect(try capabilities("3m.event").touchSurface?.touchProtocol == .multitouchB(slots: 60))
        #expect(try capabilities("Plantronics_Plantronics_.Audio_648_USB.desc").description == "5 other keys")
    }
}
