import Foundation

/// How a presented view controller covers its presenter (UIKit: `UIModalPresentationStyle`).
///
/// Tactile draws nothing, so the styles differ only in what stays on screen: with ``fullScreen`` the presenter's
/// view leaves the window once the presentation completes (and gets `viewWillDisappear`/`viewDidDisappear`); with
/// every other style it stays underneath, as UIKit leaves it for sheets and "over" styles. The presented view
/// always fills the presenter's window (UIKit insets sheets; Tactile has no sheet geometry).
public enum UIModalPresentationStyle: Int, Sendable {
    /// The presented view covers the screen and the presenter's view is removed.
    case fullScreen = 0
    /// A sheet; the presenter stays.
    case pageSheet = 1
    /// A form sheet; the presenter stays.
    case formSheet = 2
    /// Over the current context; the presenter stays.
    case currentContext = 3
    /// A custom presentation; the presenter stays.
    case custom = 4
    /// Covers the screen without removing the presenter's view.
    case overFullScreen = 5
    /// Over the current context without removing it.
    case overCurrentContext = 6
    /// A popover; the presenter stays.
    case popover = 7
    /// No adaptation.
    case none = -1
    /// The system's choice: a page sheet, as on iOS 13 and later.
    case automatic = -2

    /// Whether the presenter's view leaves the window when the presentation completes.
    var removesPresenterView: Bool { self == .fullScreen || self == .currentContext }
}

extension UIViewController {
    /// How long an animated presentation or dismissal takes before it completes on the application's scheduler:
    /// 0.35 s (Tactile addition; UIKit's depends on the style and the animator).
    public static var presentationTransitionDuration: TimeInterval { 0.35 }

    /// The controller this one presents, or, when it presents none, the one its nearest presenting ancestor does.
    public var presentedViewController: UIViewController? {
        presentedStorage ?? parent?.presentedViewController
    }

    /// The controller that presented this one (or one of its ancestors).
    public var presentingViewController: UIViewController? {
        presentingStorage ?? parent?.presentingViewController
    }

    /// The work of ``present(_:animated:completion:)``.
    func presentController(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                           completion: (@MainActor () -> Void)?) {
        var presenter: UIViewController = self
        while let p = presenter.parent { presenter = p }
        let presented = viewControllerToPresent
        guard presenter.presentedStorage == nil, presented.presentingStorage == nil, presented.parent == nil,
            presented !== presenter, let presenterView = presenter.viewIfLoaded, let window = presenterView.window
        else { return }
        presenter.finishPendingTransition()
        presenter.presentedStorage = presented
        presented.presentingStorage = presenter
        let visible = !window.isHidden
        let removesPresenter = presented.modalPresentationStyle.removesPresenterView
        if visible && removesPresenter { presenter.beginAppearanceTransition(false, animated: flag) }
        let view: UIView = presented.view
        presented.isBeingPresented = true
        if visible { presented.beginAppearanceTransition(true, animated: flag) }
        view.frame = window.bounds
        window.addSubview(view)
        let finish: @MainActor () -> Void = { [weak presenter, weak presented] in
            guard let presenter, let presented else { return }
            if removesPresenter, let presenterView = presenter.viewIfLoaded, let superview = presenterView.superview {
                let index = superview.subviews.firstIndex { $0 === presenterView } ?? 0
                presenter.removedPresenterPlacement = (superview, index)
                presenterView.removeFromSuperview()
            }
            if visible && removesPresenter { presenter.endAppearanceTransition() }
            if visible { presented.endAppearanceTransition() }
            presented.isBeingPresented = false
            completion?()
        }
        presenter.runTransition(animated: flag, duration: Self.presentationTransitionDuration, finish)
    }

    /// The work of ``dismiss(animated:completion:)``.
    func dismissController(animated flag: Bool, completion: (@MainActor () -> Void)?) {
        let presenter: UIViewController
        if let own = rootPresentingOwner(), own.presentedStorage != nil {
            presenter = own
        } else if let p = presentingViewController {
            presenter = p
        } else {
            return
        }
        guard let presented = presenter.presentedStorage else { return }
        presenter.finishPendingTransition()
        // Controllers stacked above go first, without animation.
        if let above = presented.presentedStorage { presented.dismissWithoutAnimation(above) }
        presenter.dismissPresented(presented, animated: flag, completion: completion)
    }

    /// The root of this controller's containment hierarchy, when it is the one that presents.
    private func rootPresentingOwner() -> UIViewController? {
        var root: UIViewController = self
        while root.presentedStorage == nil, let p = root.parent { root = p }
        return root
    }

    private func dismissWithoutAnimation(_ presented: UIViewController) {
        if let above = presented.presentedStorage { presented.dismissWithoutAnimation(above) }
        dismissPresented(presented, animated: false, completion: nil)
    }

    private func dismissPresented(_ presented: UIViewController, animated flag: Bool,
                                  completion: (@MainActor () -> Void)?) {
        let window = presented.viewIfLoaded?.window
        let visible = window.map { !$0.isHidden } ?? false
        let restores = removedPresenterPlacement != nil
        presented.isBeingDismissed = true
        if visible { presented.beginAppearanceTransition(false, animated: flag) }
        if let (superview, index) = removedPresenterPlacement, let view = viewIfLoaded {
            removedPresenterPlacement = nil
            if visible { beginAppearanceTransition(true, animated: flag) }
            superview.insertSubview(view, at: index)
        }
        let finish: @MainActor () -> Void = { [weak self, weak presented] in
            guard let self, let presented else { return }
            presented.viewIfLoaded?.removeFromSuperview()
            self.presentedStorage = nil
            presented.presentingStorage = nil
            if visible { presented.endAppearanceTransition() }
            presented.isBeingDismissed = false
            if visible && restores { self.endAppearanceTransition() }
            completion?()
        }
        runTransition(animated: flag, duration: Self.presentationTransitionDuration, finish)
    }

    /// Runs `finish` now, or `duration` later on the scheduler when `animated`; a transition still pending on
    /// this controller when another starts is finished first (``finishPendingTransition()``).
    func runTransition(animated: Bool, duration: TimeInterval, _ finish: @escaping @MainActor () -> Void) {
        guard animated else { return finish() }
        let scheduler = transitionScheduler
        pendingTransition = (scheduler.schedule(after: duration) { [weak self] in
            self?.pendingTransition = nil
            finish()
        }, finish)
    }

    /// Completes at once a transition still waiting on the scheduler, so that transitions never overlap.
    func finishPendingTransition() {
        guard let (action, finish) = pendingTransition else { return }
        pendingTransition = nil
        action.cancel()
        finish()
    }
}
