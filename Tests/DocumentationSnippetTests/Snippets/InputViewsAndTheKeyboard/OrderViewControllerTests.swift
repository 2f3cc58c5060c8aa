import Tactile
import TactileTesting
import Testing

/// Runs the *Input views and the keyboard* article's controller (EDT-04).
@MainActor
@Suite("Input views and the keyboard article")
struct OrderViewControllerTests {
    @Test("EDT-04: tapping the field shows the keypad and the will-show notification gives its frame")
    func keypadFrame() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        window.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = OrderViewController()
        window.rootViewController = controller

        sim.tap(at: CGPoint(x: 10, y: 10), in: controller.quantityField)
        sim.advance(by: 0.5)
        #expect(controller.quantityField.isFirstResponder)
        #expect(controller.keypad.window != nil)
        #expect(controller.keyboardFrame == CGRect(x: 0, y: 264, width: 320, height: 216))

        controller.quantityField.resignFirstResponder()
        sim.advance(by: 0.5)
        #expect(controller.keypad.window == nil)
        #expect(controller.keyboardFrame == .null)
    }
}
