import Foundation

/// The one clock and scheduler that everything time-based in Tactile goes through.
///
/// UIKit has no public counterpart: it reads `CACurrentMediaTime()` and schedules work on the main run loop.
/// Tactile makes both injectable so that gesture timing (tap counting, long-press timers, delayed delivery)
/// can run on virtual time in tests. Install a scheduler on ``UIApplication`` with
/// ``UIApplication/init(scheduler:configuration:)``; every window, view and recognizer of that application
/// then uses it.
///
/// Times are seconds on a monotonic time base, like `UIEvent.timestamp` and `UITouch.timestamp`.
@MainActor
public protocol TactileScheduler: AnyObject {
    /// The current time, in seconds on this scheduler's monotonic time base.
    var now: TimeInterval { get }

    /// Runs `action` on the main actor once `delay` seconds have passed.
    ///
    /// A delay of zero or less runs the action at the next opportunity, never synchronously inside this call.
    /// - Returns: a handle that cancels the action if it has not run yet.
    @discardableResult
    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledAction
}

/// A handle to work registered with a ``TactileScheduler`` (no UIKit counterpart).
///
/// The analogue of a `Timer` or a `DispatchWorkItem`. Cancelling is idempotent, and cancelling after the action
/// has run does nothing.
@MainActor
public final class ScheduledAction {
    /// When the action is due, on the scheduler's time base.
    public let deadline: TimeInterval
    /// Whether ``cancel()`` was called before the action ran.
    public private(set) var isCancelled = false
    /// Whether the action has run.
    public internal(set) var hasRun = false

    var action: (@MainActor () -> Void)?

    init(deadline: TimeInterval, action: @escaping @MainActor () -> Void) {
        self.deadline = deadline
        self.action = action
    }

    /// Prevents the action from running, if it has not run yet.
    public func cancel() {
        guard !hasRun else { return }
        isCancelled = true
        action = nil
    }

    /// Runs the action once, unless it was cancelled.
    func fire() {
        guard !isCancelled, !hasRun, let action else { return }
        hasRun = true
        self.action = nil
        action()
    }
}
