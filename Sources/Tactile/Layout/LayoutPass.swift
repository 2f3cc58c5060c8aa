import Foundation

/// A view's layout state, stored inline in `UIView` (no UIKit counterpart: UIKit keeps it in the layer).
struct ViewLayoutState {
    /// The view's own `layoutSubviews()` is due.
    var needsLayout = false
    /// Some descendant's `layoutSubviews()` is due, so the pass walks into the subviews.
    var subtreeNeedsLayout = false
    /// The view has been laid out in a window at least once.
    var hasEnteredWindow = false
    /// For a window: it is in its application's list for the next layout pass.
    var isQueuedForLayout = false
    /// The view's `updateConstraints()` is due: true for a new view, as in UIKit, and after
    /// `setNeedsUpdateConstraints()`.
    var needsUpdateConstraints = true
    /// Some descendant's `updateConstraints()` is due.
    var subtreeNeedsUpdateConstraints = false
}

/// The layout pass: UIKit lays out the views that need it (`setNeedsLayout()`, a bounds size change, a subview
/// added or removed, a first entry into a window) once per turn of the main run loop, after the turn's events and
/// before the display pass, parents before children. Tactile does the same at the end of each event-processing
/// turn (`UIApplication.processPendingEvents()`), or, when layout was requested outside one, in a turn of its
/// own on the application's scheduler, together with the display pass.
extension UIView {
    /// Runs `layoutSubviews()`, between the owning view controller's `viewWillLayoutSubviews()` and
    /// `viewDidLayoutSubviews()`.
    func performLayout() {
        layoutState.needsLayout = false
        if let controller = owningViewController {
            controller.viewWillLayoutSubviews()
            layoutSubviews()
            controller.viewDidLayoutSubviews()
        } else {
            layoutSubviews()
        }
    }

    /// Lays out this view if it needs it, then every descendant that needs it, parents first.
    func layoutSubtreeIfNeeded() {
        if layoutState.needsLayout { performLayout() }
        guard layoutState.subtreeNeedsLayout else { return }
        layoutState.subtreeNeedsLayout = false
        var i = 0
        while i < subviews.count {
            // The flags are read before the call: most subviews need nothing, and a call costs a retain of the
            // subview.
            let state = subviews[i].layoutState
            if state.needsLayout || state.subtreeNeedsLayout { subviews[i].layoutSubtreeIfNeeded() }
            i += 1
        }
    }

    /// Marks the ancestors as having a descendant that needs layout, and queues the window for its application's
    /// next layout pass.
    func propagateLayoutRequest() {
        var view: UIView = self
        while let parent = view.superview {
            if parent.layoutState.subtreeNeedsLayout { return }
            parent.layoutState.subtreeNeedsLayout = true
            view = parent
        }
        if let window = view as? UIWindow, let application = window.application {
            application.queueForLayout(window)
        }
    }

    /// Called when the size of ``bounds`` changed from `old`: the view needs layout, and redraws if its content mode
    /// is ``ContentMode/redraw``. A window also resizes its root view controller's view.
    func boundsSizeDidChange(from old: CGSize) {
        if let window = self as? UIWindow { window.resizeRootView(from: old) }
        resizeSubviewsForAutoresizing(from: old)
        setNeedsLayout()
        if appearance.contentMode == .redraw { setNeedsDisplay() }
    }

    /// Called for each view of a subtree that entered a window: a view entering one for the first time needs
    /// layout, as in UIKit.
    func windowDidAdoptForLayout() {
        guard !layoutState.hasEnteredWindow else { return }
        layoutState.hasEnteredWindow = true
        setNeedsLayout()
    }
}

extension UIApplication {
    func queueForLayout(_ window: UIWindow) {
        guard !window.layoutState.isQueuedForLayout else { return }
        window.layoutState.isQueuedForLayout = true
        windowsNeedingLayout.append(window)
        guard !isProcessingEvents else { return }
        scheduleDisplayPass()
    }

    /// Lays out every queued window's views that need it. Layout requested during the pass (a `layoutSubviews()`
    /// that resizes a superview) is done in the same pass, up to a bound that stops a layout loop.
    func layoutPendingViews() {
        var rounds = 0
        while !windowsNeedingLayout.isEmpty, rounds < 16 {
            rounds += 1
            swap(&windowsNeedingLayout, &windowsBeingLaidOut)
            for window in windowsBeingLaidOut {
                guard window.application === self else {
                    window.layoutState.isQueuedForLayout = false
                    continue
                }
                // Constraints first (updateConstraints(), then the engine's solution), while the window is still
                // queued, so that the superviews the solution moves are laid out in this round.
                window.prepareLayoutEngine()
                window.layoutState.isQueuedForLayout = false
                window.layoutSubtreeIfNeeded()
                // Frames the layout set may move the safe area or margins that constraints use.
                window.autoLayoutStorage?.engine?.update()
            }
            windowsBeingLaidOut.removeAll(keepingCapacity: true)
        }
    }
}
