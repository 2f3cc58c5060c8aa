import Foundation

/// The base class of gesture recognizers: objects attached to a view that see its touches before the view does.
///
/// UIKit counterpart: `UIGestureRecognizer`. This is the part of the class the event pipeline needs:
/// attachment to one view (GR-02, GR-05), ``isEnabled``, ``name``, and the touch-handling methods that the
/// window calls, for every touch of the recognizer's view and of the view's descendants, **before** it calls the
/// views (GR-03, GTD-01, GRI-13). States, target-action and arbitration build on this.
@MainActor
open class UIGestureRecognizer {
    /// The view the recognizer is attached to (GR-02).
    public internal(set) weak var view: UIView?

    /// Whether the recognizer receives touches. A disabled recognizer is not given touches that begin while it
    /// is disabled.
    open var isEnabled: Bool = true

    /// A name for debugging and event logs.
    open var name: String?

    /// Creates a recognizer attached to no view.
    public init() {}

    /// The recognizer's location: the centroid of its touches, in `view`'s coordinates (`nil`: the window).
    open func location(in view: UIView?) -> CGPoint {
        guard let event = self.view?.window?.application?.touchesEvent,
            let touches = event.touches(for: self), !touches.isEmpty
        else { return .zero }
        var x: CGFloat = 0, y: CGFloat = 0
        for t in touches {
            let p = t.location(in: view)
            x += p.x
            y += p.y
        }
        return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
    }

    /// The number of touches the recognizer is tracking in the current event.
    open var numberOfTouches: Int {
        view?.window?.application?.touchesEvent.touches(for: self)?.count ?? 0
    }

    /// Touches began in the recognizer's view or a descendant. Subclasses override it and call `super`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved. Subclasses override it and call `super`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches ended. Subclasses override it and call `super`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled. Subclasses override it and call `super`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
}
