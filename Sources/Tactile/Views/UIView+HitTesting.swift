import Foundation

/// The loop of ``UIView/hitTest(_:with:)`` over the subviews, with a direct path for plain views.
extension UIView {
    /// The alpha below which a view is not hit: the application's configuration, reached through ``window``.
    var minimumHitTestAlpha: CGFloat {
        window?.application?.configuration.minimumHitTestAlpha ?? TactileConfiguration.default.minimumHitTestAlpha
    }

    /// The subviews' answer to hit-testing `point` (in this view's coordinates): each subview from the topmost
    /// (last) down is hit-tested with the point in its coordinates, and the first non-nil answer wins; `nil` when
    /// none answers. The subviews are read once, before the first test, as UIKit's loop reads a copy of its
    /// `subviews` array.
    ///
    /// A subview whose class is exactly `UIView` overrides nothing, so its ``hitTest(_:with:)``,
    /// ``point(inside:with:)``, flags and geometry are `UIView`'s own: its test is run here directly
    /// (`plainHitTest`), from the stored values, with the same checks and the same answer. Every other subview
    /// (any subclass, which may override any of them) is asked through its overridable methods, as before.
    ///
    /// Why: asked through its overridable methods, each sibling cost about eight dynamic calls (`hitTest`, three
    /// flags, `point(inside:with:)`, `bounds` twice, `center`, `transform`), a dynamic exclusivity check on each
    /// stored flag, and a retain and release: 29 µs and 524 instructions a sibling for 1,000 siblings (callgrind).
    /// Read directly, a plain sibling costs a class comparison and a few loads and comparisons (see
    /// BENCHMARKS.md, "hitTest flat 1000 siblings").
    final func hitTestSubviews(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // The copy of the array keeps every subview alive while the loop runs, so each is used without a retain
        // and release of its own (`unowned(unsafe)`): those were a quarter of a plain sibling's instructions.
        // (Not through `withUnsafeBufferPointer` and `Unmanaged`: their closures cost a main-actor check each.)
        let subviews = self.subviews
        var i = subviews.count
        while i > 0 {
            i -= 1
            unowned(unsafe) let sub = subviews[i]
            if type(of: sub) == UIView.self {
                if let hit = sub.plainHitTest(fromSuperview: point, with: event) { return hit }
            } else if let hit = sub.hitTest(sub.convertFromParentSpace(point), with: event) {
                return hit
            }
        }
        return nil
    }

    /// ``hitTest(_:with:)`` of a view whose class is exactly `UIView`, given the point in its superview's
    /// coordinates: the same checks, on the stored flags and geometry (which that class's properties return).
    /// Only the order differs, where it cannot be seen: the flags are read before the point is converted.
    private final func plainHitTest(fromSuperview superPoint: CGPoint, with event: UIEvent?) -> UIView? {
        guard userInteractionStorage, !hiddenStorage else { return nil }
        if alphaStorage < 1 {
            guard alphaStorage >= minimumHitTestAlpha else { return nil }
        }
        let b = boundsStorage
        let point = UIView.convertFromParentSpace(superPoint, bounds: b, center: centerStorage, transform: transformStorage)
        // `point(inside:with:)`: `bounds.contains(point)`. Foundation's `contains` is a call that is not inlined;
        // a point before the rectangle's minimum or at or past its maximum on either axis is outside whatever
        // `contains` checks besides (a null or empty rectangle, NaN), so that test comes first, inline, and
        // `contains` decides the rest.
        let minX = b.origin.x + min(b.size.width, 0), maxX = b.origin.x + max(b.size.width, 0)
        let minY = b.origin.y + min(b.size.height, 0), maxY = b.origin.y + max(b.size.height, 0)
        guard !(point.x < minX || point.x >= maxX || point.y < minY || point.y >= maxY), b.contains(point) else {
            return nil
        }
        return hitTestSubviews(point, with: event) ?? self
    }
}
