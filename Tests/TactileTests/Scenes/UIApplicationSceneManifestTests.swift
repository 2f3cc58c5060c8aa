import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// A responder that is no scene delegate, for the error of a class of the wrong kind.
final class NotASceneDelegate: UIResponder {}

/// Reading the Info.plist's scene manifest and finding the classes it names; each bad value is a typed error.
@MainActor
@Suite("Scene manifest")
struct UIApplicationSceneManifestTests {
    let sim = TouchSimulator()
    let delegate = LifecycleAppDelegate()

    func launchError(_ info: [String: Any]) -> UIApplicationLaunchError? {
        do throws(UIApplicationLaunchError) {
            try sim.application.launch(delegate: delegate, infoDictionary: info)
            return nil
        } catch {
            return error
        }
    }

    @Test("the manifest's flags and configurations are read by role, in file order")
    func parse() throws {
        let info: [String: Any] = [
            "UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": true,
                "UISceneConfigurations": [
                    "UIWindowSceneSessionRoleApplication": [
                        ["UISceneConfigurationName": "Main", "UISceneDelegateClassName": "App.Main"],
                        ["UISceneConfigurationName": "Other", "UISceneClassName": "UIWindowScene"],
                    ]
                ],
            ] as [String: Any]
        ]
        let manifest = try #require(try UIApplicationSceneManifest(infoDictionary: info, file: "Info.plist"))
        #expect(manifest.supportsMultipleScenes)
        #expect(manifest.configurations["UIWindowSceneSessionRoleApplication"] == [
            .init(name: "Main", delegateClassName: "App.Main"), .init(name: "Other", sceneClassName: "UIWindowScene"),
        ])
        let other = UISceneConfiguration(name: "Other", sessionRole: .windowApplication)
        #expect(manifest.entry(for: other)?.sceneClassName == "UIWindowScene")
        #expect(manifest.entry(for: UISceneConfiguration(name: nil, sessionRole: .windowApplication))?.name == "Main")
        #expect(manifest.entry(for: UISceneConfiguration(name: "Missing", sessionRole: .windowApplication)) == nil)
        #expect(try UIApplicationSceneManifest(infoDictionary: [:], file: "Info.plist") == nil)
    }

    @Test("a value of the wrong type names the file, the key path and the type expected")
    func wrongTypes() {
        #expect(launchError(["UIApplicationSceneManifest": "yes"])
            == .invalidInfoPropertyList(file: "Info.plist", keyPath: "UIApplicationSceneManifest", expected: "a dictionary"))
        #expect(launchError(["UIApplicationSceneManifest": ["UIApplicationSupportsMultipleScenes": "no"]])
            == .invalidInfoPropertyList(
                file: "Info.plist", keyPath: "UIApplicationSceneManifest/UIApplicationSupportsMultipleScenes",
                expected: "a Boolean"))
        let emptyName: [String: Any] = [
            "UIApplicationSceneManifest": [
                "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneDelegateClassName": ""]]]
            ]
        ]
        #expect(launchError(emptyName)
            == .invalidInfoPropertyList(
                file: "Info.plist",
                keyPath: "UIApplicationSceneManifest/UISceneConfigurations/UIWindowSceneSessionRoleApplication/0/UISceneDelegateClassName",
                expected: "a non-empty string"))
        #expect(!sim.application.hasFinishedLaunching)
    }

    @Test("a class that cannot be found, or is no scene delegate, is an error naming it and its key")
    func classErrors() {
        let missing = launchError(sceneInfoDictionary(delegateClassName: "TactileTests.NoSuchDelegate"))
        #expect(missing == .classNotFound(className: "TactileTests.NoSuchDelegate", key: "UISceneDelegateClassName"))
        #expect(missing?.errorDescription?.contains("top level") == true)
        // The app launched and became active without the scene.
        #expect(sim.application.hasFinishedLaunching && sim.application.applicationState == .active)
        #expect(sim.application.connectedScenes.isEmpty)
        let other = TouchSimulator()
        do throws(UIApplicationLaunchError) {
            try other.application.launch(
                delegate: delegate, infoDictionary: sceneInfoDictionary(delegateClassName: "NotASceneDelegate"))
            Issue.record("launched with a responder that is no scene delegate")
        } catch {
            #expect(error == .unsuitableClass(
                className: "TactileTests.NotASceneDelegate", key: "UISceneDelegateClassName",
                expected: "a UIResponder subclass that adopts UISceneDelegate"))
        }
    }

    @Test("an app launches once")
    func launchesOnce() {
        sim.application.finishLaunching()
        #expect(launchError([:]) == .alreadyLaunched)
        #expect(!sim.application.finishLaunching())
    }

    @Test("bad static quick actions in the Info.plist are the quick-action error")
    func badShortcutItems() {
        let error = launchError(["UIApplicationShortcutItems": [["UIApplicationShortcutItemType": "a"]]])
        guard case .shortcutItems(let inner) = error else {
            Issue.record("expected a quick-action error, got \(String(describing: error))")
            return
        }
        #expect(inner.key == "UIApplicationShortcutItemTitle")
    }
}
