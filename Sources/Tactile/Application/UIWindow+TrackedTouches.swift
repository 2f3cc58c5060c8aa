import Foundation

/// What a window does with the touches that touch tracking (`TouchTracking/`) binds to it: the window stage's
/// side of a touch's life outside event delivery.
///
/// UIKit counterpart: private. UIKit chooses a touch's gesture recognizers when the touch begins, from the hit
/// view and its ancestors, and they keep the touch until it ends. Touch tracking hands each new touch forward to
/// its window, which has the gesture environment choose the recognizers; and each touch that leaves the sequence,
/// so that the recognizers let go of it.
extension UIWindow {
    /// Touch tracking bound `touch` to `view` in this window: the recognizers that will receive it are chosen now,
    /// before the event that begins it is sent.
    func touchWasBound(_ touch: UITouch, to view: UIView) {
        // Counted before the recognizers are chosen: choosing asks their delegates (`shouldReceive`), which may take
        // views out of the window; recognizers of those views must not be sent the touch's began (found by the
        // property storms: they joined a gesture from outside the window and were reset without failing).
        touch.windowDeparturesAtHitTest = UIView.windowDepartures
        touch.recognizers = application?.gestureEnvironment.recognizers(forTouchIn: view, touch: touch) ?? []
    }

    /// `touch` ended or was cancelled and has left the sequence: it no longer counts as active for its recognizers.
    func touchDidLeaveSequence(_ touch: UITouch) {
        application?.gestureEnvironment.touchDidFinish(touch)
    }
}
