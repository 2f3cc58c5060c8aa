import Foundation
import Tactile

/// A view that records each of its four touch handlers into a ``RunRecorder`` and consumes the touches (it does
/// not call `super`, BP-02), so every recorded call was addressed to this very view and the per-view streams
/// are exactly what the window delivered (TD-06).
@MainActor
final class ProbeView: UIView {
    let probeID: Int
    let recorder: RunRecorder
    var acceptsFirstResponder = false

    init(probeID: Int, frame: CGRect, recorder: RunRecorder) {
        self.probeID = probeID
        self.recorder = recorder
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var canBecomeFirstResponder: Bool { acceptsFirstResponder }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder.viewReceived(self, .began, touches, event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder.viewReceived(self, .moved, touches, event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder.viewReceived(self, .ended, touches, event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder.viewReceived(self, .cancelled, touches, event)
    }
    // Motion events sent re-entrantly reach the first responder; it takes them without passing them on.
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
}

/// The window of a case: it keeps the shake-motion event it was sent, so that handlers can send it again
/// re-entrantly.
@MainActor
final class ProbeWindow: UIWindow {
    private(set) var motionEvent: UIEvent?

    override func sendEvent(_ event: UIEvent) {
        if event.type == .motion { motionEvent = event }
        super.sendEvent(event)
    }
}
