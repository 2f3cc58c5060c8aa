import Testing

@testable import TactileLinux

/// ``EvdevIoctl``: the ioctl request numbers and the kernel's bitmasks.
@Suite("evdev ioctls")
struct EvdevIoctlTests {
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
}
