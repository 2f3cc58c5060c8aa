import Foundation

/// The root of a view hierarchy on screen, and the object that dispatches events to views.
///
/// UIKit counterpart: `UIWindow`. A window belongs to one ``UIApplication``. Like UIKit's, a new window is
/// **hidden**: call ``makeKeyAndVisible()`` (or set `isHidden = false`) to show it. Touches go to the window that
/// hit-testing finds, trying visible windows front to back by ``windowLevel`` and then by the order in which
/// they became visible (UIKit does not document the order within one level; see Behaviors in the repository's
/// Docs folder). Motion, remote-control and press events go to the **key window**'s first responder, as UIKit
/// sends events other than touches to the key window.
///
/// A window's frame is in screen coordinates. As in UIKit, the window is the next responder after its root view
/// controller and passes events on to the application.
///
/// A window belongs to a ``UIWindowScene`` when it is created with ``init(windowScene:)``, as in an app that uses
/// scenes. Deliberate difference: UIKit's windows always belong to a scene; a Tactile window may also belong only
/// to an application (``init(frame:application:)``, or ``init(frame:)`` for ``UIApplication/shared``), as tests
/// and apps without scenes create them.
@MainActor
open class UIWindow: UIView {
    /// A window's position on the z axis (UIKit: `UIWindow.Level`).
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ordinary app windows: 0.
        public static let normal = Level(rawValue: 0)
        /// The status bar: 1000.
        public static let statusBar = Level(rawValue: 1000)
        /// Alerts: 2000.
        public static let alert = Level(rawValue: 2000)
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The application the window belongs to.
    @exclusivity(unchecked) public private(set) weak var application: UIApplication?

    /// The window's level; higher levels are in front.
    open var windowLevel: Level = .normal {
        didSet { application?.windowOrderDidChange() }
    }

    /// The order in which the window last became visible, for ordering windows of the same level.
    var visibilitySequence = 0

    /// The first responder of this window; as in UIKit, each window has at most one.
    weak var firstResponderStorage: UIResponder? {
        didSet {
            guard oldValue !== firstResponderStorage else { return }
            firstResponderChanged(from: oldValue)
            application?.inputViewHost.setNeedsUpdate()
            MenuControllerDismissal.firstResponderDidChange(in: self)
        }
    }

    /// Where the shake in progress was delivered (UIKit cancels a shake that is interrupted). A shake's closing
    /// call goes to the responder that got its `motionBegan`; if first-responder status moves while the shake
    /// lasts, that responder gets `motionCancelled` at once and the shake's own end is dropped, so every
    /// `motionBegan` is closed exactly once.
    enum ShakeDelivery {
        /// No shake in progress.
        case none
        /// A shake began at `target`.
        case active(target: UIResponder?)
        /// The shake's target lost first-responder status and was cancelled; its end is dropped.
        case interrupted
    }

    var shakeDelivery = ShakeDelivery.none

    private var ownUndoManager: UndoManager?

    /// Per-dispatch scratch storage, so that steady-state touch delivery allocates nothing.
    let dispatchScratch = TouchGroupingStack<UIView>()
    /// How many times recognized gestures have taken touches of this window over (see
    /// ``sendToViews(_:_:with:reportingTo:)``).
    @exclusivity(unchecked) var deliveryTakeovers = 0

    /// The views whose drawn appearance changed since the window's display list last read them
    /// (`Drawing/RenderInvalidation.swift`; `package` API for TactileRender).
    package let renderChanges = RenderChangeList()

    /// How many replays of phases withheld from views this window is running (`UIWindow+WithheldPhaseReplay.swift`).
    @exclusivity(unchecked) var replayDepth = 0

    /// The scene the window belongs to, when it has one (`UIWindow+Scene.swift`).
    weak var windowSceneStorage: UIWindowScene?

    /// Creates a hidden window belonging to ``UIApplication/shared``.
    public override init(frame: CGRect) {
        self.application = UIApplication.shared
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a hidden window belonging to `application`.
    public init(frame: CGRect, application: UIApplication) {
        self.application = application
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a hidden window with a zero frame belonging to ``UIApplication/shared`` (UIKit: `init?(coder:)`;
    /// Tactile decodes nothing).
    public required init?(coder: NSCoder) {
        self.application = UIApplication.shared
        super.init(coder: coder)
        isHidden = true
    }

    private var windowSafeAreaInsets = UIEdgeInsets.zero

    /// How far in from each edge the window is clear of what covers it (UIKit: `safeAreaInsets`, which the
    /// device sets). Default zero. Deliberate difference: settable, so that a host or a test can declare a notch, a
    /// toolbar or rounded corners; views inside take their part of it, and ``UIView/safeAreaLayoutGuide`` follows
    /// at the next layout pass.
    open override var safeAreaInsets: UIEdgeInsets {
        get { windowSafeAreaInsets }
        set {
            guard newValue != windowSafeAreaInsets else { return }
            windowSafeAreaInsets = newValue
            safeAreaInsetsDidChange()
            autoLayoutStorage?.engine?.requestUpdate()
            setNeedsLayout()
        }
    }

    private var screenStorage: UIScreen?

    /// The screen the window is on, whose coordinates its ``UIView/frame`` is in. Default ``UIScreen/main``.
    open var screen: UIScreen {
        get { screenStorage ?? UIScreen.main }
        set { screenStorage = newValue }
    }

    // MARK: Root view controller

    /// The controller whose view fills the window. Its view is installed when the window is visible (at once
    /// if it already is), so its appearance callbacks follow the window's.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            installRootViewIfVisible()
        }
    }

    private func installRootViewIfVisible() {
        // A root controller covered by a full-screen presentation has its view out of the window until dismissal.
        guard !isHidden, let root = rootViewController, root.removedPresenterPlacement == nil else { return }
        let view: UIView = root.view
        guard view.superview !== self else { return }
        view.frame = bounds
        insertSubview(view, at: 0)
    }

    /// The window's size changed from `old`: its root view controller's view grows or shrinks by as much, as the
    /// flexible width and height UIKit gives that view make it do. A view that filled the window fills it again.
    func resizeRootView(from old: CGSize) {
        guard let root = rootViewController?.viewIfLoaded, root.superview === self else { return }
        var frame = root.frame
        frame.size.width = max(0, frame.width + bounds.width - old.width)
        frame.size.height = max(0, frame.height + bounds.height - old.height)
        root.frame = frame
    }

    func windowVisibilityDidChange() {
        guard let application else { return }
        if !isHidden {
            application.windowDidBecomeVisible(self)
            installRootViewIfVisible()
            forwardAppearance(visible: true)
        } else {
            application.windowDidBecomeHidden(self)
            forwardAppearance(visible: false)
        }
    }

    // MARK: Key window

    /// Whether this is the application's key window.
    public var isKeyWindow: Bool { application?.keyWindow === self }

    /// Makes this the key window, without changing visibility.
    open func makeKey() {
        application?.setKeyWindow(self)
    }

    /// Makes the window key, then shows it, as UIKit does: the root view controller's `viewWillAppear` and
    /// `viewDidAppear` run with the window already key.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Whether the application may make this window key when the key window hides. The window that shows input
    /// views never becomes key, as UIKit's keyboard window does not.
    var canBecomeKeyWindow: Bool { true }

    /// Called when the window became the key window.
    open func becomeKey() {}
    /// Called when the window stopped being the key window.
    open func resignKey() {}

    // MARK: Responder chain

    /// The application: as in UIKit, a window's next responder is the application.
    open override var next: UIResponder? { application }

    /// A window has its own undo manager, which the views and controllers in it share.
    open override var undoManager: UndoManager? {
        if ownUndoManager == nil { ownUndoManager = UndoManager() }
        return ownUndoManager
    }

    /// A shake that reaches the window unhandled shows the Undo/Redo sheet, as UIKit's shake-to-edit does, when
    /// the application supports it (``UIApplication/applicationSupportsShakeToEdit``) and there is something to
    /// undo or redo; then the event continues to the application.
    open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake, let application, application.applicationSupportsShakeToEdit,
            let manager = (firstResponderStorage ?? self).undoManager, manager.canUndo || manager.canRedo
        {
            application.presentShakeToEdit(manager)
        }
        super.motionEnded(motion, with: event)
    }

    /// A view leaving this window gives up first-responder status if it (or a controller of a view inside it)
    /// holds it.
    func subtreeWillLeave(_ view: UIView) {
        guard let responder = firstResponderStorage else { return }
        let inside: Bool
        if let v = responder as? UIView {
            inside = v.isDescendant(of: view)
        } else if let vc = responder as? UIViewController, let v = vc.viewIfLoaded {
            inside = v.isDescendant(of: view)
        } else {
            inside = false
        }
        if inside {
            _ = responder.resignFirstResponder()
            firstResponderStorage = nil
        }
    }

    // MARK: Events

    /// Dispatches an event to the window's views: as in UIKit, the funnel for every event the window receives.
    /// Override it to observe or analyse events (for example to follow touches across several views), and always
    /// call `super` without changing how events are distributed, as UIKit asks.
    ///
    /// Touches go first to the gesture recognizers of the touches' views and their ancestors, then to the views:
    /// as in UIKit, recognizers see a touch before its view does. Presses, shakes and remote-control events are not
    /// hit-tested: they go to this window's first responder, or to the window when there is none, and travel up
    /// the responder chain from there.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            // While withheld phases are replayed the event's touches show past values: a handler that sends the
            // event again re-entrantly would deliver history again, so that is ignored.
            // The weak `application` is loaded once for the whole dispatch: each load, with the release after it,
            // costs about 100 instructions (the application carries a side table, for the weak references to it).
            guard let application else {
                return
            }
            if isReplayingWithheldPhases(in: application) { return }
            application.gestureEnvironment.deliverTouches(event, in: self)
            application.viewDeliveryGate.deliverToViews(event, in: self)
        case .presses:
            if let presses = event as? UIPressesEvent { deliverPresses(presses) }
        case .motion:
            let current = firstResponderStorage ?? self
            switch (event.motionPhase, shakeDelivery) {
            case (.began, _):
                shakeDelivery = .active(target: current)
                current.motionBegan(event.subtype, with: event)
            case (.ended, .active(let target)):
                shakeDelivery = .none
                (target ?? current).motionEnded(event.subtype, with: event)
            case (.cancelled, .active(let target)):
                shakeDelivery = .none
                (target ?? current).motionCancelled(event.subtype, with: event)
            case (_, .interrupted):
                shakeDelivery = .none  // already cancelled when the first responder changed
            case (.ended, .none):
                current.motionEnded(event.subtype, with: event)
            case (.cancelled, .none):
                current.motionCancelled(event.subtype, with: event)
            }
        case .remoteControl:
            (firstResponderStorage ?? self).remoteControlReceived(with: event)
        case .hover, .scroll, .transform:
            break
        }
    }

    private func deliverPresses(_ event: UIPressesEvent) {
        application?.gestureEnvironment.deliverPresses(event, in: self)
        for press in event.pressStorage where press.window === self && press.phase != .stationary {
            guard let responder = press.responder else { continue }
            let set: Set<UIPress> = [press]
            switch press.phase {
            case .began: responder.pressesBegan(set, with: event)
            case .changed: responder.pressesChanged(set, with: event)
            case .ended: responder.pressesEnded(set, with: event)
            case .cancelled: responder.pressesCancelled(set, with: event)
            case .stationary: break
            }
        }
    }

    // MARK: Window coordinates ↔ screen coordinates

    /// Converts `point` from this window's coordinates to `window`'s; `nil` means screen coordinates.
    public func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
        let screen = convertToScreenSpace(point)
        return window?.convertFromScreenSpace(screen) ?? screen
    }

    /// Converts `point` from `window`'s coordinates (`nil`: screen coordinates) to this window's.
    public func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint {
        let screen = window?.convertToScreenSpace(point) ?? point
        return convertFromScreenSpace(screen)
    }
}

extension UIWindow {
    /// First-responder status moved from `old`: a shake delivered to `old` is cancelled there now (UIKit cancels
    /// a shake that is interrupted), and the shake detector waits for the burst to calm down.
    func firstResponderChanged(from old: UIResponder?) {
        guard case .active(let target) = shakeDelivery, target === (old ?? self) || target == nil else { return }
        shakeDelivery = .interrupted
        guard let application else { return }
        application.shakeDetector.targetInterrupted()
        guard let target else { return }
        let event = application.motionEvent
        event.timestamp = application.scheduler.now
        event.motionPhase = .cancelled
        application.reportDispatch(
            at: event.timestamp, .shake(.cancelled), view: nil, "shake cancelled: the first responder changed")
        target.motionCancelled(.motionShake, with: event)
    }
}
