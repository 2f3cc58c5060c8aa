import Foundation
import Tactile

/// The checkmark recognizer from the "Creating a Custom Gesture Recognizer" listing of Apple's *Event Handling Guide
/// for iOS*, ported line for line.
///
/// UIKit counterpart: none in UIKit itself; this is Apple's sample subclass of `UIGestureRecognizer` from the
/// *Event Handling Guide for iOS* (Listing 1-8): it overrides the four touch methods and `reset()`, calls `super`
/// in each, and sets `state` itself. It is discrete: it recognizes when a single finger goes down-and-right, then
/// up-and-right, and lifts. Any other first move, or a second finger,
/// fails it. ``midPoint`` is the bottom of the check (the last point of the down-stroke).
///
/// It is kept exactly as the listing has it, quirks included: a down-stroke alone that lifts is neither
/// recognized nor failed by the subclass, so it stays `.possible` after the finger lifts (the gesture environment
/// resets only recognizers that finished, as UIKit does), and the up stroke is not checked after it starts. That makes it a faithful baseline for the template-based stroke
/// recognizer that later replaces hand-written logic like this.
@MainActor
public final class CheckmarkGestureRecognizer: UIGestureRecognizer {
    /// The bottom of the check, in the view's coordinates; `.zero` until a down-stroke was seen.
    public private(set) var midPoint = CGPoint.zero
    /// Whether the up-stroke has started.
    public private(set) var strokeUp = false

    /// Creates the recognizer with a target and action (UIKit: `init(target:action:)`).
    public override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }

    /// One finger only: a second finger fails the gesture.
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if touches.count != 1 { state = .failed }
    }

    /// Follows the stroke: down-and-right moves extend the down-stroke, the first up-and-right move starts the
    /// up-stroke, and anything else fails.
    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        if state == .failed { return }
        guard let touch = touches.first else { return }
        let now = touch.location(in: view)
        let prev = touch.previousLocation(in: view)
        if !strokeUp {
            if now.x >= prev.x && now.y >= prev.y {
                midPoint = now  // still going down
            } else if now.x >= prev.x && now.y <= prev.y {
                strokeUp = true
            } else {
                state = .failed
            }
        }
    }

    /// Recognizes on lift when the up-stroke was seen.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible && strokeUp { state = .recognized }
    }

    /// A cancelled touch fails the gesture.
    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        midPoint = .zero
        strokeUp = false
        state = .failed
    }

    /// Clears the stroke for the next gesture.
    public override func reset() {
        super.reset()
        midPoint = .zero
        strokeUp = false
    }
}
