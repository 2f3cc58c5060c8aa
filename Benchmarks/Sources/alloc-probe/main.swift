// Drives N steady-state two-finger moves through the pipeline: hit view at depth 20 with 100 sibling views on the
// path, three custom recognizers, and a pan and a pinch recognizing simultaneously. Run under valgrind with two
// values of N (see run-alloc-probe.sh): equal heap-allocation totals mean a touch-move allocates nothing.
import Foundation
import TactileTesting

final class Sink: UIView {
    var moves = 0
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { moves += touches.count }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
final class Rec: UIGestureRecognizer {
    var n = 0
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { n += 1 }
}
final class Both: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { true }
}
let n = Int(CommandLine.arguments.dropFirst().first ?? "1000")!
MainActor.assumeIsolated {
    let sim = TouchSimulator()
    let window = sim.makeWindow()
    var parent: UIView = window
    for _ in 0..<20 {
        let v = UIView(frame: parent.bounds)
        parent.addSubview(v)
        for _ in 0..<5 { parent.addSubview(UIView(frame: CGRect(x: 400, y: 0, width: 5, height: 5))) }
        parent = v
    }
    let sink = Sink(frame: parent.bounds)
    sink.isMultipleTouchEnabled = true
    parent.addSubview(sink)
    for _ in 0..<3 { sink.addGestureRecognizer(Rec()) }
    let pan = UIPanGestureRecognizer()
    var panActions = 0
    pan.addAction { _ in panActions += 1 }
    sink.addGestureRecognizer(pan)
    let pinch = UIPinchGestureRecognizer()
    let both = Both()
    pinch.delegate = both
    sink.addGestureRecognizer(pinch)
    // Two fingers down, then N moves alternating between two prebuilt frames.
    let t0 = sim.now
    func frame(_ dx: CGFloat, _ t: TimeInterval) -> RawInputEvent {
        .digitizer(DigitizerFrame(timestamp: t, contacts: [
            DigitizerContact(id: 1, location: CGPoint(x: 50 + dx, y: 50)),
            DigitizerContact(id: 2, location: CGPoint(x: 150 + dx, y: 50)),
        ]))
    }
    sim.application.enqueueAndProcess(frame(0, t0))
    sim.application.enqueueAndProcess(frame(30, t0))  // the pan begins
    let a = frame(31, t0), b = frame(32, t0)
    for i in 0..<n { sim.application.enqueueAndProcess(i % 2 == 0 ? a : b) }
    print("moves delivered:", sink.moves, "pan actions:", panActions, "pan state:", pan.state)
}
