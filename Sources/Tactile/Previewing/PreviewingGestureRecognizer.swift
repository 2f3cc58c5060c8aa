import Foundation

/// The recognizer behind peek and pop: `previewingGestureRecognizerForFailureRelationship` (UIKit's is a private
/// class too).
///
/// One finger. A touch that reports pressure (`maximumPossibleForce` above zero) peeks when its force reaches
/// ``PeekAndPopConfiguration/peekForceFraction`` of that maximum and pops at
/// ``PeekAndPopConfiguration/popForceFraction``; a touch without pressure peeks after
/// ``PeekAndPopConfiguration/longPressDuration``, as iOS's Haptic Touch does. Moving farther than
/// ``PeekAndPopConfiguration/allowableMovement`` before the peek, lifting, or a second finger fails it.
///
/// At the peek threshold it asks the delegate for a preview; with none it fails, and other recognizers carry on.
/// With one it begins: like any recognizer that begins, it makes the other recognizers of the touch fail (unless
/// a delegate lets them recognize together) and cancels the source view's touches. It ends when it pops or the
/// finger lifts, and is cancelled when the touch is.
@MainActor
final class PreviewingGestureRecognizer: UIGestureRecognizer {
    weak var context: PreviewingContext?

    /// The controller the delegate gave at the peek, until the recognizer resets.
    private(set) var previewController: UIViewController?
    /// Whether this press popped (rather than lifted).
    private(set) var popped = false
    /// Whether this press peeked by force (rather than by a long press).
    private(set) var peekedByForce = false

    private var tracked: UITouch?
    private var start: CGPoint = .zero
    private var timer: ScheduledAction?

    init() {
        super.init(target: nil, action: nil)
        name = "previewing"
    }

    private var thresholds: PeekAndPopConfiguration { configuration.peekAndPop }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard tracked == nil, touches.count == 1, let touch = touches.first else {
            if state == .possible { return fail() }
            for t in touches where t !== tracked { ignore(t, for: event) }
            return
        }
        tracked = touch
        start = touch.locationInWindow
        if PeekAndPopConfiguration.reportsPressure(touch) {
            peekIfPressedHard(touch)
        } else {
            timer = scheduler?.schedule(after: thresholds.longPressDuration) { [weak self] in
                guard let self, self.state == .possible, let t = self.tracked else { return }
                self.peek(t, byForce: false)
            }
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let touch = tracked, touches.contains(touch) else { return }
        switch state {
        case .possible:
            let dx = touch.locationInWindow.x - start.x, dy = touch.locationInWindow.y - start.y
            if (dx * dx + dy * dy).squareRoot() > thresholds.allowableMovement { return fail() }
            peekIfPressedHard(touch)
        case .began, .changed:
            if peekedByForce, thresholds.reachesPop(touch) {
                popped = true
                state = .ended
            } else {
                state = .changed
            }
        default:
            break
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard let touch = tracked, touches.contains(touch) else { return }
        switch state {
        case .possible: fail()
        case .began, .changed: state = .ended
        default: break
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        guard let touch = tracked, touches.contains(touch) else { return }
        switch state {
        case .possible: fail()
        case .began, .changed: state = .cancelled
        default: break
        }
    }

    override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        tracked = nil
        previewController = nil
        popped = false
        peekedByForce = false
    }

    private func peekIfPressedHard(_ touch: UITouch) {
        guard state == .possible, thresholds.reachesPeek(touch) else {
            return
        }
        peek(touch, byForce: true)
    }

    private func peek(_ touch: UITouch, byForce: Bool) {
        timer?.cancel()
        timer = nil
        guard let context, let controller = context.previewController(at: touch.location(in: context.sourceView))
        else { return fail() }
        previewController = controller
        peekedByForce = byForce
        state = .began
    }

    private func fail() {
        timer?.cancel()
        timer = nil
        if state == .possible { state = .failed }
    }
}
