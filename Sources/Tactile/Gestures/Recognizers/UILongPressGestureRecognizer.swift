import Foundation

/// Recognizes a touch and hold. Continuous.
///
/// UIKit counterpart:
/// [`UILongPressGestureRecognizer`](https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer), with
/// UIKit's documented defaults: the required fingers must stay down ``minimumPressDuration`` (0.5 s) without moving
/// farther than ``allowableMovement`` (10 pt); then the gesture begins, changes as the fingers move (any distance), and
/// ends when they lift. With ``numberOfTapsRequired`` above zero, that many quick taps must come first (each within
/// ``TactileConfiguration/multiTapInterval`` of the previous).
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must stay down. Default 0.5 s.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the fingers may move before the gesture begins. Default 10 pt.
    open var allowableMovement: CGFloat = 10
    /// Taps required before the press. Default 0.
    open var numberOfTapsRequired: Int = 0
    /// Fingers required. Default 1.
    open var numberOfTouchesRequired: Int = 1

    private var starts: [(touch: UITouch, location: CGPoint)] = []
    private var down = 0
    private var tapsCompleted = 0
    private var timer: ScheduledAction?

    private var inTapStage: Bool { tapsCompleted < numberOfTapsRequired }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        for t in touches { starts.append((t, t.locationInWindow)) }
        down += touches.count
        guard state == .possible else { return }
        timer?.cancel()
        if down > numberOfTouchesRequired { return fail() }
        if !inTapStage && down == numberOfTouchesRequired {
            timer = scheduler?.schedule(after: minimumPressDuration) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .began
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        switch state {
        case .possible:
            let limit = inTapStage ? configuration.tapMovementTolerance : allowableMovement
            for t in touches {
                if let s = starts.first(where: { $0.touch === t }), distance(t.locationInWindow, s.location) > limit {
                    return fail()
                }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        down -= touches.count
        switch state {
        case .possible:
            guard inTapStage else { return fail() }  // lifted before the press lasted long enough
            guard down == 0 else { return }
            tapsCompleted += 1
            starts.removeAll()
            timer?.cancel()
            timer = scheduler?.schedule(after: configuration.multiTapInterval) { [weak self] in self?.fail() }
        case .began, .changed:
            if down <= 0 { state = .ended }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        down -= touches.count
        switch state {
        case .began, .changed: state = .cancelled
        default: fail()
        }
    }

    open override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        starts.removeAll()
        down = 0
        tapsCompleted = 0
    }

    private func fail() {
        timer?.cancel()
        timer = nil
        if state == .possible { state = .failed }
    }
}
