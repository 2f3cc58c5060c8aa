import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// The scene-based life cycle: an app launched with a scene manifest connects a window scene whose delegate
/// creates the window, and the scene delegate gets the life-cycle callbacks in Apple's order.
@MainActor
@Suite("Scenes")
struct UISceneTests {
    let sim = TouchSimulator()
    let log = LifecycleLog()
    let delegate = LifecycleAppDelegate()

    init() {
        delegate.log = log
        log.observe(sim.application)
    }

    /// The connected window scene and its delegate.
    func connectedScene() throws -> (UIWindowScene, LifecycleSceneDelegate) {
        let scene = try #require(sim.application.connectedScenes.first as? UIWindowScene)
        let sceneDelegate = try #require(scene.delegate as? LifecycleSceneDelegate)
        return (scene, sceneDelegate)
    }

    @Test("launching connects the scene: configuration, connection, foreground, then active; no app-delegate life cycle")
    func launchOrder() throws {
        LifecycleLog.current = log  // for the scene delegates Tactile creates
        #expect(try sim.application.launch(delegate: delegate, infoDictionary: sceneInfoDictionary()))
        #expect(log.take() == [
            "delegate.willFinishLaunching(inactive)", "delegate.didFinishLaunching(inactive)",
            "note.didFinishLaunching", "delegate.configurationForConnecting(inactive)",
            "scene.willConnectTo(unattached)", "note.scene.willConnect",
            "scene.sceneWillEnterForeground(unattached)", "note.scene.willEnterForeground",
            "scene.sceneDidBecomeActive(foregroundActive)", "note.scene.didActivate", "note.didBecomeActive",
        ])
        log.stopObserving()
        let (scene, sceneDelegate) = try connectedScene()
        #expect(scene.activationState == .foregroundActive)
        #expect(sim.application.applicationState == .active)
        #expect(sim.application.connectedScenes.count == 1)
        #expect(sim.application.openSessions == [scene.session])
        #expect(!sim.application.supportsMultipleScenes)
        #expect(scene.session.role == .windowApplication)
        #expect(scene.session.scene === scene)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.session.configuration.delegateClass == LifecycleSceneDelegate.self)
        #expect(scene.next === sim.application)
        let window = try #require(sceneDelegate.window)
        #expect(window.windowScene === scene)
        #expect(scene.windows == [window])
        #expect(scene.keyWindow === window)
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(window.frame == UIScreen.main.bounds)
        #expect(window.application === sim.application)
        #expect(sim.application.delegate === delegate)
    }

    @Test("leaving and returning: the scene delegate's callbacks, then the scene's and the app's notifications")
    func leavingAndReturning() throws {
        LifecycleLog.current = log  // for the scene delegates Tactile creates
        try sim.application.launch(delegate: delegate, infoDictionary: sceneInfoDictionary())
        _ = log.take()
        sim.moveApplication(to: .background)
        #expect(log.take() == [
            "scene.sceneWillResignActive(foregroundActive)", "note.scene.willDeactivate", "note.willResignActive",
            "scene.sceneDidEnterBackground(background)", "note.scene.didEnterBackground", "note.didEnterBackground",
        ])
        sim.moveApplication(to: .active)
        #expect(log.take() == [
            "scene.sceneWillEnterForeground(background)", "note.scene.willEnterForeground", "note.willEnterForeground",
            "scene.sceneDidBecomeActive(foregroundActive)", "note.scene.didActivate", "note.didBecomeActive",
        ])
        log.stopObserving()
    }

    @Test("terminating disconnects the scene, then tells the app delegate")
    func terminate() throws {
        LifecycleLog.current = log  // for the scene delegates Tactile creates
        try sim.application.launch(delegate: delegate, infoDictionary: sceneInfoDictionary())
        let (scene, _) = try connectedScene()
        sim.moveApplication(to: .background)
        _ = log.take()
        sim.terminateApplication()
        #expect(log.take() == [
            "scene.sceneDidDisconnect(unattached)", "note.scene.didDisconnect",
            "delegate.willTerminate(background)", "note.willTerminate",
        ])
        #expect(sim.application.connectedScenes.isEmpty)
        #expect(scene.activationState == .unattached)
        #expect(scene.session.scene == nil)
        log.stopObserving()
    }

    @Test("a class named without its module is looked for in the app delegate's module")
    func bareClassName() throws {
        LifecycleLog.current = log  // for the scene delegates Tactile creates
        log.stopObserving()
        try sim.application.launch(
            delegate: delegate, infoDictionary: sceneInfoDictionary(delegateClassName: "LifecycleSceneDelegate"))
        _ = try connectedScene()
    }

    @Test("a delegate class set in code needs no name: a nested class works")
    func delegateClassInCode() throws {
        LifecycleLog.current = log  // for the scene delegates Tactile creates
        log.stopObserving()
        final class Nested: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window = UIWindow(windowScene: scene as! UIWindowScene)
            }
        }
        let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
        configuration.delegateClass = Nested.self
        delegate.configuration = configuration
        try sim.application.launch(delegate: delegate, infoDictionary: sceneInfoDictionary(delegateClassName: "Nowhere.Missing"))
        let scene = try #require(sim.application.connectedScenes.first as? UIWindowScene)
        let nested = try #require(scene.delegate as? Nested)
        #expect(nested.window?.windowScene === scene)
    }

    @Test("a manifest without configurations connects a scene without a delegate")
    func noConfiguration() throws {
        LifecycleLog.current = log  // for the scene delegates Tactile creates
        log.stopObserving()
        try sim.application.launch(delegate: nil, infoDictionary: ["UIApplicationSceneManifest": [String: Any]()])
        let scene = try #require(sim.application.connectedScenes.first as? UIWindowScene)
        #expect(scene.delegate == nil)
        #expect(scene.activationState == .foregroundActive)
    }

    @Test("the launch's quick action reaches the scene in its options, a later one the window scene's delegate")
    func quickActions() throws {
        LifecycleLog.current = log  // for the scene delegates Tactile creates
        log.stopObserving()
        let item = UIApplicationShortcutItem(type: "com.example.new", localizedTitle: "New")
        try sim.application.launch(delegate: delegate, infoDictionary: sceneInfoDictionary(), options: [.shortcutItem: item])
        let (_, sceneDelegate) = try connectedScene()
        #expect(sceneDelegate.connectionOptions?.shortcutItem?.type == "com.example.new")
        #expect(delegate.performedShortcuts.isEmpty)
        var handled: Bool?
        sim.application.performShortcutAction(UIApplicationShortcutItem(type: "com.example.search", localizedTitle: "Search")) {
            handled = $0
        }
        #expect(handled == true)
        #expect(sceneDelegate.performedShortcuts == ["com.example.search"])
        #expect(delegate.performedShortcuts.isEmpty)
    }

    @Test("the launch's user activity reaches the scene in its options")
    func userActivity() throws {
        LifecycleLog.current = log  // for the scene delegates Tactile creates
        log.stopObserving()
        let activity = NSUserActivity(activityType: "com.example.reader.reading")
        try sim.application.launch(
            delegate: delegate, infoDictionary: sceneInfoDictionary(),
            options: UIApplication.launchOptions(continuing: activity))
        let (_, sceneDelegate) = try connectedScene()
        #expect(sceneDelegate.connectionOptions?.userActivities.first === activity)
        #expect(sceneDelegate.connectionOptions?.handoffUserActivityType == "com.example.reader.reading")
    }

    @Test("the Info.plist's static quick actions become the app's")
    func staticShortcutItems() throws {
        LifecycleLog.current = log  // for the scene delegates Tactile creates
        log.stopObserving()
        var info = sceneInfoDictionary()
        info["UIApplicationShortcutItems"] = [
            ["UIApplicationShortcutItemType": "com.example.compose", "UIApplicationShortcutItemTitle": "Compose"]
        ]
        try sim.application.launch(delegate: delegate, infoDictionary: info)
        #expect(sim.application.staticShortcutItems.map(\.type) == ["com.example.compose"])
    }

    @Test("a scene connected while the app is in the background stays there until the app returns")
    func connectInBackground() throws {
        LifecycleLog.current = log  // for the scene delegates Tactile creates
        sim.application.enterBackground()
        try sim.application.launch(delegate: delegate, infoDictionary: sceneInfoDictionary())
        let (scene, _) = try connectedScene()
        #expect(scene.activationState == .background)
        _ = log.take()
        sim.moveApplication(to: .active)
        #expect(log.take().first == "scene.sceneWillEnterForeground(background)")
        #expect(scene.activationState == .foregroundActive)
        log.stopObserving()
    }
}
