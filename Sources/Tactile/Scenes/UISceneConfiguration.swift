import Foundation

/// How to create a scene: its delegate's class and the scene's class, for a role.
///
/// UIKit counterpart: [`UISceneConfiguration`](https://developer.apple.com/documentation/uikit/uisceneconfiguration).
/// Return one from ``UIApplicationDelegate/application(_:configurationForConnecting:options:)``. A configuration
/// whose ``delegateClass`` is `nil` takes it from the Info.plist's `UISceneConfigurations` entry of the same name
/// and role (the first entry for the role when ``name`` is `nil`), as UIKit does, when the scene connects.
///
/// Deliberate difference: a class named in the Info.plist is found with `NSClassFromString`, which on Linux finds
/// only top-level classes, named with their module (`$(PRODUCT_MODULE_NAME).SceneDelegate` works: Tactile puts the
/// app delegate's module in place of `$(PRODUCT_MODULE_NAME)`, and a name without a module gets it too). Set
/// ``delegateClass`` in code for any other class. A delegate class must be a `UIResponder` (Tactile creates it
/// with `init?(coder:)`) that adopts ``UISceneDelegate``.
@MainActor
open class UISceneConfiguration {
    /// The configuration's name in the Info.plist, or `nil`.
    public let name: String?
    /// The role of the sessions the configuration is for.
    public let role: UISceneSession.Role
    /// The class of the scene's delegate: a `UIResponder` subclass that adopts ``UISceneDelegate``. Default `nil`:
    /// the Info.plist's `UISceneDelegateClassName`, or no delegate.
    open var delegateClass: AnyClass?
    /// The class of the scene: ``UIScene`` or a subclass. Default `nil`: the Info.plist's `UISceneClassName`, or
    /// ``UIWindowScene`` for window roles.
    open var sceneClass: AnyClass?

    /// A configuration named `name` for sessions of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}
