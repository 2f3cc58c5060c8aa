import Foundation

/// The constraints pass: UIKit calls `updateConstraints()` on the views that asked for it, from the leaves up,
/// before each layout pass, so that a view can change its constraints in one batch. Tactile runs it at the start of
/// the layout of each hierarchy (`prepareLayoutEngine()`) and in `layoutIfNeeded()`.
extension UIView {
    /// Asks for ``updateConstraints()`` in the next constraints pass (UIKit: `setNeedsUpdateConstraints()`).
    public func setNeedsUpdateConstraints() {
        guard !layoutState.needsUpdateConstraints else { return }
        layoutState.needsUpdateConstraints = true
        propagateConstraintsRequest()
    }

    /// Whether ``updateConstraints()`` is due (UIKit: `needsUpdateConstraints()`).
    public func needsUpdateConstraints() -> Bool { layoutState.needsUpdateConstraints }

    /// Runs the constraints pass now for this view and its subviews, from the leaves up (UIKit:
    /// `updateConstraintsIfNeeded()`).
    public func updateConstraintsIfNeeded() { updateConstraintsInSubtree() }

    /// Marks the ancestors as having a descendant whose constraints need updating, and asks for a layout pass.
    func propagateConstraintsRequest() {
        var view: UIView = self
        while let parent = view.superview {
            if parent.layoutState.subtreeNeedsUpdateConstraints { return }
            parent.layoutState.subtreeNeedsUpdateConstraints = true
            view = parent
        }
        view.propagateLayoutRequest()
    }

    /// A subtree that needs its constraints updated joined this view.
    func adoptConstraintsRequest(of view: UIView) {
        guard view.layoutState.needsUpdateConstraints || view.layoutState.subtreeNeedsUpdateConstraints else { return }
        guard !layoutState.subtreeNeedsUpdateConstraints else { return }
        layoutState.subtreeNeedsUpdateConstraints = true
        propagateConstraintsRequest()
    }

    func updateConstraintsInSubtree() {
        if layoutState.subtreeNeedsUpdateConstraints {
            layoutState.subtreeNeedsUpdateConstraints = false
            var i = 0
            while i < subviews.count {
                subviews[i].updateConstraintsInSubtree()
                i += 1
            }
        }
        if layoutState.needsUpdateConstraints {
            layoutState.needsUpdateConstraints = false
            if let controller = owningViewController {
                controller.updateViewConstraints()
            } else {
                updateConstraints()
            }
        }
    }
}
