import Foundation
import Testing
import Tactile
import TactilePlayground

/// Pointer samples becoming raw input: contacts by pointer type, frames per instant, and the time mapping.
@MainActor
@Suite struct PointerInputSourceTests {
    private func contacts(_ events: [RawInputEvent]) -> [[DigitizerContact]] {
        events.compactMap { if case .digitizer(let f) = $0 { f.contacts } else { nil } }
    }

    @Test func aPenKeepsPressureAndTiltAFingerAndAMouseHaveNoForce() throws {
        let source = PointerInputSource(scheduler: VirtualScheduler(start: 10))
        let (events, refused) = source.events(for: [
            PointerSample(pointerID: 1, pointerType: .pen, phase: .down, x: 5, y: 6, timeStamp: 0, pressure: 0.5, tiltX: 45, width: 2, height: 4),
            PointerSample(pointerID: 2, pointerType: .touch, phase: .down, x: 7, y: 8, timeStamp: 0, pressure: 0.5, width: 20, height: 10),
            PointerSample(pointerID: 3, pointerType: .mouse, phase: .down, x: 9, y: 9, timeStamp: 0, pressure: 0.5),
        ])
        #expect(refused.isEmpty)
        let frame = try #require(contacts(events).first)
        #expect(contacts(events).count == 1)
        let pen = try #require(frame.first { $0.id == 1 })
        #expect(pen.type == .pencil)
        #expect(pen.force == 2 && pen.maximumPossibleForce == 4)
        #expect(abs(pen.altitudeAngle - .pi / 4) < 1e-9)
        #expect(abs(pen.azimuthAngle) < 1e-9)
        #expect(pen.majorRadius == 2)
        let finger = try #require(frame.first { $0.id == 2 })
        #expect(finger.type == .direct && finger.force == 0 && finger.majorRadius == 10)
        let mouse = try #require(frame.first { $0.id == 3 })
        #expect(mouse.type == .indirectPointer && mouse.force == 0)
    }

    @Test func samplesArePutInTimeOrderAndEachInstantIsOneFrame() throws {
        let scheduler = VirtualScheduler(start: 100)
        let source = PointerInputSource(scheduler: scheduler)
        // The page flattened pointer 1's coalesced samples before pointer 2's.
        let (events, _) = source.events(for: [
            PointerSample(pointerID: 1, phase: .down, x: 0, y: 0, timeStamp: 1000),
            PointerSample(pointerID: 1, phase: .move, x: 1, y: 0, timeStamp: 1020),
            PointerSample(pointerID: 2, phase: .down, x: 50, y: 0, timeStamp: 1010),
            PointerSample(pointerID: 2, phase: .move, x: 51, y: 0, timeStamp: 1020),
        ])
        let frames = events.compactMap { if case .digitizer(let f) = $0 { f } else { nil } }
        #expect(frames.map(\.timestamp) == [100, 100.01, 100.02])
        #expect(frames.map { $0.contacts.map(\.id) } == [[1], [1, 2], [1, 2]])
        #expect(frames[2].contacts.map(\.location.x) == [1, 51])
    }

    @Test func mappedTimesNeverGoBack() {
        let source = PointerInputSource(scheduler: VirtualScheduler(start: 5))
        #expect(source.time(ofPageTimestamp: 2000) == 5)
        #expect(source.time(ofPageTimestamp: 2500) == 5.5)
        #expect(source.time(ofPageTimestamp: 2100) == 5.5)
        #expect(source.time(ofPageTimestamp: 3000) == 6)
    }

    @Test func onALiveClockATimeAheadOfTheSchedulerIsItsNow() {
        let scheduler = MainQueueScheduler()
        let source = PointerInputSource(scheduler: scheduler)
        let first = source.time(ofPageTimestamp: 0)
        let later = source.time(ofPageTimestamp: 1e9)
        #expect(later >= first)
        #expect(later <= scheduler.now)
    }

    @Test func liftedAndCancelledPointersLeaveTheFrameAfter() throws {
        let source = PointerInputSource(scheduler: VirtualScheduler())
        _ = source.events(for: [
            PointerSample(pointerID: 1, phase: .down, x: 0, y: 0, timeStamp: 0),
            PointerSample(pointerID: 2, phase: .down, x: 9, y: 0, timeStamp: 0),
        ])
        let (events, _) = source.events(for: [
            PointerSample(pointerID: 1, phase: .up, x: 0, y: 0, timeStamp: 10),
            PointerSample(pointerID: 2, phase: .cancel, x: 9, y: 0, timeStamp: 10),
        ])
        #expect(contacts(events).map { $0.map(\.state) } == [[.lifted, .cancelled]])
        #expect(source.active.isEmpty)
        #expect(source.cancelAll() == nil)
    }

    @Test func aHoveringPenIsAHoverEvent() throws {
        let source = PointerInputSource(scheduler: VirtualScheduler())
        let (events, refused) = source.events(for: [
            PointerSample(pointerID: 4, pointerType: .pen, phase: .move, x: 3, y: 4, timeStamp: 0),
            PointerSample(pointerID: 5, pointerType: .touch, phase: .move, x: 3, y: 4, timeStamp: 0),
        ])
        #expect(refused.isEmpty)
        #expect(events.count == 1)
        guard case .hover(let hover) = try #require(events.first) else {
            Issue.record("not a hover event: \(events)")
            return
        }
        #expect(hover.location == CGPoint(x: 3, y: 4))
    }
}

/// A live clock the test sets by hand: not a `VirtualScheduler`, so the source treats it as real time.
@MainActor
private final class HandClock: TactileScheduler {
    var now: TimeInterval = 50
    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledAction {
        VirtualScheduler(start: now).schedule(after: delay, action)
    }
}

@MainActor
@Suite struct PointerInputSourceLiveClockTests {
    @Test func aBatchFromAPageClockRunningAheadKeepsItsSpacingAndEndsNow() {
        let clock = HandClock()
        let source = PointerInputSource(scheduler: clock)
        #expect(source.time(ofPageTimestamp: 1000) == 50)
        clock.now = 50.5
        // The page says a second passed, the server only half of one.
        let (events, _) = source.events(for: [
            PointerSample(pointerID: 1, phase: .down, x: 0, y: 0, timeStamp: 1984),
            PointerSample(pointerID: 1, phase: .move, x: 1, y: 0, timeStamp: 2000),
        ])
        let times = events.map(\.timestamp)
        #expect(times.count == 2)
        #expect(abs(times[1] - 50.5) < 1e-9)
        #expect(abs((times[1] - times[0]) - 0.016) < 1e-9)
    }

    @Test func aBatchThatArrivesLateKeepsItsPageTimes() {
        let clock = HandClock()
        let source = PointerInputSource(scheduler: clock)
        _ = source.time(ofPageTimestamp: 0)
        clock.now = 52
        let (events, _) = source.events(for: [PointerSample(pointerID: 1, phase: .down, x: 0, y: 0, timeStamp: 1500)])
        #expect(events.map(\.timestamp) == [51.5])
    }
}
