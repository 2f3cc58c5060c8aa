import Foundation

#if !canImport(CoreGraphics)

extension CGPoint {
    /// Returns this point transformed by `t`: `(a*x + c*y + tx, b*x + d*y + ty)`.
    ///
    /// Same as CoreGraphics' `CGPoint.applying(_:)` (`CGPointApplyAffineTransform`), which
    /// Foundation on Linux lacks.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// Returns this size transformed by `t`, ignoring the translation:
    /// `(a*width + c*height, b*width + d*height)`.
    ///
    /// Same as CoreGraphics' `CGSize.applying(_:)` (`CGSizeApplyAffineTransform`), which
    /// Foundation on Linux lacks. Like CoreGraphics, the result may have negative components.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// Returns the smallest rectangle containing the four corners of this rectangle after
    /// transforming them by `t`.
    ///
    /// Same as CoreGraphics' `CGRect.applying(_:)` (`CGRectApplyAffineTransform`), which
    /// Foundation on Linux lacks. A null rectangle stays null; as a deliberate
    /// simplification an infinite rectangle is returned unchanged. The result is
    /// standardized (non-negative width and height).
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || isInfinite { return self }
        let corners = [
            CGPoint(x: minX, y: minY).applying(t),
            CGPoint(x: maxX, y: minY).applying(t),
            CGPoint(x: minX, y: maxY).applying(t),
            CGPoint(x: maxX, y: maxY).applying(t),
        ]
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!
        let maxX = xs.max()!
        let minY = ys.min()!
        let maxY = ys.max()!
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

#endif

extension CGRect {
    /// Returns this rectangle with its edges moved inwards by `insets`.
    ///
    /// Same as UIKit's `CGRect.inset(by:)` (`UIEdgeInsetsInsetRect`): the origin moves by
    /// `(left, top)` and the size shrinks by `left + right` and `top + bottom`. Like UIKit,
    /// the rectangle is not standardized first and the result may have a negative size.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: size.width - (insets.left + insets.right),
            height: size.height - (insets.top + insets.bottom)
        )
    }
}

/// The distance between two points (used by tap counting, recognizers and travel tracking).
func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let dx = a.x - b.x, dy = a.y - b.y
    return (dx * dx + dy * dy).squareRoot()
}
