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

    @Test("the stack view row: avatar, then the name stretched to the button, which a tap reaches")
    func profileHeader() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        window.addSubview(header)
        sim.advance(by: 0)
        // The row spans the margins, 8 to 312: the avatar, 8 points, the name, 16 points, the button at the end.
        let avatar = header.avatar.convert(header.avatar.bounds, to: header)
        let name = header.name.convert(header.name.bounds, to: header)
        let follow = header.follow.convert(header.follow.bounds, to: header)
        #expect(avatar.minX == 8)
        #expect(avatar.size == CGSize(width: 40, height: 40))
        #expect(name.minX == 56)
        #expect(follow.maxX == 312)
        #expect(abs(name.maxX + 16 - follow.minX) < 0.01)
        #expect(abs(name.midY - avatar.midY) < 0.34)
        var taps = 0
        header.follow.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        sim.tap(at: CGPoint(x: follow.midX, y: follow.midY))
        #expect(taps == 1)
    }
}
