import Foundation

/// The application's user-activity bookkeeping (`UIApplication.userActivityState`).
struct ApplicationUserActivityState {
    var current: NSUserActivity?
    static let standardStore = UserActivityStore.standard()
    var store: UserActivityStore? = ApplicationUserActivityState.standardStore
    var pendingSave: ScheduledAction?
    var lastSaveError: UserActivityStoreError?
}

extension UIApplication {
    /// The activity that last became current with `becomeCurrent()` and has not resigned: the one this application
    /// saves. Tactile addition; iOS keeps it to itself.
    public var currentUserActivity: NSUserActivity? { userActivityState.current }

    /// Where the current activity is saved, so that a relaunched app can continue it. Default: the standard
    /// store, `$XDG_STATE_HOME/<process name>/user-activity.json`
    /// (``UserActivityStore/standard(applicationName:environment:)``); `nil` saves nothing. Tactile addition: iOS
    /// saves activities itself.
    public var userActivityStore: UserActivityStore? {
        get { userActivityState.store }
        set { userActivityState.store = newValue }
    }

    /// Why the last save that Tactile made by itself (at the end of the turn in which an activity became current
    /// or resigned) failed; `nil` after a save that worked. Tactile addition.
    public var lastUserActivitySaveError: UserActivityStoreError? { userActivityState.lastSaveError }

    /// Saves the current activity now: when its `needsSave` is set, its `userInfo` is emptied, every responder
    /// holding it gets `updateUserActivityState(_:)` (and its delegate `userActivityWillSave(_:)`), and then it is
    /// written to ``userActivityStore``. With no current activity, the saved one is removed.
    ///
    /// Tactile addition. UIKit saves "at appropriate times" of its own choosing; Tactile saves at the end of the
    /// turn in which an activity becomes current or resigns, and whenever you call this, for example before the
    /// app quits, or after setting `needsSave`.
    ///
    /// - Throws: ``UserActivityStoreError`` when a `userInfo` value cannot be saved or the file cannot be written.
    public func saveUserActivities() throws(UserActivityStoreError) {
        userActivityState.pendingSave?.cancel()
        userActivityState.pendingSave = nil
        guard let activity = userActivityState.current else {
            try userActivityState.store?.remove()
            return
        }
        if activity.needsSave {
            activity.needsSave = false
            let responders = UserActivityResponders.responders(of: activity)
            if !responders.isEmpty {
                activity.userInfo = [:]
                for responder in responders { responder.updateUserActivityState(activity) }
            }
            #if !canImport(Darwin)
            activity.delegate?.userActivityWillSave(activity)
            #endif
        }
        try userActivityState.store?.save(activity)
    }

    /// Reads the activity saved by a previous launch and gives it to the delegate's
    /// ``UIApplicationDelegate/application(_:continue:restorationHandler:)``; the responders the delegate passes to
    /// the restoration handler get ``UIResponder/restoreUserActivityState(_:)``.
    ///
    /// Tactile addition: iOS calls the delegate when the user continues an activity (from Handoff, search or a
    /// link). Call this once the app has finished launching and its windows are set up; or launch with the saved
    /// activity in the options (``persistedUserActivityLaunchOptions()``) so that ``finishLaunching(options:)``
    /// continues it.
    ///
    /// - Returns: what the delegate returned; `false` when nothing was saved or there is no delegate.
    /// - Throws: ``UserActivityStoreError`` naming the file and the field when the saved file is corrupt; nothing
    ///   is delivered then.
    @discardableResult
    public func restorePersistedUserActivity() throws(UserActivityStoreError) -> Bool {
        guard let store = userActivityState.store, let activity = try store.load(), delegate != nil else {
            return false
        }
        return continueUserActivity(activity)
    }

    func userActivityDidBecomeCurrent(_ activity: NSUserActivity) {
        userActivityState.current = activity
        scheduleUserActivitySave()
    }

    func userActivityDidResignCurrent(_ activity: NSUserActivity) {
        guard userActivityState.current === activity else { return }
        userActivityState.current = nil
        scheduleUserActivitySave()
    }

    /// Saves at the end of this turn, once however many changes it brings.
    private func scheduleUserActivitySave() {
        guard userActivityState.pendingSave == nil else { return }
        userActivityState.pendingSave = scheduler.schedule(after: 0) { [weak self] in
            guard let self else { return }
            self.userActivityState.pendingSave = nil
            do throws(UserActivityStoreError) {
                try self.saveUserActivities()
                self.userActivityState.lastSaveError = nil
            } catch {
                self.userActivityState.lastSaveError = error
            }
        }
    }
}
