#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// One evdev input device found under `/dev/input` (no UIKit counterpart).
public struct InputDeviceInfo: Sendable, Equatable {
    /// The device node, such as `/dev/input/event3`.
    public var path: String
    /// The name the driver reports (`EVIOCGNAME`), or `nil` when the node could not be opened.
    public var name: String?
    /// Why the node could not be read, when it could not.
    public var problem: String?
}

/// Lists the evdev devices of this machine (no UIKit counterpart; the `tactile devices` command).
///
/// The names come from the `EVIOCGNAME` ioctl through Glibc, so no `-dev` package is needed.
public enum InputDeviceList {
    /// The `event*` nodes in `directory` (default `/dev/input`), sorted by number, with their names. An absent or
    /// empty directory gives an empty list.
    public static func scan(directory: String = "/dev/input") -> [InputDeviceInfo] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let nodes = names.filter { $0.hasPrefix("event") }
            .sorted { (Int($0.dropFirst(5)) ?? 0) < (Int($1.dropFirst(5)) ?? 0) }
        return nodes.map { node in
            let path = directory + "/" + node
            #if canImport(Glibc)
            let fd = open(path, O_RDONLY | O_NONBLOCK)
            guard fd >= 0 else {
                return InputDeviceInfo(path: path, name: nil, problem: String(cString: strerror(errno)))
            }
            defer { close(fd) }
            var buffer = [UInt8](repeating: 0, count: 256)
            let request = ioctlRequest(read: true, type: 0x45, number: 0x06, size: buffer.count)  // EVIOCGNAME
            let n = buffer.withUnsafeMutableBytes { ioctl(fd, request, $0.baseAddress!) }
            guard n >= 0 else {
                return InputDeviceInfo(path: path, name: nil, problem: String(cString: strerror(errno)))
            }
            let name = String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self)
            return InputDeviceInfo(path: path, name: name, problem: nil)
            #else
            return InputDeviceInfo(path: path, name: nil, problem: "evdev is only available on Linux")
            #endif
        }
    }

    /// `_IOC(dir, type, nr, size)` as `<asm-generic/ioctl.h>` defines it.
    static func ioctlRequest(read: Bool, type: UInt, number: UInt, size: Int) -> UInt {
        (read ? 2 << 30 : 0) | (UInt(size) << 16) | (type << 8) | number
    }
}
