import Tactile
import TactileTesting
import Testing

@MainActor
@Suite("Snippets: the app's life cycle and scenes")
struct AppLifecycleSnippetTests {
    @Test("the scene delegate named in the Info.plist creates the key window and survives leaving and returning")
    func launchAndLeave() throws {
        let sim = TouchSimulator()
        let sceneDelegate = try #require(try launchLeaveAndReturn(sim))
        let window = try #require(sceneDelegate.window)
        #expect(window.isKeyWindow)
        #expect(window.windowScene?.activationState == .foregroundActive)
    }
}
