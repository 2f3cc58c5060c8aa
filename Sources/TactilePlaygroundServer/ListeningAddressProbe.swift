import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PlaygroundServer {
    /// Why `host` and `port` cannot be listened on, found at once by binding a socket that is closed again:
    /// an address that is not this machine's, a port in use or reserved. `nil` when the bind succeeds, or when the
    /// probe itself cannot run (the server then reports what it meets).
    static func listeningProblem(host: String, port: UInt16) -> PlaygroundServerError? {
        #if canImport(Glibc)
        let isIPv6 = host.contains(":")
        let fd = socket(isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var one: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        let result: Int32
        if isIPv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            guard inet_pton(AF_INET6, host, &address.sin6_addr) == 1 else { return nil }
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { return nil }
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        guard result != 0 else { return nil }
        switch errno {
        case EADDRNOTAVAIL:
            return .notThisMachine(host: host, addresses: networkAddresses())
        case EADDRINUSE:
            return .cannotListen(host: host, port: port, reason: "the port is in use")
        case EACCES:
            return .cannotListen(host: host, port: port, reason: "ports below 1024 need administrator rights")
        case let code:
            return .cannotListen(host: host, port: port, reason: String(cString: strerror(code)))
        }
        #else
        return nil
        #endif
    }
}
