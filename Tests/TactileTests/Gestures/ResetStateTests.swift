import Foundation
import Testing
import Tactile
import TactileTesting

// What `state` reads inside reset(): `.possible`, after the attempt ended, failed or was cancelled
// (Docs/Behaviors.md, "What `state` reads in `reset()`").

/// Recognizes on lift, or fails on lift when `fails`; records the state it reads in reset().
fileprivate final class StateInResetRecognizer: UIGestureRecognizer {
    var fails = false
    var statesInReset: [UIGestureRecognizer.State] = []
    var lastFinalState: UIGestureRecognizer.State?

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        lastFinalState = fails ? .failed : .recognized
        state = fails ? .failed : .recognized
    }

    override func reset() {
        super.reset()
        statesInReset.append(state)
        state = .possible  // as some subclasses do: a no-op here
    }
}

@MainActor
@Suite("The state a recognizer reads in reset()")
struct ResetStateTests {
    let sim = TouchSimulator()

    @Test("reset() reads .possible after a recognized attempt and after a failed one; the action saw .ended")
    func possibleInReset() {
        let window = sim.makeWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let recognizer = StateInResetRecognizer()
        var actionStates: [UIGestureRecognizer.State] = []
        recognizer.addAction { actionStates.append($0.state) }
        view.addGestureRecognizer(recognizer)
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(actionStates == [.ended])
        #expect(recognizer.statesInReset == [.possible])
        recognizer.fails = true
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: 50, y: 50))
        #expect(recognizer.statesInReset == [.possible, .possible])
        #expect(recognizer.lastFinalState == .failed)
        #expect(recognizer.state == .possible)
        #expect(actionStates == [.ended])
    }
}
