import Foundation

/// The appearance properties of a view. Tactile draws nothing on a screen: each property keeps and returns what
/// is set, with UIKit's default, so code that configures views runs unchanged.
///
/// Deliberate difference from UIKit: these properties are declared in an extension, so a subclass cannot
/// override them (`tintColorDidChange()` and `draw(_:)`, which subclasses do override, are overridable).
extension UIView {
    /// How a view lays out its content when its bounds change (UIKit counterpart: `UIView.ContentMode`).
    public enum ContentMode: Int, Sendable {
        /// Scales the content to fill the bounds, changing its aspect ratio if needed (the default).
        case scaleToFill
        /// Scales the content to fit, keeping its aspect ratio.
        case scaleAspectFit
        /// Scales the content to fill, keeping its aspect ratio; some is cut off.
        case scaleAspectFill
        /// Redraws the content (calls `setNeedsDisplay()`) when the bounds change.
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

    /// The background colour. Default `nil` (transparent). The same value as `layer.backgroundColor`.
    public var backgroundColor: UIColor? {
        get { appearance.backgroundColor }
        set { appearance.backgroundColor = newValue }
    }

    /// The tint colour: the one set on this view, otherwise the superview's, otherwise ``UIColor/systemBlue``
    /// (UIKit's default tint). Setting it calls ``tintColorDidChange()`` on this view and on every descendant
    /// that inherits it. As in UIKit the getter never returns `nil`; setting `nil` goes back to inheriting.
    public var tintColor: UIColor! {
        get {
            var v: UIView? = self
            while let current = v {
                if let tint = current.appearance.tintColor { return tint }
                v = current.superview
            }
            return .systemBlue
        }
        set {
            appearance.tintColor = newValue
            propagateTintChange()
        }
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

    private func propagateTintChange() {
        tintColorDidChange()
        for sub in subviews where sub.appearance.tintColor == nil { sub.propagateTintChange() }
    }

    /// Whether the view is opaque (a drawing hint). Default `true`, as in UIKit.
    public var isOpaque: Bool {
        get { appearance.isOpaque }
        set { appearance.isOpaque = newValue }
    }

    /// How the content is laid out when the bounds change. Default ``ContentMode/scaleToFill``.
    public var contentMode: ContentMode {
        get { appearance.contentMode }
        set { appearance.contentMode = newValue }
    }

    /// The view's backing layer, created on first use. It is the view's geometry and appearance seen from Core
    /// Animation: its `bounds`, `position`, `affineTransform`, `isHidden`, `masksToBounds`, `opacity` and
    /// `backgroundColor` are the view's `bounds`, `center`, `transform`, `isHidden`, `clipsToBounds`, `alpha` and
    /// `backgroundColor`, as in UIKit. Its other properties (`cornerRadius`, `borderWidth`, shadows …) are kept
    /// and returned.
    ///
    /// Deliberate differences from UIKit: the layers of subviews are not the layer's sublayers (``CALayer/sublayers``
    /// holds only layers added with `addSublayer(_:)`), and changing `anchorPoint` does not move the view.
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
