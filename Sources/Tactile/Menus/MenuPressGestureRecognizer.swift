import Foundation

/// The recognizer of the press that opens a menu: a long press that, when ``opensOnFirmPress`` is set, also begins
/// as soon as a touch reporting pressure is pressed firmly enough. UIKit's is a private class too.
///
/// A touch reports pressure when its `maximumPossibleForce` is above zero. Such a touch begins the gesture when
/// its force reaches ``PeekAndPopConfiguration/peekForceFraction`` of that maximum (the threshold at which peek and
/// pop peeks, read from the recognizer's ``UIGestureRecognizer/configuration``), before ``minimumPressDuration``
/// has passed. A lighter touch, or one without pressure, begins after ``minimumPressDuration`` as any long press
/// does: on iOS, devices with 3D Touch open a context menu on a long press too. Moving farther than
/// ``allowableMovement`` first, lifting, or a second finger fails it, as for a long press. A context menu's press
/// (``opensOnFirmPress``) also begins at once on a secondary click of a mouse or trackpad, as on iPad.
@MainActor
final class MenuPressGestureRecognizer: UILongPressGestureRecognizer {
    /// Whether a firm press begins the gesture before the long press's time is up. `false`: only the long press.
    var opensOnFirmPress = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        beginIfSecondaryClick(touches)
        beginIfPressedFirmly(touches)
    }

    /// A context menu opens at once on a secondary (right) click of a mouse or trackpad, as on iPad.
    private func beginIfSecondaryClick(_ touches: Set<UITouch>) {
        guard opensOnFirmPress, state == .possible, numberOfTapsRequired == 0 else { return }
        if touches.contains(where: { $0.type == .indirectPointer && $0.buttonMask.contains(.secondary) }) {
            state = .began
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        beginIfPressedFirmly(touches)
    }

    /// Begins when one of `touches` reports pressure at or above the peek threshold, with the fingers the press
    /// needs down. The long press's timer finds the gesture begun and does nothing.
    private func beginIfPressedFirmly(_ touches: Set<UITouch>) {
        guard opensOnFirmPress, state == .possible, numberOfTapsRequired == 0,
            numberOfTouches == numberOfTouchesRequired
        else { return }
        if touches.contains(where: configuration.peekAndPop.reachesPeek) { state = .began }
    }
}
