import Foundation

/// A scheduler whose time moves only when you move it: the basis of deterministic tests.
///
/// No UIKit counterpart. It plays the role of Flutter's `FakeAsync` or swift-clocks' `TestClock`: actions
/// scheduled on it run, in deadline order, when ``advance(by:)`` or ``advance(to:)`` passes their deadline.
/// Actions with the same deadline run in the order they were scheduled. An action scheduled while advancing
/// runs in the same advance if its deadline is reached.
@MainActor
public final class VirtualScheduler: TactileScheduler {
    /// The current virtual time.
    @exclusivity(unchecked) public private(set) var now: TimeInterval

    @exclusivity(unchecked) private var pending: [(sequence: Int, item: ScheduledAction)] = []
    @exclusivity(unchecked) private var sequence = 0

    /// Creates a scheduler whose clock starts at `start` seconds.
    public init(start: TimeInterval = 0) {
        self.now = start
    }

    /// Registers `action` to run when virtual time reaches `now + delay`.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
        let item = ScheduledAction(deadline: now + max(0, delay), action: action)
        sequence += 1
        pending.append((sequence, item))
        return item
    }

    /// The number of scheduled actions that have neither run nor been cancelled.
    public var pendingCount: Int { pending.filter { !$0.item.isCancelled && !$0.item.hasRun }.count }

    /// The deadline of the earliest pending action, if any.
    public var nextDeadline: TimeInterval? {
        pending.lazy.filter { !$0.item.isCancelled }.map(\.item.deadline).min()
    }

    /// Moves time forward by `interval` seconds, running every action that falls due, in order.
    public func advance(by interval: TimeInterval) {
        precondition(interval >= 0, "VirtualScheduler.advance(by:) takes a non-negative interval, got \(interval)")
        advance(to: now + interval)
    }

    /// Moves time forward to `time`, running every action due at or before it, in deadline order.
    ///
    /// While an action runs, ``now`` equals that action's deadline. Moving backwards is a programming error.
    public func advance(to time: TimeInterval) {
        precondition(time >= now, "VirtualScheduler cannot move backwards from \(now) to \(time)")
        _ = run(until: time, budget: .max)
        now = time
    }

    /// Runs every action that is due now (deadline ≤ ``now``) without moving time.
    public func runDueActions() {
        advance(to: now)
    }

    /// Advances until no action is pending, running them all; returns the number that ran.
    ///
    /// Stops after `limit` actions, which guards tests against actions that reschedule themselves forever;
    /// time is then left at the deadline of the last action that ran.
    @discardableResult
    public func runUntilIdle(limit: Int = 10_000) -> Int {
        var ran = 0
        while ran < limit, let deadline = nextDeadline {
            ran += run(until: max(now, deadline), budget: limit - ran)
        }
        return ran
    }

    /// Runs due actions in order until none is due at or before `time` or `budget` actions have run.
    private func run(until time: TimeInterval, budget: Int) -> Int {
        var ran = 0
        while ran < budget, let index = nextDueIndex(notAfter: time) {
            let entry = pending.remove(at: index)
            now = max(now, entry.item.deadline)
            entry.item.fire()
            ran += 1
        }
        pending.removeAll { $0.item.isCancelled || $0.item.hasRun }
        return ran
    }

    private func nextDueIndex(notAfter time: TimeInterval) -> Int? {
        var best: Int?
        for (i, entry) in pending.enumerated() where !entry.item.isCancelled && !entry.item.hasRun {
            guard entry.item.deadline <= time else { continue }
            if let b = best {
                let other = pending[b]
                if entry.item.deadline < other.item.deadline
                    || (entry.item.deadline == other.item.deadline && entry.sequence < other.sequence) {
                    best = i
                }
            } else {
                best = i
            }
        }
        return best
    }
}
