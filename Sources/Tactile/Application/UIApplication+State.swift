import Foundation

/// The application's life-cycle bookkeeping (`UIApplication.lifecycle`).
struct ApplicationLifecycle {
    var state = UIApplication.State.active
    var hasTerminated = false
    /// The scene manifest of the Info.plist the app was launched with; `nil` for an app without scenes.
    var sceneManifest: UIApplicationSceneManifest?
    /// Connected scenes, in the order they connected.
    var scenes: [UIScene] = []
    var sessions: [UISceneSession] = []
    var nextSessionNumber = 1
    /// The delegate that `UIApplicationMain` or ``UIApplication/launch(delegate:infoDictionary:options:)`` created
    /// or was given, kept alive as UIKit keeps the delegate it creates (``UIApplication/delegate`` is weak).
    var ownedDelegate: (any UIApplicationDelegate)?
}

extension UIApplication {
    /// The app's execution state (UIKit: `UIApplication.State`).
    public enum State: Int, Sendable {
        /// In the foreground and receiving events.
        case active = 0
        /// In the foreground but not receiving events: while launching, and between leaving the active state and
        /// entering the background (or the other way round).
        case inactive = 1
        /// In the background, not on screen.
        case background = 2
    }

    /// Posted once launching is done, after the delegate's
    /// ``UIApplicationDelegate/application(_:didFinishLaunchingWithOptions:)``. The object is the application; the
    /// user info holds the launch options, keyed by their raw values, when there are any.
    public nonisolated static let didFinishLaunchingNotification = Notification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app became active, after the delegate's
    /// ``UIApplicationDelegate/applicationDidBecomeActive(_:)`` (or the scenes' delegates). The object is the
    /// application.
    public nonisolated static let didBecomeActiveNotification = Notification.Name(
        "UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active, after the delegate's
    /// ``UIApplicationDelegate/applicationWillResignActive(_:)``. The object is the application.
    public nonisolated static let willResignActiveNotification = Notification.Name(
        "UIApplicationWillResignActiveNotification")
    /// Posted when the app entered the background, after the delegate's
    /// ``UIApplicationDelegate/applicationDidEnterBackground(_:)``. The object is the application.
    public nonisolated static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground, after the delegate's
    /// ``UIApplicationDelegate/applicationWillEnterForeground(_:)``. The object is the application.
    public nonisolated static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to terminate, after the delegate's
    /// ``UIApplicationDelegate/applicationWillTerminate(_:)``. The object is the application.
    public nonisolated static let willTerminateNotification = Notification.Name(
        "UIApplicationWillTerminateNotification")

    /// The app's state. A new application is ``State/active``, as an app is while it runs in front (so code that
    /// never uses the life cycle sees what it always saw); it is ``State/inactive`` while
    /// ``finishLaunching(options:)`` calls the delegate, and moves as ``resignActive()``, ``enterBackground()``,
    /// ``enterForeground()`` and ``becomeActive()`` say. While it is not active, touches that begin are not
    /// delivered, as an inactive UIKit app receives no events.
    public var applicationState: State { lifecycle.state }

    /// Whether ``terminate()`` ran (Tactile addition). A terminated application changes state no more.
    public var hasTerminated: Bool { lifecycle.hasTerminated }

    // MARK: Moving between states

    /// Makes the active app inactive, as iOS does when something covers it or the user starts leaving it: cancels
    /// every touch in progress (views and gesture recognizers get `touchesCancelled`, recognizers in progress
    /// cancel), then calls the delegate's ``UIApplicationDelegate/applicationWillResignActive(_:)`` (in an app that
    /// uses scenes, each foreground scene's ``UISceneDelegate/sceneWillResignActive(_:)`` and
    /// ``UIScene/willDeactivateNotification`` instead), posts ``willResignActiveNotification``, and sets the state to
    /// ``State/inactive``. Does nothing unless the app is active.
    ///
    /// Tactile addition: iOS changes the app's state itself. A host calls this when its window loses the keyboard
    /// focus; `TouchSimulator.moveApplication(to:)` calls it in tests.
    public func resignActive() {
        guard !lifecycle.hasTerminated, lifecycle.state == .active else { return }
        cancelAllTouches()
        if usesScenes {
            for scene in lifecycle.scenes where scene.activationState == .foregroundActive {
                scene.delegate?.sceneWillResignActive(scene)
                NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
                scene.activationState = .foregroundInactive
            }
        } else {
            delegate?.applicationWillResignActive(self)
        }
        NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self)
        lifecycle.state = .inactive
    }

    /// Moves the app to the background, as iOS does when the user leaves it: an active app first resigns active
    /// (``resignActive()``); then the state becomes ``State/background``, the delegate's
    /// ``UIApplicationDelegate/applicationDidEnterBackground(_:)`` is called (in an app that uses scenes, each
    /// scene's ``UISceneDelegate/sceneDidEnterBackground(_:)`` and ``UIScene/didEnterBackgroundNotification``
    /// instead), ``didEnterBackgroundNotification`` is posted, and the current user activity is saved when it
    /// needs saving (see ``saveUserActivities()``). Does nothing when the app is already in the background.
    ///
    /// Tactile addition: a host calls this when its window is minimized or hidden.
    public func enterBackground() {
        guard !lifecycle.hasTerminated else { return }
        if lifecycle.state == .active { resignActive() }
        guard lifecycle.state == .inactive else { return }
        lifecycle.state = .background
        if usesScenes {
            for scene in lifecycle.scenes where scene.activationState == .foregroundInactive {
                scene.activationState = .background
                scene.delegate?.sceneDidEnterBackground(scene)
                NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: scene)
            }
        } else {
            delegate?.applicationDidEnterBackground(self)
        }
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: self)
        saveUserActivitiesLeavingForeground()
    }

    /// Brings the app back from the background, as iOS does when the user returns to it: calls the delegate's
    /// ``UIApplicationDelegate/applicationWillEnterForeground(_:)`` (in an app that uses scenes, each background
    /// scene's ``UISceneDelegate/sceneWillEnterForeground(_:)`` and ``UIScene/willEnterForegroundNotification``
    /// instead), posts ``willEnterForegroundNotification``, and sets the state to ``State/inactive``; call
    /// ``becomeActive()`` next, or call only that. Does nothing unless the app is in the background.
    ///
    /// Tactile addition: a host calls this when its window is restored.
    public func enterForeground() {
        guard !lifecycle.hasTerminated, lifecycle.state == .background else { return }
        if usesScenes {
            for scene in lifecycle.scenes where scene.activationState == .background {
                scene.delegate?.sceneWillEnterForeground(scene)
                NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: scene)
                scene.activationState = .foregroundInactive
            }
        } else {
            delegate?.applicationWillEnterForeground(self)
        }
        NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: self)
        lifecycle.state = .inactive
    }

    /// Makes the app active, as iOS does once it is in front and nothing covers it: an app in the background first
    /// enters the foreground (``enterForeground()``); then the state becomes ``State/active``, the delegate's
    /// ``UIApplicationDelegate/applicationDidBecomeActive(_:)`` is called (in an app that uses scenes, each
    /// scene's ``UISceneDelegate/sceneDidBecomeActive(_:)`` and ``UIScene/didActivateNotification`` instead), and
    /// ``didBecomeActiveNotification`` is posted. Does nothing when the app is already active.
    ///
    /// Tactile addition: a host calls this when its window gets the keyboard focus, before it delivers the input
    /// that focused it.
    public func becomeActive() {
        guard !lifecycle.hasTerminated else { return }
        if lifecycle.state == .background { enterForeground() }
        guard lifecycle.state == .inactive else { return }
        lifecycle.state = .active
        if usesScenes {
            for scene in lifecycle.scenes where scene.activationState == .foregroundInactive {
                scene.activationState = .foregroundActive
                scene.delegate?.sceneDidBecomeActive(scene)
                NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
            }
        } else {
            delegate?.applicationDidBecomeActive(self)
        }
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
    }

    /// Terminates the app, as iOS does when the user closes it: an app in the foreground first moves to the
    /// background (``enterBackground()``, which resigns active first), so its delegates save as they do when the
    /// user leaves; then every scene disconnects (``UISceneDelegate/sceneDidDisconnect(_:)`` and
    /// ``UIScene/didDisconnectNotification``), the delegate's ``UIApplicationDelegate/applicationWillTerminate(_:)``
    /// is called (in apps with and without scenes), ``willTerminateNotification`` is posted, and a pending save of
    /// the current user activity is made. Then ``hasTerminated`` is `true`, the state changes no more, and
    /// `UIApplicationMain`'s main loop returns. Does nothing the second time.
    ///
    /// Tactile addition: a host calls this when its window is closed. The process is not ended: return from the
    /// host's main loop, as ``UIApplication/MainLoop/runLoop`` does.
    public func terminate() {
        guard !lifecycle.hasTerminated else { return }
        enterBackground()
        for scene in lifecycle.scenes { disconnect(scene) }
        delegate?.applicationWillTerminate(self)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: self)
        saveUserActivitiesLeavingForeground()
        lifecycle.hasTerminated = true
    }

    /// Saves the current user activity when it needs saving or a save is pending: UIKit's "appropriate times"
    /// include the app leaving the foreground.
    private func saveUserActivitiesLeavingForeground() {
        let activity = userActivityState.current
        guard userActivityState.pendingSave != nil || activity?.needsSave == true else { return }
        do throws(UserActivityStoreError) {
            try saveUserActivities()
            userActivityState.lastSaveError = nil
        } catch {
            userActivityState.lastSaveError = error
        }
    }
}

extension UIApplicationDelegate {
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
}
