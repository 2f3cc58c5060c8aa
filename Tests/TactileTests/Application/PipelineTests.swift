import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// The pipeline from raw input to the window, as Tactile models iOS's (requirements §3 PIPE, EVT-06, EVT-07,
/// TCH-12, RSP-07, RSP-08, FR-05, TD-05).
///
/// iOS's first stages (PIPE-01 CPU wake-up, PIPE-03/04 SpringBoard choosing the foreground app over mach ports)
/// have no Linux counterpart: a Tactile process owns its input sources, which post ``RawInputEvent``s (the
/// `IOHIDEvent` analogue, PIPE-02) to its application's queue.
@MainActor
@Suite("Pipeline: raw input to windows")
struct PipelineTests {
    let sim = TouchSimulator()
    let log = EventLog()

    final class ObservingWindow: UIWindow {
        var log: EventLog?
        override func sendEvent(_ event: UIEvent) {
            log?.record("window", "sendEvent", detail: "\(event.type)")
            super.sendEvent(event)
        }
    }
    final class ObservingApplication: UIApplication {
        var log: EventLog?
        override func sendEvent(_ event: UIEvent) {
            log?.record("app", "sendEvent", detail: "\(event.type)")
            super.sendEvent(event)
        }
    }

    @Test("PIPE-03 / PIPE-04 input posted to one application reaches only that application (the foreground one)")
    func onlyTheReceivingApplication() {
        let other = TouchSimulator()
        let window = sim.makeWindow()
        window.addSubview(RecordingView("mine", frame: window.bounds, log: log))
        let otherWindow = other.makeWindow()
        otherWindow.addSubview(RecordingView("other", frame: otherWindow.bounds, log: log))
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines == ["mine.touchesBegan(t1)", "mine.touchesEnded(t1)"])
    }

    @Test("PIPE-02 / PIPE-05 / PIPE-06 / EVT-07 raw input waits in the queue until the main-actor drain runs")
    func queueThenDrain() {
        let window = sim.makeWindow()
        window.addSubview(RecordingView("V", frame: window.bounds, log: log))
        sim.application.enqueue(.digitizer(DigitizerFrame(timestamp: sim.now, contacts: [
            DigitizerContact(id: 1, location: CGPoint(x: 10, y: 10)),
        ])))
        #expect(sim.application.pendingEventCount == 1)
        #expect(log.lines.isEmpty)
        sim.scheduler.runDueActions()  // the scheduler's drain: the analogue of the run loop's Source0 callback
        #expect(sim.application.pendingEventCount == 0)
        #expect(log.lines == ["V.touchesBegan(t1)"])
    }

    @Test("PIPE-07 / PIPE-08 / EVT-06 each raw kind becomes its UIEvent and reaches UIWindow.sendEvent via UIApplication.sendEvent")
    func rawKindsBecomeEvents() {
        let scheduler = VirtualScheduler()
        let app = ObservingApplication(scheduler: scheduler)
        app.log = log
        let window = ObservingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.log = log
        window.makeKeyAndVisible()
        app.beginReceivingRemoteControlEvents()
        let t = scheduler.now
        app.enqueue(contentsOf: [
            .digitizer(DigitizerFrame(timestamp: t, contacts: [
                DigitizerContact(id: 1, location: CGPoint(x: 5, y: 5), type: .pencil),
            ])),
            .digitizer(DigitizerFrame(timestamp: t, contacts: [])),
            .shake(RawShakeEvent(timestamp: t, phase: .began)),
            .remoteControl(RawRemoteControlEvent(timestamp: t, subtype: .remoteControlPause)),
            .key(RawKeyEvent(timestamp: t, keyCode: .keyboardReturnOrEnter, isDown: true)),
            .motion(RawMotionSample(timestamp: t, sensor: .accelerometer, x: 0, y: 0, z: -1)),
        ])
        scheduler.runDueActions()
        #expect(log.lines == [
            "app.sendEvent[touches]", "window.sendEvent[touches]",
            "app.sendEvent[touches]", "window.sendEvent[touches]",
            "app.sendEvent[motion]", "window.sendEvent[motion]",
            "app.sendEvent[remoteControl]", "window.sendEvent[remoteControl]",
            "app.sendEvent[presses]", "window.sendEvent[presses]",
        ])
    }

    @Test("EVT-06 / TCH-08 a pencil contact becomes a touch of type .pencil with its angles")
    func pencilSource() {
        final class Probe: UIView {
            var seen: [(UITouch.TouchType, CGFloat)] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                for t in touches { seen.append((t.type, t.altitudeAngle)) }
            }
        }
        let window = sim.makeWindow()
        let v = Probe(frame: window.bounds)
        window.addSubview(v)
        sim.application.enqueue(.digitizer(DigitizerFrame(timestamp: sim.now, contacts: [
            DigitizerContact(id: 7, location: CGPoint(x: 5, y: 5), type: .pencil, altitudeAngle: 0.5),
        ])))
        sim.scheduler.runDueActions()
        #expect(v.seen.count == 1)
        #expect(v.seen.first?.0 == .pencil)
        #expect(v.seen.first?.1 == 0.5)
    }

    @Test("TCH-12 / DIS-13 the contact patch arrives as one point, exactly as reported, with its radius")
    func singlePoint() {
        final class Probe: UIView {
            var points: [CGPoint] = []
            var radii: [CGFloat] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                for t in touches {
                    points.append(t.location(in: nil))
                    radii.append(t.majorRadius)
                }
            }
        }
        let window = sim.makeWindow()
        let v = Probe(frame: window.bounds)
        window.addSubview(v)
        sim.application.enqueue(.digitizer(DigitizerFrame(timestamp: sim.now, contacts: [
            DigitizerContact(id: 1, location: CGPoint(x: 100.25, y: 200.75), majorRadius: 7.5),
        ])))
        sim.scheduler.runDueActions()
        #expect(v.points == [CGPoint(x: 100.25, y: 200.75)])
        #expect(v.radii == [7.5])
    }

    @Test("PIPE-10 / PIPE-14 touches go to the hit-test view; shakes and remote commands to the first responder")
    func initialObjectByType() {
        let window = sim.makeWindow()
        let target = RecordingView("hit", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let focused = RecordingView("first", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
        focused.acceptsFirstResponder = true
        window.addSubview(target)
        window.addSubview(focused)
        #expect(focused.becomeFirstResponder())
        sim.application.beginReceivingRemoteControlEvents()
        sim.tap(at: CGPoint(x: 10, y: 10))
        sim.application.enqueue(.shake(RawShakeEvent(timestamp: sim.now, phase: .ended)))
        sim.application.enqueue(.remoteControl(RawRemoteControlEvent(timestamp: sim.now, subtype: .remoteControlPlay)))
        sim.scheduler.runDueActions()
        #expect(log.lines == [
            "hit.touchesBegan(t1)", "hit.touchesEnded(t1)", "first.motionEnded",
            "first.remoteControlReceived[remoteControlPlay]",
        ])
    }

    @Test("RSP-07 / BP-05 a view handling a remote command passes it on by calling super, which walks the chain")
    func superWalksTheChain() {
        let window = sim.makeWindow()
        let root = RecordingViewController("root", log: log)
        window.rootViewController = root
        let leaf = RecordingView("leaf", frame: CGRect(x: 0, y: 0, width: 10, height: 10), log: log)
        leaf.acceptsFirstResponder = true
        leaf.forwardsToSuper = true
        root.view.addSubview(leaf)
        #expect(leaf.becomeFirstResponder())
        let delegate = RecordingResponder("delegate", log: log)
        sim.application.delegate = delegate
        sim.application.beginReceivingRemoteControlEvents()
        log.clear()
        sim.application.enqueue(.remoteControl(RawRemoteControlEvent(timestamp: sim.now, subtype: .remoteControlStop)))
        sim.scheduler.runDueActions()
        #expect(log.lines == [
            "leaf.remoteControlReceived[remoteControlStop]", "root.remoteControlReceived[remoteControlStop]",
            "delegate.remoteControlReceived[remoteControlStop]",
        ])
    }

    @Test("RSP-08 hit-testing goes down from parent to child; the response goes back up from child to parent")
    func directions() {
        final class Tracing: RecordingView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                log.record(name, "pointInside")
                return super.point(inside: point, with: event)
            }
        }
        let window = sim.makeWindow()
        let parent = Tracing("parent", frame: window.bounds, log: log)
        let child = Tracing("child", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: log)
        parent.forwardsToSuper = true
        child.forwardsToSuper = true
        parent.addSubview(child)
        window.addSubview(parent)
        _ = window.hitTest(CGPoint(x: 10, y: 10), with: nil)
        #expect(log.lines == ["parent.pointInside", "child.pointInside"])
        log.clear()
        let f = sim.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(log.lines.filter { $0.contains("touches") } == ["child.touchesBegan(t1)", "parent.touchesBegan(t1)"])
        sim.lift(f)
    }

    @Test("FR-05 / TD-05 the first responder is usually a view, and a view controller can be one (for shakes)")
    func firstResponderKinds() {
        let window = sim.makeWindow()
        let controller = RecordingViewController("controller", log: log)
        controller.acceptsFirstResponder = true
        controller.forwardsToSuper = false
        window.rootViewController = controller
        #expect(controller.becomeFirstResponder())
        #expect(controller.isFirstResponder)
        log.clear()
        sim.application.enqueue(.shake(RawShakeEvent(timestamp: sim.now, phase: .ended)))
        sim.scheduler.runDueActions()
        #expect(log.lines == ["controller.motionEnded"])
        let view = RecordingView("view", frame: CGRect(x: 0, y: 0, width: 10, height: 10), log: log)
        view.acceptsFirstResponder = true
        controller.view.addSubview(view)
        #expect(view.becomeFirstResponder())
        #expect(!controller.isFirstResponder)
    }
}
