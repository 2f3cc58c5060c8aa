#if canImport(Glibc)
import Glibc
#endif

/// A pipe whose only purpose is to wake a reader thread out of `poll(2)`: `stop()` writes a byte to it. Both ends
/// are non-blocking and closed when the last holder (the reader or its thread) lets go. Shared by the evdev and
/// IIO readers and the D-Bus connection's I/O thread.
package final class WakePipe: Sendable {
    package let readEnd: Int32
    package let writeEnd: Int32

    package init?() {
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
    package func signal() {
        #if canImport(Glibc)
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
        #endif
    }

    /// Empties the pipe (on the thread that polls it), so that the next `poll` waits again.
    package func drain() {
        #if canImport(Glibc)
        var buffer = [UInt8](repeating: 0, count: 64)
        while buffer.withUnsafeMutableBytes({ read(readEnd, $0.baseAddress, 64) }) > 0 {}
        #endif
    }

    /// What ``wait(for:events:timeoutMs:)`` saw.
    package enum WaitResult: Equatable, Sendable {
        /// The pipe was signalled (it is left as it is: drain it, or stop reading).
        case woken
        /// `fd` is ready; the `poll(2)` `revents` of `fd` (0 when the timeout passed).
        case ready(revents: Int16)
        /// `poll(2)` was interrupted by a signal: wait again.
        case interrupted
        /// `poll(2)` failed with this `errno`.
        case failed(errno: Int32)
    }

    /// Blocks in `poll(2)` until `fd` has one of `events`, the pipe is signalled, or `timeoutMs` passes (-1: no
    /// timeout). The one poll loop step the evdev and IIO readers and the D-Bus connection share.
    package func wait(for fd: Int32, events: Int16, timeoutMs: Int32 = -1) -> WaitResult {
        #if canImport(Glibc)
        var fds = (
            pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0),
            pollfd(fd: fd, events: events, revents: 0)
        )
        let status = withUnsafeMutableBytes(of: &fds) { raw in
            poll(raw.baseAddress!.assumingMemoryBound(to: pollfd.self), 2, timeoutMs)
        }
        if status < 0 { return errno == EINTR ? .interrupted : .failed(errno: errno) }
        if fds.0.revents != 0 { return .woken }
        return .ready(revents: fds.1.revents)
        #else
        return .failed(errno: 38)  // ENOSYS
        #endif
    }

    deinit {
        #if canImport(Glibc)
        close(readEnd)
        close(writeEnd)
        #endif
    }
}
