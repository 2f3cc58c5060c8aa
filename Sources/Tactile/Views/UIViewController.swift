import Foundation

/// Manages a view hierarchy, and sits in the responder chain between its root view and that view's superview.
///
/// UIKit counterpart: `UIViewController`. Tactile models what matters for events: lazy loading of ``view``
/// (``loadView()`` then ``viewDidLoad()``), containment (``addChild(_:)``, ``removeFromParent()``), the
/// appearance callbacks, and the responder chain (RSP-02 to RSP-04).
///
/// **Appearance order.** `viewWillAppear(_:)` is called *before* the view joins a visible window, and
/// `viewDidAppear(_:)` after. A controller's view is therefore not yet in a window during `viewWillAppear`, so
/// `becomeFirstResponder()` fails there and succeeds in `viewDidAppear` (decisions DIS-09, FR-03). Parents get
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

    /// Creates a view controller; its view is created on first access.
    public override init() {
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

    /// Creates the view. The default makes a plain `UIView`; override it to make your own (without `super`).
    open func loadView() {
        view = UIView(frame: .zero)
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

    func visibilityWillChange(from wasVisible: Bool, to isVisible: Bool) {
        if !wasVisible, isVisible, appearance == .disappeared || appearance == .disappearing {
            appearance = .appearing
            viewWillAppear(false)
        } else if wasVisible, !isVisible, appearance == .appeared || appearance == .appearing {
            appearance = .disappearing
            viewWillDisappear(false)
        }
    }

    func visibilityDidChange(from wasVisible: Bool, to isVisible: Bool) {
        if isVisible, appearance == .appearing {
            appearance = .appeared
            viewDidAppear(false)
        } else if !isVisible, appearance == .disappearing {
            appearance = .disappeared
            viewDidDisappear(false)
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

    // MARK: Responder chain

    /// The superview of the controller's view (RSP-02, RSP-04). When the view is not in a hierarchy, the parent
    /// controller.
    open override var next: UIResponder? {
        if let superview = viewStorage?.superview { return superview }
        return parent
    }

    override var responderWindow: UIWindow? { viewStorage?.window }
}
