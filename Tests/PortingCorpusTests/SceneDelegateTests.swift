import Foundation
import Tactile
import TactileTesting
import Testing

@testable import PortingCorpus

/// The template scene delegate: named in the Info.plist's scene manifest, created by Tactile when the app launches,
/// it makes the scene's window with the note list, and follows the scene into the background and back.
@MainActor
@Suite("Corpus: SceneDelegate")
struct SceneDelegateTests {
    let sim = TouchSimulator()

    static let info: [String: Any] = [
        "UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": false,
            "UISceneConfigurations": [
                "UIWindowSceneSessionRoleApplication": [
                    [
                        "UISceneConfigurationName": "Default Configuration",
                        "UISceneDelegateClassName": "PortingCorpus.SceneDelegate",
                    ]
                ]
            ],
        ] as [String: Any]
    ]

    @Test("launching creates the scene delegate, which shows the note list in the scene's key window")
    func launch() throws {
        try sim.application.launch(delegate: nil, infoDictionary: Self.info)
        let scene = try #require(sim.application.connectedScenes.first as? UIWindowScene)
        let delegate = try #require(scene.delegate as? SceneDelegate)
        let window = try #require(delegate.window)
        #expect(window.windowScene === scene)
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(window.rootViewController is NoteListViewController)
        #expect(delegate.isInForeground)
        #expect(scene.activationState == .foregroundActive)
    }

    @Test("the scene follows the app into the background and back; terminating releases the window")
    func lifeCycle() throws {
        try sim.application.launch(delegate: nil, infoDictionary: Self.info)
        let scene = try #require(sim.application.connectedScenes.first)
        let delegate = try #require(scene.delegate as? SceneDelegate)
        sim.moveApplication(to: .background)
        #expect(!delegate.isInForeground)
        #expect(scene.activationState == .background)
        sim.moveApplication(to: .active)
        #expect(delegate.isInForeground)
        sim.terminateApplication()
        #expect(delegate.window == nil)
        #expect(scene.activationState == .unattached)
    }
}
