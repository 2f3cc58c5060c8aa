import Foundation
import Testing
import TactileTesting

/// Defects found by the property-based tests (Tests/TactilePropertyTests, issue 9), each reconstructed by hand
/// as the smallest scene that shows it.
@MainActor
@Suite("Regressions found by property-based tests")
struct PropertyFoundRegressionTests {
    let sim = TouchSimulator()
    let log = EventLog()

    /// A recording view that runs a closure after recording `touchesBegan`.
    final class HookView: RecordingView {
        var onBegan: ((Set<UITouch>, UIEvent?) -> Void)?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            super.touchesBegan(touches, with: event)
            onBegan?(touches, event)
        }
    }

    /// A tap recognizer that counts the touches it is sent and can run a closure when touches begin.
    final class CountingTap: UITapGestureRecognizer {
        var began: [Int] = []
        var onBegan: (() -> Void)?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            began.append(touches.count)
            super.touchesBegan(touches, with: event)
            onBegan?()
        }
    }

    func hookView() -> HookView {
        let window = sim.makeWindow()
        let v = HookView("V", frame: window.bounds, log: log)
        v.isMultipleTouchEnabled = true
        window.addSubview(v)
        return v
    }

    @Test("GTD-07 / TD-06 a touchesEnded withheld by a recognizer that a view's handler disables reaches the view")
    func test_heldEndedReleasedFromViewHandlerIsDelivered() {
        let v = hookView()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        v.addGestureRecognizer(double)
        var begins = 0
        v.onBegan = { _, _ in
            begins += 1
            if begins == 2 { double.isEnabled = false }  // the second finger's touchesBegan disables it
        }
        sim.tap(at: CGPoint(x: 100, y: 100))  // the double tap waits for a second tap: t1's end is withheld
        #expect(log.lines == ["V.touchesBegan(t1)"])
        sim.advance(by: 0.1)
        let f = sim.touchDown(at: CGPoint(x: 100, y: 100))
        // Before the fix the release happened during the view stage of t2's event and was dropped: V never
        // heard t1 end.
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesBegan(t2)", "V.touchesEnded(t1)"])
        sim.lift(f)
        #expect(log.lines.last == "V.touchesEnded(t2)")
    }

    @Test("GR-05 / GSM-07 a recognizer withdrawn by an earlier recognizer of the same touch is not sent it")
    func test_withdrawnRecognizerHearsNothingMoreOfThePhase() {
        let v = hookView()
        let first = CountingTap()
        let second = CountingTap()
        // The first recognizer to see the touch takes the view out of the window: every recognizer of the view
        // is withdrawn, including the second, which has not been sent the touch yet.
        first.onBegan = { v.removeFromSuperview() }
        v.addGestureRecognizer(first)
        v.addGestureRecognizer(second)
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(first.began == [1])
        #expect(second.began.isEmpty)  // before the fix it was sent touchesBegan after it had failed
        #expect(second.state == .possible)
        #expect(second.resetCount == 1)
        // The touch stays bound to its view, which hears it to the end (TCH-06).
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesEnded(t1)"])
    }

    @Test("TD-06 / PIPE-11 sendEvent called re-entrantly from touchesBegan begins the touch only once")
    func test_reentrantSendEventBeginsTouchOnce() {
        let v = hookView()
        let tap = CountingTap()
        var actions = 0
        tap.addAction { _ in actions += 1 }
        v.addGestureRecognizer(tap)
        var resent = false
        v.onBegan = { [sim] _, event in
            guard !resent, let event else { return }
            resent = true
            sim.application.sendEvent(event)
        }
        sim.tap(at: CGPoint(x: 100, y: 100))
        #expect(resent)
        #expect(tap.began == [1])  // before the fix: [1, 1], the touch counted twice and the tap never reset
        #expect(actions == 1)
        #expect(tap.state == .possible)
        #expect(tap.resetCount == 1)
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesCancelled(t1)"])
    }
}
