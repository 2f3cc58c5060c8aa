import Foundation
import Testing
import Tactile

// Tests for ScheduledTimer, Tactile's counterpart of Foundation's Timer on a TactileScheduler (issue 20: the
// migrator rewrites Timer.scheduledTimer to scheduler.scheduledTimer). Times are binary fractions so that sums are
// exact.

/// A scheduler whose actions run only when the test says, at the time it says: it lets a timer fire late, which
/// a VirtualScheduler never does.
@MainActor
private final class LateScheduler: TactileScheduler {
    var now: TimeInterval = 0
    private(set) var actions: [ScheduledAction] = []
    private var bodies: [@MainActor () -> Void] = []

    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
        // The handle comes from a VirtualScheduler so that cancelling works as with any scheduler.
        let handle = VirtualScheduler(start: now).schedule(after: delay) {}
        actions.append(handle)
        bodies.append(action)
        return handle
    }

    /// Runs the oldest action that was not cancelled, with the clock at `time`; returns its deadline.
    @discardableResult
    func runNext(at time: TimeInterval) -> TimeInterval? {
        now = time
        while !actions.isEmpty {
            let handle = actions.removeFirst()
            let body = bodies.removeFirst()
            if handle.isCancelled { continue }
            body()
            return handle.deadline
        }
        return nil
    }
}

@MainActor
@Suite("ScheduledTimer")
struct ScheduledTimerTests {
    @Test("a timer that does not repeat fires once after its interval and then is invalid")
    func oneShot() {
        let s = VirtualScheduler(start: 10)
        var fired: [(time: TimeInterval, valid: Bool)] = []
        let timer = s.scheduledTimer(withTimeInterval: 0.5, repeats: false) { timer in
            fired.append((s.now, timer.isValid))
        }
        #expect(timer.isValid)
        #expect(timer.fireDate == 10.5)
        #expect(timer.timeInterval == 0, "Foundation's timeInterval is 0 for a timer that does not repeat")
        s.advance(by: 0.25)
        #expect(fired.isEmpty)
        s.advance(by: 0.25)
        #expect(fired.map(\.time) == [10.5])
        #expect(fired.map(\.valid) == [true], "the block sees the timer still valid, as in Foundation")
        #expect(!timer.isValid)
        #expect(timer.fireDate == 10.5)
        s.advance(by: 5)
        #expect(fired.count == 1)
        #expect(s.pendingCount == 0)
    }

    @Test("a repeating timer fires every interval, counted from when it was due")
    func repeating() {
        let s = VirtualScheduler(start: 0)
        var times: [TimeInterval] = []
        let timer = s.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in times.append(s.now) }
        #expect(timer.timeInterval == 0.25)
        s.advance(by: 1.125)
        #expect(times == [0.25, 0.5, 0.75, 1.0])
        #expect(timer.fireDate == 1.25)
        #expect(timer.isValid)
        timer.invalidate()
    }

    @Test("a repeating timer that fires late is next due one interval after its due time, not after now")
    func noDrift() {
        let s = LateScheduler()
        var count = 0
        let timer = s.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in count += 1 }
        #expect(s.runNext(at: 1.25) == 1)
        #expect(count == 1)
        #expect(timer.fireDate == 2, "due at 2, not at 1.25 + 1")
        #expect(s.runNext(at: 2.5) == 2)
        #expect(timer.fireDate == 3)
        #expect(count == 2)
    }

    @Test("a repeating timer that missed due times fires once and is next due at the first due time ahead")
    func missedDueTimes() {
        let s = LateScheduler()
        var count = 0
        let timer = s.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in count += 1 }
        s.runNext(at: 3.5)
        #expect(count == 1, "the missed firings at 2 and 3 are not made up")
        #expect(timer.fireDate == 4)
        #expect(s.runNext(at: 4) == 4)
        #expect(count == 2)
        #expect(timer.fireDate == 5)
    }

    @Test("invalidate stops a repeating timer and releases its block")
    func invalidateStops() {
        let s = VirtualScheduler(start: 0)
        var count = 0
        final class Token {}
        weak var weakToken: Token?
        let timer: ScheduledTimer
        do {
            let token = Token()
            weakToken = token
            timer = s.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in _ = token; count += 1 }
        }
        s.advance(by: 2)
        #expect(count == 2)
        timer.invalidate()
        #expect(!timer.isValid)
        #expect(weakToken == nil, "invalidating releases the block and what it captured")
        s.advance(by: 10)
        #expect(count == 2)
        #expect(s.pendingCount == 0)
        timer.invalidate()
        #expect(!timer.isValid)
    }

    @Test("a block that invalidates its own timer stops it")
    func invalidateFromBlock() {
        let s = VirtualScheduler(start: 0)
        var count = 0
        s.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
            count += 1
            if count == 3 { timer.invalidate() }
        }
        s.advance(by: 10)
        #expect(count == 3)
        #expect(s.pendingCount == 0)
    }

    @Test("the scheduler keeps a timer whose result was not stored")
    func keptByScheduler() {
        let s = VirtualScheduler(start: 0)
        var count = 0
        s.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
            count += 1
            if count == 2 { timer.invalidate() }
        }
        s.advance(by: 5)
        #expect(count == 2)
    }

    @Test("fire runs the block now; a repeating timer keeps its schedule")
    func fireRepeating() {
        let s = VirtualScheduler(start: 0)
        var times: [TimeInterval] = []
        let timer = s.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in times.append(s.now) }
        s.advance(by: 0.5)
        timer.fire()
        #expect(times == [0.5])
        #expect(timer.isValid)
        #expect(timer.fireDate == 1)
        s.advance(by: 1.5)
        #expect(times == [0.5, 1, 2])
        timer.invalidate()
        timer.fire()
        #expect(times == [0.5, 1, 2], "an invalid timer does not fire")
    }

    @Test("fire on a timer that does not repeat runs the block once and invalidates it")
    func fireOneShot() {
        let s = VirtualScheduler(start: 0)
        var count = 0
        let timer = s.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in count += 1 }
        timer.fire()
        #expect(count == 1)
        #expect(!timer.isValid)
        s.advance(by: 5)
        timer.fire()
        #expect(count == 1)
        #expect(s.pendingCount == 0)
    }

    @Test("an interval of zero or less becomes 0.0001 seconds, as in Foundation")
    func clampsInterval() {
        let s = VirtualScheduler(start: 0)
        var times: [TimeInterval] = []
        let timer = s.scheduledTimer(withTimeInterval: -3, repeats: true) { _ in times.append(s.now) }
        #expect(timer.timeInterval == 0.0001)
        #expect(timer.fireDate == 0.0001)
        s.runDueActions()
        #expect(times.isEmpty, "never synchronously, never at once")
        s.advance(by: 0.0001)
        #expect(times.count == 1)
        timer.invalidate()

        let once = s.scheduledTimer(withTimeInterval: 0, repeats: false) { _ in times.append(s.now) }
        #expect(once.fireDate == s.now + 0.0001)
        s.advance(by: 0.001)
        #expect(times.count == 2)
    }

    @Test("userInfo is what the timer was created with")
    func userInfo() {
        let s = VirtualScheduler(start: 0)
        var seen: [String] = []
        let timer = s.scheduledTimer(withTimeInterval: 1, userInfo: "tick", repeats: false) { timer in
            seen.append(timer.userInfo as? String ?? "none")
        }
        #expect(timer.userInfo as? String == "tick")
        s.advance(by: 1)
        #expect(seen == ["tick"])
        #expect(s.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }.userInfo == nil)
    }

    @Test("the application's scheduler runs timers, as UIApplication.shared.scheduler does after the migrator")
    func onApplicationScheduler() {
        let s = VirtualScheduler(start: 0)
        let app = UIApplication(scheduler: s)
        var count = 0
        app.scheduler.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in count += 1 }
        s.advance(by: 0.5)
        #expect(count == 1)
    }
}
