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
        /// The type of the user activity the app is launched to continue: a `String`.
        public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
        /// The user activity the app is launched to continue, as a dictionary (UIKit's key; its value holds the
        /// activity).
        public static let userActivityDictionary = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
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
    /// ``UIApplicationDelegate/application(_:didFinishLaunchingWithOptions:)``, both with `options`; then, when the
    /// options hold a quick action (``LaunchOptionsKey/shortcutItem``) and `didFinishLaunching` returned `true`,
    /// ``UIApplicationDelegate/application(_:performActionFor:completionHandler:)`` with it. Returning `false` from
    /// `didFinishLaunching` suppresses that call, as on iOS, for an app that handled the action while launching.
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
