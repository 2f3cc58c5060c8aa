import Foundation
import TactileTesting
import Testing

@MainActor @Test func shakeReachesTheFirstResponder() {
    let sim = TouchSimulator()
    let log = EventLog()
    let window = sim.makeWindow()
    let view = RecordingView("editor", frame: window.bounds, log: log)
    view.acceptsFirstResponder = true
    window.addSubview(view)
    _ = view.becomeFirstResponder()
    for i in 1...100 {                                   // 1 s at 100 Hz, ±2 g along x
        sim.scheduler.advance(to: 1000 + Double(i) / 100)
        let x = sin(2 * .pi * 4 * Double(i) / 100 + 0.1) >= 0 ? 2.0 : -2.0
        sim.application.enqueueAndProcess(
            .motion(RawMotionSample(timestamp: sim.now, sensor: .accelerometer, x: x, y: -1, z: 0)))
    }
    for i in 101...200 {                                 // then 1 s at rest
        sim.scheduler.advance(to: 1000 + Double(i) / 100)
        sim.application.enqueueAndProcess(
            .motion(RawMotionSample(timestamp: sim.now, sensor: .accelerometer, x: 0, y: -1, z: 0)))
    }
    #expect(log.lines == ["editor.motionBegan", "editor.motionEnded"])
}
