import Foundation

/// A node of a layer tree: geometry and hit-testing only.
///
/// Core Animation counterpart: `CALayer`. As in UIKit, layers are **not responders**: they receive no events and
/// are not in the responder chain. Tactile models them for ``hitTest(_:)``, which answers as Core Animation's
/// does: the farthest descendant layer that contains a point given in the **superlayer's** coordinates, or `nil`
/// when the point is outside the receiver.
///
/// The appearance properties (``cornerRadius``, ``borderWidth``, ``borderColor``, shadows, ``opacity``,
/// ``backgroundColor``) keep and return what is set, with Core Animation's defaults. A view's own layer's appearance
/// is drawn by TactileRender's display list; other layers are not drawn. A view's
/// own layer (`UIView.layer`) shares the view's geometry, `isHidden`, `clipsToBounds`, `alpha` and
/// `backgroundColor`, as in UIKit.
///
/// Deliberate differences: layers added with ``addSublayer(_:)`` are not drawn, no animation, no `CATransform3D` (``affineTransform`` only), and the layers
/// of a view's subviews are not its layer's sublayers.
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

    // MARK: Appearance (a view's own layer's is drawn by the display list)

    /// The radius of the rounded corners. Default 0.
    open var cornerRadius: CGFloat = 0 {
        didSet { appearanceDidChange() }
    }
    /// The width of the border. Default 0.
    open var borderWidth: CGFloat = 0 {
        didSet { appearanceDidChange() }
    }
    /// The colour of the border. Default opaque black, as in Core Animation.
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { appearanceDidChange() }
    }
    /// The background colour. Default `nil`.
    open var backgroundColor: CGColor?
    /// The opacity, 0…1. Default 1.
    open var opacity: Float = 1
    /// Whether the layer is opaque (a drawing hint). Default `false`.
    open var isOpaque = false
    /// The shadow's colour. Default opaque black.
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { appearanceDidChange() }
    }
    /// The shadow's opacity, 0…1. Default 0 (no shadow).
    open var shadowOpacity: Float = 0 {
        didSet { appearanceDidChange() }
    }
    /// The shadow's offset. Default (0, -3), as in Core Animation.
    open var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { appearanceDidChange() }
    }
    /// The shadow's blur radius. Default 3.
    open var shadowRadius: CGFloat = 3 {
        didSet { appearanceDidChange() }
    }
    /// The shadow's shape, or `nil` to follow the content. Default `nil`.
    open var shadowPath: CGPath? {
        didSet { appearanceDidChange() }
    }
    /// The layer's content (an image in Core Animation). Default `nil`.
    open var contents: Any? {
        didSet { appearanceDidChange() }
    }
    /// The scale of the content. Default 1.
    open var contentsScale: CGFloat = 1
    /// The stacking order among siblings (kept; Tactile orders sublayers by ``sublayers`` only). Default 0.
    open var zPosition: CGFloat = 0

    /// Creates an empty layer.
    public init() {}

    /// Called when an appearance property changed (no Core Animation counterpart): a view's own layer tells its
    /// view, whose display list entry is then redrawn.
    func appearanceDidChange() {}

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
    /// `nil` when `p` is outside this layer or the layer is hidden. Sublayers are tried top first.
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
