import Foundation
import Testing
@testable import Tactile
import TactileTesting

// Tests for the application event queue: PIPE-07 … PIPE-11, ignoring interaction events (TDC-05, GAP-13,
// EX-30), cancelling all touches (TD-01, TD-06), and motion samples outside the responder chain (DIS-10, CM-01).

/// A recognizer that logs the touches it is given.
@MainActor
private final class LoggingRecognizer: UIGestureRecognizer {
    let log: EventLog
    let label: String
    init(_ label: String, log: EventLog) {
        self.label = label
        self.log = log
        super.init(target: nil, action: nil)
        delaysTouchesEnded = false  // it never decides; let the view have touchesEnded
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        log.record(label, "touchesBegan", touches: touches)
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        log.record(label, "touchesMoved", touches: touches)
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        log.record(label, "touchesEnded", touches: touches)
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        log.record(label, "touchesCancelled", touches: touches)
        super.touchesCancelled(touches, with: event)
    }
}

/// A recording view that runs a hook when a touch begins.
@MainActor
private final class HookView: RecordingView {
    var onBegan: (() -> Void)?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        onBegan?()
    }
}

/// An application that records every event passing through sendEvent (PIPE-11).
@MainActor
private final class FunnelApplication: UIApplication {
    var sent: [UIEvent.EventType] = []
    override func sendEvent(_ event: UIEvent) {
        sent.append(event.type)
        super.sendEvent(event)
    }
}

@MainActor
private func queueTestsFrame(_ sim: TouchSimulator, _ contacts: [DigitizerContact]) -> RawInputEvent {
    .digitizer(DigitizerFrame(timestamp: sim.now, contacts: contacts))
}

@MainActor
private func queueTestsSend(_ sim: TouchSimulator, _ contacts: [DigitizerContact]) {
    sim.application.enqueue(queueTestsFrame(sim, contacts))
    sim.scheduler.runDueActions()
}

private func finger(_ id: Int, _ x: CGFloat, _ y: CGFloat) -> DigitizerContact {
    DigitizerContact(id: id, location: CGPoint(x: x, y: y))
}

@MainActor
@Suite("Application event queue")
struct EventQueueTests {
    /// A key window with a first-responder recording view "V" covering it.
    private func makeScene(_ sim: TouchSimulator = TouchSimulator()) -> (TouchSimulator, HookView, EventLog) {
        let window = sim.makeWindow()
        let log = EventLog()
        let view = HookView("V", frame: CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
        view.acceptsFirstResponder = true
        window.addSubview(view)
        _ = view.becomeFirstResponder()
        return (sim, view, log)
    }

    // MARK: PIPE-09

    @Test("PIPE-09: mixed raw events are processed first in, first out")
    func fifoAcrossKinds() {
        let (sim, view, log) = makeScene()
        #expect(view.isFirstResponder)
        sim.application.beginReceivingRemoteControlEvents()
        let app = sim.application
        let t = sim.now
        app.enqueue(queueTestsFrame(sim, [finger(1, 10, 10)]))
        app.enqueue(.key(RawKeyEvent(timestamp: t, keyCode: .keyboardA, isDown: true, characters: "a")))
        app.enqueue(.shake(RawShakeEvent(timestamp: t, phase: .began)))
        app.enqueue(.remoteControl(RawRemoteControlEvent(timestamp: t, subtype: .remoteControlNextTrack)))
        app.enqueue(queueTestsFrame(sim, [finger(1, 20, 10)]))
        app.enqueue(.shake(RawShakeEvent(timestamp: t, phase: .ended)))
        app.enqueue(.key(RawKeyEvent(timestamp: t, keyCode: .keyboardA, isDown: false, characters: "a")))
        app.enqueue(queueTestsFrame(sim, []))
        app.enqueue(.remoteControl(RawRemoteControlEvent(timestamp: t, subtype: .remoteControlPause)))
        #expect(app.pendingEventCount == 9)
        sim.scheduler.runDueActions()

        #expect(log.lines == [
            "V.touchesBegan(t1)", "V.pressesBegan(p1)", "V.motionBegan", "V.remoteControlReceived[remoteControlNextTrack]",
            "V.touchesMoved(t1)", "V.motionEnded", "V.pressesEnded(p1)", "V.touchesEnded(t1)",
            "V.remoteControlReceived[remoteControlPause]",
        ])
        #expect(app.pendingEventCount == 0)
    }

    @Test("PIPE-09: enqueue only schedules processing; nothing happens until the scheduler runs")
    func enqueueSchedules() {
        let (sim, _, log) = makeScene()
        let app = sim.application
        sim.scheduler.runDueActions()  // the display pass that draws the scene's new views, as UIKit's run loop does
        #expect(sim.scheduler.pendingCount == 0)
        app.enqueue(queueTestsFrame(sim, [finger(1, 10, 10)]))
        app.enqueue(queueTestsFrame(sim, []))
        #expect(log.lines.isEmpty)
        #expect(app.pendingEventCount == 2)
        #expect(sim.scheduler.pendingCount == 1)  // one drain for the whole batch
        #expect(sim.scheduler.nextDeadline == sim.now)  // due at once, not synchronously
        sim.scheduler.runDueActions()
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesEnded(t1)"])
        #expect(app.pendingEventCount == 0)
        #expect(sim.scheduler.pendingCount == 0)
    }

    @Test("PIPE-09: advancing the clock also drains the queue")
    func advanceDrains() {
        let (sim, _, log) = makeScene()
        sim.application.enqueue(queueTestsFrame(sim, [finger(1, 10, 10)]))
        sim.advance(by: 0.01)
        #expect(log.lines == ["V.touchesBegan(t1)"])
    }

    @Test("PIPE-09: processPendingEvents() processes synchronously; the scheduled drain then finds nothing")
    func processPendingEventsDirectly() {
        let (sim, _, log) = makeScene()
        let app = sim.application
        app.enqueue(queueTestsFrame(sim, [finger(1, 10, 10)]))
        app.processPendingEvents()
        #expect(log.lines == ["V.touchesBegan(t1)"])
        #expect(app.pendingEventCount == 0)
        sim.scheduler.runDueActions()
        #expect(log.lines == ["V.touchesBegan(t1)"])
        // A new enqueue schedules a new drain.
        app.enqueue(queueTestsFrame(sim, []))
        #expect(sim.scheduler.pendingCount == 1)
        sim.scheduler.runDueActions()
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesEnded(t1)"])
    }

    @Test("PIPE-09: processPendingEvents() from inside a handler does not recurse; the outer loop continues in order")
    func processPendingEventsIsNotReentrant() {
        let (sim, view, log) = makeScene()
        let app = sim.application
        var pendingSeenInside: [Int] = []
        view.onBegan = {
            app.processPendingEvents()
            pendingSeenInside.append(app.pendingEventCount)
            log.record("hook", "returned")
        }
        app.enqueue(queueTestsFrame(sim, [finger(1, 10, 10)]))
        app.enqueue(.shake(RawShakeEvent(timestamp: sim.now, phase: .began)))
        app.enqueue(queueTestsFrame(sim, []))
        sim.scheduler.runDueActions()
        #expect(log.lines == ["V.touchesBegan(t1)", "hook.returned", "V.motionBegan", "V.touchesEnded(t1)"])
        #expect(pendingSeenInside == [2])
    }

    @Test("PIPE-09: an event enqueued by a handler is processed after those already queued")
    func enqueueFromHandler() {
        let (sim, view, log) = makeScene()
        let app = sim.application
        view.onBegan = {
            app.enqueue(.shake(RawShakeEvent(timestamp: sim.now, phase: .ended)))
        }
        app.enqueue(queueTestsFrame(sim, [finger(1, 10, 10)]))
        app.enqueue(.shake(RawShakeEvent(timestamp: sim.now, phase: .began)))
        sim.scheduler.runDueActions()
        #expect(log.lines == ["V.touchesBegan(t1)", "V.motionBegan", "V.motionEnded"])
        #expect(app.pendingEventCount == 0)
    }

    @Test("PIPE-11: every UIEvent goes through UIApplication.sendEvent; motion samples do not")
    func sendEventFunnel() {
        let scheduler = VirtualScheduler(start: 10)
        let app = FunnelApplication(scheduler: scheduler)
        let sim = TouchSimulator(application: app, scheduler: scheduler)
        let (_, _, log) = makeScene(sim)
        app.beginReceivingRemoteControlEvents()
        app.enqueue(queueTestsFrame(sim, [finger(1, 10, 10)]))
        app.enqueue(.motion(RawMotionSample(timestamp: sim.now, sensor: .accelerometer, x: 0, y: 0, z: -1)))
        app.enqueue(.shake(RawShakeEvent(timestamp: sim.now, phase: .began)))
        app.enqueue(.remoteControl(RawRemoteControlEvent(timestamp: sim.now, subtype: .remoteControlPlay)))
        app.enqueue(.key(RawKeyEvent(timestamp: sim.now, keyCode: .keyboardA, isDown: true)))
        app.enqueue(queueTestsFrame(sim, []))
        scheduler.runDueActions()
        #expect(app.sent == [.touches, .motion, .remoteControl, .presses, .touches])
        #expect(log.lines.count == 5)
    }

    // MARK: Ignoring interaction events (TDC-05, GAP-13, EX-30)

    @Test("GAP-13: begin/endIgnoringInteractionEvents nest as a counter; extra ends are harmless")
    func ignoringNests() {
        let app = TouchSimulator().application
        #expect(!app.isIgnoringInteractionEvents)
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
        app.endIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
        app.endIgnoringInteractionEvents()  // unbalanced: ignored
        #expect(!app.isIgnoringInteractionEvents)
        app.beginIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
    }

    @Test("EX-30, TDC-05: a tap while ignoring reaches no view and no recognizer; the next tap after end does")
    func tapWhileIgnoring() {
        let (sim, view, log) = makeScene()
        view.addGestureRecognizer(LoggingRecognizer("G", log: log))
        let app = sim.application
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        sim.tap(at: CGPoint(x: 50, y: 50))
        app.endIgnoringInteractionEvents()
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 50, y: 50))  // still ignoring: one begin is unmatched
        #expect(log.lines.isEmpty)
        app.endIgnoringInteractionEvents()
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.lines == ["G.touchesBegan(t1)", "V.touchesBegan(t1)", "G.touchesEnded(t1)", "V.touchesEnded(t1)"])
    }

    @Test("TDC-05, TD-06: a touch that began before ignoring started still completes")
    func touchInProgressCompletes() {
        let (sim, view, log) = makeScene()
        view.addGestureRecognizer(LoggingRecognizer("G", log: log))
        let f = sim.touchDown(at: CGPoint(x: 50, y: 50))
        sim.application.beginIgnoringInteractionEvents()
        sim.move(f, to: CGPoint(x: 60, y: 50))
        let g = sim.touchDown(at: CGPoint(x: 200, y: 200))  // a new finger while ignoring: dropped
        sim.move(g, to: CGPoint(x: 210, y: 200))
        sim.lift([f, g])
        sim.application.endIgnoringInteractionEvents()
        #expect(log.lines == [
            "G.touchesBegan(t1)", "V.touchesBegan(t1)", "G.touchesMoved(t1)", "V.touchesMoved(t1)",
            "G.touchesEnded(t1)", "V.touchesEnded(t1)",
        ])
    }

    @Test("TD-06: a finger that went down while ignoring stays ignored until it lifts, even after ignoring ends")
    func fingerDownWhileIgnoringStaysIgnored() {
        let (sim, _, log) = makeScene()
        sim.application.beginIgnoringInteractionEvents()
        let f = sim.touchDown(at: CGPoint(x: 50, y: 50))
        sim.application.endIgnoringInteractionEvents()
        sim.move(f, to: CGPoint(x: 60, y: 50))
        sim.lift(f)
        #expect(log.lines.isEmpty)
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesEnded(t1)"])
    }

    @Test("TDC-05: a contact ignored while down, then missing from a frame, has lifted; its id can be reused")
    func ignoredContactLiftedByOmission() {
        let (sim, _, log) = makeScene()
        sim.application.beginIgnoringInteractionEvents()
        queueTestsSend(sim, [finger(1, 50, 50)])
        sim.application.endIgnoringInteractionEvents()
        queueTestsSend(sim, [])  // the contact lifted: a frame is a snapshot
        sim.advance(by: 1)
        queueTestsSend(sim, [finger(1, 50, 50)])  // a new touch that happens to reuse id 1
        queueTestsSend(sim, [])
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesEnded(t1)"])
    }

    @Test("PIPE-13: a contact that hit no view, then missing from a frame, has lifted; its id can be reused")
    func missedContactLiftedByOmission() {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = EventLog()
        window.addSubview(RecordingView("V", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log))
        queueTestsSend(sim, [finger(1, 200, 200)])  // outside every window: dropped
        queueTestsSend(sim, [])
        queueTestsSend(sim, [finger(1, 50, 50)])
        queueTestsSend(sim, [])
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesEnded(t1)"])
    }

    // MARK: cancelAllTouches

    @Test("TD-01: cancelAllTouches() cancels every active touch; the fingers are ignored until they lift")
    func cancelAllTouches() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let log = EventLog()
        let a = RecordingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let b = RecordingView("B", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
        let c = RecordingView("C", frame: CGRect(x: 0, y: 200, width: 100, height: 100), log: log)
        for v in [a, b, c] { window.addSubview(v) }
        a.addGestureRecognizer(LoggingRecognizer("GA", log: log))
        var phasesAfterCancel: [UITouch.Phase] = []
        let fa = sim.touchDown(at: CGPoint(x: 50, y: 50))
        let fb = sim.touchDown(at: CGPoint(x: 250, y: 50))
        let touches = sim.application.touchesEvent.allTouches ?? []
        #expect(touches.count == 2)
        log.clear()

        sim.application.cancelAllTouches()
        phasesAfterCancel = touches.map(\.phase)
        #expect(log.lines == ["GA.touchesCancelled(t1)", "A.touchesCancelled(t1)", "B.touchesCancelled(t2)"])
        #expect(phasesAfterCancel == [.cancelled, .cancelled])

        log.clear()
        sim.move(fa, to: CGPoint(x: 60, y: 50))
        sim.move(fb, to: CGPoint(x: 260, y: 50))
        sim.lift([fa, fb])
        #expect(log.lines.isEmpty)
        // Nothing is left to cancel.
        sim.application.cancelAllTouches()
        #expect(log.lines.isEmpty)
        // New fingers are delivered normally.
        sim.tap(at: CGPoint(x: 50, y: 250))
        #expect(log.lines == ["C.touchesBegan(t3)", "C.touchesEnded(t3)"])
    }

    @Test("TD-01: a finger cancelled by cancelAllTouches() and then missing from a frame has lifted")
    func cancelledContactLiftedByOmission() {
        let (sim, _, log) = makeScene()
        queueTestsSend(sim, [finger(1, 50, 50)])
        sim.application.cancelAllTouches()
        queueTestsSend(sim, [])  // lifted by omission
        sim.advance(by: 1)
        queueTestsSend(sim, [finger(1, 50, 50)])  // a new touch reusing id 1
        queueTestsSend(sim, [])
        #expect(log.lines == [
            "V.touchesBegan(t1)", "V.touchesCancelled(t1)", "V.touchesBegan(t2)", "V.touchesEnded(t2)",
        ])
    }

    // MARK: Motion samples (DIS-10)

    @Test("DIS-10, CM-01: motion samples go to motion observers in order and never to responders")
    func motionSamples() {
        let (sim, _, log) = makeScene()
        let app = sim.application
        var first: [RawMotionSample] = []
        var second: [String] = []
        let id1 = app.addMotionSampleObserver { first.append($0) }
        let id2 = app.addMotionSampleObserver { second.append("\($0.sensor)") }
        #expect(id1 != id2)
        let s1 = RawMotionSample(timestamp: sim.now, sensor: .accelerometer, x: 0.1, y: -0.2, z: -0.98)
        let s2 = RawMotionSample(timestamp: sim.now + 0.01, sensor: .gyroscope, x: 1, y: 2, z: 3)
        app.enqueue(.motion(s1))
        app.enqueue(.motion(s2))
        #expect(first.isEmpty)  // not before the queue is processed
        sim.scheduler.runDueActions()
        #expect(first == [s1, s2])
        #expect(second == ["accelerometer", "gyroscope"])
        #expect(log.lines.isEmpty)  // the first responder heard nothing

        app.removeMotionSampleObserver(id1)
        let s3 = RawMotionSample(timestamp: sim.now, sensor: .magnetometer, x: 30, y: 0, z: -40)
        app.enqueue(.motion(s3))
        sim.scheduler.runDueActions()
        #expect(first == [s1, s2])
        #expect(second == ["accelerometer", "gyroscope", "magnetometer"])
        #expect(log.lines.isEmpty)
    }
}
