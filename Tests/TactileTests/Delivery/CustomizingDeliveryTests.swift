import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// Customizing touch delivery: exclusive touch, forwarding, and observing events in `sendEvent`
/// (requirements TDC-02, TDC-06 to TDC-09, PIPE-11, and the seed examples EX-28 and EX-29).
@MainActor
@Suite("Customizing touch delivery")
struct CustomizingDeliveryTests {
    let sim = TouchSimulator()
    let log = EventLog()

    /// Figure 3-5: sibling views A (exclusive), B and C, side by side.
    func figure35() -> (RecordingView, RecordingView, RecordingView) {
        let window = sim.makeWindow()
        let a = RecordingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let b = RecordingView("B", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
        let c = RecordingView("C", frame: CGRect(x: 200, y: 0, width: 100, height: 100), log: log)
        a.isExclusiveTouch = true
        for v in [a, b, c] { window.addSubview(v) }
        return (a, b, c)
    }

    @Test("TDC-02 / EX-28a touches only in the exclusive view are delivered")
    func exclusiveAlone() {
        let (a, _, _) = figure35()
        a.isMultipleTouchEnabled = true
        let f = sim.touchDown(at: CGPoint(x: 10, y: 10))
        let g = sim.touchDown(at: CGPoint(x: 50, y: 10))  // a second finger in A: A is still the only view
        sim.lift([f, g])
        #expect(log.lines == ["A.touchesBegan(t1)", "A.touchesBegan(t2)", "A.touchesEnded(t1,t2)"])
    }

    @Test("TDC-02 / EX-28b a finger held in B, then a finger in A: A receives nothing for it")
    func heldInBThenA() {
        _ = figure35()
        let inB = sim.touchDown(at: CGPoint(x: 110, y: 10))
        let inA = sim.touchDown(at: CGPoint(x: 10, y: 10))
        sim.move(inA, to: CGPoint(x: 20, y: 10))
        sim.move(inB, to: CGPoint(x: 120, y: 10))
        sim.lift([inA, inB])
        #expect(log.calls(to: "A").isEmpty)
        #expect(log.calls(to: "B") == ["touchesBegan(t1)", "touchesMoved(t1)", "touchesEnded(t1)"])
    }

    @Test("TDC-02 / EX-28c a finger held in A, then a finger in B: B receives nothing for it")
    func heldInAThenB() {
        _ = figure35()
        let inA = sim.touchDown(at: CGPoint(x: 10, y: 10))
        let inB = sim.touchDown(at: CGPoint(x: 110, y: 10))
        sim.lift([inA, inB])
        #expect(log.calls(to: "B").isEmpty)
        #expect(log.calls(to: "A") == ["touchesBegan(t1)", "touchesEnded(t1)"])
        // Once A's finger is up, B receives touches again.
        log.clear()
        sim.tap(at: CGPoint(x: 110, y: 10))
        #expect(log.lines == ["B.touchesBegan(t2)", "B.touchesEnded(t2)"])
    }

    @Test("TDC-02 / EX-28d B and C touched together each receive their own touch; so does everyone by default")
    func nonExclusiveIndependent() {
        let (a, _, _) = figure35()
        let f = sim.touchDown(at: [CGPoint(x: 110, y: 10), CGPoint(x: 210, y: 10)])
        sim.lift(f)
        #expect(log.lines == ["B.touchesBegan(t1)", "C.touchesBegan(t2)", "B.touchesEnded(t1)", "C.touchesEnded(t2)"])
        log.clear()
        a.isExclusiveTouch = false
        let g = sim.touchDown(at: CGPoint(x: 110, y: 10))
        let h = sim.touchDown(at: CGPoint(x: 10, y: 10))
        sim.lift([g, h])
        #expect(log.calls(to: "A") == ["touchesBegan(t4)", "touchesEnded(t4)"])
        #expect(log.calls(to: "B") == ["touchesBegan(t3)", "touchesEnded(t3)"])
    }

    @Test("TDC-02 exclusivity is per window: a touch in another window is not blocked")
    func exclusivePerWindow() {
        let (_, _, _) = figure35()
        let other = UIWindow(frame: CGRect(x: 0, y: 500, width: 320, height: 100), application: sim.application)
        other.makeKeyAndVisible()
        let d = RecordingView("D", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        other.addSubview(d)
        let inA = sim.touchDown(at: CGPoint(x: 10, y: 10))
        let inD = sim.touchDown(at: CGPoint(x: 10, y: 510))
        sim.lift([inA, inD])
        #expect(log.calls(to: "D") == ["touchesBegan(t2)", "touchesEnded(t2)"])
    }

    @Test("TDC-07 / BP-04 forwarding: A hands its touches to B, which is told and accepts unbound touches")
    func forwarding() {
        final class ForwardingView: RecordingView {
            weak var target: RecordingView?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                super.touchesBegan(touches, with: event)
                target?.touchesBegan(touches, with: event)
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                super.touchesEnded(touches, with: event)
                target?.touchesEnded(touches, with: event)
            }
        }
        let window = sim.makeWindow()
        let a = ForwardingView("A", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let b = RecordingView("B", frame: CGRect(x: 100, y: 0, width: 100, height: 100), log: log)
        a.target = b
        window.addSubview(a)
        window.addSubview(b)
        let f = sim.touchDown(at: CGPoint(x: 10, y: 10))
        // The forwarded touch is still bound to A: B must be written to accept touches whose view is not itself.
        #expect(sim.application.touchesEvent.allTouches?.first?.view === a)
        sim.lift(f)
        #expect(log.lines == ["A.touchesBegan(t1)", "B.touchesBegan(t1)", "A.touchesEnded(t1)", "B.touchesEnded(t1)"])
    }

    @Test("TDC-08 / TDC-09 / PIPE-11 / EX-29 a UIWindow subclass analyses touches in sendEvent, then calls super once")
    func windowSendEventForwarding() {
        /// Listing 3-8's helper: receives the observed touches partitioned by phase.
        @MainActor final class TransformGesture {
            let log: EventLog
            init(log: EventLog) { self.log = log }
            func observedTouches(for event: UIEvent) -> Set<UITouch> { event.allTouches ?? [] }
            func touchesBegan(_ t: Set<UITouch>) { log.record("G", "began", touches: t) }
            func touchesMoved(_ t: Set<UITouch>) { log.record("G", "moved", touches: t) }
            func touchesEnded(_ t: Set<UITouch>) { log.record("G", "ended", touches: t) }
            func touchesCancelled(_ t: Set<UITouch>) { log.record("G", "cancelled", touches: t) }
        }
        final class GestureWindow: UIWindow {
            var transformGestures: [TransformGesture] = []
            var log: EventLog?
            override func sendEvent(_ event: UIEvent) {
                for gesture in transformGestures {
                    let touches = gesture.observedTouches(for: event)
                    var began = Set<UITouch>(), moved = Set<UITouch>(), ended = Set<UITouch>()
                    var cancelled = Set<UITouch>()
                    for t in touches {
                        switch t.phase {
                        case .began: began.insert(t)
                        case .moved: moved.insert(t)
                        case .ended: ended.insert(t)
                        case .cancelled: cancelled.insert(t)
                        case .stationary: break
                        }
                    }
                    if !began.isEmpty { gesture.touchesBegan(began) }
                    if !moved.isEmpty { gesture.touchesMoved(moved) }
                    if !ended.isEmpty { gesture.touchesEnded(ended) }
                    if !cancelled.isEmpty { gesture.touchesCancelled(cancelled) }
                }
                log?.record("W", "super.sendEvent")
                super.sendEvent(event)
            }
        }
        let window = GestureWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: sim.application)
        window.makeKeyAndVisible()
        window.log = log
        window.transformGestures = [TransformGesture(log: log)]
        let v = RecordingView("V", frame: window.bounds, log: log)
        v.isMultipleTouchEnabled = true
        window.addSubview(v)
        // t1..t5 down; then one frame: t1 is new, t2 moves, t3 stays, t4 lifts, t5 is cancelled.
        let held = sim.touchDown(at: [CGPoint(x: 20, y: 10), CGPoint(x: 30, y: 10), CGPoint(x: 40, y: 10),
                                      CGPoint(x: 50, y: 10)])
        log.clear()
        sim.application.enqueue(.digitizer(DigitizerFrame(timestamp: sim.now, contacts: [
            DigitizerContact(id: 99, location: CGPoint(x: 10, y: 10)),
            DigitizerContact(id: held[0].id, location: CGPoint(x: 25, y: 10)),
            DigitizerContact(id: held[1].id, location: CGPoint(x: 30, y: 10)),
            DigitizerContact(id: held[2].id, location: CGPoint(x: 40, y: 10), state: .lifted),
            DigitizerContact(id: held[3].id, location: CGPoint(x: 50, y: 10), state: .cancelled),
        ])))
        sim.scheduler.runDueActions()
        // Labels: the four held touches are t1…t4, left to right; the new one is t5.
        #expect(log.lines == [
            "G.began(t5)", "G.moved(t1)", "G.ended(t3)", "G.cancelled(t4)",
            "W.super.sendEvent",
            "V.touchesBegan(t5)", "V.touchesMoved(t1)", "V.touchesEnded(t3)", "V.touchesCancelled(t4)",
        ])
        #expect(!log.lines.contains { $0.contains("t2") })
    }

    @Test("PIPE-11 a UIApplication subclass sees every event in sendEvent before the windows")
    func applicationFunnel() {
        final class ObservingApplication: UIApplication {
            var types: [UIEvent.EventType] = []
            override func sendEvent(_ event: UIEvent) {
                types.append(event.type)
                super.sendEvent(event)
            }
        }
        let scheduler = VirtualScheduler()
        let app = ObservingApplication(scheduler: scheduler)
        let sim = TouchSimulator(application: app, scheduler: scheduler)
        let window = sim.makeWindow()
        let v = RecordingView("V", frame: window.bounds, log: log)
        window.addSubview(v)
        app.beginReceivingRemoteControlEvents()
        sim.tap(at: CGPoint(x: 10, y: 10))
        app.enqueue(.shake(RawShakeEvent(timestamp: sim.now, phase: .began)))
        app.enqueue(.remoteControl(RawRemoteControlEvent(timestamp: sim.now, subtype: .remoteControlPlay)))
        app.enqueue(.key(RawKeyEvent(timestamp: sim.now, keyCode: .keyboardSpacebar, isDown: true)))
        scheduler.runDueActions()
        #expect(app.types == [.touches, .touches, .motion, .remoteControl, .presses])
        #expect(log.lines.first == "V.touchesBegan(t1)")
    }
}
