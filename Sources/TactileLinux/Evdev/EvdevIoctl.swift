#if canImport(Glibc)
import Glibc
#endif

/// The evdev ioctls, encoded as `<asm-generic/ioctl.h>` encodes them: `_IOC(dir, 'E', nr, size)`.
enum EvdevIoctl {
    /// `_IOC_WRITE` and `_IOC_READ`.
    static let write: UInt = 1, read: UInt = 2

    /// `_IOC(direction, 'E', number, size)`.
    static func request(direction: UInt, number: UInt, size: Int) -> UInt {
        (direction << 30) | (UInt(size) << 16) | (0x45 << 8) | number
    }

    /// The set bits of a little-endian kernel bitmask.
    static func bits(_ bytes: [UInt8]) -> [UInt16] {
        var out: [UInt16] = []
        for (i, byte) in bytes.enumerated() where byte != 0 {
            for bit in 0..<8 where byte & (1 << bit) != 0 { out.append(UInt16(i * 8 + bit)) }
        }
        return out
    }

    #if canImport(Glibc)
    static func open(_ path: String, flags: Int32) throws(EvdevError) -> Int32 {
        while true {
            let fd = Glibc.open(path, flags)
            if fd >= 0 { return fd }
            if errno != EINTR { throw .open(path: path, code: errno) }
        }
    }

    /// An `_IOR` request that fills `count` bytes.
    static func readBytes(_ fd: Int32, _ path: String, _ name: String, number: UInt, count: Int) throws(EvdevError) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        let req = request(direction: read, number: number, size: count)
        let result = buffer.withUnsafeMutableBytes { ioctl(fd, req, $0.baseAddress!) }
        guard result >= 0 else { throw .ioctl(path: path, request: name, code: errno) }
        return buffer
    }

    /// An `_IOW(int)` request whose argument is passed by value (`EVIOCGRAB`).
    static func setInt(_ fd: Int32, _ path: String, _ name: String, number: UInt, value: Int32) throws(EvdevError) {
        let req = request(direction: write, number: number, size: MemoryLayout<Int32>.size)
        guard ioctl(fd, req, value) >= 0 else { throw .ioctl(path: path, request: name, code: errno) }
    }

    /// An `_IOW(int)` request whose argument is a pointer to the int (`EVIOCSCLOCKID`).
    static func setIntPointer(_ fd: Int32, _ path: String, _ name: String, number: UInt, value: Int32) throws(EvdevError) {
        var v = value
        let req = request(direction: write, number: number, size: MemoryLayout<Int32>.size)
        let result = withUnsafeMutableBytes(of: &v) { ioctl(fd, req, $0.baseAddress!) }
        guard result >= 0 else { throw .ioctl(path: path, request: name, code: errno) }
    }
    #endif
}
