import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The blocking part of connecting: the Unix socket and the SASL handshake. Runs on the connection's I/O thread,
/// never on the main actor.
enum DBusSocket {
    /// Connects to the first entry of `address` that works and authenticates with `EXTERNAL` (the uid, in hex, as
    /// the specification's "Authentication Protocol" describes). Returns the socket, non-blocking, and the server's
    /// GUID.
    static func open(_ address: DBusAddress, timeout: Double) -> Result<(fd: Int32, guid: String), DBusError> {
        #if canImport(Glibc)
        var lastFailure: DBusError = .unsupportedTransport(address.text)
        for entry in address.entries where entry.transport == "unix" {
            let target: (bytes: [UInt8], abstract: Bool, text: String)
            if let path = entry.parameters["path"] {
                target = (Array(path.utf8), false, path)
            } else if let name = entry.parameters["abstract"] {
                target = (Array(name.utf8), true, "@" + name)
            } else {
                continue  // tmpdir=, dir=, runtime=: addresses to listen on, not to connect to
            }
            switch connectUnix(target.bytes, abstract: target.abstract, timeout: timeout) {
            case .success(let fd):
                switch authenticate(fd) {
                case .success(let guid):
                    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                    return .success((fd, guid))
                case .failure(let error):
                    close(fd)
                    lastFailure = error
                }
            case .failure(let failure):
                lastFailure = .connectionFailed(
                    address: "unix:\(target.text)", reason: String(cString: strerror(failure.code)))
            }
        }
        return .failure(lastFailure)
        #else
        return .failure(.connectionFailed(address: address.text, reason: "D-Bus sockets are implemented for Linux only"))
        #endif
    }

    #if canImport(Glibc)
    struct Errno: Error {
        let code: Int32
    }

    private static func connectUnix(_ path: [UInt8], abstract: Bool, timeout: Double) -> Result<Int32, Errno> {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return .failure(Errno(code: errno)) }
        var addr = sockaddr_un()
        addr.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: addr.sun_path)
        let prefix = abstract ? 1 : 0
        guard path.count + prefix < capacity, !path.isEmpty else {
            close(fd)
            return .failure(Errno(code: ENAMETOOLONG))
        }
        withUnsafeMutableBytes(of: &addr.sun_path) { raw in
            for (i, b) in path.enumerated() { raw[i + prefix] = b }
        }
        // An abstract name's length counts exactly; a path's includes its NUL.
        let length = MemoryLayout<sa_family_t>.size + prefix + path.count + (abstract ? 0 : 1)
        // Bounded handshake: an unresponsive daemon makes connect and the handshake fail instead of hanging.
        var tv = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
        _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        let result = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(length)) }
        }
        guard result == 0 else {
            let code = errno
            close(fd)
            return .failure(Errno(code: code))
        }
        return .success(fd)
    }

    private static func authenticate(_ fd: Int32) -> Result<String, DBusError> {
        let uid = String(getuid()).utf8.map { String(format: "%02x", $0) }.joined()
        guard writeAll(fd, [0] + Array("AUTH EXTERNAL \(uid)\r\n".utf8)) else {
            return .failure(.authenticationFailed("the daemon closed the connection (\(String(cString: strerror(errno))))"))
        }
        guard let line = readLine(fd) else {
            return .failure(.authenticationFailed("no answer to AUTH EXTERNAL"))
        }
        if line.hasPrefix("OK ") {
            guard writeAll(fd, Array("BEGIN\r\n".utf8)) else {
                return .failure(.authenticationFailed("the daemon closed the connection before BEGIN"))
            }
            return .success(String(line.dropFirst(3)))
        }
        if line.hasPrefix("REJECTED") {
            let offered = line.dropFirst("REJECTED".count).trimmingCharacters(in: .whitespaces)
            return .failure(.authenticationFailed("EXTERNAL rejected (the daemon offers: \(offered))"))
        }
        return .failure(.authenticationFailed("unexpected answer \"\(line)\""))
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += n
        }
        return true
    }

    /// One `\r\n`-terminated line of the handshake, read byte by byte so that nothing after it is consumed.
    private static func readLine(_ fd: Int32) -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while bytes.count < 16 * 1024 {
            let n = read(fd, &byte, 1)
            if n < 0 && errno == EINTR { continue }
            guard n == 1 else { return nil }
            if byte == UInt8(ascii: "\n"), bytes.last == UInt8(ascii: "\r") {
                return String(decoding: bytes.dropLast(), as: UTF8.self)
            }
            bytes.append(byte)
        }
        return nil
    }
    #endif
}

/// Seconds on the monotonic clock, for the deadlines of pending calls (the wall clock may jump).
func dbusMonotonicNow() -> Double {
    #if canImport(Glibc)
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1_000_000_000
    #else
    return ProcessInfo.processInfo.systemUptime
    #endif
}
