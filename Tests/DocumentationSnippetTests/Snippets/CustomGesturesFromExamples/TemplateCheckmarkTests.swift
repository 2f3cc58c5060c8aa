import Tactile
import TactileStrokes
import TactileTesting
import Testing

/// Runs the *Custom gestures from examples* article's template checkmark.
@MainActor
@Suite("Custom gestures from examples article")
struct TemplateCheckmarkTests {
    @Test("the template checkmark recognizes an upright check and reports its bottom, and rejects a circle")
    func recognizesACheck() {
        let scene = SingleViewScene()
        let actions = scene.attach(TemplateCheckmarkGestureRecognizer()) { [$0.midPoint.x, $0.midPoint.y] }
        scene.simulator.perform([GestureRecognizersArticleTests.check])
        #expect(actions.states == [.ended])
        #expect(actions.values(at: .ended) == [140, 240])

        let circle = TouchPath(
            keyframes: (0...24).map { i in
                let angle = Double(i) / 24 * 2 * .pi
                return .init(
                    time: Double(i) * 0.02, location: CGPoint(x: 160 + 60 * cos(angle), y: 240 + 60 * sin(angle)))
            })
        scene.simulator.perform([circle])
        #expect(actions.states == [.ended])
    }
}
