import Foundation
import Tactile

/// A view of a case that reports its touch handlers to a ``RunRecorder`` under its index.
@MainActor
protocol ProbedView: AnyObject {
    var probeID: Int { get }
}

/// A view that records each of its four touch handlers into a ``RunRecorder`` and consumes the touches (it does
/// not call `super`, BP-02), so every recorded call was addressed to this very view and the per-view streams
/// are exactly what the window delivered (TD-06). It records its press handlers too, and offers one key command
/// (⌘K), whose action is a trigger for mutations.
@MainActor
final class ProbeView: UIView, ProbedView {
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

    // Presses are taken here too (not passed on), so each press's calls form one stream per view.
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        recorder.pressReceived(probeID, .began, presses)
    }
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        recorder.pressReceived(probeID, .moved, presses)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        recorder.pressReceived(probeID, .ended, presses)
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        recorder.pressReceived(probeID, .cancelled, presses)
    }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "k", modifierFlags: .command, action: ProbeView.performKeyCommand)]
    }

    func performKeyCommand() { recorder.keyCommandPerformed(probeID) }
}

/// A scroll view of a case (issue 22): it records its own touch handlers as a ``ProbeView`` does (its pan
/// recognizer and content-touch delay are UIScrollView's).
@MainActor
final class ProbeScrollView: UIScrollView, ProbedView {
    let probeID: Int
    let recorder: RunRecorder

    init(probeID: Int, frame: CGRect, recorder: RunRecorder) {
        self.probeID = probeID
        self.recorder = recorder
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

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
}

/// A button of a case (issue 22): it records its touch handlers, then lets UIControl track the touch and send its
/// actions; every action is a trigger for mutations.
@MainActor
final class ProbeControl: UIButton, ProbedView {
    let probeID: Int
    let recorder: RunRecorder

    init(probeID: Int, frame: CGRect, recorder: RunRecorder) {
        self.probeID = probeID
        self.recorder = recorder
        super.init(frame: frame)
        addTarget(self, action: ProbeControl.sentAction, for: .allEvents)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func sentAction(_ sender: UIControl, _ event: UIEvent?) { recorder.controlSentAction(probeID, event) }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder.viewReceived(self, .began, touches, event)
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder.viewReceived(self, .moved, touches, event)
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder.viewReceived(self, .ended, touches, event)
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        recorder.viewReceived(self, .cancelled, touches, event)
        super.touchesCancelled(touches, with: event)
    }
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
