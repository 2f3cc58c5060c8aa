import Foundation

extension UIApplication {
    /// The connected scenes (UIKit: `connectedScenes`). In an app that uses scenes, the one ``UIWindowScene``
    /// connected at launch until the app terminates; otherwise none.
    public var connectedScenes: Set<UIScene> { Set(lifecycle.scenes) }

    /// The sessions of the app's scenes (UIKit: `openSessions`).
    public var openSessions: Set<UISceneSession> { Set(lifecycle.sessions) }

    /// Whether the Info.plist says the app supports several scenes (`UIApplicationSupportsMultipleScenes`). Tactile
    /// connects one scene whatever this says: a desktop shows the app in one window.
    public var supportsMultipleScenes: Bool { lifecycle.sceneManifest?.supportsMultipleScenes ?? false }

    /// Whether the app was launched with a scene manifest, and so uses scenes.
    var usesScenes: Bool { lifecycle.sceneManifest != nil }

    /// The options a scene connects with at launch: the launch options' quick action and user activity.
    static func connectionOptions(fromLaunchOptions options: [LaunchOptionsKey: Any]?) -> UIScene.ConnectionOptions {
        let activity = activityToContinue(inLaunchOptions: options)
        return UIScene.ConnectionOptions(
            shortcutItem: options?[.shortcutItem] as? UIApplicationShortcutItem,
            userActivities: activity.map { [$0] } ?? [], handoffUserActivityType: activity?.activityType)
    }

    /// Connects a ``UIWindowScene`` for the application role, as UIKit does when an app that uses scenes launches:
    /// asks the delegate for the configuration, creates the scene and its delegate, and calls
    /// `scene(_:willConnectTo:options:)`; then, unless the app is in the background, the scene enters the
    /// foreground (`sceneWillEnterForeground(_:)`).
    func connectScene(options: UIScene.ConnectionOptions) throws(UIApplicationLaunchError) {
        let session = UISceneSession(
            role: .windowApplication, persistentIdentifier: "session-\(lifecycle.nextSessionNumber)")
        lifecycle.nextSessionNumber += 1
        let configuration =
            delegate?.application(self, configurationForConnecting: session, options: options)
            ?? UISceneConfiguration(name: nil, sessionRole: session.role)
        try resolveClasses(of: configuration)
        session.configuration = configuration
        var sceneType: UIScene.Type = UIWindowScene.self
        if let sceneClass = configuration.sceneClass {
            guard let type = sceneClass as? UIScene.Type else {
                throw .unsuitableClass(
                    className: String(reflecting: sceneClass), key: UIApplicationSceneManifest.sceneClassNameKey,
                    expected: "UIScene or a subclass")
            }
            sceneType = type
        }
        let sceneDelegate = try configuration.delegateClass.map { cls throws(UIApplicationLaunchError) in
            try Self.makeSceneDelegate(cls)
        }
        let scene = sceneType.init(session: session, connectionOptions: options)
        scene.applicationStorage = self
        scene.delegate = sceneDelegate
        session.scene = scene
        lifecycle.sessions.append(session)
        lifecycle.scenes.append(scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        if lifecycle.state == .background {
            scene.activationState = .background
        } else {
            scene.delegate?.sceneWillEnterForeground(scene)
            NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
            scene.activationState = .foregroundInactive
        }
    }

    /// Disconnects `scene`: `sceneDidDisconnect(_:)`, then ``UIScene/didDisconnectNotification``.
    func disconnect(_ scene: UIScene) {
        scene.activationState = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        lifecycle.scenes.removeAll { $0 === scene }
        scene.session.scene = nil
    }

    /// Fills the configuration's classes that code left `nil` from the Info.plist entry of its name and role.
    private func resolveClasses(of configuration: UISceneConfiguration) throws(UIApplicationLaunchError) {
        guard let entry = lifecycle.sceneManifest?.entry(for: configuration) else { return }
        if configuration.delegateClass == nil, let name = entry.delegateClassName {
            configuration.delegateClass = try lookUpClass(named: name, key: UIApplicationSceneManifest.delegateClassNameKey)
        }
        if configuration.sceneClass == nil, let name = entry.sceneClassName {
            configuration.sceneClass = try lookUpClass(named: name, key: UIApplicationSceneManifest.sceneClassNameKey)
        }
    }

    /// The class an Info.plist names, found with `NSClassFromString`: `$(PRODUCT_MODULE_NAME)` stands for the app
    /// delegate's module, and a name without a module is looked for in that module, then among Tactile's classes
    /// (`UIWindowScene`).
    func lookUpClass(named name: String, key: String) throws(UIApplicationLaunchError) -> AnyClass {
        let module = (lifecycle.ownedDelegate ?? delegate).map { Self.moduleName(of: type(of: $0)) }
        var resolved = name
        for variable in ["$(PRODUCT_MODULE_NAME)", "${PRODUCT_MODULE_NAME}"] {
            resolved = resolved.replacingOccurrences(of: variable, with: module ?? "")
        }
        if let found = Self.classNamed(resolved, modules: [module, Self.moduleName(of: UIApplication.self)]) {
            return found
        }
        throw .classNotFound(className: name, key: key)
    }

    /// `NSClassFromString` for a `Module.Class` name, or for `Class` in each of `modules`. Names with more than one
    /// dot are not asked for: Foundation on Linux finds no nested class.
    static func classNamed(_ name: String, modules: [String?]) -> AnyClass? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        let candidates: [String]
        switch parts.count {
        case 1: candidates = modules.compactMap { $0.map { "\($0).\(name)" } }
        case 2 where !parts[0].isEmpty && !parts[1].isEmpty: candidates = [name]
        default: candidates = []
        }
        for candidate in candidates {
            if let found = NSClassFromString(candidate) { return found }
        }
        return nil
    }

    /// The module a type is declared in: the first part of its full name.
    static func moduleName(of type: Any.Type) -> String {
        String(String(reflecting: type).prefix { $0 != "." })
    }

    /// Creates a scene delegate of class `cls` with `init?(coder:)`.
    static func makeSceneDelegate(_ cls: AnyClass) throws(UIApplicationLaunchError) -> any UISceneDelegate {
        let key = UIApplicationSceneManifest.delegateClassNameKey
        let expected = "a UIResponder subclass that adopts UISceneDelegate"
        guard let type = cls as? UIResponder.Type else {
            throw .unsuitableClass(className: String(reflecting: cls), key: key, expected: expected)
        }
        guard let object = type.init(coder: NSCoder()) else {
            throw .classNotCreated(className: String(reflecting: cls))
        }
        guard let sceneDelegate = object as? any UISceneDelegate else {
            throw .unsuitableClass(className: String(reflecting: cls), key: key, expected: expected)
        }
        return sceneDelegate
    }
}

extension UIApplicationDelegate {
    /// A configuration with no name for the session's role: the first configuration the Info.plist lists for that
    /// role, as UIKit uses when this method is not implemented.
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }

    /// Does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}
