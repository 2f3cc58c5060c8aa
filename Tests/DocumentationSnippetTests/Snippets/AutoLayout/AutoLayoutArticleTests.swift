import Tactile
import TactileTesting
import Testing

/// Runs the *Auto Layout* article's example: a button placed only by constraints receives a tap.
@MainActor
@Suite("Auto Layout article")
struct AutoLayoutArticleTests {
    @Test("the button sits 40 points below the safe area, centred and 200 points wide, and a tap reaches it")
    func signIn() {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let controller = SignInViewController()
        window.rootViewController = controller
        sim.advance(by: 0)
        let button = controller.button
        #expect(button.frame.minY == 60)
        #expect(button.frame.midX == 160)
        #expect(button.frame.width == 200)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        sim.tap(at: CGPoint(x: button.frame.midX, y: button.frame.midY))
        #expect(taps == 1)
    }
}
