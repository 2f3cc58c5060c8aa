import Foundation
import Tactile

extension TouchSimulator {
    /// The `maximumPossibleForce` of iPhone's 3D Touch screens, 480/72 (about 6.67) on UIKit's scale where 1.0 is an
    /// average touch: the default for ``touchDown(at:in:force:maximumPossibleForce:type:)`` (no UIKit counterpart).
    public static let forceTouchMaximumPossibleForce: CGFloat = 480.0 / 72.0

    /// Puts down a finger that reports pressure: its touch has `force` and `maximumPossibleForce` (no UIKit
    /// counterpart). Use ``press(_:force:)`` to change the force while it stays in place. A finger put down with
    /// ``touchDown(at:in:force:type:)`` reports no pressure (`maximumPossibleForce` 0), as on a touchscreen
    /// without a pressure axis.
    @discardableResult
    public func touchDown(
        at point: CGPoint, in view: UIView? = nil, force: CGFloat,
        maximumPossibleForce: CGFloat, type: UITouch.TouchType = .direct
    ) -> Finger {
        let id = nextID
        nextID += 1
        let contact = DigitizerContact(
            id: id, location: screenPoint(point, in: view), type: type, force: force,
            maximumPossibleForce: maximumPossibleForce)
        down.append((id, contact))
        emit()
        return Finger(id: id)
    }

    /// Changes a finger's force without moving it and processes the frame: the touch moves (UIKit reports a
    /// change of force as `.moved`). No UIKit counterpart.
    public func press(_ finger: Finger, force: CGFloat) {
        guard let i = down.firstIndex(where: { $0.id == finger.id }) else { return }
        down[i].contact.force = force
        emit()
    }

    /// A firm press that ramps the force from 0 to `force` over `duration` in steps of ``sampleInterval``, on a
    /// finger reporting pressure, and leaves it down (no UIKit counterpart).
    @discardableResult
    public func forcePress(
        at point: CGPoint, in view: UIView? = nil, to force: CGFloat,
        maximumPossibleForce: CGFloat = TouchSimulator.forceTouchMaximumPossibleForce, duration: TimeInterval = 0.2
    ) -> Finger {
        let finger = touchDown(at: point, in: view, force: 0, maximumPossibleForce: maximumPossibleForce)
        let steps = max(1, Int((duration / sampleInterval).rounded()))
        for step in 1...steps {
            advance(by: duration / Double(steps))
            press(finger, force: force * CGFloat(step) / CGFloat(steps))
        }
        return finger
    }
}
