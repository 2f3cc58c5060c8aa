import Foundation
import Testing

/// The GLib scheduler and the main queue under GLib's loop, in a child process whose main thread runs the loop
/// (`tactile-gtk-probe scheduler`).
@Suite struct GLibLoopTests {
    @Test func timersRunInDeadlineOrderWithinMillisecondsAndTheMainQueueRunsAndAnIdleLoopSleeps() throws {
        let output = try Tools.run(Tools.built("tactile-gtk-probe"), ["scheduler"], seconds: 20)
        let report = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any])
        // Delays 0.05, 0, 0.02, 0.001, 0.1, 0.005, 0.02: by deadline, the two 0.02 s ones in the order scheduled.
        #expect(report["order"] as? [Int] == [1, 3, 5, 2, 6, 0, 4])
        let lateness = try #require(report["latenessMilliseconds"] as? [String: Double])
        #expect(lateness.count == 7)
        for (index, late) in lateness {
            #expect(late >= 0, "action \(index) ran \(-late) ms early")
            // GLib waits whole milliseconds; the rest is this (shared, busy) machine's scheduling.
            #expect(late < 25, "action \(index) ran \(late) ms late")
        }
        #expect(report["cancelledRan"] as? Bool == false)
        #expect(report["dispatchRan"] as? Bool == true, "DispatchQueue.main.async did not run under GLib's loop")
        #expect(report["taskRan"] as? Bool == true, "Task { @MainActor } did not run under GLib's loop")
        let ticks = try #require(report["timerTicksMilliseconds"] as? [Double])
        #expect(ticks.count == 3)
        for (n, tick) in ticks.enumerated() { #expect(tick >= Double(n + 1) * 30 && tick < Double(n + 1) * 30 + 25) }
        #expect(report["pendingAfter"] as? Int == 0)
        // 300 ms of an idle loop: the probe's own 300 ms timeout wakes it, nothing else does (a spinning loop would
        // iterate thousands of times).
        let wakeups = try #require(report["idleWakeups"] as? Int)
        #expect(wakeups <= 3)
    }
}
