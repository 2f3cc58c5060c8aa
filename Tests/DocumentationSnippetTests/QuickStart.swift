import Tactile
import TactileTesting   // TouchSimulator: real input on a virtual clock

final class Canvas: UIView {
    var doubleTaps: [CGPoint] = []

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches where touch.tapCount == 2 { doubleTaps.append(touch.location(in: self)) }
    }
}

@MainActor func example() -> [CGPoint] {
    let sim = TouchSimulator()                    // an application on a virtual clock
    let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let canvas = Canvas(frame: window.bounds)
    window.addSubview(canvas)

    sim.doubleTap(at: CGPoint(x: 100, y: 100))    // real frames → queue → hit-test → responders
    sim.advance(by: 0.5)                          // time moves only when you move it
    print("double taps:", canvas.doubleTaps)      // double taps: [(100.0, 100.0)]
    return canvas.doubleTaps
}
