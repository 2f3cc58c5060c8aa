import Foundation

/// The application's requests to touch tracking.
extension UIApplication {
    /// Cancels every touch in progress: each view and recognizer receiving one gets `touchesCancelled`, and the fingers
    /// are ignored until they lift. Use it when the application resigns active or a system gesture takes over. Tactile
    /// addition: UIKit does this internally.
    public func cancelAllTouches() {
        touchTracker.cancelAll(at: scheduler.now)
    }
}
