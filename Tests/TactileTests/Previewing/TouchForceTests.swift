import Foundation
import Testing
import Tactile
import TactileTesting

// UITouch.force is readable during touchesMoved (F3D-07, TCH-10); EX-42 logs it.

@MainActor
@Suite("F3D-07 Touch force")
struct TouchForceTests {
    final class ForceLoggingView: UIView {
        var lines: [String] = []
        var maximums: [CGFloat] = []
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = Array(touches).last else { return }
            lines.append(String(format: "压力值为 %f", Double(touch.force)))
            maximums.append(touch.maximumPossibleForce)
        }
    }

    @Test("F3D-07 EX-42 a touch pressed to force 0.5 logs 压力值为 0.500000 in touchesMoved")
    func forceInTouchesMoved() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let view = ForceLoggingView(frame: window.bounds)
        window.addSubview(view)
        let f = sim.touchDown(at: CGPoint(x: 50, y: 50), force: 0.2, maximumPossibleForce: 6)
        sim.advance(by: 0.016)
        sim.press(f, force: 0.5)
        sim.lift(f)
        #expect(view.lines == ["压力值为 0.500000"])
        #expect(view.maximums == [6])
    }

    @Test("F3D-07 EX-42 without pressure, force reads 0 and maximumPossibleForce 0")
    func noPressure() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let view = ForceLoggingView(frame: window.bounds)
        window.addSubview(view)
        let f = sim.touchDown(at: CGPoint(x: 50, y: 50))
        sim.move(f, to: CGPoint(x: 60, y: 50))
        sim.lift(f)
        #expect(view.lines == ["压力值为 0.000000"])
        #expect(view.maximums == [0])
    }

    @Test("F3D-07 forcePress ramps the force up in sampleInterval steps on a finger that reports pressure")
    func forcePressRamps() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let view = ForceLoggingView(frame: window.bounds)
        window.addSubview(view)
        let f = sim.forcePress(at: CGPoint(x: 50, y: 50), to: 4, duration: 4 * sim.sampleInterval)
        sim.lift(f)
        #expect(view.lines == ["压力值为 1.000000", "压力值为 2.000000", "压力值为 3.000000", "压力值为 4.000000"])
        #expect(view.maximums.allSatisfy { $0 == TouchSimulator.forceTouchMaximumPossibleForce })
    }
}
