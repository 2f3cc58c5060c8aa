import Tactile
import TactileTesting
import Testing

/// Runs the board of the Pointer, wheel and trackpad article: a wheel and a trackpad pan it, a trackpad pinch zooms.
@MainActor
@Suite("Pointer, wheel and trackpad: the board example")
struct BoardViewControllerTests {
    @Test("a wheel and a trackpad scroll pan the board, a trackpad pinch zooms it, a right click pans nothing")
    func canvas() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let controller = BoardViewController()
        window.rootViewController = controller
        controller.view.frame = window.bounds
        let center = CGPoint(x: 160, y: 240)
        sim.scroll(by: CGVector(dx: 0, dy: -60), at: center, type: .discrete, steps: 3)
        #expect(controller.offset == CGPoint(x: 0, y: -60))
        sim.scroll(by: CGVector(dx: 25, dy: 0), at: center, type: .continuous, steps: 5)
        #expect(controller.offset == CGPoint(x: 25, y: -60))
        sim.trackpadPinch(scale: 2, at: center, steps: 4)
        #expect(abs(controller.zoom - 2) < 1e-9)
        sim.click(at: center, buttonMask: .secondary)
        #expect(controller.offset == CGPoint(x: 25, y: -60))
    }
}
