import Foundation

/// The window's replay state: whether it is replaying phases withheld from views.
///
/// No UIKit counterpart (UIKit's delivery is private). While a window replays withheld phases (`Delivery/`), the
/// touches it replays show the values they had then. So a handler that sends the touches event again re-entrantly
/// would deliver history again: the window ignores it (``sendEvent(_:)``); and a cancellation of every touch asked
/// for from a handler (`UIApplication.cancelAllTouches()`) waits until the replays are over.
extension UIWindow {
    /// Whether phases withheld from views are being replayed, by this window or by another window of its
    /// application (a replay can show touches that began in another window of the same event).
    var isReplayingWithheldPhases: Bool {
        if replayDepth > 0 { return true }
        guard let application else { return false }
        return isReplayingWithheldPhases(in: application)
    }

    /// ``isReplayingWithheldPhases`` for a window of `application`, without loading the weak ``application``.
    func isReplayingWithheldPhases(in application: UIApplication) -> Bool {
        if replayDepth > 0 { return true }
        guard application.windows.count > 1 else { return false }
        return application.isReplayingWithheldPhases
    }

    /// A replay of withheld phases begins.
    func replayWillBegin() { replayDepth += 1 }

    /// A replay of withheld phases ended; when it was the last one running in the application, the application
    /// learns of it.
    func replayDidEnd() {
        replayDepth -= 1
        guard replayDepth == 0, let application, !application.isReplayingWithheldPhases else { return }
        application.withheldPhaseReplaysDidEnd()
    }
}

extension UIApplication {
    /// Whether any of the windows is replaying phases withheld from views.
    var isReplayingWithheldPhases: Bool {
        windows.contains { $0.replayDepth > 0 }
    }

    /// No window replays withheld phases any more: touch tracking carries out a cancellation that waited for it.
    func withheldPhaseReplaysDidEnd() {
        touchTracker.replaysDidEnd(at: scheduler.now)
    }
}
