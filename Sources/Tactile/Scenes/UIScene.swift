import Foundation

/// One instance of the app's user interface, with its own life cycle: connected, in the foreground (active or
/// inactive), in the background, disconnected.
///
/// UIKit counterpart: [`UIScene`](https://developer.apple.com/documentation/uikit/uiscene). In an app that uses
/// scenes (its Info.plist has a `UIApplicationSceneManifest`), launching connects one ``UIWindowScene`` and calls its
/// ``delegate``'s ``UISceneDelegate/scene(_:willConnectTo:options:)``; the scene then follows the application's
/// state (``UIApplication/applicationState``), and its delegate gets the five life-cycle callbacks instead of the
/// app delegate. A scene's next responder is the application.
///
/// Deliberate difference: a desktop shows the app in one window, so Tactile connects one scene, at launch, and
/// disconnects it when the app terminates; all connected scenes share the application's state.
@MainActor
open class UIScene: UIResponder {
    /// A scene's execution state (UIKit: `UIScene.ActivationState`).
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// In the foreground and receiving events.
        case foregroundActive = 0
        /// In the foreground but not receiving events.
        case foregroundInactive = 1
        /// In the background, not on screen.
        case background = 2
    }

    /// What the scene is connected for: the quick action or the user activity the app was launched with
    /// (UIKit: `UIScene.ConnectionOptions`).
    @MainActor
    public final class ConnectionOptions {
        /// The quick action the user chose to launch the app, or `nil` (launch option
        /// ``UIApplication/LaunchOptionsKey/shortcutItem``).
        public let shortcutItem: UIApplicationShortcutItem?
        /// The user activities to continue: the one of the launch options
        /// (``UIApplication/LaunchOptionsKey/userActivityDictionary``), or none.
        public let userActivities: Set<NSUserActivity>
        /// The type of the user activity to continue, or `nil`.
        public let handoffUserActivityType: String?

        init(
            shortcutItem: UIApplicationShortcutItem? = nil, userActivities: Set<NSUserActivity> = [],
            handoffUserActivityType: String? = nil
        ) {
            self.shortcutItem = shortcutItem
            self.userActivities = userActivities
            self.handoffUserActivityType = handoffUserActivityType
        }
    }

    /// Posted after the scene connected, once its delegate's ``UISceneDelegate/scene(_:willConnectTo:options:)``
    /// returned. The object is the scene.
    public nonisolated static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted after the scene disconnected, once its delegate's ``UISceneDelegate/sceneDidDisconnect(_:)``
    /// returned. The object is the scene.
    public nonisolated static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted when the scene became active, after ``UISceneDelegate/sceneDidBecomeActive(_:)``. The object is the
    /// scene.
    public nonisolated static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when the scene is about to stop being active, after ``UISceneDelegate/sceneWillResignActive(_:)``.
    /// The object is the scene.
    public nonisolated static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when the scene is about to enter the foreground, after
    /// ``UISceneDelegate/sceneWillEnterForeground(_:)``. The object is the scene.
    public nonisolated static let willEnterForegroundNotification = Notification.Name(
        "UISceneWillEnterForegroundNotification")
    /// Posted when the scene entered the background, after ``UISceneDelegate/sceneDidEnterBackground(_:)``. The
    /// object is the scene.
    public nonisolated static let didEnterBackgroundNotification = Notification.Name(
        "UISceneDidEnterBackgroundNotification")

    /// The scene's session.
    public let session: UISceneSession
    /// The scene's delegate, held strongly, as UIKit holds it.
    open var delegate: (any UISceneDelegate)?
    /// The scene's state. ``ActivationState/unattached`` until it connects and after it disconnects.
    public internal(set) var activationState: ActivationState = .unattached
    /// A title for the scene, which a desktop may show. Default `nil`.
    open var title: String?

    /// The application the scene is connected to.
    weak var applicationStorage: UIApplication?

    /// Creates a scene for `session`. Tactile creates scenes itself when they connect; subclasses must keep this
    /// initializer, with which Tactile creates a `UISceneClassName` or ``UISceneConfiguration/sceneClass``.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Not made from archives: returns `nil`.
    public required init?(coder: NSCoder) { nil }

    /// The application, as UIKit's scenes answer: it follows the scene in the responder chain.
    open override var next: UIResponder? { applicationStorage }
}
