import Foundation
import TactileExamples
import TactilePlaygroundServer
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// On loopback, the `Host` header must name this machine and the server's port: what a page of another site that
/// rebinds its name to 127.0.0.1 sends is refused.
@Suite(.timeLimit(.minutes(2)))
@MainActor
struct PlaygroundHostCheckTests {
    let access = PlaygroundAccess(host: "127.0.0.1")

    func refusal(_ host: String?, port: UInt16 = 8765) -> PlaygroundAccess.Refusal? {
        access.refusal(token: nil, host: host, origin: nil, isWebSocket: false, port: port)
    }

    @Test func localhostAndLoopbackAddressesWithThePortPass() {
        for host in [
            "localhost:8765", "LOCALHOST:8765", "LocalHost:8765", "localhost.:8765", "LOCALHOST.:8765",
            "127.0.0.1:8765", "127.1.2.3:8765", "127.255.255.255:8765", "127.0.0.0:8765", "[::1]:8765",
        ] {
            #expect(refusal(host) == nil, "\(host)")
        }
    }

    @Test func hostileHostsAreRefusedWith421() {
        let hostile = [
            // Names another site controls, some made to look like loopback.
            "127.evil.example:8765", "127.0.0.1.evil.example:8765", "localhost.evil.example:8765",
            "evil.example:8765", "evil.example", "sub.localhost:8765", "localhost..:8765", "127.0.0.1.:8765",
            // Other spellings of a loopback address, which browsers never send.
            "0x7f.0.0.1:8765", "2130706433:8765", "127.1:8765", "127.0.1:8765", "0177.0.0.1:8765",
            "127.0.0.01:8765", "127.000.000.001:8765", "127.0.0.256:8765", "127.0.0.1.1:8765", "127..0.1:8765",
            "[::ffff:127.0.0.1]:8765", "[0:0:0:0:0:0:0:1]:8765", "[::1%lo]:8765", "::1:8765", "[::1:8765",
            "[]:8765", "[localhost]:8765",
            // The wrong port, or one that is not a port.
            "localhost:9999", "127.0.0.1:80", "[::1]:8766", "localhost:08765", "localhost:", "localhost:8765:8765",
            "localhost:+8765", "localhost:87650", "127.0.0.1:8765.evil.example", "localhost", "127.0.0.1", "[::1]",
            // Not a host at all.
            "", " ", "localhost :8765", "local host:8765", "user@localhost:8765", "localhost:8765@evil.example",
            "localhost:8765, evil.example:8765", "localhost/x:8765", "ｌocalhost:8765", "localhost\u{0}:8765",
        ]
        for host in hostile {
            let refused = refusal(host)
            #expect(refused?.status == 421, "\(host) was not refused")
            let expected = host.isEmpty ? "expected a Host header" : "expected a Host of localhost:8765, 127.0.0.1:8765 or [::1]:8765"
            #expect(refused?.message.hasPrefix(expected) ?? false, "\(host): \(refused?.message ?? "")")
        }
        #expect(refusal(nil)?.status == 421)
    }

    @Test func theRefusalSaysWhatWasWrong() {
        #expect(refusal("evil.example:8765")?.message.hasSuffix("which does not name this machine") ?? false)
        #expect(refusal("localhost:9999")?.message.hasSuffix("which names another port") ?? false)
        #expect(refusal("a b")?.message.hasSuffix("which is not a host name and port") ?? false)
        #expect(refusal(nil)?.message == "expected a Host header naming this server, found none")
    }

    @Test func onPort80TheHostMayLeaveThePortOut() {
        for host in ["localhost", "LOCALHOST", "127.0.0.1", "[::1]", "localhost:80", "[::1]:80"] {
            #expect(refusal(host, port: 80) == nil, "\(host)")
        }
        for host in ["localhost:8765", "evil.example", "127.evil.example", "localhost:"] {
            #expect(refusal(host, port: 80)?.status == 421, "\(host)")
        }
    }

    @Test func aNameOfYourOwnCanBeAdded() {
        var access = PlaygroundAccess(host: "127.0.0.1")
        #expect(access.refusal(token: nil, host: "devbox.lan:8765", origin: nil, isWebSocket: false, port: 8765)?.status == 421)
        access.hostNames.insert("DevBox.lan")
        #expect(access.refusal(token: nil, host: "devbox.lan:8765", origin: nil, isWebSocket: false, port: 8765) == nil)
        access.hostNames = []
        #expect(access.refusal(token: nil, host: "localhost:8765", origin: nil, isWebSocket: false, port: 8765)?.status == 421)
        #expect(access.refusal(token: nil, host: "127.0.0.1:8765", origin: nil, isWebSocket: false, port: 8765) == nil)
    }

    @Test func loopbackAddressesToListenOn() {
        for host in ["127.0.0.1", "127.0.0.2", "::1", "[::1]", "localhost", "LOCALHOST."] {
            #expect(PlaygroundAccess.isLoopback(host), "\(host)")
        }
        for host in ["0.0.0.0", "::", "127.evil.example", "127.1", "192.168.1.20", "sub.localhost", "::ffff:127.0.0.1"] {
            #expect(!PlaygroundAccess.isLoopback(host), "\(host)")
        }
        #expect(PlaygroundAccess(host: "127.evil.example").token != nil)
    }

    /// Over HTTP: a loopback server serves the page to its own name and refuses others, with a plain sentence.
    @Test func theServerRefusesForeignHostsOverHTTP() async throws {
        let server = PlaygroundServer(host: "127.0.0.1", port: 0) { ExamplePlaygroundScenes.all }
        try await server.start()
        let port = try #require(server.port)
        let served = try await Self.request(port: port, hosts: ["localhost:\(port)"])
        let upper = try await Self.request(port: port, hosts: ["LOCALHOST:\(port)"])
        let rebound = try await Self.request(port: port, hosts: ["127.evil.example:\(port)"])
        let otherPort = try await Self.request(port: port, hosts: ["127.0.0.1:\(port &+ 1)"])
        let none = try await Self.request(port: port, hosts: [])
        // FlyingFox keeps the last of two Host lines.
        let twoLastHostile = try await Self.request(port: port, hosts: ["127.0.0.1:\(port)", "evil.example:\(port)"])
        let socket = try await Self.request(port: port, path: "/ws", hosts: ["evil.example:\(port)"], webSocket: true)
        let timeline = try await Self.request(port: port, method: "POST", path: "/timeline", hosts: ["2130706433:\(port)"])
        await server.stop()
        #expect(served.status == 200 && served.body.contains("<title>Tactile playground</title>"))
        #expect(upper.status == 200)
        for refused in [rebound, otherPort, none, twoLastHostile, socket, timeline] {
            #expect(refused.status == 421)
            #expect(refused.head.lowercased().contains("content-type: text/plain"))
            #expect(refused.body.hasPrefix("expected a Host"))
        }
        #expect(rebound.body.contains("127.evil.example"))
    }

    /// One HTTP/1.1 request over a plain socket, so that the `Host` lines are exactly those given: the status, the
    /// response's head and its body.
    nonisolated static func request(
        port: UInt16, method: String = "GET", path: String = "/", hosts: [String], webSocket: Bool = false
    ) async throws -> (status: Int, head: String, body: String) {
        var lines = ["\(method) \(path) HTTP/1.1"] + hosts.map { "Host: \($0)" }
        if webSocket {
            lines += ["Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
                      "Sec-WebSocket-Version: 13"]
        } else {
            lines.append("Connection: close")
        }
        if method == "POST" { lines.append("Content-Length: 0") }
        let text = lines.joined(separator: "\r\n") + "\r\n\r\n"
        return try await offThePool { try exchange(port: port, text) }
    }

    private struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Sends `text` and reads until the response's body is complete (its Content-Length) or the server closes.
    private nonisolated static func exchange(port: UInt16, _ text: String) throws -> (status: Int, head: String, body: String) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "no socket") }
        defer { Glibc.close(fd) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "cannot connect to port \(port)") }
        let bytes = Array(text.utf8)
        guard bytes.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == bytes.count else {
            throw Failure(description: "cannot send the request")
        }
        var received: [UInt8] = []
        while true {
            if let end = received.firstRange(of: [13, 10, 13, 10]) {
                let head = String(decoding: received[..<end.lowerBound], as: UTF8.self)
                let length = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                    .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) }
                if let length, received.count - end.upperBound >= length {
                    let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
                    let body = String(decoding: received[end.upperBound..<(end.upperBound + length)], as: UTF8.self)
                    return (status, head, body)
                }
            }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = recv(fd, &chunk, chunk.count, 0)
            guard n > 0 else {
                throw Failure(description: "the connection closed before a whole response: \(String(decoding: received, as: UTF8.self))")
            }
            received += chunk[0..<n]
        }
    }
}
