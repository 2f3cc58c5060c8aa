import Foundation

/// The view hierarchy: adding, removing and reordering subviews, and the hooks UIKit calls around each change.
///
/// Order of calls when `view` is added to `parent` (as in UIKit):
/// `view.willMove(toSuperview:)`, then, if the window changes, `willMove(toWindow:)` down the moving subtree
/// (with `viewWillAppear` for view controllers whose view becomes visible), the change itself,
/// `didMoveToWindow()` down the subtree (with `viewDidAppear`), `view.didMoveToSuperview()` and
/// `parent.didAddSubview(view)`. Removal mirrors it, starting with `parent.willRemoveSubview(view)`.
extension UIView {
    // MARK: Public API

    /// Adds `view` on top of the other subviews, removing it from its previous superview first.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count - (view.superview === self ? 1 : 0))
    }

    /// Inserts `view` at `index` of ``subviews``, removing it from its previous superview first. The index is
    /// clamped to the valid range.
    public func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self, "A view cannot be its own subview")
        precondition(!isDescendant(of: view), "Adding \(view) to \(self) would make a cycle")
        if view.superview === self {
            var list = subviews
            list.removeAll { $0 === view }
            list.insert(view, at: max(0, min(index, list.count)))
            storeSubviews(list)
            return
        }
        view.removeFromSuperview()
        let oldWindow = view.window
        let newWindow = self.window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.propagateWillMove(from: oldWindow, to: newWindow) }
        var list = subviews
        list.insert(view, at: max(0, min(index, list.count)))
        storeSubviews(list)
        view.storeSuperview(self)
        layoutEngineDidAdd(view)
        adoptConstraintsRequest(of: view)
        if oldWindow !== newWindow { view.propagateDidMove(from: oldWindow, to: newWindow) }
        view.didMoveToSuperview()
        didAddSubview(view)
        // The added view and its new superview need layout, as in UIKit; a subtree that was waiting for layout
        // elsewhere is now waited for here.
        view.setNeedsLayout()
        view.propagateLayoutRequest()
        setNeedsLayout()
    }

    /// Inserts `view` just below `siblingSubview`.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        let adjust = (subviews.firstIndex { $0 === view }).map { $0 < i ? 1 : 0 } ?? 0
        insertSubview(view, at: i - adjust)
    }

    /// Inserts `view` just above `siblingSubview`.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === siblingSubview }) else { return addSubview(view) }
        let adjust = (subviews.firstIndex { $0 === view }).map { $0 < i ? 1 : 0 } ?? 0
        insertSubview(view, at: i + 1 - adjust)
    }

    /// Moves `view` to the top of the subviews (last in ``subviews``, first to be hit-tested).
    public func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        var list = subviews
        list.remove(at: i)
        list.append(view)
        storeSubviews(list)
    }

    /// Moves `view` to the bottom of the subviews.
    public func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        var list = subviews
        list.remove(at: i)
        list.insert(view, at: 0)
        storeSubviews(list)
    }

    /// Swaps the subviews at two indices.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        var list = subviews
        list.swapAt(index1, index2)
        storeSubviews(list)
    }

    /// How many times a view has left a window (Tactile addition, internal): lets the gesture environment skip
    /// checking, for every recognizer of a beginning touch, that its view is still in a window when none has left
    /// one since hit-testing.
    static var windowDepartures = 0

    /// Removes the view from its superview (and its window). Touches already bound to it keep being
    /// delivered to it until they end, as in UIKit.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { propagateWillMove(from: oldWindow, to: nil) }
        parent.layoutEngineWillRemove(self)
        var list = parent.subviews
        list.removeAll { $0 === self }
        parent.storeSubviews(list)
        storeSuperview(nil)
        parent.layoutEngineDidRemove(self)
        parent.setNeedsLayout()
        if oldWindow != nil {
            UIView.windowDepartures &+= 1
            propagateDidMove(from: oldWindow, to: nil)
        }
        didMoveToSuperview()
    }

    /// Whether this view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// The window this view is in, or `nil`. A window is its own window.
    public var window: UIWindow? {
        var v: UIView? = self
        while let current = v {
            if let w = current as? UIWindow { return w }
            v = current.superview
        }
        return nil
    }

    /// The first view in this subtree (this view included, depth first) whose ``tag`` is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for sub in subviews {
            if let found = sub.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Propagation

    private func propagateWillMove(from oldWindow: UIWindow?, to newWindow: UIWindow?) {
        let wasVisible = oldWindow.map { !$0.isHidden } ?? false
        let willBeVisible = newWindow.map { !$0.isHidden } ?? false
        if let oldWindow { oldWindow.subtreeWillLeave(self) }
        forEachInSubtree { view in
            view.willMove(toWindow: newWindow)
            if let vc = view.owningViewController {
                vc.visibilityWillChange(from: wasVisible, to: willBeVisible)
            }
            // Recognizers of a view that leaves its window stop: an in-progress gesture is cancelled, an
            // undecided one fails, and they reset, so they keep neither touches nor the view alive.
            if oldWindow != nil {
                for r in view.gestureRecognizerStorage where r.isParticipating {
                    r.environment?.recognizerWasWithdrawn(r)
                }
            }
        }
    }

    private func propagateDidMove(from oldWindow: UIWindow?, to newWindow: UIWindow?) {
        let wasVisible = oldWindow.map { !$0.isHidden } ?? false
        let isVisible = newWindow.map { !$0.isHidden } ?? false
        forEachInSubtree { view in
            if let newWindow {
                view.windowDidAdopt(newWindow)
                view.windowDidAdoptForLayout()
            }
            view.didMoveToWindow()
            if let vc = view.owningViewController {
                vc.visibilityDidChange(from: wasVisible, to: isVisible)
            }
        }
    }

    /// Runs `body` on this view and every descendant, parents before children, back to front.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for sub in subviews { sub.forEachInSubtree(body) }
    }

    /// Appearance callbacks for a window whose `isHidden` changed; other views' visibility does not drive
    /// appearance callbacks in UIKit. A stack view re-arranges when one of its arranged views is hidden or shown;
    /// other views read one empty field to learn that they are not arranged.
    func hiddenDidChange() {
        (self as? UIWindow)?.windowVisibilityDidChange()
        autoLayoutStorage?.arrangingStack?.arrangedSubviewVisibilityDidChange(self)
    }

    /// Sends `viewWill…`/`viewDid…Appear`/`Disappear` to every view controller in this subtree, parents first.
    func forwardAppearance(visible: Bool) {
        forEachInSubtree { $0.owningViewController?.visibilityWillChange(from: !visible, to: visible) }
        forEachInSubtree { $0.owningViewController?.visibilityDidChange(from: !visible, to: visible) }
    }
}
