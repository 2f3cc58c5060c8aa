import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// A recognizer whose decisions the test makes: it reports nothing by itself, and runs `onMoved` when its touches
/// move.
@MainActor
private final class GateProbeRecognizer: UIGestureRecognizer {
    var onMoved: ((GateProbeRecognizer) -> Void)?

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        onMoved?(self)
    }
}

/// A recording view that also keeps the timestamp its touches show in `touchesBegan`.
@MainActor
private final class TimedView: RecordingView {
    var beganTimes: [TimeInterval] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        beganTimes += touches.map(\.timestamp)
        super.touchesBegan(touches, with: event)
    }
}

/// Delivers every phase at once, whatever the recognizers would hold.
@MainActor
private final class DeliverEverything: ViewDeliveryRule {
    var asked = 0
    func decision(for phase: UITouch.Phase, of touch: UITouch) -> ViewDeliveryDecision {
        asked += 1
        return .deliver
    }
}

/// The view-delivery gate, the one owner of held, replayed and cancelled view deliveries: the gesture environment
/// tells it what recognizers decided, and the gate alone decides what the view receives and when (requirements
/// GTD-02, GTD-05 to GTD-07).
@MainActor
@Suite("View-delivery gate: what views receive while recognizers decide")
struct ViewDeliveryGateTests {
    let sim = TouchSimulator()
    let log = EventLog()
    let arbitration = GestureArbitrationLog()

    /// A window with one recording view "V" (tag 3) and a probe recognizer on it.
    fileprivate func setUp(delaysBegan: Bool) -> (TimedView, GateProbeRecognizer) {
        let window = sim.makeWindow()
        let v = TimedView("V", frame: window.bounds, log: log)
        v.tag = 3
        window.addSubview(v)
        let r = GateProbeRecognizer()
        r.delaysTouchesBegan = delaysBegan
        v.addGestureRecognizer(r)
        sim.application.gestureArbitrationLog = arbitration
        return (v, r)
    }

    var viewDeliveries: [GestureArbitrationLog.ViewDelivery] {
        arbitration.entries.compactMap { entry in
            if case .viewDelivery(let what, _, _, _) = entry.event { return what }
            return nil
        }
    }

    @Test("GTD-06 a held began waits for the recognizer's failure, then reaches the view with its original time")
    func heldBeganReleasedOnFailure() {
        let (v, r) = setUp(delaysBegan: true)
        let down = sim.now
        let f = sim.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(log.lines.isEmpty)
        #expect(viewDeliveries == [.held])
        sim.advance(by: 0.2)
        // Outside any dispatch (as on a timer): the gate replays at once, with the values the touch had then.
        r.state = .failed
        #expect(log.lines == ["V.touchesBegan(t1)"])
        #expect(v.beganTimes == [down])
        #expect(viewDeliveries == [.held, .released])
        sim.lift(f)
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesEnded(t1)"])
    }

    @Test("GTD-06 a failure while recognizers see an event is released in that event's view stage, in order")
    func releaseDuringDispatchWaitsForTheViewStage() {
        let (_, r) = setUp(delaysBegan: true)
        r.onMoved = { r in r.state = .failed }
        let f = sim.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(log.lines.isEmpty)
        sim.move(f, to: CGPoint(x: 40, y: 10))
        // The held began and the move that released it arrive in the same view stage, began first.
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesMoved(t1)"])
        #expect(viewDeliveries == [.held, .released])
        sim.lift(f)
        #expect(log.lines.last == "V.touchesEnded(t1)")
    }

    @Test("GTD-02 / GTD-05 a recognized gesture that cancels touches in view: touchesCancelled once, then nothing more")
    func recognizedGestureCancelsTheView() {
        let (_, r) = setUp(delaysBegan: false)
        r.onMoved = { r in if r.state == .possible { r.state = .began } }
        let f = sim.touchDown(at: CGPoint(x: 10, y: 10))
        sim.move(f, to: CGPoint(x: 40, y: 10))
        sim.move(f, to: CGPoint(x: 60, y: 10))
        sim.lift(f)
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesCancelled(t1)"])
        #expect(viewDeliveries == [.cancelled])
    }

    @Test("GTD-06 recognized before the view heard of the touch: the held began is dropped, the view hears nothing")
    func recognizedWhileHeldDropsTheTouch() {
        let (_, r) = setUp(delaysBegan: true)
        r.onMoved = { r in if r.state == .possible { r.state = .began } }
        let f = sim.touchDown(at: CGPoint(x: 10, y: 10))
        sim.move(f, to: CGPoint(x: 40, y: 10))
        sim.lift(f)
        #expect(log.lines.isEmpty)
        #expect(viewDeliveries == [.held, .dropped])
    }

    @Test("GAP-01 with cancelsTouchesInView false, a recognized gesture leaves the view its touches")
    func notCancellingLeavesTheView() {
        let (_, r) = setUp(delaysBegan: false)
        r.cancelsTouchesInView = false
        r.onMoved = { r in if r.state == .possible { r.state = .began } }
        let f = sim.touchDown(at: CGPoint(x: 10, y: 10))
        sim.move(f, to: CGPoint(x: 40, y: 10))
        sim.lift(f)
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesMoved(t1)", "V.touchesEnded(t1)"])
        #expect(viewDeliveries.isEmpty)
    }

    @Test("A rule installed on the gate decides in place of the recognizers' rule")
    func installedRuleDecides() {
        let (_, _) = setUp(delaysBegan: true)
        let rule = DeliverEverything()
        sim.application.viewDeliveryGate.rule = rule
        let f = sim.touchDown(at: CGPoint(x: 10, y: 10))
        sim.move(f, to: CGPoint(x: 40, y: 10))
        sim.lift(f)
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesMoved(t1)", "V.touchesEnded(t1)"])
        #expect(rule.asked == 3)
        #expect(viewDeliveries.isEmpty)
    }
}
