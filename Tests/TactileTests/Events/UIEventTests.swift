import Foundation
import Testing
@testable import Tactile
import TactileTesting

// Tests for UIEvent: requirements EVT-01 … EVT-10 (requirements.md §1), GAP-11 (allTouches,
// touches(for: gestureRecognizer)), TD-08 / EX-27, and coalesced / predicted touches.

/// A view that logs its touch calls into an EventLog and runs an inspection closure inside each call.
@MainActor
private final class EventProbeView: UIView {
    let name: String
    let log: EventLog
    var onTouches: ((_ method: String, _ touches: Set<UITouch>, _ event: UIEvent?) -> Void)?
    var events: [UIEvent] = []
    /// The event's timestamp at the moment of each call (the touches event object is reused).
    var eventTimestamps: [TimeInterval] = []
    var acceptsFirstResponder = false

    init(_ name: String, frame: CGRect, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    private func note(_ event: UIEvent?) {
        guard let event else { return }
        events.append(event)
        eventTimestamps.append(event.timestamp)
    }

    private func handle(_ method: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        log.record(name, method, touches: touches)
        note(event)
        onTouches?(method, touches, event)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { handle("touchesBegan", touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { handle("touchesMoved", touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { handle("touchesEnded", touches, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        handle("touchesCancelled", touches, event)
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record(name, "motionBegan", detail: "\(motion)")
        note(event)
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record(name, "motionEnded", detail: "\(motion)")
        note(event)
    }
    override func remoteControlReceived(with event: UIEvent?) {
        log.record(name, "remoteControlReceived", detail: event.map { "\($0.subtype)" })
        note(event)
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.record(name, "pressesBegan", presses: presses)
        note(event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.record(name, "pressesEnded", presses: presses)
        note(event)
    }
}

/// A coalesced or predicted sample, copied out inside the handler (the objects are recycled).
private struct Sample: Equatable {
    var location: CGPoint
    var previousLocation: CGPoint
    var timestamp: TimeInterval
}

@MainActor
private func eventTestsSendFrame(_ sim: TouchSimulator, _ contacts: [DigitizerContact]) {
    sim.application.enqueue(.digitizer(DigitizerFrame(timestamp: sim.now, contacts: contacts)))
    sim.scheduler.runDueActions()
}

@MainActor
private func eventTestsEnqueueFrame(_ sim: TouchSimulator, at time: TimeInterval, _ contacts: [DigitizerContact]) {
    sim.application.enqueue(.digitizer(DigitizerFrame(timestamp: time, contacts: contacts)))
}

private func contact(_ id: Int, _ x: CGFloat, _ y: CGFloat) -> DigitizerContact {
    DigitizerContact(id: id, location: CGPoint(x: x, y: y))
}

private func approx(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

@MainActor
@Suite("UIEvent")
struct UIEventTests {
    // MARK: EVT-01

    @Test("EVT-01: event types have UIKit's raw values")
    func eventTypeRawValues() {
        #expect(UIEvent.EventType.touches.rawValue == 0)
        #expect(UIEvent.EventType.motion.rawValue == 1)
        #expect(UIEvent.EventType.remoteControl.rawValue == 2)
        #expect(UIEvent.EventType.presses.rawValue == 3)
    }

    @Test("EVT-01, EVT-03, EVT-04: subtypes have UIKit's raw values (none 0, motionShake 1, remote 100…109)")
    func subtypeRawValues() {
        #expect(UIEvent.EventSubtype.none.rawValue == 0)
        #expect(UIEvent.EventSubtype.motionShake.rawValue == 1)
        let remote: [UIEvent.EventSubtype] = [
            .remoteControlPlay, .remoteControlPause, .remoteControlStop, .remoteControlTogglePlayPause,
            .remoteControlNextTrack, .remoteControlPreviousTrack, .remoteControlBeginSeekingBackward,
            .remoteControlEndSeekingBackward, .remoteControlBeginSeekingForward, .remoteControlEndSeekingForward,
        ]
        #expect(remote.map(\.rawValue) == Array(100...109))
        #expect(UIEvent.EventSubtype(rawValue: 2) == nil)
        #expect(UIEvent.EventSubtype(rawValue: 110) == nil)
    }

    @Test("EVT-01: touches, shakes, remote-control commands and keys arrive as events of the right type and subtype")
    func eventsCarryTypeAndSubtype() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let log = EventLog()
        let view = EventProbeView("V", frame: CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
        view.acceptsFirstResponder = true
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        sim.application.beginReceivingRemoteControlEvents()

        sim.touchDown(at: CGPoint(x: 10, y: 10))
        sim.application.enqueue(.shake(RawShakeEvent(timestamp: sim.now, phase: .began)))
        sim.application.enqueue(
            .remoteControl(RawRemoteControlEvent(timestamp: sim.now, subtype: .remoteControlPreviousTrack)))
        sim.application.enqueue(.key(RawKeyEvent(timestamp: sim.now, keyCode: .keyboardA, isDown: true)))
        sim.scheduler.runDueActions()

        #expect(log.lines == [
            "V.touchesBegan(t1)", "V.motionBegan[motionShake]", "V.remoteControlReceived[remoteControlPreviousTrack]",
            "V.pressesBegan(p1)",
        ])
        #expect(view.events.map(\.type) == [.touches, .motion, .remoteControl, .presses])
        #expect(view.events.map(\.subtype) == [.none, .motionShake, .remoteControlPreviousTrack, .none])
        #expect(view.events[3] is UIPressesEvent)
        // allTouches exists only on touch events.
        #expect(view.events[0].allTouches?.count == 1)
        #expect(view.events[1].allTouches == nil)
        #expect(view.events[2].allTouches == nil)
    }

    // MARK: EVT-02

    @Test("EVT-02: allTouches holds every touch of the sequence, including touches in other views")
    func allTouchesAcrossViews() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let log = EventLog()
        let a = EventProbeView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let b = EventProbeView("B", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
        window.addSubview(a)
        window.addSubview(b)
        var snapshots: [String] = []
        let record: (String, Set<UITouch>, UIEvent?) -> Void = { method, _, event in
            let labels = (event?.allTouches ?? []).map { log.label(for: $0) }.sorted()
            snapshots.append("\(method):\(labels.joined(separator: ","))")
        }
        a.onTouches = record
        b.onTouches = record

        let fa = sim.touchDown(at: CGPoint(x: 50, y: 50))
        let fb = sim.touchDown(at: CGPoint(x: 250, y: 50))
        sim.lift(fa)
        sim.move(fb, to: CGPoint(x: 260, y: 50))
        sim.lift(fb)
        let fc = sim.touchDown(at: CGPoint(x: 50, y: 50))
        sim.lift(fc)

        #expect(log.lines == [
            "A.touchesBegan(t1)", "B.touchesBegan(t2)", "A.touchesEnded(t1)", "B.touchesMoved(t2)",
            "B.touchesEnded(t2)", "A.touchesBegan(t3)", "A.touchesEnded(t3)",
        ])
        #expect(snapshots == [
            "touchesBegan:t1",
            "touchesBegan:t1,t2",
            "touchesEnded:t1,t2",  // the ending touch is still part of the event that ends it
            "touchesMoved:t2",  // and gone afterwards
            "touchesEnded:t2",
            "touchesBegan:t3",  // a new sequence
            "touchesEnded:t3",
        ])
    }

    // MARK: EVT-08

    @Test("EVT-08, GAP-11: touches(for: view), touches(for: window) and touches(for: gestureRecognizer)")
    func touchesForQueries() {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let otherWindow = UIWindow(frame: CGRect(x: 0, y: 240, width: 320, height: 240), application: sim.application)
        otherWindow.isHidden = false
        let log = EventLog()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let a = EventProbeView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let b = EventProbeView("B", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
        let unrelated = UIView(frame: CGRect(x: 0, y: 210, width: 50, height: 20))
        window.addSubview(container)
        container.addSubview(a)
        container.addSubview(b)
        window.addSubview(unrelated)
        let onA = UIGestureRecognizer()
        onA.delaysTouchesEnded = false  // it never decides; let the view have touchesEnded
        let onContainer = UIGestureRecognizer()
        onContainer.delaysTouchesEnded = false  // it never decides; let the view have touchesEnded
        let onUnrelated = UIGestureRecognizer()
        onUnrelated.delaysTouchesEnded = false  // it never decides; let the view have touchesEnded
        a.addGestureRecognizer(onA)
        container.addGestureRecognizer(onContainer)
        unrelated.addGestureRecognizer(onUnrelated)

        var checked = false
        b.onTouches = { method, touches, event in
            guard method == "touchesBegan", let event, let tb = touches.first else { return }
            let ta = a.events.isEmpty ? nil : event.allTouches?.first { $0 !== tb }
            guard let ta else { return }
            checked = true
            #expect(event.touches(for: a) == [ta])
            #expect(event.touches(for: b) == [tb])
            #expect((event.touches(for: container) ?? []).isEmpty)  // only the hit-test view counts
            #expect(event.touches(for: window) == [ta, tb])
            #expect((event.touches(for: otherWindow) ?? []).isEmpty)
            #expect(event.touches(for: onA) == [ta])
            #expect(event.touches(for: onContainer) == [ta, tb])
            #expect(event.touches(for: onUnrelated) == nil)
        }
        let fa = sim.touchDown(at: CGPoint(x: 50, y: 50))
        let fb = sim.touchDown(at: CGPoint(x: 250, y: 50))
        sim.lift([fa, fb])
        #expect(checked)
        #expect(log.lines == ["A.touchesBegan(t1)", "B.touchesBegan(t2)", "A.touchesEnded(t1)", "B.touchesEnded(t2)"])
    }

    // MARK: EVT-09, TD-08

    @Test("EVT-09: the handler's set holds only the changed touches; touches(for: view) holds all of the view's")
    func changedSetVersusAllForView() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let log = EventLog()
        let view = EventProbeView("V", frame: CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        var forView: [String] = []
        var lastFinger: [Bool] = []
        view.onTouches = { method, touches, event in
            let all = event?.touches(for: view) ?? []
            forView.append(all.map { log.label(for: $0) }.sorted().joined(separator: ","))
            if method == "touchesEnded" { lastFinger.append(touches.count == all.count) }  // Listing 3-7
        }
        let f1 = sim.touchDown(at: CGPoint(x: 10, y: 10))
        let f2 = sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.move(f1, to: CGPoint(x: 20, y: 10))
        sim.lift(f1)
        sim.lift(f2)

        #expect(log.lines == [
            "V.touchesBegan(t1)", "V.touchesBegan(t2)", "V.touchesMoved(t1)", "V.touchesEnded(t1)",
            "V.touchesEnded(t2)",
        ])
        #expect(forView == ["t1", "t1,t2", "t1,t2", "t1,t2", "t2"])
        #expect(lastFinger == [false, true])  // EX-27
    }

    @Test("TD-08, EX-27: two fingers lifting in the same frame is the last-finger case")
    func bothLiftTogether() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let log = EventLog()
        let view = EventProbeView("V", frame: CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        var lastFinger: [Bool] = []
        view.onTouches = { method, touches, event in
            if method == "touchesEnded" { lastFinger.append(touches.count == event?.touches(for: view)?.count) }
        }
        let fingers = sim.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 100)])
        sim.lift(fingers)
        #expect(log.lines == ["V.touchesBegan(t1,t2)", "V.touchesEnded(t1,t2)"])
        #expect(lastFinger == [true])
    }

    // MARK: EVT-10

    @Test("EVT-10: a touch event's timestamp is the frame's; shake and remote events keep their raw timestamps")
    func eventTimestamps() {
        let sim = TouchSimulator(start: 200)
        let window = sim.makeWindow()
        let log = EventLog()
        let view = EventProbeView("V", frame: CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
        view.acceptsFirstResponder = true
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        sim.application.beginReceivingRemoteControlEvents()

        let f = sim.touchDown(at: CGPoint(x: 10, y: 10))
        sim.advance(by: 0.5)
        sim.move(f, to: CGPoint(x: 20, y: 10))
        sim.advance(by: 0.25)
        sim.lift(f)
        sim.application.enqueue(.shake(RawShakeEvent(timestamp: 201.125, phase: .began)))
        sim.application.enqueue(.shake(RawShakeEvent(timestamp: 201.5, phase: .ended)))
        sim.application.enqueue(.remoteControl(RawRemoteControlEvent(timestamp: 201.75, subtype: .remoteControlPlay)))
        sim.scheduler.runDueActions()

        #expect(log.lines == [
            "V.touchesBegan(t1)", "V.touchesMoved(t1)", "V.touchesEnded(t1)", "V.motionBegan[motionShake]",
            "V.motionEnded[motionShake]", "V.remoteControlReceived[remoteControlPlay]",
        ])
        #expect(view.eventTimestamps == [200, 200.5, 200.75, 201.125, 201.5, 201.75])
    }

    @Test("EVT-10: the same touches UIEvent object is reused across dispatches and sequences")
    func touchesEventIsReused() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let log = EventLog()
        let view = EventProbeView("V", frame: CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
        window.addSubview(view)
        let f = sim.touchDown(at: CGPoint(x: 10, y: 10))
        sim.move(f, to: CGPoint(x: 20, y: 10))
        sim.lift(f)
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(view.events.count == 5)
        let first = view.events[0]
        #expect(view.events.allSatisfy { $0 === first })
        #expect(first.type == .touches)
    }

    // MARK: Coalesced touches

    @Test("EVT-10: moves queued between dispatches are coalesced into one touchesMoved with every sample in order")
    func coalescedMoves() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let log = EventLog()
        let view = EventProbeView("V", frame: CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
        window.addSubview(view)
        let t0 = sim.now
        eventTestsSendFrame(sim, [contact(1, 10, 10)])
        sim.advance(by: 0.0625)
        // Three frames pile up in the queue before the application gets to run.
        eventTestsEnqueueFrame(sim, at: t0 + 1.0 / 64, [contact(1, 20, 10)])
        eventTestsEnqueueFrame(sim, at: t0 + 2.0 / 64, [contact(1, 30, 12)])
        eventTestsEnqueueFrame(sim, at: t0 + 3.0 / 64, [contact(1, 40, 15)])
        #expect(log.lines == ["V.touchesBegan(t1)"])  // nothing happens until the scheduler runs

        var coalesced: [Sample] = []
        var phases: [UITouch.Phase] = []
        var current: Sample?
        view.onTouches = { method, touches, event in
            guard method == "touchesMoved", let t = touches.first, let event else { return }
            for c in event.coalescedTouches(for: t) ?? [] {
                coalesced.append(
                    Sample(location: c.location(in: view), previousLocation: c.previousLocation(in: view),
                        timestamp: c.timestamp))
                phases.append(c.phase)
            }
            current = Sample(
                location: t.location(in: view), previousLocation: t.previousLocation(in: view), timestamp: t.timestamp)
        }
        sim.scheduler.runDueActions()

        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesMoved(t1)"])
        #expect(coalesced == [
            Sample(location: CGPoint(x: 20, y: 10), previousLocation: CGPoint(x: 10, y: 10), timestamp: t0 + 1.0 / 64),
            Sample(location: CGPoint(x: 30, y: 12), previousLocation: CGPoint(x: 20, y: 10), timestamp: t0 + 2.0 / 64),
            Sample(location: CGPoint(x: 40, y: 15), previousLocation: CGPoint(x: 30, y: 12), timestamp: t0 + 3.0 / 64),
        ])
        #expect(phases == [.moved, .moved, .moved])
        // The touch itself shows the newest sample; its previous location is the one last dispatched.
        #expect(
            current
                == Sample(
                    location: CGPoint(x: 40, y: 15), previousLocation: CGPoint(x: 10, y: 10), timestamp: t0 + 3.0 / 64))
    }

    @Test("EVT-10: each finger of a coalesced two-finger move has its own samples, in one touchesMoved")
    func coalescedTwoFingers() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let log = EventLog()
        let view = EventProbeView("V", frame: CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        let t0 = sim.now
        eventTestsSendFrame(sim, [contact(1, 10, 10), contact(2, 100, 100)])
        sim.advance(by: 0.0625)
        eventTestsEnqueueFrame(sim, at: t0 + 1.0 / 64, [contact(1, 11, 10), contact(2, 100, 110)])
        eventTestsEnqueueFrame(sim, at: t0 + 2.0 / 64, [contact(1, 12, 10), contact(2, 100, 120)])
        var samples: [String: [CGPoint]] = [:]
        view.onTouches = { method, touches, event in
            guard method == "touchesMoved", let event else { return }
            for t in touches {
                samples[log.label(for: t)] = (event.coalescedTouches(for: t) ?? []).map { $0.location(in: nil) }
            }
        }
        sim.scheduler.runDueActions()
        #expect(log.lines == ["V.touchesBegan(t1,t2)", "V.touchesMoved(t1,t2)"])
        #expect(samples["t1"] == [CGPoint(x: 11, y: 10), CGPoint(x: 12, y: 10)])
        #expect(samples["t2"] == [CGPoint(x: 100, y: 110), CGPoint(x: 100, y: 120)])
    }

    @Test("EVT-10: with coalescesTouchMoves = false every queued frame is its own dispatch")
    func coalescingOff() {
        var config = TactileConfiguration()
        config.coalescesTouchMoves = false
        let sim = TouchSimulator(configuration: config)
        let window = sim.makeWindow()
        let log = EventLog()
        let view = EventProbeView("V", frame: CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
        window.addSubview(view)
        let t0 = sim.now
        eventTestsSendFrame(sim, [contact(1, 10, 10)])
        sim.advance(by: 0.0625)
        eventTestsEnqueueFrame(sim, at: t0 + 1.0 / 64, [contact(1, 20, 10)])
        eventTestsEnqueueFrame(sim, at: t0 + 2.0 / 64, [contact(1, 30, 10)])
        eventTestsEnqueueFrame(sim, at: t0 + 3.0 / 64, [contact(1, 40, 10)])
        var perDispatch: [[CGPoint]] = []
        var locations: [CGPoint] = []
        view.onTouches = { method, touches, event in
            guard method == "touchesMoved", let t = touches.first, let event else { return }
            perDispatch.append((event.coalescedTouches(for: t) ?? []).map { $0.location(in: view) })
            locations.append(t.location(in: view))
        }
        sim.scheduler.runDueActions()
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesMoved(t1)", "V.touchesMoved(t1)", "V.touchesMoved(t1)"])
        #expect(locations == [CGPoint(x: 20, y: 10), CGPoint(x: 30, y: 10), CGPoint(x: 40, y: 10)])
        // Each dispatch's coalesced list is just its own sample.
        #expect(perDispatch == [[CGPoint(x: 20, y: 10)], [CGPoint(x: 30, y: 10)], [CGPoint(x: 40, y: 10)]])
    }

    @Test("EVT-10: a frame that adds or lifts a finger is never coalesced away")
    func fingerChangesAreNotCoalesced() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let log = EventLog()
        let view = EventProbeView("V", frame: CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        let t0 = sim.now
        eventTestsSendFrame(sim, [contact(1, 10, 10)])
        sim.advance(by: 1)
        var samples: [String] = []
        view.onTouches = { method, touches, event in
            guard method == "touchesMoved", let event else { return }
            for t in touches.sorted(by: { log.label(for: $0) < log.label(for: $1) }) {
                let xs = (event.coalescedTouches(for: t) ?? []).map { "\(Int($0.location(in: nil).x))" }
                samples.append("\(log.label(for: t)):\(xs.joined(separator: ","))")
            }
        }
        let frames: [[DigitizerContact]] = [
            [contact(1, 20, 10)],
            [contact(1, 30, 10)],
            [contact(1, 40, 10), contact(2, 100, 100)],  // a finger is added
            [contact(1, 50, 10), contact(2, 110, 100)],
            [contact(1, 60, 10), contact(2, 120, 100)],
            [contact(1, 70, 10)],  // finger 2 lifts (missing from the snapshot)
            [contact(1, 80, 10)],
            [DigitizerContact(id: 1, location: CGPoint(x: 90, y: 10), state: .lifted)],  // finger 1 lifts
        ]
        for (i, contacts) in frames.enumerated() {
            eventTestsEnqueueFrame(sim, at: t0 + Double(i + 1) / 64, contacts)
        }
        sim.scheduler.runDueActions()
        #expect(log.lines == [
            "V.touchesBegan(t1)",
            "V.touchesMoved(t1)",  // frames 1 and 2, coalesced
            "V.touchesBegan(t2)", "V.touchesMoved(t1)",  // frame 3 on its own
            "V.touchesMoved(t1,t2)",  // frames 4 and 5, coalesced
            "V.touchesMoved(t1)", "V.touchesEnded(t2)",  // frame 6 on its own
            "V.touchesMoved(t1)",  // frame 7 on its own
            "V.touchesEnded(t1)",  // frame 8
        ])
        #expect(samples == ["t1:20,30", "t1:40", "t1:50,60", "t2:110,120", "t1:70", "t1:80"])
    }

    @Test("EVT-10: coalescedTouches(for:) is nil for a touch that is not part of the event")
    func coalescedForForeignTouch() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let log = EventLog()
        let view = EventProbeView("V", frame: CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
        window.addSubview(view)
        var oldTouch: UITouch?
        var results: [Bool] = []
        view.onTouches = { method, touches, event in
            guard let t = touches.first, let event else { return }
            if let old = oldTouch, old !== t {
                results.append(event.coalescedTouches(for: old) == nil)
                results.append(event.predictedTouches(for: old) == nil)
            } else {
                oldTouch = t
            }
        }
        sim.tap(at: CGPoint(x: 10, y: 10))
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 200, y: 200))
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesEnded(t1)", "V.touchesBegan(t2)", "V.touchesEnded(t2)"])
        #expect(results == [true, true, true, true])
    }

    // MARK: Predicted touches

    @Test("EVT-10: predictedTouches(for:) extrapolates linearly by touchPredictionInterval (default 1/60 s)")
    func predictedTouchesDefault() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let log = EventLog()
        let view = EventProbeView("V", frame: CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
        window.addSubview(view)
        var predicted: [[Sample]] = []
        view.onTouches = { _, touches, event in
            guard let t = touches.first, let event else { return }
            predicted.append(
                (event.predictedTouches(for: t) ?? []).map {
                    Sample(location: $0.location(in: view), previousLocation: $0.previousLocation(in: view),
                        timestamp: $0.timestamp)
                })
        }
        let t0 = sim.now
        let f = sim.touchDown(at: CGPoint(x: 10, y: 10))
        sim.advance(by: 1.0 / 32)
        sim.move(f, to: CGPoint(x: 16, y: 7))
        sim.lift(f)

        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesMoved(t1)", "V.touchesEnded(t1)"])
        #expect(predicted.count == 3)
        // A touch that has not moved yet, and one that ended, have no prediction.
        #expect(predicted[0].isEmpty)
        #expect(predicted[2].isEmpty)
        // Velocity (6, −3) pt per 1/32 s = (192, −96) pt/s. Over 1/60 s: (3.2, −1.6). From (16, 7): (19.2, 5.4).
        #expect(predicted[1].count == 1)
        if let p = predicted[1].first {
            #expect(approx(p.location.x, 19.2) && approx(p.location.y, 5.4))
            #expect(p.previousLocation == CGPoint(x: 16, y: 7))
            #expect(approx(p.timestamp, t0 + 1.0 / 32 + 1.0 / 60, 1e-9))
        }
    }

    @Test("EVT-10: predictedTouches(for:) uses the application's touchPredictionInterval")
    func predictedTouchesCustomInterval() {
        var config = TactileConfiguration()
        config.touchPredictionInterval = 1.0 / 32
        let sim = TouchSimulator(configuration: config)
        let window = sim.makeWindow()
        let log = EventLog()
        let view = EventProbeView("V", frame: CGRect(x: 0, y: 0, width: 320, height: 480), log: log)
        window.addSubview(view)
        var predicted: [CGPoint] = []
        view.onTouches = { method, touches, event in
            guard method == "touchesMoved", let t = touches.first, let event else { return }
            predicted += (event.predictedTouches(for: t) ?? []).map { $0.location(in: view) }
        }
        let f = sim.touchDown(at: CGPoint(x: 10, y: 10))
        sim.advance(by: 1.0 / 16)
        sim.move(f, to: CGPoint(x: 16, y: 7))
        // Velocity (6, −3) per 1/16 s; over 1/32 s: (3, −1.5). From (16, 7): (19, 5.5).
        #expect(predicted == [CGPoint(x: 19, y: 5.5)])
    }
}
