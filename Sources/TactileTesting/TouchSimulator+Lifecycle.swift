import Foundation
import Tactile

extension TouchSimulator {
    /// Moves the simulator's application to `state` the way iOS does, through every state between, so its
    /// delegates and observers see the documented order: leaving is active → inactive → background, returning is
    /// background → inactive → active (no UIKit counterpart; the app's `resignActive()`, `enterBackground()`,
    /// `enterForeground()` and `becomeActive()` do the steps). Moving to `.inactive` from the background enters the
    /// foreground without becoming active. Then runs whatever fell due.
    public func moveApplication(to state: UIApplication.State) {
        switch state {
        case .active:
            application.becomeActive()
        case .inactive:
            if application.applicationState == .active { application.resignActive() }
            if application.applicationState == .background { application.enterForeground() }
        case .background:
            application.enterBackground()
        }
        scheduler.runDueActions()
    }

    /// Terminates the simulator's application as iOS does when the user closes it (`UIApplication.terminate()`):
    /// through the background, then the scenes disconnect and the delegate gets `applicationWillTerminate(_:)`. No
    /// UIKit counterpart.
    public func terminateApplication() {
        application.terminate()
        scheduler.runDueActions()
    }
}
