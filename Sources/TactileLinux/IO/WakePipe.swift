#if canImport(Glibc)
import Glibc
#endif

/// A pipe whose only purpose is to wake a reader thread out of `poll(2)`: `stop()` writes a byte to it. Both ends
/// are non-blocking and closed when the last holder (the reader or its thread) lets go. Shared by the evdev and
/// IIO readers and the D-Bus connection's I/O thread.
final class WakePipe: Sendable {
    let readEnd: Int32
    let writeEnd: Int32

    init?() {
        #if canImport(Glibc)
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        readEnd = ends[0]
        writeEnd = ends[1]
        #else
        return nil
        #endif
    }

    /// Wakes the reader. Never blocks; once the pipe holds a byte, more signals change nothing.
    func signal() {
        #if canImport(Glibc)
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
        #endif
    }

    /// Empties the pipe (on the thread that polls it), so that the next `poll` waits again.
    func drain() {
        #if canImport(Glibc)
        var buffer = [UInt8](repeating: 0, count: 64)
        while buffer.withUnsafeMutableBytes({ read(readEnd, $0.baseAddress, 64) }) > 0 {}
        #endif
    }

    deinit {
        #if canImport(Glibc)
        close(readEnd)
        close(writeEnd)
        #endif
    }
}
