import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A minimal WebSocket client for the tests (Foundation's on Linux needs a libcurl built with WebSockets, which
/// Debian's is not): a blocking TCP socket to 127.0.0.1, the opening handshake, masked text frames out, text frames
/// in. Each call blocks for at most five seconds; call it off the main actor, where the server's sessions run.
final class TestWebSocket: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let fd: Int32
    private var buffer: [UInt8] = []

    /// Connects to `ws://127.0.0.1:port/path` and completes the handshake.
    init(port: UInt16, path: String = "/ws") throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "no socket") }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            Glibc.close(fd)
            throw Failure(description: "cannot connect to port \(port)")
        }
        let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
        try write(Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n\r\n".utf8))
        var head: [UInt8] = []
        while head.suffix(4) != [13, 10, 13, 10] { head.append(try read(1)[0]) }
        let status = String(decoding: head, as: UTF8.self)
        guard status.hasPrefix("HTTP/1.1 101") else { throw Failure(description: "no upgrade: \(status)") }
    }

    deinit { Glibc.close(fd) }

    /// Sends one text frame, masked as a client's must be.
    func send(_ text: String) throws {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else if payload.count <= 0xFFFF {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        } else {
            frame.append(0x80 | 127)
            let count = payload.count
            for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8((count >> shift) & 0xFF)) }
        }
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        frame += mask
        for (offset, byte) in payload.enumerated() { frame.append(byte ^ mask[offset % 4]) }
        try write(frame)
    }

    /// The next text message (the server sends each in one frame); other frames are skipped.
    func receive() throws -> String {
        while true {
            let head = try read(2)
            var length = Int(head[1] & 0x7F)
            if length == 126 {
                length = try read(2).reduce(0) { $0 << 8 | Int($1) }
            } else if length == 127 {
                length = try read(8).reduce(0) { $0 << 8 | Int($1) }
            }
            let payload = try read(length)
            switch head[0] & 0x0F {
            case 0x1: return String(decoding: payload, as: UTF8.self)
            case 0x8: throw Failure(description: "the server closed the WebSocket")
            default: continue
            }
        }
    }

    private func write(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw Failure(description: "the connection closed while sending") }
            sent += n
        }
    }

    private func read(_ count: Int) throws -> [UInt8] {
        while buffer.count < count {
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = recv(fd, &chunk, chunk.count, 0)
            guard n > 0 else { throw Failure(description: "the connection closed or timed out while reading") }
            buffer += chunk[0..<n]
        }
        let bytes = Array(buffer[0..<count])
        buffer.removeFirst(count)
        return bytes
    }
}

/// Runs blocking socket calls on a thread of their own, never on a thread of Swift's cooperative pool: on a 2-core
/// machine the pool has two threads, and two tests blocking one each would leave none for the server they talk to.
func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}
