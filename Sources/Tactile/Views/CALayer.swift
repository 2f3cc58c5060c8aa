import Foundation

/// A node of a layer tree: geometry and hit-testing only.
///
/// Core Animation counterpart: `CALayer`. Layers are **not responders** (RSP-01): they receive no events and
/// are not in the responder chain. Tactile models them for ``hitTest(_:)`` (requirement HIT-14): the farthest
/// descendant layer that contains a point given in the **superlayer's** coordinates, or `nil` when the point is
/// outside the receiver.
///
/// Deliberate differences: no drawing, no animation, no `CATransform3D` (``affineTransform`` only), and views do
/// not own layers.
@MainActor
open class CALayer {
    /// The layer's own coordinate system.
    open var bounds: CGRect = .zero
    /// Where the ``anchorPoint`` sits, in the superlayer's coordinates.
    open var position: CGPoint = .zero
    /// The point of the bounds, in unit coordinates, that ``position`` refers to and transforms apply about.
    /// Default (0.5, 0.5), the centre.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// A 2-D transform applied about the anchor point.
    open var affineTransform: CGAffineTransform = .identity
    /// Whether the layer (and its sublayers) is hidden; hidden layers are never hit.
    open var isHidden = false
    /// Whether sublayers are clipped to the bounds.
    open var masksToBounds = false
    /// The sublayers, back to front.
    public private(set) var sublayers: [CALayer]?
    /// The superlayer.
    public private(set) weak var superlayer: CALayer?
    /// A name for debugging.
    open var name: String?

    /// Creates an empty layer.
    public init() {}

    /// The layer's rectangle in its superlayer's coordinates (the bounding box under ``affineTransform``).
    /// Setting it sets ``position`` and the size of ``bounds``.
    open var frame: CGRect {
        get {
            let local = CGRect(
                x: -anchorPoint.x * bounds.width, y: -anchorPoint.y * bounds.height,
                width: bounds.width, height: bounds.height)
            return local.applying(affineTransform).offsetBy(dx: position.x, dy: position.y)
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(
                x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// Adds a sublayer on top.
    public func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    /// Removes the layer from its superlayer.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
        superlayer = nil
    }

    /// Converts a point from the superlayer's coordinates to this layer's.
    public func convertFromSuperlayer(_ p: CGPoint) -> CGPoint {
        let d = CGPoint(x: p.x - position.x, y: p.y - position.y).applying(affineTransform.inverted())
        return CGPoint(
            x: d.x + bounds.minX + anchorPoint.x * bounds.width, y: d.y + bounds.minY + anchorPoint.y * bounds.height)
    }

    /// Whether `p`, in this layer's coordinates, is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The farthest descendant (or the layer itself) containing `p`, given in the superlayer's coordinates;
    /// `nil` when `p` is outside this layer or the layer is hidden (HIT-14). Sublayers are tried top first.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = convertFromSuperlayer(p)
        guard contains(local) else { return nil }
        for sub in (sublayers ?? []).reversed() {
            if let hit = sub.hitTest(local) { return hit }
        }
        return self
    }
}
