import Foundation

/// A timer that runs a block on a ``TactileScheduler``, once or repeatedly.
///
/// Foundation counterpart: `Timer` (`NSTimer`). Create one with
/// ``TactileScheduler/scheduledTimer(withTimeInterval:userInfo:repeats:block:)``, usually on the application's
/// scheduler, so that tests move it with virtual time:
///
/// ```swift
/// let timer = UIApplication.shared.scheduler.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
///     self.tick(timer)
/// }
/// ```
///
/// It behaves as Foundation's timer does:
/// - An interval of zero or less becomes 0.0001 seconds, for the first firing and for the repeat interval.
/// - A repeating timer is due again one interval after the time it was due, not after the time its block ran, so
///   it does not drift. When it fires so late that it missed one or more due times, it fires once and is next due
///   at the first due time still ahead.
/// - A timer that does not repeat becomes invalid after its block has run (the block still sees it valid).
/// - ``invalidate()`` stops it for good, also from inside its own block, and releases the block.
/// - The scheduler keeps a valid timer alive: you need not store it unless you want to invalidate it.
///
/// Deliberate differences from Foundation: ``fireDate`` is a time on the scheduler's clock (``TactileScheduler/now``,
/// seconds on a monotonic time base) rather than a `Date`, and it cannot be set. There are no run loops and run
/// loop modes (the timer fires on the main actor whenever its scheduler runs due work), no `tolerance`, and no
/// target–selector form: write the call to your method in the block.
@MainActor
public final class ScheduledTimer {
    /// The shortest interval, in seconds: Foundation's `Timer` uses it in place of an interval of zero or less.
    static let minimumInterval: TimeInterval = 0.0001

    /// The repeat interval in seconds; 0 for a timer that does not repeat, as Foundation's `timeInterval`.
    public var timeInterval: TimeInterval { repeats ? interval : 0 }
    /// The value given when the timer was created (Foundation: `userInfo`).
    public let userInfo: Any?
    /// When the timer is next due, on its scheduler's clock (Foundation: `fireDate`, a `Date` there). For a timer
    /// that has fired and does not repeat, or one that was invalidated, the last time it was due.
    public private(set) var fireDate: TimeInterval
    /// Whether the timer can still fire (Foundation: `isValid`).
    public private(set) var isValid = true

    private let interval: TimeInterval
    private let repeats: Bool
    private var block: (@MainActor (ScheduledTimer) -> Void)?
    private weak var scheduler: (any TactileScheduler)?
    private var pending: ScheduledAction?

    init(
        scheduler: any TactileScheduler, interval: TimeInterval, userInfo: Any?, repeats: Bool,
        block: @escaping @MainActor (ScheduledTimer) -> Void
    ) {
        self.interval = interval > 0 ? interval : Self.minimumInterval
        self.userInfo = userInfo
        self.repeats = repeats
        self.block = block
        self.scheduler = scheduler
        self.fireDate = scheduler.now + self.interval
        schedule()
    }

    /// Runs the block now (Foundation: `fire()`). A repeating timer keeps its schedule; a timer that does not
    /// repeat becomes invalid afterwards, even though it was not yet due. Does nothing once the timer is invalid.
    public func fire() {
        guard isValid, let block else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer (Foundation: `invalidate()`): its block never runs again and is released. Calling it again,
    /// or from inside the block, is fine.
    public func invalidate() {
        isValid = false
        block = nil
        pending?.cancel()
        pending = nil
    }

    /// Registers the next firing at ``fireDate`` with the scheduler; the scheduler's action keeps the timer alive.
    private func schedule() {
        guard let scheduler else { return }
        pending = scheduler.schedule(after: fireDate - scheduler.now) { self.fireWhenDue() }
    }

    private func fireWhenDue() {
        pending = nil
        guard isValid, let block else { return }
        block(self)
        guard isValid else { return }
        guard repeats, let scheduler else { return invalidate() }
        fireDate = nextFireDate(after: scheduler.now)
        schedule()
    }

    /// The first due time after `now`, counting whole intervals from the time the timer was last due.
    private func nextFireDate(after now: TimeInterval) -> TimeInterval {
        let next = fireDate + interval
        guard next <= now else { return next }
        let missed = ((now - fireDate) / interval).rounded(.down)
        return fireDate + (missed + 1) * interval
    }
}

extension ScheduledTimer: @MainActor CustomStringConvertible {
    /// `<ScheduledTimer: 0x…; timeInterval = 1.0; fireDate = 1001.0; isValid = true>`.
    public var description: String {
        ObjectDescription.make(
            self, ["timeInterval = \(timeInterval)", "fireDate = \(fireDate)", "isValid = \(isValid)"])
    }
}

extension TactileScheduler {
    /// Creates a timer that runs `block` on this scheduler after `interval` seconds, and then every `interval`
    /// seconds if `repeats` is `true`.
    ///
    /// Foundation counterpart: `Timer.scheduledTimer(withTimeInterval:repeats:block:)`, and
    /// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` with the call to the target's method
    /// written in the block. As in Foundation, an interval of zero or less becomes 0.0001 seconds. The block runs on
    /// the main actor and receives the timer; call ``ScheduledTimer/invalidate()`` on it to stop a repeating timer.
    /// The scheduler keeps the timer until it is invalidated (a timer that does not repeat, once it has fired).
    /// - Parameters:
    ///   - interval: Seconds until the first firing, and between firings of a repeating timer.
    ///   - userInfo: A value the block can read back from ``ScheduledTimer/userInfo``.
    ///   - repeats: Whether the timer fires again every `interval` seconds until invalidated.
    ///   - block: The work to run each time the timer fires.
    @discardableResult
    public func scheduledTimer(
        withTimeInterval interval: TimeInterval, userInfo: Any? = nil, repeats: Bool,
        block: @escaping @MainActor (ScheduledTimer) -> Void
    ) -> ScheduledTimer {
        ScheduledTimer(scheduler: self, interval: interval, userInfo: userInfo, repeats: repeats, block: block)
    }
}
