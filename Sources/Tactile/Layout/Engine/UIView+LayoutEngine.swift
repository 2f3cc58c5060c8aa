import Foundation

/// How views reach their hierarchy's layout engine, how the hierarchy's changes reach the engine, and how the
/// engine's solution reaches the views' frames.
extension UIView {
    /// The root of this view's hierarchy (the window, for a view in one), which holds the layout engine.
    var rootForLayout: UIView {
        var view: UIView = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// This root view's engine, made (to be built at the next update) if it has none.
    func ensureLayoutEngine() -> LayoutEngine {
        let storage = ensureAutoLayoutStorage()
        if let engine = storage.engine { return engine }
        let engine = LayoutEngine(root: self)
        storage.engine = engine
        engine.requestUpdate()
        return engine
    }

    // MARK: The hierarchy changes

    /// `view` joined this view's hierarchy: an engine it brought (as the root of its own hierarchy) is dropped, and
    /// the new root's engine rebuilt with its constraints.
    func layoutEngineDidAdd(_ view: UIView) {
        guard let moved = view.autoLayoutStorage?.engine else { return }
        moved.discard()
        view.autoLayoutStorage?.engine = nil
        let root = rootForLayout
        if let engine = root.autoLayoutStorage?.engine { engine.invalidate() } else { _ = root.ensureLayoutEngine() }
    }

    /// `view` is about to leave this view's hierarchy: as UIKit does, constraints installed outside the view's
    /// subtree that involve the view or its descendants are deactivated, and the engine is rebuilt without them.
    func layoutEngineWillRemove(_ view: UIView) {
        // A stack view forgets an arranged view that leaves it, as UIKit's does.
        if let stack = self as? UIStackView { stack.subviewWillLeave(view) }
        let root = rootForLayout
        guard let engine = root.autoLayoutStorage?.engine else { return }
        var ancestor: UIView? = self
        while let current = ancestor {
            if let installed = current.autoLayoutStorage?.installed, !installed.isEmpty {
                for constraint in installed where constraint.involvesSubtree(of: view) {
                    current.uninstall(constraint)
                }
            }
            ancestor = current.superview
        }
        engine.invalidate()
    }

    /// `view` left this view's hierarchy, which had an engine: the view's own hierarchy gets one, rebuilt from
    /// the constraints it took along.
    func layoutEngineDidRemove(_ view: UIView) {
        guard rootForLayout.autoLayoutStorage?.engine != nil else { return }
        view.ensureLayoutEngine().invalidate()
    }

    // MARK: Geometry changes

    /// The view's frame changed; an engine that holds it fixed to its frame follows.
    func layoutEngineFrameDidChange() {
        guard let item = autoLayoutStorage?.item, !item.frameConstraints.isEmpty else { return }
        item.engine?.frameDidChange(item)
    }

    // MARK: The pass

    /// Before laying out this root's hierarchy: the constraints pass (`updateConstraints()` where needed, from
    /// the leaves up), then the engine brings its solution up to date, asking for the layout of every superview
    /// whose subviews it moved.
    func prepareLayoutEngine() {
        updateConstraintsInSubtree()
        autoLayoutStorage?.engine?.update()
    }

    /// Sets the frames of the subviews that the engine places, as UIKit's `layoutSubviews()` does: the size of
    /// `bounds` and `center`, so that a transform is kept. Frames are rounded to the screen's pixels. A subview whose
    /// solution did not move and whose frame is still the one set last is skipped without reading the solver; one
    /// whose frame code changed gets its solution back, as in UIKit.
    func applyLayoutEngineFrames() {
        guard !subviews.isEmpty, let engine = rootForLayout.autoLayoutStorage?.engine, !engine.needsRebuild else {
            return
        }
        // Called outside the layout pass (or after a change made during it): the solutions are brought up to date
        // first, as the pass would have.
        if engine.needsUpdate { engine.update() }
        let engineID = ObjectIdentifier(engine)
        var scale: CGFloat = 0
        for subview in subviews {
            guard let storage = subview.autoLayoutStorage, !storage.translatesAutoresizingMask,
                let item = storage.item, item.engineID == engineID
            else { continue }
            if !item.solutionChanged, subview.boundsStorage.size == item.appliedSize,
                subview.centerStorage == item.appliedCenter
            {
                continue
            }
            if scale == 0 { scale = window?.screen.scale ?? UIScreen.main.scale }
            let frame = item.solution.roundedToPixels(scale: scale)
            if subview.boundsStorage.size != frame.size {
                var bounds = subview.boundsStorage
                bounds.size = frame.size
                subview.bounds = bounds
            }
            let anchor = subview.anchorStorage
            let center = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            if subview.centerStorage != center { subview.center = center }
            item.solutionChanged = false
            item.appliedSize = subview.boundsStorage.size
            item.appliedCenter = subview.centerStorage
        }
    }
}

extension NSLayoutConstraint {
    /// Whether an item of the constraint is `view`, a descendant of it, or a guide of one.
    func involvesSubtree(of view: UIView) -> Bool {
        if let first = LayoutItems.view(of: firstItem), first.isDescendant(of: view) { return true }
        if let second = LayoutItems.view(of: secondItem), second.isDescendant(of: view) { return true }
        return false
    }
}

extension CGRect {
    /// The rectangle with each edge rounded to the nearest pixel at `scale`, as UIKit rounds the frames Auto Layout
    /// computes.
    func roundedToPixels(scale: CGFloat) -> CGRect {
        guard scale > 0, minX.isFinite, minY.isFinite, width.isFinite, height.isFinite else { return self }
        func round(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let left = round(minX)
        let top = round(minY)
        return CGRect(x: left, y: top, width: round(maxX) - left, height: round(maxY) - top)
    }
}
