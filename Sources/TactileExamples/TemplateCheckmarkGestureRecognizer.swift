import Foundation
import Tactile
import TactileStrokes

/// The *Event Handling Guide*'s checkmark, rebuilt on the template recognizer: instead of hand-written state logic,
/// a checkmark template, and the 15 other $1 gestures to reject look-alikes.
///
/// UIKit counterpart: none; it replaces the *Event Handling Guide*'s custom subclass (Listing 1-8,
/// ``CheckmarkGestureRecognizer``; the guide suggests a custom recognizer for a new gesture such as a checkmark)
/// with a ``TemplateStrokeGestureRecognizer``. It is discrete like the original and exposes the same ``midPoint``
/// (the bottom of the check, in the view's coordinates). The differences are deliberate:
/// - It looks at the whole stroke, so a "v", an "x" or a zig-zag, which the hand-written rules accept once the
///   stroke turns up, are rejected (their own templates match them better).
/// - It tolerates a wobbly stroke (a move that briefly goes left fails the hand-written one).
/// - Matching is orientation-sensitive with a ±30° tolerance, so like the original it wants a check drawn
///   upright; set ``TemplateStrokeGestureRecognizer/orientation`` to `.invariant` to accept any angle.
@MainActor
public final class TemplateCheckmarkGestureRecognizer: TemplateStrokeGestureRecognizer {
    /// The bottom of the check (its lowest point), in the view's coordinates; `.zero` outside a recognition.
    public private(set) var midPoint = CGPoint.zero

    /// Creates the recognizer with a target and action (UIKit: `init(target:action:)`). `init()` and the typed
    /// `init(target:action:)` forms are inherited and go through it.
    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        templates = BuiltInStrokeTemplates.dollarOneSet
        configure()
    }

    private func configure() {
        targetTemplateNames = ["check"]
        orientation = .sensitive
    }

    /// Matches the stroke on lift (the superclass decides) and records the bottom of the check for the action.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .recognized, match?.name == "check", let bottom = lastStrokes.first?.max(by: { $0.y < $1.y }) else { return }
        if let view, let window = view.window {
            midPoint = view.convert(bottom, from: window)
        } else {
            midPoint = bottom
        }
    }

    /// Clears the midpoint for the next gesture.
    public override func reset() {
        super.reset()
        midPoint = .zero
    }
}
