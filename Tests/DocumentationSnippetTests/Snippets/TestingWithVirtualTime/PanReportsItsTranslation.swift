import Tactile
import TactileTesting
import Testing

@MainActor @Test func panReportsItsTranslation() {
    let scene = SingleViewScene(isMultipleTouchEnabled: true)
    let actions = scene.attach(UIPanGestureRecognizer()) { [$0.translation(in: nil).x] }
    scene.simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), in: scene.view)
    #expect(actions.states.first == .began)
    #expect(actions.states.last == .ended)
    #expect(actions.values(at: .ended) == [100])
}
