import Testing
import TactileTesting

@MainActor @Test func doubleTapCountsTwo() {
    let sim = TouchSimulator()
    let log = EventLog()
    let window = sim.makeWindow()
    window.addSubview(RecordingView("canvas", frame: window.bounds, log: log))
    sim.doubleTap(at: CGPoint(x: 100, y: 100))
    #expect(log.lines == [
        "canvas.touchesBegan(t1)", "canvas.touchesEnded(t1)",
        "canvas.touchesBegan(t2)", "canvas.touchesEnded(t2)",
    ])
}
