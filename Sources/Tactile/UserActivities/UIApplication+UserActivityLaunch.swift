import Foundation

extension UIApplication {
    /// Launch options that continue `activity`: ``LaunchOptionsKey/userActivityDictionary`` holding the activity's
    /// type under ``LaunchOptionsKey/userActivityType``'s raw value and the activity under
    /// ``LaunchOptionsKey/userActivity``'s, the shape iOS gives an app launched to continue an activity. Pass them
    /// to ``finishLaunching(options:)``, which calls the delegate's
    /// ``UIApplicationDelegate/application(_:continue:restorationHandler:)`` with the activity after
    /// `didFinishLaunching`.
    ///
    /// Tactile addition: on iOS the system makes the options.
    public static func launchOptions(continuing activity: NSUserActivity) -> [LaunchOptionsKey: Any] {
        let dictionary: [AnyHashable: Any] = [
            LaunchOptionsKey.userActivityType.rawValue: activity.activityType,
            LaunchOptionsKey.userActivity.rawValue: activity,
        ]
        return [.userActivityDictionary: dictionary]
    }

    /// Launch options that continue the activity saved by the previous launch in ``userActivityStore``
    /// (``launchOptions(continuing:)`` with it), or `nil` when nothing was saved or there is no store. Launch with
    /// `finishLaunching(options: try application.persistedUserActivityLaunchOptions())` so that the delegate
    /// continues it as part of launching, the way iOS continues an activity that launched the app, rather than
    /// with ``restorePersistedUserActivity()`` afterwards.
    ///
    /// Tactile addition: iOS keeps and hands back activities itself.
    /// - Throws: ``UserActivityStoreError`` naming the file and the field when the saved file is corrupt.
    public func persistedUserActivityLaunchOptions() throws(UserActivityStoreError) -> [LaunchOptionsKey: Any]? {
        guard let store = userActivityStore, let activity = try store.load() else { return nil }
        return Self.launchOptions(continuing: activity)
    }

    /// The activity that launch `options` ask to continue: the `NSUserActivity` in the user-activity dictionary,
    /// else a new activity of the type found there or under ``LaunchOptionsKey/userActivityType``; `nil` when
    /// there is none, or the type is empty.
    static func activityToContinue(inLaunchOptions options: [LaunchOptionsKey: Any]?) -> NSUserActivity? {
        guard let options else { return nil }
        let dictionary = options[.userActivityDictionary] as? [AnyHashable: Any]
        if let activity = dictionary?[AnyHashable(LaunchOptionsKey.userActivity.rawValue)] as? NSUserActivity {
            return activity
        }
        let type =
            dictionary?[AnyHashable(LaunchOptionsKey.userActivityType.rawValue)] as? String
            ?? options[.userActivityType] as? String
        guard let type, !type.isEmpty else { return nil }
        return NSUserActivity(activityType: type)
    }

    /// Gives `activity` to the delegate's `application(_:continue:restorationHandler:)`; the responders it passes
    /// to the restoration handler restore their state from the activity. Returns what the delegate returned
    /// (`false` without a delegate).
    @discardableResult
    func continueUserActivity(_ activity: NSUserActivity) -> Bool {
        guard let delegate else { return false }
        return delegate.application(self, continue: activity) { objects in
            MainActor.assumeIsolated {
                for object in objects ?? [] { object.restoreUserActivityState(activity) }
            }
        }
    }
}
