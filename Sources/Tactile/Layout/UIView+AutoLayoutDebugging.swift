import Foundation

/// Asking Auto Layout about a view: ambiguity, the constraints that place it, and the size its constraints fit.
extension UIView {
    /// The smallest size, for ``systemLayoutSizeFitting(_:)`` (UIKit: `UIView.layoutFittingCompressedSize`).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size, for ``systemLayoutSizeFitting(_:)`` (UIKit: `UIView.layoutFittingExpandedSize`).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Whether the constraints leave the view's frame undetermined: more than one frame satisfies them equally
    /// (UIKit: `hasAmbiguousLayout`). `false` for a view laid out by frames.
    public var hasAmbiguousLayout: Bool {
        guard !translatesAutoresizingMaskIntoConstraints else { return false }
        let root = rootForLayout
        guard let engine = root.autoLayoutStorage?.engine else { return true }
        engine.update()
        guard let item = autoLayoutStorage?.item, item.engine === engine else { return true }
        return engine.isAmbiguous(item)
    }

    /// Moves an ambiguously placed view to another frame that its constraints allow, so that the ambiguity shows
    /// (UIKit: `exerciseAmbiguityInLayout()`). Does nothing to a view whose frame is determined.
    public func exerciseAmbiguityInLayout() {
        guard !translatesAutoresizingMaskIntoConstraints, let engine = rootForLayout.autoLayoutStorage?.engine else {
            return
        }
        engine.update()
        guard let item = autoLayoutStorage?.item, item.engine === engine else { return }
        if engine.exerciseAmbiguity(item) { superview?.setNeedsLayout() }
    }

    /// The constraints that involve the view along `axis`, installed anywhere in its hierarchy (UIKit:
    /// `constraintsAffectingLayout(for:)`).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        rootForLayout.constraintsInSubtree(involving: self, axis: axis)
    }

    /// The active constraints installed in this subtree whose items include `item` and lie on `axis`.
    func constraintsInSubtree(involving item: AnyObject, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        forEachInSubtree { view in
            for constraint in view.constraints
            where (constraint.firstItem === item || constraint.secondItem === item)
                && constraint.firstAttribute.axis == axis
            {
                found.append(constraint)
            }
        }
        return found
    }

    /// The size closest to `target` that the constraints allow, with the width and height wanting the target at
    /// the given priorities. The view's own frame does not hold it; its intrinsic content size does.
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let root = rootForLayout
        let engine = root.ensureLayoutEngine()
        root.prepareLayoutEngine()
        let item = engine.item(for: self)
        return engine.fittingSize(of: item, view: self, target: target, horizontal: horizontal, vertical: vertical)
    }
}
