import Foundation
import Tactile

/// What every probe recognizer shares: its index in the case and the recorder. Each probe subclass calls
/// ``RecognizerProbe/received(_:_:_:)`` before `super` in every touch method, ``RecognizerProbe/processed(_:)``
/// after it (where mutations may fire), and ``RecognizerProbe/didReset()`` from `reset()` (GCS-02, GCS-06).
@MainActor
final class RecognizerProbe {
    let id: Int
    weak var recorder: RunRecorder?

    init(id: Int, recorder: RunRecorder) {
        self.id = id
        self.recorder = recorder
    }

    func received(_ method: RunRecorder.ViewMethod, _ touches: Set<UITouch>, _ event: UIEvent) {
        recorder?.recognizerReceived(id, method, touches, event)
    }

    func processed(_ event: UIEvent) { recorder?.recognizerDidProcessTouches(id, event) }

    func didReset() { recorder?.recognizerWasReset(id) }
}

/// A recognizer subclass that reports to a ``RecognizerProbe``.
@MainActor
protocol ProbedRecognizer: UIGestureRecognizer {
    var probe: RecognizerProbe { get }
}

/// `UITapGestureRecognizer`, instrumented.
final class ProbeTap: UITapGestureRecognizer, ProbedRecognizer {
    let probe: RecognizerProbe

    init(probe: RecognizerProbe) {
        self.probe = probe
        super.init(target: nil, action: nil)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.began, touches, event)
        super.touchesBegan(touches, with: event)
        probe.processed(event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.moved, touches, event)
        super.touchesMoved(touches, with: event)
        probe.processed(event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.ended, touches, event)
        super.touchesEnded(touches, with: event)
        probe.processed(event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.cancelled, touches, event)
        super.touchesCancelled(touches, with: event)
        probe.processed(event)
    }
    override func reset() {
        super.reset()
        probe.didReset()
    }
}

/// `UIPanGestureRecognizer`, instrumented.
final class ProbePan: UIPanGestureRecognizer, ProbedRecognizer {
    let probe: RecognizerProbe

    init(probe: RecognizerProbe) {
        self.probe = probe
        super.init(target: nil, action: nil)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.began, touches, event)
        super.touchesBegan(touches, with: event)
        probe.processed(event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.moved, touches, event)
        super.touchesMoved(touches, with: event)
        probe.processed(event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.ended, touches, event)
        super.touchesEnded(touches, with: event)
        probe.processed(event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.cancelled, touches, event)
        super.touchesCancelled(touches, with: event)
        probe.processed(event)
    }
    override func reset() {
        super.reset()
        probe.didReset()
    }
}

/// `UILongPressGestureRecognizer`, instrumented.
final class ProbeLongPress: UILongPressGestureRecognizer, ProbedRecognizer {
    let probe: RecognizerProbe

    init(probe: RecognizerProbe) {
        self.probe = probe
        super.init(target: nil, action: nil)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.began, touches, event)
        super.touchesBegan(touches, with: event)
        probe.processed(event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.moved, touches, event)
        super.touchesMoved(touches, with: event)
        probe.processed(event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.ended, touches, event)
        super.touchesEnded(touches, with: event)
        probe.processed(event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.cancelled, touches, event)
        super.touchesCancelled(touches, with: event)
        probe.processed(event)
    }
    override func reset() {
        super.reset()
        probe.didReset()
    }
}

/// `UISwipeGestureRecognizer`, instrumented.
final class ProbeSwipe: UISwipeGestureRecognizer, ProbedRecognizer {
    let probe: RecognizerProbe

    init(probe: RecognizerProbe) {
        self.probe = probe
        super.init(target: nil, action: nil)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.began, touches, event)
        super.touchesBegan(touches, with: event)
        probe.processed(event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.moved, touches, event)
        super.touchesMoved(touches, with: event)
        probe.processed(event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.ended, touches, event)
        super.touchesEnded(touches, with: event)
        probe.processed(event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.cancelled, touches, event)
        super.touchesCancelled(touches, with: event)
        probe.processed(event)
    }
    override func reset() {
        super.reset()
        probe.didReset()
    }
}

/// `UIPinchGestureRecognizer`, instrumented.
final class ProbePinch: UIPinchGestureRecognizer, ProbedRecognizer {
    let probe: RecognizerProbe

    init(probe: RecognizerProbe) {
        self.probe = probe
        super.init(target: nil, action: nil)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.began, touches, event)
        super.touchesBegan(touches, with: event)
        probe.processed(event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.moved, touches, event)
        super.touchesMoved(touches, with: event)
        probe.processed(event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.ended, touches, event)
        super.touchesEnded(touches, with: event)
        probe.processed(event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.cancelled, touches, event)
        super.touchesCancelled(touches, with: event)
        probe.processed(event)
    }
    override func reset() {
        super.reset()
        probe.didReset()
    }
}

/// `UIRotationGestureRecognizer`, instrumented.
final class ProbeRotation: UIRotationGestureRecognizer, ProbedRecognizer {
    let probe: RecognizerProbe

    init(probe: RecognizerProbe) {
        self.probe = probe
        super.init(target: nil, action: nil)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.began, touches, event)
        super.touchesBegan(touches, with: event)
        probe.processed(event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.moved, touches, event)
        super.touchesMoved(touches, with: event)
        probe.processed(event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.ended, touches, event)
        super.touchesEnded(touches, with: event)
        probe.processed(event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        probe.received(.cancelled, touches, event)
        super.touchesCancelled(touches, with: event)
        probe.processed(event)
    }
    override func reset() {
        super.reset()
        probe.didReset()
    }
}
