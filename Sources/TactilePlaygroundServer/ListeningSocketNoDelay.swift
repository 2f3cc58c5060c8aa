import Foundation

#if canImport(Glibc)
import Glibc
#endif

extension PlaygroundServer {
    /// Turns Nagle's algorithm off on the listening socket of `port`, so that every connection accepted from it
    /// (which inherits the option on Linux) sends each small WebSocket frame at once.
    ///
    /// Why: the session answers a pointer batch with several small frames in a row; with Nagle's algorithm on, the
    /// second waits for the page's acknowledgement of the first, which the page delays, and the page's update comes
    /// tens of milliseconds late. FlyingFox does not set TCP_NODELAY nor hand out its sockets, so the listening
    /// socket is found among this process's descriptors by its port. Best effort: when it is not found, the
    /// server works, only slower to answer.
    static func disableNagle(onListeningPort port: UInt16) {
        #if os(Linux)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return }
        for entry in entries {
            guard let fd = Int32(entry) else { continue }
            var listening: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            guard getsockopt(fd, SOL_SOCKET, SO_ACCEPTCONN, &listening, &length) == 0, listening == 1 else { continue }
            var storage = sockaddr_storage()
            var size = socklen_t(MemoryLayout<sockaddr_storage>.size)
            let named = withUnsafeMutablePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &size) }
            }
            guard named == 0 else { continue }
            let family = Int32(storage.ss_family)
            let boundPort: UInt16 = withUnsafePointer(to: &storage) { pointer in
                switch family {
                case AF_INET: pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
                case AF_INET6: pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
                default: 0
                }
            }
            guard boundPort == port else { continue }
            var on: Int32 = 1
            setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        }
        #endif
    }
}
