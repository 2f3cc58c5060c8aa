import Foundation

/// A value behind a lock. A `pthread_mutex_t` (through `NSLock`) rather than `Synchronization.Mutex`: both are
/// correct, but ThreadSanitizer sees the pthread lock's ordering and not the standard library's futex, so with
/// this one `swift test --sanitize thread` checks the connection for real races instead of reporting false ones.
final class DBusLocked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result, E: Error>(_ body: (inout Value) throws(E) -> Result) throws(E) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
