import Foundation

/// The object that responds to a scene's life cycle.
///
/// UIKit counterpart: [`UISceneDelegate`](https://developer.apple.com/documentation/uikit/uiscenedelegate). Every
/// method is optional, as in UIKit: the defaults do nothing. In an app that uses scenes these callbacks replace the
/// app delegate's life-cycle methods (``UIApplicationDelegate/applicationDidBecomeActive(_:)`` and its siblings).
/// Tactile creates the delegate from its class (``UISceneConfiguration/delegateClass``, or the Info.plist's
/// `UISceneDelegateClassName`), which must be a `UIResponder`, as every `SceneDelegate` is.
@MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene connected to the app: set up its windows here (a ``UIWindowScene``'s with
    /// ``UIWindow/init(windowScene:)``). `connectionOptions` hold the quick action or user activity the app was
    /// launched with. Default: nothing.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene disconnected; Tactile disconnects scenes when the app terminates. Default: nothing.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active and receives events. Default: nothing.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active; touches in progress were cancelled. Default: nothing.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to enter the foreground, at connection and when it comes back from the background.
    /// Default: nothing.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene entered the background. Default: nothing.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// The delegate of a ``UIWindowScene``: a ``UISceneDelegate`` that keeps the scene's window.
///
/// UIKit counterpart: [`UIWindowSceneDelegate`](https://developer.apple.com/documentation/uikit/uiwindowscenedelegate).
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window, which the delegate creates in ``UISceneDelegate/scene(_:willConnectTo:options:)``.
    /// Default: always `nil`, and setting it does nothing; declare `var window: UIWindow?` to keep one, as every
    /// `SceneDelegate` does.
    var window: UIWindow? { get set }
    /// The user chose a quick action while the app runs (``UIApplication/performShortcutAction(_:completion:)``);
    /// call `completionHandler` with whether it was handled. The quick action that launches the app comes in the
    /// connection options instead, as in UIKit. Default: calls it with `false`.
    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    /// Always `nil`; setting it does nothing.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Calls `completionHandler(false)`: the action was not handled.
    public func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void
    ) { completionHandler(false) }
}
