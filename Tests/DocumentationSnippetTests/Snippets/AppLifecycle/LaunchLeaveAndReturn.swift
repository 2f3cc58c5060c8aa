import Tactile
import TactileTesting

@MainActor func launchLeaveAndReturn(_ sim: TouchSimulator) throws -> NotesSceneDelegate? {
    let info: [String: Any] = [
        "UIApplicationSceneManifest": [
            "UISceneConfigurations": [
                "UIWindowSceneSessionRoleApplication": [
                    ["UISceneDelegateClassName": "DocumentationSnippetTests.NotesSceneDelegate"]
                ]
            ]
        ]
    ]
    try sim.application.launch(delegate: nil, infoDictionary: info)
    sim.moveApplication(to: .background)  // sceneWillResignActive, then sceneDidEnterBackground
    sim.moveApplication(to: .active)  // sceneWillEnterForeground, then sceneDidBecomeActive
    return sim.application.connectedScenes.first?.delegate as? NotesSceneDelegate
}
