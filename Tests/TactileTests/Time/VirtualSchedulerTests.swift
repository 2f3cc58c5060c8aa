import Foundation
import Testing
@testable import Tactile

// Tests for VirtualScheduler, the virtual clock behind every time-based behaviour in tests (decisions GAP-05:
// timing must be deterministic and overridable; TactileScheduler's contract).

@MainActor
@Suite("VirtualScheduler")
struct VirtualSchedulerTests {
    @Test("the clock starts where it is told and moves only when advanced")
    func startAndAdvance() {
        let s = VirtualScheduler(start: 42)
        #expect(s.now == 42)
        s.advance(by: 0.5)
        #expect(s.now == 42.5)
        s.advance(to: 50)
        #expect(s.now == 50)
        s.advance(by: 0)
        s.advance(to: 50)
        #expect(s.now == 50)
        #expect(VirtualScheduler().now == 0)
    }

    @Test("actions run in deadline order, not scheduling order")
    func deadlineOrder() {
        let s = VirtualScheduler(start: 0)
        var ran: [String] = []
        s.schedule(after: 3) { ran.append("c") }
        s.schedule(after: 1) { ran.append("a") }
        s.schedule(after: 2) { ran.append("b") }
        s.advance(by: 1.5)
        #expect(ran == ["a"])
        s.advance(by: 10)
        #expect(ran == ["a", "b", "c"])
        #expect(s.now == 11.5)
    }

    @Test("actions with the same deadline run in the order they were scheduled")
    func sameDeadlineFIFO() {
        let s = VirtualScheduler(start: 5)
        var ran: [Int] = []
        for i in 0..<6 { s.schedule(after: 1) { ran.append(i) } }
        s.schedule(after: 0.5) { ran.append(-1) }
        s.advance(by: 1)
        #expect(ran == [-1, 0, 1, 2, 3, 4, 5])
    }

    @Test("the returned handle reports its deadline, cancels, and cancel after running does nothing")
    func cancel() {
        let s = VirtualScheduler(start: 10)
        var ran: [String] = []
        let a = s.schedule(after: 1) { ran.append("a") }
        let b = s.schedule(after: 2) { ran.append("b") }
        #expect(a.deadline == 11)
        #expect(b.deadline == 12)
        #expect(s.pendingCount == 2)
        #expect(s.nextDeadline == 11)
        a.cancel()
        #expect(a.isCancelled)
        #expect(!a.hasRun)
        #expect(s.pendingCount == 1)
        #expect(s.nextDeadline == 12)
        a.cancel()  // idempotent
        s.advance(by: 5)
        #expect(ran == ["b"])
        #expect(b.hasRun)
        #expect(!b.isCancelled)
        b.cancel()  // after running: no effect
        #expect(!b.isCancelled)
        #expect(b.hasRun)
        #expect(s.pendingCount == 0)
        #expect(s.nextDeadline == nil)
    }

    @Test("an action can cancel a later one during the same advance")
    func cancelDuringAdvance() {
        let s = VirtualScheduler(start: 0)
        var ran: [String] = []
        var later: ScheduledAction?
        s.schedule(after: 1) {
            ran.append("first")
            later?.cancel()
        }
        later = s.schedule(after: 2) { ran.append("later") }
        s.advance(by: 3)
        #expect(ran == ["first"])
        #expect(later?.isCancelled == true)
    }

    @Test("actions scheduled while advancing run in the same advance when their deadline is reached")
    func scheduledDuringAdvance() {
        let s = VirtualScheduler(start: 0)
        var ran: [String] = []
        s.schedule(after: 1) {
            ran.append("a@\(s.now)")
            s.schedule(after: 0.5) { ran.append("x@\(s.now)") }
            s.schedule(after: 0) { ran.append("zero@\(s.now)") }
            s.schedule(after: 5) { ran.append("y@\(s.now)") }
        }
        s.schedule(after: 1.25) { ran.append("b@\(s.now)") }
        s.advance(to: 3)
        #expect(ran == ["a@1.0", "zero@1.0", "b@1.25", "x@1.5"])
        #expect(s.now == 3)
        #expect(s.pendingCount == 1)
        #expect(s.nextDeadline == 6)
        s.advance(to: 6)
        #expect(ran.last == "y@6.0")
    }

    @Test("while an action runs, now equals its deadline; afterwards now is the target time")
    func nowDuringAction() {
        let s = VirtualScheduler(start: 100)
        var seen: [TimeInterval] = []
        s.schedule(after: 0.25) { seen.append(s.now) }
        s.schedule(after: 0.75) { seen.append(s.now) }
        s.schedule(after: 0.5) { seen.append(s.now) }
        s.advance(by: 1)
        #expect(seen == [100.25, 100.5, 100.75])
        #expect(s.now == 101)
    }

    @Test("a zero or negative delay never runs synchronously; runDueActions runs it without moving time")
    func zeroDelay() {
        let s = VirtualScheduler(start: 7)
        var ran: [String] = []
        let a = s.schedule(after: 0) { ran.append("zero") }
        let b = s.schedule(after: -3) { ran.append("negative") }
        s.schedule(after: 0.001) { ran.append("later") }
        #expect(ran.isEmpty)
        #expect(a.deadline == 7)
        #expect(b.deadline == 7)  // clamped to now
        s.runDueActions()
        #expect(ran == ["zero", "negative"])
        #expect(s.now == 7)
        #expect(s.pendingCount == 1)
    }

    @Test("runUntilIdle runs everything, including chains of later actions, and returns how many ran")
    func runUntilIdle() {
        let s = VirtualScheduler(start: 0)
        var ran: [String] = []
        s.schedule(after: 1) {
            ran.append("a")
            s.schedule(after: 1) {
                ran.append("b")
                s.schedule(after: 3) { ran.append("c") }
            }
        }
        s.schedule(after: 0.5) { ran.append("first") }
        let count = s.runUntilIdle()
        #expect(ran == ["first", "a", "b", "c"])
        #expect(count == 4)
        #expect(s.now == 5)
        #expect(s.pendingCount == 0)
        #expect(s.runUntilIdle() == 0)
        #expect(s.now == 5)
    }

    @Test("runUntilIdle counts every action that ran, also when several share a deadline and schedule more")
    func runUntilIdleCountsSharedDeadlines() {
        let s = VirtualScheduler(start: 0)
        var ran = 0
        for _ in 0..<2 {
            s.schedule(after: 1) {
                ran += 1
                s.schedule(after: 1) { ran += 1 }
            }
        }
        let count = s.runUntilIdle()
        #expect(ran == 4)
        #expect(count == 4)
        #expect(s.now == 2)
    }

    @Test("runUntilIdle stops after `limit` actions, so a self-rescheduling action cannot hang a test")
    func runUntilIdleLimit() {
        let s = VirtualScheduler(start: 0)
        var ticks = 0
        func tick() {
            ticks += 1
            s.schedule(after: 1) { tick() }
        }
        s.schedule(after: 1) { tick() }
        let count = s.runUntilIdle(limit: 5)
        #expect(count == 5)
        #expect(ticks == 5)
        #expect(s.now == 5)
        #expect(s.pendingCount == 1)
        #expect(s.nextDeadline == 6)
    }

    @Test("advance(to:) the current time is allowed and runs due actions")
    func advanceToNow() {
        let s = VirtualScheduler(start: 3)
        var ran = false
        s.schedule(after: 0) { ran = true }
        s.advance(to: 3)
        #expect(ran)
        #expect(s.now == 3)
    }

    @Test("the scheduler drives an application: enqueue is processed on the next due run")
    func drivesApplication() {
        let s = VirtualScheduler(start: 0)
        let app = UIApplication(scheduler: s)
        var samples = 0
        app.addMotionSampleObserver { _ in samples += 1 }
        app.enqueue(.motion(RawMotionSample(timestamp: 0, sensor: .gyroscope, x: 0, y: 0, z: 0)))
        #expect(samples == 0)
        #expect(s.pendingCount == 1)
        s.runDueActions()
        #expect(samples == 1)
        #expect(app.scheduler === s)
    }
}
