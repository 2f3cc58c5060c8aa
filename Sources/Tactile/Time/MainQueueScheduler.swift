import Dispatch
import Foundation

/// The real-time scheduler: the system's monotonic clock and the main dispatch queue.
///
/// UIKit's counterpart is the main run loop with `CACurrentMediaTime()`. ``now`` is
/// `ProcessInfo.systemUptime`, the same time base as `UIEvent.timestamp` on iOS (seconds since boot, not
/// counting sleep on Linux's `CLOCK_MONOTONIC`). Actions run on the main queue; the process must run the main
/// queue (`dispatchMain()`, `RunLoop.main.run()` or an `async` main) for them to fire.
@MainActor
public final class MainQueueScheduler: TactileScheduler {
    /// Creates a scheduler on the main dispatch queue.
    public init() {}

    /// Seconds since boot on the monotonic clock (`ProcessInfo.systemUptime`).
    public var now: TimeInterval { ProcessInfo.processInfo.systemUptime }

    /// Runs `action` on the main queue after `delay` seconds.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
        let item = ScheduledAction(deadline: now + max(0, delay), action: action)
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0, delay)) {
            MainActor.assumeIsolated { item.fire() }
        }
        return item
    }
}
