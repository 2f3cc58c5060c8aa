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

    @Test func aHoveringPenIsAHoverEventAFingerMovingUpIsRefused() throws {
        let source = PointerInputSource(scheduler: VirtualScheduler())
        let (events, refused) = source.events(for: [
            PointerSample(pointerID: 4, pointerType: .pen, phase: .move, x: 3, y: 4, timeStamp: 0),
            PointerSample(pointerID: 5, pointerType: .touch, phase: .move, x: 3, y: 4, timeStamp: 0),
        ])
        #expect(refused.map(\.field) == ["samples[1].phase"])
        #expect(refused.first?.reason == .refused)
        #expect(events.count == 1)
        guard case .hover(let hover) = try #require(events.first) else {
            Issue.record("not a hover event: \(events)")
            return
        }
        #expect(hover.location == CGPoint(x: 3, y: 4))
    }
}

/// Samples of pointers that are not down: refused once, or ignored when the source itself let go of them.
@MainActor
@Suite struct PointerInputSourceStrayPointerTests {
    @Test func anUpOrCancelOfAPointerNotDownIsRefusedAndChangesNothing() {
        let source = PointerInputSource(scheduler: VirtualScheduler())
        for type in PointerSample.PointerType.allCases {
            let (events, refused) = source.events(for: [
                PointerSample(pointerID: 1, pointerType: type, phase: .up, x: 0, y: 0, timeStamp: 0),
                PointerSample(pointerID: 2, pointerType: type, phase: .cancel, x: 0, y: 0, timeStamp: 0),
            ])
            #expect(events.isEmpty)
            #expect(refused.map(\.reason) == [.refused, .refused])
            #expect(refused.map(\.field) == ["samples[0].phase", "samples[1].phase"])
            #expect(refused.map(\.problem) == [
                "expected pointer 1 to be down before it lifts, found no pointer 1 down",
                "expected pointer 2 to be down before it is cancelled, found no pointer 2 down",
            ])
        }
        #expect(source.active.isEmpty)
    }

    @Test func aFingerMovingWithoutADownIsRefusedOnceThenIgnoredUntilItLifts() {
        let source = PointerInputSource(scheduler: VirtualScheduler())
        let first = source.events(for: (0..<5).map {
            PointerSample(pointerID: 7, phase: .move, x: Double($0), y: 0, timeStamp: Double($0))
        })
        #expect(first.events.isEmpty)
        #expect(first.refused.map(\.field) == ["samples[0].phase"])
        #expect(first.refused.first?.problem == "expected finger 7 to be down before it moves, found no finger 7 down; its samples are ignored until it lifts")
        let lift = source.events(for: [PointerSample(pointerID: 7, phase: .up, x: 5, y: 0, timeStamp: 10)])
        #expect(lift.events.isEmpty && lift.refused.isEmpty)
        // Lifted: a stray move is refused again, and a down starts a touch.
        #expect(source.events(for: [PointerSample(pointerID: 7, phase: .move, x: 5, y: 0, timeStamp: 11)]).refused.count == 1)
        let down = source.events(for: [PointerSample(pointerID: 7, phase: .down, x: 5, y: 0, timeStamp: 12)])
        #expect(down.refused.isEmpty && down.events.count == 1)
        #expect(source.active.keys.sorted() == [7])
    }

    @Test func pointersCancelledByTheSourceAreIgnoredUntilTheyLift() {
        let source = PointerInputSource(scheduler: VirtualScheduler())
        _ = source.events(for: [
            PointerSample(pointerID: 1, phase: .down, x: 0, y: 0, timeStamp: 0),
            PointerSample(pointerID: 2, pointerType: .mouse, phase: .down, x: 0, y: 0, timeStamp: 0),
        ])
        #expect(source.cancelAll() != nil)
        // The page does not know yet: it goes on moving them, then lifts them.
        let after = source.events(for: [
            PointerSample(pointerID: 1, phase: .move, x: 1, y: 0, timeStamp: 5),
            PointerSample(pointerID: 2, pointerType: .mouse, phase: .move, x: 1, y: 0, timeStamp: 5),
            PointerSample(pointerID: 1, phase: .up, x: 1, y: 0, timeStamp: 6),
            PointerSample(pointerID: 2, pointerType: .mouse, phase: .cancel, x: 1, y: 0, timeStamp: 6),
        ])
        #expect(after.events.isEmpty && after.refused.isEmpty)
        // Once lifted, they are strays like any other.
        let stray = source.events(for: [PointerSample(pointerID: 1, phase: .up, x: 1, y: 0, timeStamp: 7)])
        #expect(stray.refused.count == 1)
    }

    @Test func thePointersIgnoredAreBounded() {
        let source = PointerInputSource(scheduler: VirtualScheduler())
        // 100 fingers moving without a down: each is refused once and then ignored, up to 64 remembered.
        for id in 0..<100 {
            let moves = source.events(for: [PointerSample(pointerID: id, phase: .move, x: 0, y: 0, timeStamp: Double(id))])
            #expect(moves.refused.count == 1)
        }
        let oldest = source.events(for: [PointerSample(pointerID: 0, phase: .move, x: 0, y: 0, timeStamp: 200)])
        let newest = source.events(for: [PointerSample(pointerID: 99, phase: .move, x: 0, y: 0, timeStamp: 201)])
        #expect(oldest.refused.count == 1)
        #expect(newest.refused.isEmpty)
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
