import Foundation

extension UIApplication {
    /// The keys of the options an app is launched with (UIKit: `UIApplication.LaunchOptionsKey`).
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key with this name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The quick action the user chose to launch the app: a ``UIApplicationShortcutItem``.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// The type of the user activity the app is launched to continue: a `String`. As in UIKit, its
        /// ``rawValue`` is also the key of the type inside the ``userActivityDictionary`` dictionary.
        public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
        /// The user activity the app is launched to continue: a dictionary (`[AnyHashable: Any]`, or
        /// `[String: Any]`) holding the activity's type under ``userActivityType``'s ``rawValue``, as UIKit
        /// documents, and the `NSUserActivity` itself under ``userActivity``'s ``rawValue``.
        public static let userActivityDictionary = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        /// The key of the `NSUserActivity` inside the ``userActivityDictionary`` dictionary (Tactile addition: iOS
        /// puts the activity under this name but does not publish the key). Not a key of the launch options
        /// themselves.
        public static let userActivity = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityKey")
        /// The URL the app is launched to open: a `URL`.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The identifier of the app that asked to open the URL: a `String`.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// The URL's annotation from the app that asked to open it.
        public static let annotation = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsAnnotationKey")
        /// The remote notification that launched the app: a dictionary.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }

    /// Whether ``finishLaunching(options:)`` has run (Tactile addition).
    public var hasFinishedLaunching: Bool { quickActions.hasFinishedLaunching }

    /// Launches the app, as `UIApplicationMain` does on iOS once the app's process starts: calls the delegate's
    /// ``UIApplicationDelegate/application(_:willFinishLaunchingWithOptions:)``, then
    /// ``UIApplicationDelegate/application(_:didFinishLaunchingWithOptions:)``, both with `options`; then:
    /// - when the options hold a quick action (``LaunchOptionsKey/shortcutItem``) and `didFinishLaunching` returned
    ///   `true`, ``UIApplicationDelegate/application(_:performActionFor:completionHandler:)`` with it. Returning
    ///   `false` from `didFinishLaunching` suppresses that call, as on iOS, for an app that handled the action
    ///   while launching.
    /// - when the options hold a user activity (``LaunchOptionsKey/userActivityDictionary``, or only its type,
    ///   ``LaunchOptionsKey/userActivityType``) and both methods returned `true`,
    ///   ``UIApplicationDelegate/application(_:continue:restorationHandler:)`` with it; the responders the
    ///   delegate passes to the restoration handler get ``UIResponder/restoreUserActivityState(_:)``. Returning
    ///   `false` from either method suppresses it, as on iOS. With only a type, the delegate gets a new activity
    ///   of that type with no `userInfo`. ``launchOptions(continuing:)`` makes such options, and
    ///   ``persistedUserActivityLaunchOptions()`` makes them from the activity saved by the previous launch.
    ///
    /// Tactile addition: UIKit launches the app itself. Set the delegate first. An app launched from the desktop
    /// gets its options from `TactileDesktop` (the quick action named on its command line). A second call does
    /// nothing and returns `false`: an app launches once.
    /// - Returns: `false` when either delegate method returned `false` or the app was already launched, otherwise
    ///   `true` (UIKit's `UIApplicationMain` does not return).
    @discardableResult
    public func finishLaunching(options: [LaunchOptionsKey: Any]? = nil) -> Bool {
        guard !quickActions.hasFinishedLaunching else { return false }
        quickActions.hasFinishedLaunching = true
        guard let delegate else { return true }
        let willFinish = delegate.application(self, willFinishLaunchingWithOptions: options)
        let didFinish = delegate.application(self, didFinishLaunchingWithOptions: options)
        if didFinish, let item = options?[.shortcutItem] as? UIApplicationShortcutItem {
            performShortcutAction(item)
        }
        if willFinish, didFinish, let activity = Self.activityToContinue(inLaunchOptions: options) {
            continueUserActivity(activity)
        }
        return willFinish && didFinish
    }
}

extension UIApplicationDelegate {
    /// Returns `true`.
    public func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// Returns `true`.
    public func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// Calls `completionHandler(false)`: the action was not handled.
    public func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) { completionHandler(false) }
}
