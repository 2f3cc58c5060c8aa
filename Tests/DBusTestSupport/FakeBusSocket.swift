import Foundation
import TactileDBus
import Testing

#if canImport(Glibc)
import Glibc

/// A fake bus on a Unix socket that the test scripts byte by byte: it can reject authentication, send malformed
/// messages, or break the framing, which a real `dbus-daemon` never forwards.
public final class FakeBusSocket: @unchecked Sendable {
    public let path: String
    private let listener: Int32

    public init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-fake-bus-\(UUID().uuidString)").path
        listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        withUnsafeMutableBytes(of: &addr.sun_path) { raw in for (i, b) in bytes.enumerated() { raw[i] = b } }
        let bound = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0 && listen(listener, 1) == 0, "cannot listen on \(path)")
    }

    deinit {
        close(listener)
        unlink(path)
    }

    public var address: DBusAddress { get throws { try DBusAddress("unix:path=\(path)") } }

    /// Runs `script` with the accepted connection on a thread of its own and returns what it returns.
    public func serve<T: Sendable>(_ script: @escaping @Sendable (Int32) -> T) async -> T {
        let listener = self.listener
        return await withCheckedContinuation { (continuation: CheckedContinuation<T, Never>) in
            let thread = Thread {
                let fd = accept(listener, nil, nil)
                let result = script(fd)
                close(fd)
                continuation.resume(returning: result)
            }
            thread.start()
        }
    }

    public static func readLine(_ fd: Int32) -> String {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while read(fd, &byte, 1) == 1 {
            if byte == UInt8(ascii: "\n") { break }
            if byte != UInt8(ascii: "\r") && byte != 0 { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    public static func write(_ fd: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            // send(MSG_NOSIGNAL), not write(2): when the client has already hung up (it does in these tests, and
            // under ThreadSanitizer it often does so first), write(2) raises SIGPIPE and kills the test process.
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return }
            offset += n
        }
    }

    public static func write(_ fd: Int32, _ text: String) { write(fd, Array(text.utf8)) }

    /// Reads exactly one message; `nil` at end of file.
    public static func readMessage(_ fd: Int32) -> DBusMessage? {
        func readExactly(_ count: Int) -> [UInt8]? {
            var bytes = [UInt8](repeating: 0, count: count)
            var got = 0
            while got < count {
                let n = bytes[got...].withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n <= 0 { return nil }
                got += n
            }
            return bytes
        }
        guard let head = readExactly(16), let total = try? DBusMessage.frameLength(head),
            let rest = readExactly(total - 16)
        else { return nil }
        return try? DBusMessage.decode(head + rest)
    }

    /// The handshake and `Hello` of a bus that names the client `:1.99`.
    public static func greet(_ fd: Int32) -> Bool {
        guard readLine(fd).hasPrefix("AUTH EXTERNAL ") else { return false }
        write(fd, "OK 0123456789abcdef0123456789abcdef\r\n")
        guard readLine(fd) == "BEGIN", let hello = readMessage(fd), hello.member == "Hello" else { return false }
        var reply = hello.makeReturn([.string(":1.99")])
        reply.sender = "org.freedesktop.DBus"
        guard let bytes = try? reply.encoded(serial: 1) else { return false }
        write(fd, bytes)
        return true
    }
}
#endif
