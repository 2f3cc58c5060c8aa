import Foundation
import Tactile

/// One list of life-cycle events, in order: delegate calls (`delegate.…`, `scene.…`) and notifications (`note.…`).
@MainActor
final class LifecycleLog {
    /// The log that delegates created by Tactile from their class write to. Set by a test's synchronous body, which
    /// no other test interleaves with.
    static var current: LifecycleLog?

    private(set) var lines: [String] = []
    private var observers: [any NSObjectProtocol] = []

    func add(_ line: String) { lines.append(line) }

    func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }

    /// Records the application's and its scenes' life-cycle notifications as `note.<name>`.
    func observe(_ application: UIApplication) {
        let names: [(Notification.Name, String)] = [
            (UIApplication.didFinishLaunchingNotification, "didFinishLaunching"),
            (UIApplication.didBecomeActiveNotification, "didBecomeActive"),
            (UIApplication.willResignActiveNotification, "willResignActive"),
            (UIApplication.didEnterBackgroundNotification, "didEnterBackground"),
            (UIApplication.willEnterForegroundNotification, "willEnterForeground"),
            (UIApplication.willTerminateNotification, "willTerminate"),
            (UIScene.willConnectNotification, "scene.willConnect"),
            (UIScene.didDisconnectNotification, "scene.didDisconnect"),
            (UIScene.didActivateNotification, "scene.didActivate"),
            (UIScene.willDeactivateNotification, "scene.willDeactivate"),
            (UIScene.willEnterForegroundNotification, "scene.willEnterForeground"),
            (UIScene.didEnterBackgroundNotification, "scene.didEnterBackground"),
        ]
        let applicationID = ObjectIdentifier(application)
        for (name, label) in names {
            observers.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    nonisolated(unsafe) let object = note.object as AnyObject?
                    MainActor.assumeIsolated {
                        let owner: UIApplication? = (object as? UIApplication) ?? (object as? UIScene)?.next as? UIApplication
                        guard let owner, ObjectIdentifier(owner) == applicationID else { return }
                        self?.add("note.\(label)")
                    }
                })
        }
    }

    func stopObserving() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers.removeAll()
    }
}

/// An app delegate that logs every life-cycle call, with the application's state at the time.
@MainActor
final class LifecycleAppDelegate: UIResponder, UIApplicationDelegate {
    /// Where the calls are logged (the delegate is created by the test, which gives it its log).
    var log: LifecycleLog?
    /// What `application(_:configurationForConnecting:options:)` returns; `nil`: the default.
    var configuration: UISceneConfiguration?
    var performedShortcuts: [String] = []

    private func record(_ name: String, _ application: UIApplication) {
        log?.add("delegate.\(name)(\(application.applicationState))")
    }

    func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        record("willFinishLaunching", application)
        return true
    }
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        record("didFinishLaunching", application)
        return true
    }
    func applicationDidBecomeActive(_ application: UIApplication) { record("didBecomeActive", application) }
    func applicationWillResignActive(_ application: UIApplication) { record("willResignActive", application) }
    func applicationDidEnterBackground(_ application: UIApplication) { record("didEnterBackground", application) }
    func applicationWillEnterForeground(_ application: UIApplication) { record("willEnterForeground", application) }
    func applicationWillTerminate(_ application: UIApplication) { record("willTerminate", application) }
    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        performedShortcuts.append(shortcutItem.type)
        completionHandler(true)
    }
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        record("configurationForConnecting", application)
        return configuration ?? UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

/// A scene delegate written as every `SceneDelegate.swift` is, logging its calls with the scene's state. Top level
/// and not private, so that `NSClassFromString("TactileTests.LifecycleSceneDelegate")` finds it.
final class LifecycleSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var connectionOptions: UIScene.ConnectionOptions?
    var performedShortcuts: [String] = []

    private func record(_ name: String, _ scene: UIScene) {
        LifecycleLog.current?.add("scene.\(name)(\(scene.activationState))")
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        record("willConnectTo", scene)
        self.connectionOptions = connectionOptions
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIViewController()
        self.window = window
        window.makeKeyAndVisible()
    }
    func sceneDidDisconnect(_ scene: UIScene) { record("sceneDidDisconnect", scene) }
    func sceneDidBecomeActive(_ scene: UIScene) { record("sceneDidBecomeActive", scene) }
    func sceneWillResignActive(_ scene: UIScene) { record("sceneWillResignActive", scene) }
    func sceneWillEnterForeground(_ scene: UIScene) { record("sceneWillEnterForeground", scene) }
    func sceneDidEnterBackground(_ scene: UIScene) { record("sceneDidEnterBackground", scene) }
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) {
        performedShortcuts.append(shortcutItem.type)
        completionHandler(true)
    }
}

/// An Info.plist's contents with a scene manifest whose one configuration names `delegateClassName`.
func sceneInfoDictionary(delegateClassName: String = "$(PRODUCT_MODULE_NAME).LifecycleSceneDelegate") -> [String: Any] {
    [
        "UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": false,
            "UISceneConfigurations": [
                "UIWindowSceneSessionRoleApplication": [
                    [
                        "UISceneConfigurationName": "Default Configuration",
                        "UISceneDelegateClassName": delegateClassName,
                    ] as [String: Any]
                ]
            ] as [String: Any],
        ] as [String: Any]
    ]
}
