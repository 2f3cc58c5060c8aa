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

    /// Launches the app, as `UIApplicationMain` does on iOS once the app's process starts: the state becomes
    /// ``State/inactive``; the delegate's ``UIApplicationDelegate/application(_:willFinishLaunchingWithOptions:)``,
    /// then ``UIApplicationDelegate/application(_:didFinishLaunchingWithOptions:)`` are called, both with
    /// `options`; ``didFinishLaunchingNotification`` is posted; then:
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
    /// - finally the app becomes active (``becomeActive()``: ``UIApplicationDelegate/applicationDidBecomeActive(_:)``
    ///   and ``didBecomeActiveNotification``), unless it was put in the background before launching, where it
    ///   stays.
    ///
    /// An app launched with a scene manifest (``launch(delegate:infoDictionary:options:)``) connects its scene
    /// instead of the quick-action and user-activity calls: they reach the scene delegate in its connection options.
    ///
    /// Tactile addition: UIKit launches the app itself. Set the delegate first. An app launched from the desktop
    /// gets its options from `TactileDesktop` (the quick action named on its command line). A second call does
    /// nothing and returns `false`: an app launches once.
    /// - Returns: `false` when either delegate method returned `false` or the app was already launched, otherwise
    ///   `true` (UIKit's `UIApplicationMain` does not return).
    @discardableResult
    public func finishLaunching(options: [LaunchOptionsKey: Any]? = nil) -> Bool {
        guard !quickActions.hasFinishedLaunching else { return false }
        do throws(UIApplicationLaunchError) {
            return try performLaunch(options: options)
        } catch {
            return false  // only a scene can fail to connect, and an app launched this way has no scene manifest
        }
    }

    /// Launches the app as `UIApplicationMain` does, without running a main loop: reads `infoDictionary` (an
    /// Info.plist's contents) for the scene manifest (`UIApplicationSceneManifest`) and the static quick actions
    /// (`UIApplicationShortcutItems`, which become ``staticShortcutItems``), makes `delegate` the delegate and keeps
    /// it alive, then launches as ``finishLaunching(options:)`` describes. With a scene manifest the app uses
    /// scenes: after `didFinishLaunching`, the delegate's
    /// ``UIApplicationDelegate/application(_:configurationForConnecting:options:)`` gives the configuration, a
    /// ``UIWindowScene`` and its delegate are created, and the scene delegate gets
    /// ``UISceneDelegate/scene(_:willConnectTo:options:)``, ``UISceneDelegate/sceneWillEnterForeground(_:)`` and
    /// ``UISceneDelegate/sceneDidBecomeActive(_:)``, in that order; the app delegate's life-cycle methods are not
    /// called, as in UIKit, but the application's notifications are posted.
    ///
    /// Tactile addition, for tests and hosts that run their own loop. `UIApplicationMain` calls it with the
    /// Info.plist it finds.
    /// - Returns: as ``finishLaunching(options:)``.
    /// - Throws: ``UIApplicationLaunchError`` when the Info.plist has a value of the wrong type, a class it names
    ///   cannot be found or created, or the app already launched. A scene that cannot be created leaves the app
    ///   launched and active without it.
    @discardableResult
    public func launch(
        delegate: (any UIApplicationDelegate)?, infoDictionary: [String: Any]? = nil,
        options: [LaunchOptionsKey: Any]? = nil
    ) throws(UIApplicationLaunchError) -> Bool {
        try launch(delegate: delegate, infoDictionary: infoDictionary, file: "Info.plist", options: options)
    }

    func launch(
        delegate: (any UIApplicationDelegate)?, infoDictionary: [String: Any]?, file: String,
        options: [LaunchOptionsKey: Any]?
    ) throws(UIApplicationLaunchError) -> Bool {
        guard !quickActions.hasFinishedLaunching else { throw .alreadyLaunched }
        if let info = infoDictionary {
            lifecycle.sceneManifest = try UIApplicationSceneManifest(infoDictionary: info, file: file)
            if let items = try Self.staticShortcutItems(infoDictionary: info, file: file) { staticShortcutItems = items }
        }
        if let delegate {
            lifecycle.ownedDelegate = delegate
            self.delegate = delegate
        }
        return try performLaunch(options: options)
    }

    private func performLaunch(options: [LaunchOptionsKey: Any]?) throws(UIApplicationLaunchError) -> Bool {
        quickActions.hasFinishedLaunching = true
        let staysInBackground = lifecycle.state == .background
        if !staysInBackground { lifecycle.state = .inactive }
        defer { if !staysInBackground { becomeActive() } }
        var willFinish = true
        var didFinish = true
        if let delegate {
            willFinish = delegate.application(self, willFinishLaunchingWithOptions: options)
            didFinish = delegate.application(self, didFinishLaunchingWithOptions: options)
        }
        var userInfo: [AnyHashable: Any]?
        if let options { userInfo = Dictionary(uniqueKeysWithValues: options.map { (AnyHashable($0.key.rawValue), $0.value) }) }
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: self, userInfo: userInfo)
        if usesScenes {
            try connectScene(options: Self.connectionOptions(fromLaunchOptions: options))
        } else {
            if didFinish, let item = options?[.shortcutItem] as? UIApplicationShortcutItem {
                performShortcutAction(item)
            }
            if willFinish, didFinish, let activity = Self.activityToContinue(inLaunchOptions: options) {
                continueUserActivity(activity)
            }
        }
        return willFinish && didFinish
    }

    /// The quick actions of an Info.plist's `UIApplicationShortcutItems`, or `nil` when it has none.
    private static func staticShortcutItems(infoDictionary info: [String: Any], file: String)
        throws(UIApplicationLaunchError) -> [UIApplicationShortcutItem]?
    {
        let key = UIApplicationShortcutItem.propertyListKey
        guard let list = info[key] else { return nil }
        let data: Data
        do {
            data = try PropertyListSerialization.data(fromPropertyList: [key: list], format: .binary, options: 0)
        } catch {
            throw .invalidInfoPropertyList(file: file, keyPath: key, expected: "an array of property-list dictionaries")
        }
        do throws(ShortcutItemsPropertyListError) {
            return try UIApplicationShortcutItem.staticItems(propertyList: data, file: file)
        } catch {
            throw .shortcutItems(error)
        }
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
