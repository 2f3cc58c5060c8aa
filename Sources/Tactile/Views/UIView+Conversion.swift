import Foundation

/// Converting points and rectangles between the coordinate systems of views, through transforms, bounds
/// origins and windows.
///
/// A point `p` in a view's coordinates is, in its superview's coordinates,
/// `center + transform.apply(p − a)`, where `a` is the point of the bounds at `layer.anchorPoint` (the bounds'
/// middle by default). A window's "superview" space is the screen.
/// `nil` as the other view means the receiver's window, as in UIKit.
extension UIView {
    /// Converts `point` from this view's coordinates to `view`'s (`nil`: this view's window).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let screen = convertToScreenSpace(point)
        guard let target = view ?? window else { return convertToRootSpace(point) }
        return target.convertFromScreenSpace(screen)
    }

    /// Converts `point` from `view`'s coordinates (`nil`: this view's window) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let source = view ?? window else { return convertFromRootSpace(point) }
        return convertFromScreenSpace(source.convertToScreenSpace(point))
    }

    /// Converts `rect` from this view's coordinates to `view`'s: the bounding box of its converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        boundingBox(of: rect) { convert($0, to: view) }
    }

    /// Converts `rect` from `view`'s coordinates to this view's: the bounding box of its converted corners.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        boundingBox(of: rect) { convert($0, from: view) }
    }

    // MARK: One step

    /// From this view's coordinates to its superview's (for a window or a root view: the screen's).
    func convertToParentSpace(_ p: CGPoint) -> CGPoint {
        let b = bounds
        let c = center
        let anchor = anchorStorage
        let local = CGPoint(x: p.x - (b.minX + anchor.x * b.width), y: p.y - (b.minY + anchor.y * b.height))
        let t = transform
        if t.isIdentity { return CGPoint(x: c.x + local.x, y: c.y + local.y) }
        let m = local.applying(t)
        return CGPoint(x: c.x + m.x, y: c.y + m.y)
    }

    /// From the superview's coordinates (or the screen's) to this view's.
    func convertFromParentSpace(_ p: CGPoint) -> CGPoint {
        UIView.convertFromParentSpace(p, bounds: bounds, center: center, transform: transform, anchor: anchorStorage)
    }

    /// From the superview's coordinates to those of a view with this geometry (`anchor`: `layer.anchorPoint`).
    @inline(__always)
    static func convertFromParentSpace(
        _ p: CGPoint, bounds b: CGRect, center c: CGPoint, transform t: CGAffineTransform, anchor: CGPoint
    ) -> CGPoint {
        let local = CGPoint(x: p.x - c.x, y: p.y - c.y)
        let m = t.isIdentity ? local : local.applying(t.inverted())
        return CGPoint(x: m.x + b.minX + anchor.x * b.width, y: m.y + b.minY + anchor.y * b.height)
    }

    // MARK: Whole chains (recursive, so that no array is allocated)

    /// From this view's coordinates to its root view's (its window's, when it is in one).
    func convertToRootSpace(_ p: CGPoint) -> CGPoint {
        guard let parent = superview else { return p }
        return parent.convertToRootSpace(convertToParentSpace(p))
    }

    /// From the root view's coordinates to this view's.
    func convertFromRootSpace(_ p: CGPoint) -> CGPoint {
        guard let parent = superview else { return p }
        return convertFromParentSpace(parent.convertFromRootSpace(p))
    }

    /// From this view's coordinates to the screen's: through the root view's own placement.
    func convertToScreenSpace(_ p: CGPoint) -> CGPoint {
        var v: UIView = self
        var point = p
        while true {
            point = v.convertToParentSpace(point)
            guard let parent = v.superview else { return point }
            v = parent
        }
    }

    /// From the screen's coordinates to this view's.
    func convertFromScreenSpace(_ p: CGPoint) -> CGPoint {
        guard let parent = superview else { return convertFromParentSpace(p) }
        return convertFromParentSpace(parent.convertFromScreenSpace(p))
    }

    private func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        guard !rect.isNull else { return rect }
        let r = rect.standardized
        let corners = [
            map(CGPoint(x: r.minX, y: r.minY)), map(CGPoint(x: r.maxX, y: r.minY)),
            map(CGPoint(x: r.minX, y: r.maxY)), map(CGPoint(x: r.maxX, y: r.maxY)),
        ]
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
