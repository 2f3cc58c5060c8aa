import Foundation

extension UIWindow {
    /// Creates a hidden window for `windowScene`, filling its screen, belonging to the scene's application (UIKit:
    /// `init(windowScene:)`). Show it with ``makeKeyAndVisible()``, as a scene delegate does in
    /// ``UISceneDelegate/scene(_:willConnectTo:options:)``.
    ///
    /// Deliberate difference: a convenience initializer, so a subclass that declares its own designated initializers
    /// does not inherit it.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds, application: windowScene.applicationStorage ?? UIApplication.shared)
        self.windowScene = windowScene
    }

    /// The scene the window belongs to, or `nil` (UIKit: `windowScene`). Setting it attaches the window to that
    /// scene's ``UIWindowScene/windows``.
    public var windowScene: UIWindowScene? {
        get { windowSceneStorage }
        set {
            windowSceneStorage = newValue
            newValue?.attach(self)
        }
    }
}
