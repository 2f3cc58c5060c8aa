import Foundation
import Tactile

/// A custom recognizer written against the subclass API (GCS-02 to GCS-06), instrumented like the probes.
///
/// Discrete: recognizes when its last touch lifts after any touch travelled `travel` points, fails otherwise.
/// Continuous: begins once a touch has travelled `travel` points, changes on every move, ends when its last
/// touch lifts, is cancelled when a touch is cancelled; fails if its touches end before it began. It only sets
/// states its state machine allows from the state it reads back (GSM-03, GSM-04, GSM-10).
final class ScriptedRecognizer: UIGestureRecognizer, ProbedRecognizer {
    let probe: RecognizerProbe
    let continuous: Bool
    let travel: CGFloat
    private var starts: [(touch: UITouch, point: CGPoint)] = []
    private var down = 0
    private var travelled: CGFloat = 0

    init(probe: RecognizerProbe, continuous: Bool, travel: CGFloat) {
        self.probe = probe
        self.continuous = continuous
        self.travel = travel
        super.init(target: nil, action: nil)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.began, touches, event)
        super.touchesBegan(touches, with: event)
        for t in touches { starts.append((t, t.location(in: nil))) }
        down += touches.count
        probe.processed(event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.moved, touches, event)
        super.touchesMoved(touches, with: event)
        for t in touches {
            if let s = starts.first(where: { $0.touch === t }) {
                let p = t.location(in: nil)
                travelled = max(travelled, hypot(p.x - s.point.x, p.y - s.point.y))
            }
        }
        if continuous {
            switch state {
            case .possible: if travelled >= travel { state = .began }
            case .began, .changed: state = .changed
            default: break
            }
        }
        probe.processed(event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.ended, touches, event)
        super.touchesEnded(touches, with: event)
        down -= touches.count
        if down <= 0 {
            switch state {
            case .possible: state = (!continuous && travelled >= travel) ? .recognized : .failed
            case .began, .changed: state = .ended
            default: break
            }
        }
        probe.processed(event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.cancelled, touches, event)
        super.touchesCancelled(touches, with: event)
        down -= touches.count
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .cancelled
        default: break
        }
        probe.processed(event)
    }

    override func reset() {
        super.reset()
        starts.removeAll()
        down = 0
        travelled = 0
        probe.didReset()
    }
}
