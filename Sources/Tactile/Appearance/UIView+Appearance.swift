import Foundation

/// The appearance types of a view and the properties UIKit does not let subclasses override. Tactile draws nothing
/// on a screen: each property keeps and returns what is set, with UIKit's default, so code that configures views
/// runs unchanged. The overridable ones (`backgroundColor`, `tintColor`, `isOpaque`, `contentMode`) are `open`
/// properties of the `UIView` class itself, as in UIKit, so `override var backgroundColor: UIColor? { didSet … }`
/// compiles.
extension UIView {
    /// How a view lays out its content when its bounds change (UIKit counterpart: `UIView.ContentMode`).
    public enum ContentMode: Int, Sendable {
        /// Scales the content to fill the bounds, changing its aspect ratio if needed (the default).
        case scaleToFill
        /// Scales the content to fit, keeping its aspect ratio.
        case scaleAspectFit
        /// Scales the content to fill, keeping its aspect ratio; some is cut off.
        case scaleAspectFill
        /// Redraws the content (calls `setNeedsDisplay()`) when the size of the bounds changes.
        case redraw
        /// Centres the content.
        case center
        /// Aligns the content to the top.
        case top
        /// Aligns the content to the bottom.
        case bottom
        /// Aligns the content to the left.
        case left
        /// Aligns the content to the right.
        case right
        /// Aligns the content to the top-left corner.
        case topLeft
        /// Aligns the content to the top-right corner.
        case topRight
        /// Aligns the content to the bottom-left corner.
        case bottomLeft
        /// Aligns the content to the bottom-right corner.
        case bottomRight
    }

    /// How a view's tint colour is adjusted (UIKit counterpart: `UIView.TintAdjustmentMode`).
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode, or `.normal` at the top.
        case automatic
        /// The tint colour unchanged.
        case normal
        /// The tint colour desaturated, as under a modal presentation.
        case dimmed
    }

    /// The tint adjustment mode. Default `.automatic`; reading it resolves `.automatic` against the superviews,
    /// as UIKit does (`.normal` when nothing sets it).
    public var tintAdjustmentMode: TintAdjustmentMode {
        get {
            var v: UIView? = self
            while let current = v {
                if current.appearance.tintAdjustmentMode != .automatic { return current.appearance.tintAdjustmentMode }
                v = current.superview
            }
            return .normal
        }
        set {
            appearance.tintAdjustmentMode = newValue
            propagateTintChange()
        }
    }

    func propagateTintChange() {
        tintColorDidChange()
        setNeedsRenderContent()
        for sub in subviews where sub.appearance.tintColor == nil { sub.propagateTintChange() }
    }

    /// The view's backing layer, created on first use. It is the view's geometry and appearance seen from Core
    /// Animation: its `bounds`, `position`, `affineTransform`, `isHidden`, `masksToBounds`, `opacity` and
    /// `backgroundColor` are the view's `bounds`, `center`, `transform`, `isHidden`, `clipsToBounds`, `alpha` and
    /// `backgroundColor`, as in UIKit. Its other properties (`cornerRadius`, `borderWidth`, shadows …) are kept
    /// and returned.
    ///
    /// Its `anchorPoint` is the view's too: as in UIKit, it is the point of the bounds that sits at ``center`` and
    /// that ``transform`` turns about, so changing it moves the view (its ``frame``) where it is drawn and where it
    /// is hit, and leaves ``center`` as it was.
    ///
    /// Deliberate difference from UIKit: the layers of subviews are not the layer's sublayers (``CALayer/sublayers``
    /// holds only layers added with `addSublayer(_:)`).
    public var layer: CALayer {
        if let layer = appearance.layer { return layer }
        let layer = ViewBackingLayer(view: self)
        appearance.layer = layer
        return layer
    }
}

/// The layer a view creates for itself: its geometry and appearance properties are the view's.
final class ViewBackingLayer: CALayer {
    private(set) weak var view: UIView?

    init(view: UIView) {
        self.view = view
        super.init()
    }

    override var bounds: CGRect {
        get { view?.bounds ?? super.bounds }
        set { if let view { view.bounds = newValue } else { super.bounds = newValue } }
    }

    override var position: CGPoint {
        get { view?.center ?? super.position }
        set { if let view { view.center = newValue } else { super.position = newValue } }
    }

    override var anchorPoint: CGPoint {
        get { view?.anchorStorage ?? super.anchorPoint }
        set { if let view { view.anchorStorage = newValue } else { super.anchorPoint = newValue } }
    }

    override func appearanceDidChange() { view?.setNeedsRender() }

    override var affineTransform: CGAffineTransform {
        get { view?.transform ?? super.affineTransform }
        set { if let view { view.transform = newValue } else { super.affineTransform = newValue } }
    }

    override var isHidden: Bool {
        get { view?.isHidden ?? super.isHidden }
        set { if let view { view.isHidden = newValue } else { super.isHidden = newValue } }
    }

    override var masksToBounds: Bool {
        get { view?.clipsToBounds ?? super.masksToBounds }
        set { if let view { view.clipsToBounds = newValue } else { super.masksToBounds = newValue } }
    }

    override var opacity: Float {
        get { view.map { Float($0.alpha) } ?? super.opacity }
        set { if let view { view.alpha = CGFloat(newValue) } else { super.opacity = newValue } }
    }

    override var backgroundColor: CGColor? {
        get { view.map { $0.backgroundColor?.cgColor } ?? super.backgroundColor }
        set {
            if let view { view.backgroundColor = newValue.map(UIColor.init(cgColor:)) } else { super.backgroundColor = newValue }
        }
    }

    override var isOpaque: Bool {
        get { view?.isOpaque ?? super.isOpaque }
        set { if let view { view.isOpaque = newValue } else { super.isOpaque = newValue } }
    }
}
