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
    /// BENCHMARKS.md, "hitTest flat 1000 siblings"); one that the point misses, not even a retain and release.
    final func hitTestSubviews(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let subviews = self.subviews
        var i = subviews.count
        while i > 0 {
            i -= 1
            // Plain subviews that certainly miss (``plainHitTestMisses(fromSuperview:)``) are passed over by a loop
            // with no call in it: the compiler then reads them straight from the array, without retaining and
            // releasing each, which a loop that may call them cannot avoid (not even through `unowned(unsafe)`).
            while type(of: subviews[i]) == UIView.self && subviews[i].plainHitTestMisses(fromSuperview: point) {
                if i == 0 { return nil }
                i -= 1
            }
            let sub = subviews[i]
            if type(of: sub) == UIView.self {
                if let hit = sub.plainHitTest(fromSuperview: point, with: event) { return hit }
            } else if let hit = sub.hitTest(sub.convertFromParentSpace(point), with: event) {
                return hit
            }
        }
        return nil
    }

    /// Whether ``plainHitTest(fromSuperview:with:)`` certainly answers `nil`, decided from stored values alone:
    /// the view is hidden or does not take user interaction, or, in the common geometry (identity transform,
    /// bounds at the origin with sizes not negative: ``hasPlainGeometry``), the point is outside the bounds. `false` means "maybe":
    /// the full test decides. The point is converted with the same arithmetic as the full test (with the bounds
    /// at the origin, `bounds.midX` is `width / 2` exactly, `minX` is 0 and `maxX` is `width`), so the answer at
    /// the edges is the same to the last bit.
    ///
    /// Why: this runs for every sibling that hit-testing rejects, inlined into a loop with no call in it (see
    /// ``hitTestSubviews(_:with:)``), so that the sibling is not even retained.
    @inline(__always)
    private final func plainHitTestMisses(fromSuperview superPoint: CGPoint) -> Bool {
        if !userInteractionStorage || hiddenStorage { return true }
        guard hasPlainGeometry else { return false }
        let size = boundsStorage.size
        let x = (superPoint.x - centerStorage.x) + size.width / 2
        let y = (superPoint.y - centerStorage.y) + size.height / 2
        return x < 0 || x >= size.width || y < 0 || y >= size.height
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
        let point = UIView.convertFromParentSpace(
            superPoint, bounds: b, center: centerStorage, transform: transformStorage, anchor: anchorStorage)
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
