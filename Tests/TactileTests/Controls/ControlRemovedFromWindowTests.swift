import Foundation
import Testing
import Tactile
import TactileTesting

// A control removed from its window while a finger tracks it cancels the tracking: touchCancel, and no
// touchUpInside when the finger lifts (Docs/Behaviors.md, "A control removed from its window during a touch").

/// Records the tracking calls.
fileprivate final class TrackingButton: UIButton {
    var calls: [String] = []
    override func cancelTracking(with event: UIEvent?) {
        calls.append("cancelTracking(\(event == nil ? "nil" : "event"))")
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("endTracking") }
}

@MainActor
@Suite("A control removed from its window during a touch")
struct ControlRemovedFromWindowTests {
    let sim = TouchSimulator()

    private func events(of button: UIButton) -> () -> [String] {
        var log: [String] = []
        let named: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.primaryActionTriggered, "primaryActionTriggered"),
        ]
        for (event, name) in named { button.addAction(for: event) { _, _ in log.append(name) } }
        return { log }
    }

    @Test("removed while the finger is down: the lift cancels the tracking and sends no touchUpInside")
    func removedDuringTouch() {
        let window = sim.makeWindow()
        let button = TrackingButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        window.addSubview(button)
        let log = events(of: button)
        let finger = sim.touchDown(at: CGPoint(x: 50, y: 20))
        #expect(button.isTracking && button.isHighlighted)
        button.removeFromSuperview()
        sim.lift(finger)
        #expect(!button.isTracking && !button.isHighlighted)
        #expect(log() == ["touchDown", "touchCancel"])
        #expect(button.calls == ["cancelTracking(event)"])
    }

    @Test("removed, the next move cancels: no drag events, and nothing more on the lift")
    func removedThenMoved() {
        let window = sim.makeWindow()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        window.addSubview(button)
        let log = events(of: button)
        var drags = 0
        button.addAction(for: [.touchDragInside, .touchDragOutside]) { _, _ in drags += 1 }
        let finger = sim.touchDown(at: CGPoint(x: 50, y: 20))
        button.removeFromSuperview()
        sim.move(finger, to: CGPoint(x: 55, y: 20))
        #expect(!button.isTracking)
        sim.lift(finger)
        #expect(log() == ["touchDown", "touchCancel"])
        #expect(drags == 0)
    }

    @Test("an ancestor removed from the window cancels too; moving within the same window does not")
    func ancestorRemovedAndMovedWithinWindow() {
        let window = sim.makeWindow()
        let container = UIView(frame: window.bounds)
        let other = UIView(frame: window.bounds)
        window.addSubview(other)
        window.addSubview(container)  // in front: the touch lands on the button
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        container.addSubview(button)
        let log = events(of: button)
        var finger = sim.touchDown(at: CGPoint(x: 50, y: 20))
        other.addSubview(button)  // still in the touch's window: tracking goes on
        sim.lift(finger)
        #expect(log() == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        sim.advance(by: 1)
        container.addSubview(button)
        finger = sim.touchDown(at: CGPoint(x: 50, y: 20))
        container.removeFromSuperview()
        sim.lift(finger)
        #expect(log() == ["touchDown", "touchUpInside", "primaryActionTriggered", "touchDown", "touchCancel"])
    }
}
