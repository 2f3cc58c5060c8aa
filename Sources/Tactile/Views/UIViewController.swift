import Foundation

/// Manages a view hierarchy, and sits in the responder chain between its root view and that view's superview.
///
/// UIKit counterpart: `UIViewController`. Tactile models what matters for events: lazy loading of ``view``
/// (``loadView()`` then ``viewDidLoad()``), containment (``addChild(_:)``, ``removeFromParent()``), presentation
/// (``present(_:animated:completion:)``, ``dismiss(animated:completion:)``), navigation
/// (``UINavigationController``), the appearance callbacks, and the responder chain: as in UIKit, the next
/// responder of a controller's root view is the controller, and the controller's is the view's superview.
///
/// **Transitions.** Without animation a presentation or a push completes before the call returns. With animation
/// the incoming view is in place at once (hit-testing finds it), and the transition completes — the outgoing
/// view leaves, `viewDidAppear`/`viewDidDisappear` and the completion block run — after
/// ``presentationTransitionDuration`` or ``UINavigationController/transitionDuration`` (0.35 s) on the
/// application's scheduler, so tests under virtual time see it when they advance the clock.
///
/// **Appearance order.** `viewWillAppear(_:)` is called *before* the view joins a visible window, and
/// `viewDidAppear(_:)` after. A controller's view is therefore not yet in a window during `viewWillAppear`, so
/// `becomeFirstResponder()` fails there and succeeds in `viewDidAppear`. Parents get
/// each callback before their children. `viewWillDisappear`/`viewDidDisappear` mirror this when the view leaves a
/// visible window or the window is hidden.
@MainActor
open class UIViewController: UIResponder {
    private var viewStorage: UIView?
    /// The parent in the containment hierarchy.
    public private(set) weak var parent: UIViewController?
    /// The child view controllers, in the order they were added.
    public private(set) var children: [UIViewController] = []

    private enum Appearance { case disappeared, appearing, appeared, disappearing }
    private var appearance: Appearance = .disappeared
    private var appearanceAnimated = false
    /// How many appearance transitions begun by a container are open (``beginAppearanceTransition(_:animated:)``).
    var manualAppearanceDepth = 0

    /// The controller this one presents (``present(_:animated:completion:)``).
    var presentedStorage: UIViewController?
    /// The controller that presented this one.
    weak var presentingStorage: UIViewController?
    /// Where this presenter's view was in its window before a full-screen presentation removed it.
    var removedPresenterPlacement: (UIView, Int)?
    /// An animated transition waiting on the scheduler, and what completing it does.
    var pendingTransition: (ScheduledAction, @MainActor () -> Void)?

    /// The size the controller would like its view to have when another controller or the system shows it, such as
    /// a peeked preview (UIKit: `preferredContentSize`). Default zero: no preference.
    open var preferredContentSize: CGSize = .zero

    /// The actions offered with the controller's view while it is peeked (UIKit: `previewActionItems`). Default
    /// none; a preview controller overrides it.
    open var previewActionItems: [any UIPreviewActionItem] { [] }

    /// The contexts made by ``registerForPreviewing(with:sourceView:)``; the controller keeps them, as in UIKit.
    var previewingContexts: [PreviewingContext] = []

    /// How this controller is shown when presented. Default ``UIModalPresentationStyle/automatic`` (a sheet: the
    /// presenter stays on screen), as on iOS 13 and later.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// A title for the controller. Setting it sets ``navigationItem``'s title too, as in UIKit.
    open var title: String? {
        didSet { navigationItemStorage?.title = title }
    }

    /// What a navigation bar shows for this controller, made on first use with its ``title`` (UIKit:
    /// `navigationItem`). Tactile draws no bar; see ``UINavigationItem``.
    open var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }
    private var navigationItemStorage: UINavigationItem?

    /// Whether the controller would hide the status bar (UIKit: `prefersStatusBarHidden`). Default `false`.
    /// Tactile shows no status bar: override it as on iOS; nothing reads it.
    open var prefersStatusBarHidden: Bool { false }
    /// The status bar style the controller prefers (UIKit: `preferredStatusBarStyle`). Default `.default`.
    /// Tactile shows no status bar: override it as on iOS; nothing reads it.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Asks the system to read ``prefersStatusBarHidden`` and ``preferredStatusBarStyle`` again (UIKit:
    /// `setNeedsStatusBarAppearanceUpdate()`). Tactile has no status bar, so it does nothing.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// Whether the controller is appearing because it is being presented: true from its `viewWillAppear` to
    /// its `viewDidAppear` during ``present(_:animated:completion:)``.
    public internal(set) var isBeingPresented = false
    /// Whether the controller is disappearing because it is being dismissed: true from its `viewWillDisappear`
    /// to its `viewDidDisappear` during ``dismiss(animated:completion:)``.
    public internal(set) var isBeingDismissed = false
    /// Whether the controller is appearing because it was just added to a container (a push): true from its
    /// `viewWillAppear` to its `viewDidAppear`.
    public internal(set) var isMovingToParent = false
    /// Whether the controller is disappearing because it is being removed from its container (a pop): true from
    /// its `viewWillDisappear` to its `viewDidDisappear`.
    public internal(set) var isMovingFromParent = false

    /// Creates a view controller; its view is created on first access.
    public override init() {
        super.init()
    }

    /// Creates a view controller (UIKit: `init(nibName:bundle:)`). Tactile loads no nibs: both arguments are
    /// ignored, and ``loadView()`` makes the view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a view controller from an archive (UIKit: `init?(coder:)`, required by `NSCoding`). Tactile loads
    /// no storyboards or nibs and decodes nothing: this makes a controller as ``init()`` does. It is `required`
    /// as in UIKit, so a subclass with its own designated initializer writes
    /// `required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }` as it would there.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: The view

    /// The root view, created by ``loadView()`` on first access, after which ``viewDidLoad()`` runs.
    public var view: UIView! {
        get {
            if viewStorage == nil {
                loadView()
                if viewStorage == nil { setView(UIView(frame: .zero)) }
                viewDidLoad()
            }
            return viewStorage
        }
        set { setView(newValue) }
    }

    private func setView(_ newValue: UIView?) {
        viewStorage?.owningViewController = nil
        viewStorage = newValue
        newValue?.owningViewController = self
    }

    /// The view if it has been loaded, without loading it.
    public var viewIfLoaded: UIView? { viewStorage }
    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { viewStorage != nil }

    /// Creates the view. The default makes a plain `UIView` the size of the main screen, as UIKit's does, so that
    /// `viewDidLoad()` can lay out subviews from `view.bounds`; whoever shows the view (a window, a container)
    /// then sets its final frame. Override it to make your own (without `super`).
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}

    /// Loads the view if it has not been loaded.
    public func loadViewIfNeeded() { _ = view }

    // MARK: Appearance

    /// The view is about to join a visible window.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view has joined a visible window.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave a visible window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view has left a visible window.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Layout

    /// Called just before the view's ``UIView/layoutSubviews()`` in a layout pass or ``UIView/layoutIfNeeded()``.
    /// The default does nothing.
    open func viewWillLayoutSubviews() {}
    /// Called just after the view's ``UIView/layoutSubviews()``. The default does nothing.
    open func viewDidLayoutSubviews() {}

    /// Updates the constraints of the controller's view (UIKit: `updateViewConstraints()`): Tactile calls it
    /// instead of the view's ``UIView/updateConstraints()`` in the constraints pass. The default calls the view's
    /// `updateConstraints()`; an override calls `super` last.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }

    /// Insets added to the safe area of the controller's view (UIKit: `additionalSafeAreaInsets`). Default zero.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, let view = viewIfLoaded else { return }
            view.rootForLayout.autoLayoutStorage?.engine?.requestUpdate()
            view.setNeedsLayout()
        }
    }

    /// The smallest margins the controller's view has (UIKit: `systemMinimumLayoutMargins`): none at the top and
    /// bottom, 16 points at the sides of a view narrower than 600 points (a compact width) and 20 otherwise.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = (viewIfLoaded?.bounds.width ?? 0) < 600 ? 16 : 20
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the view's margins are at least ``systemMinimumLayoutMargins`` (UIKit:
    /// `viewRespectsSystemMinimumLayoutMargins`). Default `true`.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { viewIfLoaded?.rootForLayout.autoLayoutStorage?.engine?.requestUpdate() }
    }

    /// Called when the layout margins of the controller's view change (UIKit: `viewLayoutMarginsDidChange()`).
    open func viewLayoutMarginsDidChange() {}

    /// Called when the safe area of the controller's view changes, for a view whose safe-area guide constraints
    /// use (UIKit: `viewSafeAreaInsetsDidChange()`).
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when the application receives a memory warning (``UIApplication/simulateMemoryWarning()``).
    /// Override it to release what can be recreated; call `super`.
    open func didReceiveMemoryWarning() {}

    func visibilityWillChange(from wasVisible: Bool, to isVisible: Bool) {
        guard manualAppearanceDepth == 0, wasVisible != isVisible else { return }
        appearanceWillChange(toVisible: isVisible, animated: false)
    }

    func visibilityDidChange(from wasVisible: Bool, to isVisible: Bool) {
        guard manualAppearanceDepth == 0 else { return }
        if isVisible, appearance == .appearing {
            appearanceDidChange()
        } else if !isVisible, appearance == .disappearing {
            appearanceDidChange()
        }
    }

    /// `viewWillAppear` or `viewWillDisappear`, unless the controller is already going that way.
    func appearanceWillChange(toVisible isVisible: Bool, animated: Bool) {
        if isVisible, appearance == .disappeared || appearance == .disappearing {
            appearance = .appearing
            appearanceAnimated = animated
            viewWillAppear(animated)
        } else if !isVisible, appearance == .appeared || appearance == .appearing {
            appearance = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        }
    }

    /// `viewDidAppear` or `viewDidDisappear`, completing the change begun by
    /// ``appearanceWillChange(toVisible:animated:)``.
    func appearanceDidChange() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            break
        }
    }

    // MARK: Containment

    /// Adds a child controller. Calls `child.willMove(toParent: self)`; add the child's view to your hierarchy
    /// and then call `child.didMove(toParent: self)`, as in UIKit.
    open func addChild(_ childController: UIViewController) {
        if childController.parent === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes this controller from its parent, calling `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` and remove the view yourself first, as in UIKit.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    /// Presents `viewControllerToPresent` on top of this controller's content, as UIKit does.
    ///
    /// As in UIKit, the presentation is made by the root of this controller's containment hierarchy (the
    /// outermost parent); its view's window gets the presented view on top of everything else in it, filling the
    /// window, so hit-testing finds the presented view first. The appearance callbacks run in UIKit's order:
    /// the presenter's `viewWillDisappear` (``UIModalPresentationStyle/fullScreen`` only), the presented
    /// controller's `viewWillAppear`, then `viewDidDisappear` and `viewDidAppear`, then `completion`. Without
    /// animation this all happens before the call returns; with it, the presented view is in place at once and
    /// the `viewDid…` callbacks, the removal of the presenter's view and `completion` run
    /// ``presentationTransitionDuration`` later on the application's scheduler.
    ///
    /// As in UIKit, nothing happens (and `completion` is not called) when the presenter already presents a
    /// controller, when `viewControllerToPresent` is already presented or has a parent, or when the presenter's
    /// view is not in a window.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (@MainActor () -> Void)? = nil
    ) {
        presentController(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presents, or, when it presents none, this controller itself (UIKit's
    /// rule). Controllers presented on top of the dismissed one are dismissed with it. The callbacks mirror
    /// ``present(_:animated:completion:)``: the presented controller's `viewWillDisappear`, the presenter's
    /// `viewWillAppear` (when its view had been removed), `viewDidDisappear`, `viewDidAppear`, then `completion`;
    /// at once, or ``presentationTransitionDuration`` later on the scheduler when animated.
    open func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
        dismissController(animated: flag, completion: completion)
    }

    /// Shows `vc` the way the context asks, as UIKit's default does: pushed when this controller is in a
    /// navigation controller, otherwise presented (animated in both cases).
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    // MARK: Responder chain

    /// The superview of the controller's view, as in UIKit; for a presented controller, as in UIKit, the
    /// controller that presented it. When the view is not in a hierarchy, the parent controller.
    open override var next: UIResponder? {
        if let presenter = presentingStorage { return presenter }
        if let superview = viewStorage?.superview { return superview }
        return parent
    }

    override var responderWindow: UIWindow? { viewStorage?.window }
}
