import Foundation

/// What the display list reads of a view to place it, fade it, clip its subviews and paint its background, read in
/// one call (`package` API, for `TactileRender`'s `DisplayListBuilder`; no UIKit counterpart).
///
/// Why one call: building a whole list read each of these through its own property, a call into this module for
/// each, with the background colour's objects retained and released on the way; for a window of 1,000 plain views
/// those calls were a large part of the list's cost.
package struct ViewRenderValues {
    /// ``UIView/bounds``.
    package var bounds = CGRect.zero
    /// ``UIView/center``.
    package var center = CGPoint.zero
    /// ``UIView/transform``.
    package var transform = CGAffineTransform.identity
    /// `layer.anchorPoint`.
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// ``UIView/alpha``.
    package var alpha: CGFloat = 1
    /// ``UIView/isHidden``.
    package var isHidden = false
    /// ``UIView/clipsToBounds``.
    package var clipsToBounds = false
    /// Whether ``UIView/backgroundColor`` is set; its components are ``background``.
    package var hasBackgroundColor = false
    /// ``UIView/backgroundColor``'s red, green, blue and alpha (``CGColor/renderComponents``), when set.
    package var background = CGColor.RenderComponents(red: 0, green: 0, blue: 0, alpha: 0)
    /// Whether the view is a `UIView` itself, not an instance of a subclass: it draws nothing of its own beyond
    /// what `draw(_:)` recorded.
    package var isPlainView = false
    /// Whether the view's layer was ever asked for (``UIView/existingLayer``); without one its layer's appearance
    /// is the default.
    package var hasLayer = false
    /// Whether the view holds a recorded drawing (``UIView/recordedDrawing``).
    package var hasRecordedDrawing = false
    /// Whether the view has subviews.
    package var hasSubviews = false
}

extension UIView {
    /// The values the display list reads of this view (`package` API). A plain `UIView`'s are read from its storage,
    /// which its properties return unchanged; a subclass's through its properties, which it may override.
    package func renderValues() -> ViewRenderValues {
        var values = ViewRenderValues()
        if type(of: self) == UIView.self {
            values.bounds = boundsStorage
            values.center = centerStorage
            values.transform = transformStorage
            values.alpha = alphaStorage
            values.isHidden = hiddenStorage
            values.clipsToBounds = clipsToBounds
            values.isPlainView = true
            if let background = appearance.backgroundComponents {
                values.hasBackgroundColor = true
                values.background = background
            }
        } else {
            values.bounds = bounds
            values.center = center
            values.transform = transform
            values.alpha = alpha
            values.isHidden = isHidden
            values.clipsToBounds = clipsToBounds
            if let color = backgroundColor {
                values.hasBackgroundColor = true
                values.background = color.cgColor.renderComponents
            }
        }
        values.anchorPoint = anchorStorage
        values.hasLayer = appearance.layer != nil
        values.hasRecordedDrawing = appearance.recordedDrawing != nil
        values.hasSubviews = !subviews.isEmpty
        return values
    }
}

extension CGColor {
    /// A colour's red, green, blue and alpha as the display list draws them (`package` API).
    package struct RenderComponents: Equatable {
        /// Red, 0…1.
        package var red: Double
        /// Green, 0…1.
        package var green: Double
        /// Blue, 0…1.
        package var blue: Double
        /// Opacity, 0…1.
        package var alpha: Double

        /// Creates the components.
        package init(red: Double, green: Double, blue: Double, alpha: Double) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }
    }

    /// The colour's red, green, blue and alpha (`package` API): a grey's one component for all three, otherwise the
    /// first three components; black at ``alpha`` when there are neither two nor four or more components.
    package var renderComponents: RenderComponents {
        guard let c = components else { return RenderComponents(red: 0, green: 0, blue: 0, alpha: Double(alpha)) }
        switch c.count {
        case 2:
            return RenderComponents(red: Double(c[0]), green: Double(c[0]), blue: Double(c[0]), alpha: Double(c[1]))
        case 4...:
            return RenderComponents(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c[3]))
        default:
            return RenderComponents(red: 0, green: 0, blue: 0, alpha: Double(alpha))
        }
    }
}
