import Tactile
import TactileTesting
import Testing

@MainActor
final class Counter {
    var taps = 0
    func buttonTapped() { taps += 1 }
}

@MainActor
@Suite struct ButtonTests {
    @Test func tapSendsTheAction() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        let counter = Counter()
        button.addTarget(counter, action: Counter.buttonTapped, for: .touchUpInside)
        window.addSubview(button)

        sim.tap(at: CGPoint(x: 70, y: 42))

        #expect(counter.taps == 1)
    }
}
