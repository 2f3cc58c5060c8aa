import Foundation
import Tactile

extension TouchSimulator {
    // MARK: Clicks

    /// Presses the buttons of `buttonMask` on a mouse or trackpad whose pointer is at `point` (screen
    /// coordinates, or `view`'s): an `.indirectPointer` touch begins there, as on iPad with a pointer. Processes
    /// the frame. Move it with ``move(_:to:in:force:)`` and release it with `lift(_:)`.
    @discardableResult
    public func pointerDown(
        at point: CGPoint, in view: UIView? = nil, buttonMask: UIEvent.ButtonMask = .primary
    ) -> Finger {
        let id = nextID
        nextID += 1
        down.append(
            (id, DigitizerContact(
                id: id, location: screenPoint(point, in: view), type: .indirectPointer, buttonMask: buttonMask)))
        emit()
        return Finger(id: id)
    }

    /// A click of a mouse or trackpad at `point`: the buttons of `buttonMask` go down and come up `duration`
    /// later without moving. `.secondary` is a right click (a two-finger click on a trackpad).
    public func click(
        at point: CGPoint, in view: UIView? = nil, buttonMask: UIEvent.ButtonMask = .primary,
        duration: TimeInterval = 0.05
    ) {
        let pointer = pointerDown(at: point, in: view, buttonMask: buttonMask)
        advance(by: duration)
        lift(pointer)
    }

    // MARK: Scrolling

    /// A whole scroll gesture over `point` (screen coordinates, or `view`'s) that moves content by `translation`
    /// in all, in `steps` equal steps ``sampleInterval`` apart (the sign is a finger's: a negative `dy` scrolls
    /// down, see `RawScrollEvent`).
    ///
    /// `.continuous` is a two-finger trackpad scroll: `.began`, the steps as `.changed`, and `.ended` with the
    /// last step, so the fingers lift while moving (a scroll view decelerates after it). `.discrete` is a mouse
    /// wheel: each step a lone `.changed` click, and then virtual time moves on by
    /// `TactileConfiguration.discreteScrollEndInterval` so that the wheel gesture ends.
    public func scroll(
        by translation: CGVector, at point: CGPoint, in view: UIView? = nil, type: UIScrollType = .continuous,
        steps: Int = 5, modifierFlags: UIKeyModifierFlags = []
    ) {
        let location = screenPoint(point, in: view)
        let n = max(1, steps)
        let step = CGVector(dx: translation.dx / CGFloat(n), dy: translation.dy / CGFloat(n))
        func send(_ phase: RawGesturePhase, _ delta: CGVector) {
            application.enqueue(
                .scroll(
                    RawScrollEvent(
                        timestamp: scheduler.now, location: location, translation: delta, type: type, phase: phase,
                        modifierFlags: modifierFlags)))
            scheduler.runDueActions()
        }
        if type == .continuous { send(.began, .zero) }
        for i in 0..<n {
            if i > 0 || type == .continuous { advance(by: sampleInterval) }
            send(.changed, step)
        }
        if type == .continuous {
            send(.ended, .zero)
        } else {
            advance(by: application.configuration.discreteScrollEndInterval)
        }
    }

    // MARK: Trackpad pinch and rotation

    /// A whole trackpad pinch and rotation over `point` (screen coordinates, or `view`'s): `.began`, then `steps`
    /// `.changed` steps ``sampleInterval`` apart whose scale and rotation go evenly from 1 and 0 to `scale` and
    /// `rotation` (radians, clockwise positive), then `.ended`. It drives `UIPinchGestureRecognizer` and
    /// `UIRotationGestureRecognizer` as a two-finger pinch on the screen would.
    public func trackpadPinch(
        scale: CGFloat = 1, rotation: CGFloat = 0, at point: CGPoint, in view: UIView? = nil, steps: Int = 10,
        modifierFlags: UIKeyModifierFlags = []
    ) {
        let location = screenPoint(point, in: view)
        let n = max(1, steps)
        func send(_ phase: RawGesturePhase, _ s: CGFloat, _ r: CGFloat) {
            application.enqueue(
                .transform(
                    RawTransformEvent(
                        timestamp: scheduler.now, location: location, phase: phase, scale: s, rotation: r,
                        modifierFlags: modifierFlags)))
            scheduler.runDueActions()
        }
        send(.began, 1, 0)
        for i in 1...n {
            advance(by: sampleInterval)
            let f = CGFloat(i) / CGFloat(n)
            send(.changed, 1 + (scale - 1) * f, rotation * f)
        }
        send(.ended, scale, rotation)
    }
}
