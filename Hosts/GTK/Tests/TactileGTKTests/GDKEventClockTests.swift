import Foundation
import Testing
@testable import TactileGTK

@MainActor
@Suite struct GDKEventClockTests {
    @Test func theFirstEventLandsNowAndLaterOnesKeepTheirSpacing() {
        var clock = GDKEventClock()
        #expect(clock.time(ofEventMilliseconds: 5_000, now: 100) == 100)
        #expect(abs(clock.time(ofEventMilliseconds: 5_016, now: 100.02) - 100.016) < 1e-9)
        #expect(abs(clock.time(ofEventMilliseconds: 5_033, now: 100.05) - 100.033) < 1e-9)
        #expect(clock.reanchorCount == 0)
    }

    @Test func anEventThatWouldLandInTheFutureIsPlacedNowAndTheOffsetMoves() {
        var clock = GDKEventClock()
        _ = clock.time(ofEventMilliseconds: 0, now: 10)
        // The event clock says 100 ms passed, the scheduler only 50 ms.
        #expect(clock.time(ofEventMilliseconds: 100, now: 10.05) == 10.05)
        #expect(clock.reanchorCount == 1)
        #expect(abs(clock.time(ofEventMilliseconds: 110, now: 10.07) - 10.06) < 1e-9)
    }

    @Test func anEventMoreThanASecondStaleIsPlacedNow() {
        var clock = GDKEventClock()
        _ = clock.time(ofEventMilliseconds: 1_000, now: 10)
        #expect(clock.time(ofEventMilliseconds: 1_100, now: 15) == 15)
        #expect(clock.reanchorCount == 1)
    }

    @Test func timesNeverGoBackAndTheMillisecondCounterWraps() {
        var clock = GDKEventClock()
        _ = clock.time(ofEventMilliseconds: UInt32.max - 9, now: 50)
        #expect(abs(clock.time(ofEventMilliseconds: 10, now: 50.1) - 50.02) < 1e-9)
        #expect(abs(clock.time(ofEventMilliseconds: 5, now: 50.1) - 50.02) < 1e-9)
        #expect(clock.reanchorCount == 0)
    }
}
