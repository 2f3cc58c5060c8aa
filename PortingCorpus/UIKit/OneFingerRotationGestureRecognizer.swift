import UIKit
import UIKit.UIGestureRecognizerSubclass

/// Recognizes one finger circling around the centre of its view, like turning a jog wheel or a volume knob.
///
/// The rotation accumulates while the finger moves (radians, clockwise positive). A touch that starts
/// too close to the centre, where the angle jumps around, or outside `outerRadius` fails the gesture.
final class OneFingerRotationGestureRecognizer: UIGestureRecognizer {

    /// Rotation since the gesture began, in radians.
    private(set) var rotation: CGFloat = 0

    /// Rotation since the previous action message, in radians.
    private(set) var deltaRotation: CGFloat = 0

    /// Touches closer to the centre than this are ignored.
    var innerRadius: CGFloat = 20

    /// Touches further from the centre than this fail the gesture; `nil` means no limit.
    var outerRadius: CGFloat?

    private var trackedTouch: UITouch?

    private var midPoint: CGPoint {
        guard let view = view else { return .zero }
        return CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)

        guard trackedTouch == nil, touches.count == 1, let touch = touches.first else {
            state = .failed
            return
        }
        let distance = distanceFromCenter(touch.location(in: view))
        if distance < innerRadius || distance > (outerRadius ?? .greatestFiniteMagnitude) {
            state = .failed
            return
        }
        trackedTouch = touch
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)

        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let current = touch.location(in: view)
        let previous = touch.previousLocation(in: view)

        let distance = distanceFromCenter(current)
        if let outerRadius = outerRadius, distance > outerRadius {
            state = state == .possible ? .failed : .cancelled
            return
        }
        guard distance >= innerRadius else { return }

        deltaRotation = angleBetween(previous, current)
        rotation += deltaRotation

        if state == .possible {
            state = .began
        } else {
            state = .changed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)

        guard let touch = trackedTouch, touches.contains(touch) else { return }
        if state == .possible {
            state = .failed
        } else {
            state = .ended
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .cancelled
    }

    override func reset() {
        super.reset()
        trackedTouch = nil
        rotation = 0
        deltaRotation = 0
    }

    // MARK: - Geometry

    private func distanceFromCenter(_ point: CGPoint) -> CGFloat {
        let dx = point.x - midPoint.x
        let dy = point.y - midPoint.y
        return sqrt(dx * dx + dy * dy)
    }

    private func angleBetween(_ from: CGPoint, _ to: CGPoint) -> CGFloat {
        let a = atan2(from.y - midPoint.y, from.x - midPoint.x)
        let b = atan2(to.y - midPoint.y, to.x - midPoint.x)
        var delta = b - a
        // Keep the step in (-pi, pi] so crossing the negative x axis does not jump a full turn.
        if delta > .pi { delta -= 2 * .pi }
        if delta <= -.pi { delta += 2 * .pi }
        return delta
    }
}
