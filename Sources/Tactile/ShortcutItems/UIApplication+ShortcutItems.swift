import Foundation

/// The application's quick actions and their state (internal): what UIKit keeps in the system's records of the app.
struct ApplicationQuickActions {
    var staticItems: [UIApplicationShortcutItem] = []
    var dynamicItems: [UIApplicationShortcutItem]?
    var hasFinishedLaunching = false
}

extension UIApplication {
    /// How many quick actions the system offers at most, static ones first, then dynamic ones (Tactile addition;
    /// iOS documents the limit of 4 and does not count its own "Share" item).
    public nonisolated static let maximumOfferedShortcutItems = 4

    /// The app's dynamic quick actions (UIKit: `shortcutItems`), typically set in
    /// ``UIApplicationDelegate/application(_:didFinishLaunchingWithOptions:)``. Items are copied when set, as in
    /// UIKit, so changing a ``UIMutableApplicationShortcutItem`` afterwards changes nothing until it is set again.
    ///
    /// On iOS the list survives relaunches, because the system keeps it. Tactile keeps it for the life of the
    /// application object; `TactileDesktop` writes it into the app's desktop entry.
    public var shortcutItems: [UIApplicationShortcutItem]? {
        get { quickActions.dynamicItems }
        set { quickActions.dynamicItems = newValue?.map { $0.copy() } }
    }

    /// The app's static quick actions (Tactile addition): what iOS reads from the Info.plist's
    /// `UIApplicationShortcutItems`. Read them with ``UIApplicationShortcutItem/staticItems(contentsOfFile:)``.
    public var staticShortcutItems: [UIApplicationShortcutItem] {
        get { quickActions.staticItems }
        set { quickActions.staticItems = newValue.map { $0.copy() } }
    }

    /// The quick actions the system offers (Tactile addition): the static ones first, then the dynamic ones, at
    /// most ``maximumOfferedShortcutItems``, as iOS shows them under the app's icon.
    public var offeredShortcutItems: [UIApplicationShortcutItem] {
        Self.offeredShortcutItems(static: staticShortcutItems, dynamic: shortcutItems ?? [])
    }

    /// The quick actions offered for these static and dynamic items: static first, then dynamic, at most
    /// ``maximumOfferedShortcutItems`` (Tactile addition).
    public nonisolated static func offeredShortcutItems(
        static staticItems: [UIApplicationShortcutItem], dynamic dynamicItems: [UIApplicationShortcutItem]
    ) -> [UIApplicationShortcutItem] {
        Array((staticItems + dynamicItems).prefix(maximumOfferedShortcutItems))
    }

    /// Performs a quick action the user chose while the app runs: calls the delegate's
    /// ``UIApplicationDelegate/application(_:performActionFor:completionHandler:)`` with it, as iOS does when the
    /// user picks an action of a running app (Tactile addition; the desktop's activation in `TactileDesktop` calls
    /// it). In an app that uses scenes, the first connected window scene's delegate gets
    /// ``UIWindowSceneDelegate/windowScene(_:performActionFor:completionHandler:)`` instead, as in UIKit.
    ///
    /// - Parameters:
    ///   - shortcutItem: the quick action chosen.
    ///   - completion: called with what the delegate passed to its completion handler, once; with `false` when
    ///     there is no delegate.
    public func performShortcutAction(
        _ shortcutItem: UIApplicationShortcutItem, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        var completed = false
        let finish: (Bool) -> Void = { succeeded in
            MainActor.assumeIsolated {
                guard !completed else { return }
                completed = true
                completion?(succeeded)
            }
        }
        if usesScenes {
            let windowScene = lifecycle.scenes.lazy.compactMap { $0 as? UIWindowScene }.first
            guard let windowScene, let sceneDelegate = windowScene.delegate as? any UIWindowSceneDelegate else {
                completion?(false)
                return
            }
            sceneDelegate.windowScene(windowScene, performActionFor: shortcutItem, completionHandler: finish)
            return
        }
        guard let delegate else {
            completion?(false)
            return
        }
        delegate.application(self, performActionFor: shortcutItem, completionHandler: finish)
    }
}
