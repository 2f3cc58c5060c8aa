import Foundation

/// Appearance transitions driven by a container (a navigation controller, a presentation, or your own container).
///
/// UIKit counterpart: `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()`. While a transition
/// is open the controller (and every controller whose view is inside its view) ignores the appearance changes that
/// its view joining or leaving a window would otherwise cause: the container decides when `viewDid…` runs.
extension UIViewController {
    /// Starts an appearance transition: `viewWillAppear(animated)` when `isAppearing`, otherwise
    /// `viewWillDisappear(animated)`, for this controller and the controllers of the views inside its view, parents
    /// first. Each begin must be balanced by ``endAppearanceTransition()``.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        forEachControllerInView { controller in
            controller.manualAppearanceDepth += 1
            controller.appearanceWillChange(toVisible: isAppearing, animated: animated)
        }
    }

    /// Ends the transition begun with ``beginAppearanceTransition(_:animated:)``: `viewDidAppear` or
    /// `viewDidDisappear` for the same controllers, parents first.
    public func endAppearanceTransition() {
        forEachControllerInView { controller in
            controller.manualAppearanceDepth = max(0, controller.manualAppearanceDepth - 1)
            controller.appearanceDidChange()
        }
    }

    /// This controller, then the controllers whose views are inside its view (parents first); just this one when
    /// its view is not loaded.
    func forEachControllerInView(_ body: (UIViewController) -> Void) {
        guard let view = viewIfLoaded else { return body(self) }
        view.forEachInSubtree { if let vc = $0.owningViewController { body(vc) } }
    }

    /// Whether this controller's view is in a visible window.
    var isViewInVisibleWindow: Bool {
        guard let window = viewIfLoaded?.window else { return false }
        return !window.isHidden
    }

    /// The scheduler transitions of this controller wait on: its window's application's, or the shared one's.
    var transitionScheduler: any TactileScheduler {
        (viewIfLoaded?.window?.application ?? UIApplication.shared).scheduler
    }
}
