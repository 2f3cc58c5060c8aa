import Foundation

/// A value behind a lock, for state that any thread may reach (the shared application, the media centers).
///
/// The same shape as `Synchronization.Mutex`, on `NSLock` (a pthread mutex), which ThreadSanitizer understands;
/// on Linux, `Mutex` waits with futexes that ThreadSanitizer does not see, and it reports races inside locked
/// sections.
package final class LockedValue<Value>: @unchecked Sendable {
    // @unchecked Sendable: `value` is read and written only while holding `lock`.
    private let lock = NSLock()
    private var value: Value

    /// A lock around `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value while holding the lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
