import Foundation

/// A container that shows one child at a time from a stack: push to show a new one, pop to go back.
///
/// UIKit counterpart: `UINavigationController`. Tactile models what decides the responder chain and what is on
/// screen: the stack (``viewControllers``), containment (every controller in the stack is a child; only the top
/// one's view is in the navigation controller's view, filling it), and the appearance callbacks in UIKit's order
/// (for a push: the new controller's `willMove(toParent:)`, the old top's `viewWillDisappear`, the new one's
/// `viewWillAppear`, the old top's `viewDidDisappear`, the new one's `viewDidAppear`, then its
/// `didMove(toParent:)`; a pop mirrors it). There is no navigation bar or toolbar. Its view keeps the shown
/// child's view filling it when its size changes, as UIKit's autoresizing does; override ``loadView()`` only if
/// you lay the child views out yourself.
///
/// Transitions complete before the call returns when not animated. When animated, the incoming view is in place
/// at once, on top of the outgoing one, and the transition completes (the outgoing view leaves, the `viewDid…`
/// callbacks and `didMove(toParent:)` run) ``transitionDuration`` later on the application's scheduler. A push or
/// pop made while a transition is pending completes the pending one first.
@MainActor
open class UINavigationController: UIViewController {
    /// How long an animated push or pop takes to complete on the scheduler: 0.35 s, about UIKit's (Tactile
    /// addition).
    public static var transitionDuration: TimeInterval { 0.35 }

    private var stack: [UIViewController] = []

    /// Creates a navigation controller with an empty stack.
    public override init() {
        super.init()
    }

    /// Creates a navigation controller with an empty stack (UIKit: `init(nibName:bundle:)`; Tactile loads no nibs).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init()
        setViewControllers([rootViewController], animated: false)
    }

    /// Creating from an archive is not supported: Tactile loads no storyboards. Returns an empty navigation
    /// controller.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The stack, bottom (the root) first. Setting it replaces the stack without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view is shown: the one the top controller presents, if any, otherwise the top one.
    open var visibleViewController: UIViewController? {
        if let top = stack.last, let presented = top.presentedViewController { return presented }
        return stack.last
    }

    /// Pushes `viewController` on the stack and shows its view. Pushing a controller already in the stack, or one
    /// that has another parent, does nothing (UIKit raises an exception for the first).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }), viewController.parent == nil,
            viewController !== self
        else { return }
        finishPendingTransition()
        let old = stack.last
        addChild(viewController)
        stack.append(viewController)
        transition(from: old, to: viewController, animated: animated, removing: [], added: [viewController])
    }

    /// Pops the top controller and shows the one below. Returns the popped controller; `nil` when only the root
    /// is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return popToViewController(stack[stack.count - 2], animated: animated)?.first
    }

    /// Pops every controller above the root. Returns the popped controllers, bottom first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController`. Returns them, bottom first; `nil` when `viewController` is not
    /// in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let i = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        finishPendingTransition()
        let popped = Array(stack[(i + 1)...])
        guard !popped.isEmpty else { return [] }
        let old = stack.last
        stack.removeSubrange((i + 1)...)
        for controller in popped { controller.willMove(toParent: nil) }
        transition(from: old, to: viewController, animated: animated, removing: popped, added: [])
        return popped
    }

    /// Replaces the stack. The new top controller's view is shown; controllers no longer in the stack leave it.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        finishPendingTransition()
        var unique: [UIViewController] = []
        for vc in viewControllers where !unique.contains(where: { $0 === vc }) && vc !== self {
            if vc.parent != nil && vc.parent !== self { continue }
            unique.append(vc)
        }
        let old = stack.last
        let removed = stack.filter { vc in !unique.contains { $0 === vc } }
        for vc in removed { vc.willMove(toParent: nil) }
        let added = unique.filter { $0.parent !== self }
        for vc in added { addChild(vc) }
        stack = unique
        transition(from: old, to: unique.last, animated: animated, removing: removed, added: added)
    }

    // MARK: Showing the top view

    /// Makes the navigation controller's view: a plain view that keeps the top controller's view filling it when
    /// its size changes (UIKit does this with autoresizing), showing the top controller's view.
    open override func loadView() {
        let container = NavigationContainerView(frame: .zero)
        container.navigationController = self
        view = container
        if let top = stack.last { install(top) }
    }

    /// Resizes the shown child views to the container's bounds.
    func layoutChildViews() {
        guard let container = viewIfLoaded else { return }
        for vc in stack {
            if let child = vc.viewIfLoaded, child.superview === container { child.frame = container.bounds }
        }
    }

    private func install(_ controller: UIViewController) {
        guard let container = viewIfLoaded else { return }
        let child: UIView = controller.view
        child.frame = container.bounds
        container.addSubview(child)
    }

    private func transition(
        from old: UIViewController?, to new: UIViewController?, animated: Bool, removing: [UIViewController],
        added: [UIViewController]
    ) {
        guard isViewLoaded, old !== new else {
            for vc in removing {
                vc.viewIfLoaded?.removeFromSuperview()
                vc.removeFromParent()
            }
            for vc in added { vc.didMove(toParent: self) }
            return
        }
        let visible = isViewInVisibleWindow
        let animated = animated && visible
        for vc in added { vc.isMovingToParent = true }
        for vc in removing { vc.isMovingFromParent = true }
        if visible, let old { old.beginAppearanceTransition(false, animated: animated) }
        if visible, let new { new.beginAppearanceTransition(true, animated: animated) }
        if let new { install(new) }
        let finish: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            if let old, old !== self.stack.last { old.viewIfLoaded?.removeFromSuperview() }
            if visible, let old { old.endAppearanceTransition() }
            if visible, let new { new.endAppearanceTransition() }
            for vc in removing {
                vc.viewIfLoaded?.removeFromSuperview()
                vc.isMovingFromParent = false
                vc.removeFromParent()
            }
            for vc in added {
                vc.isMovingToParent = false
                vc.didMove(toParent: self)
            }
        }
        runTransition(animated: animated, duration: Self.transitionDuration, finish)
    }
}

extension UIViewController {
    /// The nearest navigation controller up the parent chain (UIKit: `navigationController`).
    public var navigationController: UINavigationController? {
        var p = parent
        while let current = p {
            if let nav = current as? UINavigationController { return nav }
            p = current.parent
        }
        return nil
    }
}

/// The view of a ``UINavigationController``: a plain view whose size changes lay out the shown child views.
@MainActor
final class NavigationContainerView: UIView {
    weak var navigationController: UINavigationController?

    override var frame: CGRect {
        didSet { if oldValue.size != frame.size { navigationController?.layoutChildViews() } }
    }

    override var bounds: CGRect {
        didSet { if oldValue.size != bounds.size { navigationController?.layoutChildViews() } }
    }
}
