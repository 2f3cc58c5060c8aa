import Foundation

/// The application: owner of the event queue, the windows and the scheduler, and the last responder in the
/// chain before its delegate.
///
/// UIKit counterpart: [`UIApplication`](https://developer.apple.com/documentation/uikit/uiapplication). On iOS the
/// system turns hardware input into `UIEvent`s on the main run loop, and the application takes them from its event
/// queue in order. In Tactile, raw input (``RawInputEvent``) is posted with ``enqueue(_:)`` and processed first in,
/// first out by ``processPendingEvents()``, which turns it into `UIEvent`s and passes each to ``sendEvent(_:)``.
/// `sendEvent` hands touch events to the windows their touches belong to, and every other event to the key window.
///
/// Deliberate differences from UIKit:
/// - Several applications can exist at once, each with its own scheduler, so tests stay isolated.
///   ``shared`` is the one that `UIWindow(frame:)` uses; replace it with ``setShared(_:)`` (the analogue of
///   choosing the principal class in `UIApplicationMain`).
/// - Time comes from an injectable ``TactileScheduler``; tests use a ``VirtualScheduler``.
@MainActor
open class UIApplication: UIResponder {
    /// The shared application, held strongly (``setShared(_:)``, or created by ``shared``) or weakly (a test
    /// simulator's); behind a lock, because the frameworks that UIKit lets any thread use
    /// (`MPRemoteCommandCenter.shared()`, `CMMotionManager()`) look it up.
    private struct SharedApplication {
        var strong: UIApplication?
        weak var weak: UIApplication?
        var current: UIApplication? { strong ?? weak }
    }

    private nonisolated static let sharedStorage = LockedValue(SharedApplication())

    /// The shared application, created on first use with a ``MainQueueScheduler`` unless one was set with
    /// ``setShared(_:)``. `TouchSimulator` makes its own application the shared one while it lives.
    public static var shared: UIApplication {
        if let app = sharedStorage.withLock({ $0.current }) { return app }
        let app = UIApplication(scheduler: MainQueueScheduler())
        return sharedStorage.withLock { stored in
            if let current = stored.current { return current }
            stored.strong = app
            return app
        }
    }

    /// Makes `application` the one returned by ``shared``.
    public static func setShared(_ application: UIApplication) {
        sharedStorage.withLock { $0 = SharedApplication(strong: application) }
    }

    /// Makes `application` the one returned by ``shared`` while something else keeps it alive (a test
    /// simulator's application); once it is gone, ``shared`` creates a new one.
    package static func setShared(weakly application: UIApplication) {
        sharedStorage.withLock {
            $0 = SharedApplication()
            $0.weak = application
        }
    }

    /// The shared application if there is one yet, from any thread: what ``shared`` returns, without creating it.
    package nonisolated static var sharedIfCreated: UIApplication? {
        sharedStorage.withLock { $0.current }
    }

    /// The clock and scheduler for everything time-based in this application. Tactile addition: UIKit uses the
    /// main run loop and `CACurrentMediaTime()`.
    public let scheduler: any TactileScheduler

    /// The thresholds this application uses (tap counting, hit-test alpha, coalescing, prediction). Tactile
    /// addition: UIKit's values are private constants.
    @exclusivity(unchecked) public var configuration: TactileConfiguration {
        didSet { touchesEvent.configuration = configuration }
    }

    /// The delegate. When it is a `UIResponder` (and not a view, a view controller or an application), it is
    /// the application's ``next`` responder and ends the chain, as in UIKit.
    public weak var delegate: (any UIApplicationDelegate)?

    /// The visible windows, back to front: by ``UIWindow/windowLevel``, then by the order they became visible.
    @exclusivity(unchecked) public private(set) var windows: [UIWindow] = []

    /// The key window: as in UIKit, it receives motion, remote-control and press events (touches go to the window
    /// that hit-testing finds).
    @exclusivity(unchecked) public private(set) weak var keyWindow: UIWindow?

    /// Whether a shake that reaches the window unhandled shows the Undo/Redo sheet, as UIKit's shake-to-edit does.
    /// Default `true`, as in UIKit.
    public var applicationSupportsShakeToEdit = true

    /// What showing the Undo/Redo sheet does. Tactile addition; UIKit shows its own alert. Tactile has no UI: install a presenter to show your own
    /// sheet, or to observe the request in tests. Default `nil`: nothing is shown.
    public var shakeToEditPresenter: (@MainActor (UndoManager) -> Void)?

    /// An opt-in log of every gesture-arbitration decision: state changes, actions, who blocked whom and why,
    /// and what views were held back, released or cancelled. Default `nil` (Tactile addition).
    @exclusivity(unchecked) public var gestureArbitrationLog: GestureArbitrationLog? {
        didSet { gestureEnvironment.log = gestureArbitrationLog }
    }

    /// Called with every raw input event as the queue processes it (Tactile addition, for recorders and traces).
    /// Default `nil`: nothing is recorded and nothing is spent.
    @exclusivity(unchecked) public var inputObserver: (@MainActor (RawInputEvent) -> Void)?

    /// Called with a line for every hit-test result and every handler call the pipeline makes on a view
    /// (Tactile addition, for the dispatch log of traces). Default `nil`.
    @exclusivity(unchecked) public var dispatchObserver: (@MainActor (_ time: TimeInterval, _ message: String) -> Void)? {
        didSet { viewDeliveryGate.reportsDispatch = isReportingDispatch }
    }

    /// Called with the same hit-test results and handler calls as ``dispatchObserver``, in structured form: which
    /// contact hit which view, which view was sent which phase for which contacts (Tactile addition, for traces and
    /// timelines). Default `nil`: nothing is built.
    @exclusivity(unchecked) public var touchDispatchObserver: (@MainActor (TouchDispatchRecord) -> Void)? {
        didSet { viewDeliveryGate.reportsDispatch = isReportingDispatch }
    }

    /// The gesture environment: it sees touches before views do, and controls their delivery to views.
    let gestureEnvironment = GestureEnvironment()
    /// The one touches event, reused for every touch dispatch.
    let touchesEvent: UIEvent
    /// The one event object for each other kind, reused like UIKit's.
    let motionEvent: UIEvent
    let remoteControlEvent: UIEvent
    let pressesEvent: UIPressesEvent
    /// Raw input waiting to be processed.
    @exclusivity(unchecked) var queue = ApplicationEventQueue()
    /// Touch tracking, created with the application. Not a `lazy var`, whose every read is a checked access
    /// (about 75 instructions a move; `@exclusivity(unchecked)` cannot mark a lazy property).
    @exclusivity(unchecked) private(set) var touchTracker: TouchTracker!
    lazy var pressTracker = PressTracker(application: self)
    lazy var hoverTracker = HoverTracker(application: self)
    lazy var pointerGestureTracker = PointerGestureTracker(application: self)
    /// The scheduled turn that will process the queue, while one is pending (`EventQueue/`).
    @exclusivity(unchecked) var drain: ScheduledAction?
    /// Whether ``processPendingEvents()`` is running.
    @exclusivity(unchecked) var isProcessing = false
    @exclusivity(unchecked) private var ignoringCount = 0
    @exclusivity(unchecked) private var visibilityCounter = 0
    @exclusivity(unchecked) var receivingRemoteControl = false
    /// The router of commands from the system's media controls (`EventQueue/RemoteCommandRouter.swift`), behind a
    /// lock because `TactileMedia` installs it from whichever thread creates the command center.
    nonisolated let remoteCommandRouterSlot = LockedValue<(any RemoteCommandRouter)?>(nil)
    @exclusivity(unchecked) var motionObservers: [(id: Int, body: @MainActor (RawMotionSample) -> Void)] = []
    /// Device orientation and shake detection (`Sources/Tactile/Motion/`), created on first use.
    lazy var motionServices = ApplicationMotionServices(application: self)
    private var nextObserverID = 0
    /// Views waiting for the display pass, and the pass's own buffer (`Drawing/DisplayPass.swift`).
    @exclusivity(unchecked) var viewsNeedingDisplay: [UIView] = []
    var viewsBeingDisplayed: [UIView] = []
    var scheduledDisplayPass: ScheduledAction?
    /// Windows with views waiting for the layout pass, and the pass's own buffer (`Layout/LayoutPass.swift`).
    /// Windows hidden since the dispatch buffers were last purged (weakly), so that the purge reaches them too.
    var windowsHiddenSincePurge: [WeakWindow] = []
    @exclusivity(unchecked) var windowsNeedingLayout: [UIWindow] = []
    var windowsBeingLaidOut: [UIWindow] = []
    /// The static and dynamic quick actions, and whether launching finished (`ShortcutItems/`).
    var quickActions = ApplicationQuickActions()
    var isProcessingEvents: Bool { isProcessing }
    /// The window that shows the first responder's input views (`InputViews/`), created on first use.
    lazy var inputViewHost = InputViewHost(application: self)
    /// The current user activity, where it is saved, and the pending save (`UserActivities/`).
    var userActivityState = ApplicationUserActivityState()
    /// The application's state, its scenes and the delegate it keeps alive (`Application/UIApplication+State.swift`,
    /// `Scenes/`).
    var lifecycle = ApplicationLifecycle()

    /// Creates an application that takes its time from `scheduler`.
    public init(scheduler: any TactileScheduler, configuration: TactileConfiguration = .default) {
        self.scheduler = scheduler
        self.configuration = configuration
        self.touchesEvent = UIEvent(type: .touches, timestamp: scheduler.now)
        self.motionEvent = UIEvent(type: .motion, subtype: .motionShake, timestamp: scheduler.now)
        self.remoteControlEvent = UIEvent(type: .remoteControl, timestamp: scheduler.now)
        self.pressesEvent = UIPressesEvent(timestamp: scheduler.now)
        super.init()
        touchesEvent.configuration = configuration
        gestureEnvironment.application = self
        touchTracker = TouchTracker(application: self)
    }

    /// Creates an application that takes its time from a ``MainQueueScheduler`` (UIKit: `init?(coder:)`, which
    /// `UIResponder` requires in Tactile). `UIApplicationMain` creates the principal class named to it this way.
    public required convenience init?(coder: NSCoder) {
        self.init(scheduler: MainQueueScheduler())
    }

    // MARK: Responder chain

    /// The delegate, when it is a `UIResponder` that is not a view, a view controller or an application;
    /// otherwise `nil`. UIKit's application answers the same way, so the delegate ends the responder chain.
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder else { return nil }
        if responder is UIView || responder is UIViewController || responder is UIApplication { return nil }
        return responder
    }

    // MARK: Windows

    /// Visible windows front to back, the order in which touches look for a window.
    var windowsFrontToBack: ReversedCollection<[UIWindow]> { windows.reversed() }

    /// Called when a touch sequence ends: the gesture environment and every window let go of the touches their
    /// reusable dispatch buffers still hold.
    func purgeDispatchBuffers() {
        gestureEnvironment.purgeDispatchBuffers()
        for window in windows { window.dispatchScratch.purge() }
        // A window hidden during the sequence is no longer in `windows`, but its buffers may still hold the
        // sequence's touches, which hold the window: without this, window, views and touches kept each other alive.
        for box in windowsHiddenSincePurge { box.window?.dispatchScratch.purge() }
        windowsHiddenSincePurge.removeAll()
    }

    func windowDidBecomeVisible(_ window: UIWindow) {
        visibilityCounter += 1
        window.visibilitySequence = visibilityCounter
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
        windowOrderDidChange()
    }

    /// A hidden window leaves ``windows``; if it was key, the frontmost visible window becomes key, so that
    /// motion, remote-control and press events keep a destination.
    func windowDidBecomeHidden(_ window: UIWindow) {
        windows.removeAll { $0 === window }
        windowsHiddenSincePurge.append(WeakWindow(window: window))
        if keyWindow === window { setKeyWindow(windows.last { $0.canBecomeKeyWindow }) }
    }

    func windowOrderDidChange() {
        windows.sort {
            $0.windowLevel != $1.windowLevel
                ? $0.windowLevel < $1.windowLevel : $0.visibilitySequence < $1.visibilitySequence
        }
    }

    func setKeyWindow(_ window: UIWindow?) {
        guard keyWindow !== window, window?.canBecomeKeyWindow ?? true else { return }
        let old = keyWindow
        keyWindow = window
        old?.resignKey()
        window?.becomeKey()
        inputViewHost.setNeedsUpdate()
    }

    // MARK: Ignoring interaction

    /// Stops touch delivery to the whole application until a matching ``endIgnoringInteractionEvents()``, for
    /// example during an animation, as UIKit's method of the same name does (deprecated there since iOS 13). Calls
    /// nest, as in UIKit: delivery resumes when every begin has been matched. Touches that begin while ignoring are
    /// discarded for their whole life; touches already in progress keep being delivered, because a view that
    /// handles touches expects the complete stream of each sequence, from began to ended or cancelled.
    public func beginIgnoringInteractionEvents() { ignoringCount += 1 }

    /// Undoes one ``beginIgnoringInteractionEvents()``. Extra calls are ignored.
    public func endIgnoringInteractionEvents() { ignoringCount = max(0, ignoringCount - 1) }

    /// Whether touch delivery is suspended.
    public var isIgnoringInteractionEvents: Bool { ignoringCount > 0 }

    // MARK: Remote control

    /// Starts delivery of remote-control events to the first responder.
    public func beginReceivingRemoteControlEvents() { receivingRemoteControl = true }
    /// Stops delivery of remote-control events.
    public func endReceivingRemoteControlEvents() { receivingRemoteControl = false }
    /// Whether remote-control events are delivered (Tactile addition; UIKit keeps this private).
    public var isReceivingRemoteControlEvents: Bool { receivingRemoteControl }

    /// Whether this application is the "Now Playing" app: the one the system's media controls, headset buttons and
    /// media keys talk to. On iOS an app receives remote-control events only while it is the Now Playing app.
    /// Default `false`.
    ///
    /// Tactile addition: on iOS the system decides this, from the app having started audio playback, and keeps it
    /// while the app is paused ("currently playing or most recently played"). Tactile plays no audio, so
    /// `TactileMedia` sets it when the app reports playback (`MPNowPlayingInfoCenter.playbackState = .playing`) and
    /// clears it with `MPNowPlayingInfoCenter.resignNowPlaying()`; `MPRemoteCommandCenter.dispatch(_:timestamp:)`,
    /// the path media keys and MPRIS take, delivers nothing while it is `false`.
    @exclusivity(unchecked) public var isNowPlaying = false

    /// Whether remote-control input posted straight to the queue (``enqueue(_:)``) is delivered only while
    /// ``isNowPlaying``, as iOS delivers remote-control events only to the Now Playing app. Tactile addition.
    /// Default `false`: such input is taken as already routed to this application by the system, as recordings,
    /// the demo and tests post it. `MPRemoteCommandCenter.dispatch(_:timestamp:)` checks ``isNowPlaying`` itself
    /// whatever this says; set this to `true` to make the queue enforce it for every other source too.
    @exclusivity(unchecked) public var remoteControlRequiresNowPlaying = false

    // MARK: Motion samples

    /// Registers `body` to receive every raw motion sample the queue processes (Tactile addition). As in UIKit,
    /// motion samples never travel the responder chain (only shakes become `UIEvent`s); `TactileMotion` uses this to
    /// feed Core Motion and the shake detector.
    /// - Returns: an id to pass to ``removeMotionSampleObserver(_:)``.
    @discardableResult
    public func addMotionSampleObserver(_ body: @escaping @MainActor (RawMotionSample) -> Void) -> Int {
        nextObserverID += 1
        motionObservers.append((nextObserverID, body))
        return nextObserverID
    }

    /// Removes a motion-sample observer (Tactile addition).
    public func removeMotionSampleObserver(_ id: Int) {
        motionObservers.removeAll { $0.id == id }
    }

    // MARK: Dispatch

    /// Dispatches an event: touch events to each window that has touches in it, in the order those touches
    /// began; other events to the key window. As in UIKit, this is the funnel for every event entering the
    /// application: override it to observe events, and always call `super` without changing how events are
    /// distributed, as UIKit asks.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            let touches = event.touchStorage
            for (i, touch) in touches.enumerated() {
                guard let window = touch.window else { continue }
                var seen = false
                for j in 0..<i where touches[j].window === window {
                    seen = true
                    break
                }
                if !seen { window.sendEvent(event) }
            }
        case .presses:
            if let presses = event as? UIPressesEvent, let window = presses.pressStorage.first?.window ?? keyWindow {
                window.sendEvent(event)
            }
        case .motion, .remoteControl:
            keyWindow?.sendEvent(event)
        case .hover, .scroll, .transform:
            break  // they drive gesture recognizers directly (hover and pointer-gesture tracking); no view gets them
        }
    }

    /// Sends an action message, as UIKit's `sendAction(_:to:from:for:)` does.
    ///
    /// With a target, the target performs it. With a `nil` target the message goes to the object that
    /// ``UIResponder/target(forAction:withSender:)`` of the key window's first responder names, as in UIKit; when
    /// nothing is first responder the search starts at `sender` (when it is a responder), and otherwise at the key
    /// window. By default that is the first responder up the chain whose `canPerformAction(_:withSender:)` is
    /// `true`, which for a standard edit action includes one that overrides the action's method
    /// (``UIResponder/copy(_:)`` …): UIKit's default is "the method is implemented".
    /// - Returns: whether some object handled the action.
    @discardableResult
    open func sendAction(_ action: Selector, to target: AnyObject?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            guard let performer = target as? any ActionPerforming else { return false }
            return performer.perform(action, with: sender, for: event)
        }
        let start: UIResponder? = keyWindow?.firstResponderStorage ?? (sender as? UIResponder) ?? keyWindow
        return start?.performActionUpTheChain(action, from: sender, for: event) ?? false
    }

    /// Whether a dispatch observer is installed (``dispatchObserver`` or ``touchDispatchObserver``).
    var isReportingDispatch: Bool { dispatchObserver != nil || touchDispatchObserver != nil }

    func presentShakeToEdit(_ manager: UndoManager) {
        shakeToEditPresenter?(manager)
    }

    /// Reports a dispatch step to ``dispatchObserver`` and ``touchDispatchObserver``. Builds nothing when neither
    /// is installed (the step and the message are autoclosures).
    func reportDispatch(
        at time: TimeInterval, _ step: @autoclosure () -> TouchDispatchRecord.Step, view: UIView?,
        _ message: @autoclosure () -> String
    ) {
        guard isReportingDispatch else { return }
        let text = message()
        dispatchObserver?(time, text)
        touchDispatchObserver?(TouchDispatchRecord(time: time, step: step(), view: UIWindow.describe(view), message: text))
    }
}

/// One step of touch dispatch, as reported to ``UIApplication/touchDispatchObserver``: a hit-test result or a
/// handler call on a view.
///
/// No UIKit counterpart: UIKit does not report its dispatch. Views are named like the arbitration log names them
/// (their type, and `#tag` when the tag is not 0; `"nil"` when a hit-test found no view).
public struct TouchDispatchRecord: Sendable, Equatable {
    /// What the pipeline did (no UIKit counterpart).
    public enum Step: Sendable, Equatable {
        /// A new contact was hit-tested; ``TouchDispatchRecord/view`` is the view it hit.
        case hitTest(contact: Int)
        /// A touch handler (`touchesBegan` … `touchesCancelled`) was called on ``TouchDispatchRecord/view`` with
        /// the touches of these digitizer contacts.
        case handlerCall(phase: UITouch.Phase, contacts: [Int])
        /// A shake detected in accelerometer samples was sent (``ShakeDetector``), or a shake was cancelled because
        /// first-responder status moved; ``TouchDispatchRecord/view`` is empty.
        case shake(RawShakeEvent.Phase)
    }

    /// When it happened, on the application's scheduler.
    public var time: TimeInterval
    /// What the pipeline did.
    public var step: Step
    /// The view hit, or the view whose handler was called.
    public var view: String
    /// The line ``UIApplication/dispatchObserver`` receives, e.g. `"UIView#7.touchesBegan ×1"`.
    public var message: String

    /// Creates a record.
    public init(time: TimeInterval, step: Step, view: String, message: String) {
        self.time = time
        self.step = step
        self.view = view
        self.message = message
    }
}

/// The application delegate (UIKit: `UIApplicationDelegate`).
///
/// Tactile's delegate has no required methods. Make it a `UIResponder` subclass to put it at the end of the
/// responder chain, as in UIKit.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The application received a memory warning (``UIApplication/simulateMemoryWarning()``). Default: nothing.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// Launching has begun; return `false` to refuse a URL or user activity in the options
    /// (``UIApplication/finishLaunching(options:)``). Default: `true`.
    func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Launching is done; return `false` when the app handled the launch's quick action or user activity itself,
    /// so that ``application(_:performActionFor:completionHandler:)`` or
    /// ``application(_:continue:restorationHandler:)`` is not called for it. Default: `true`.
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The user chose a quick action; call `completionHandler` with whether it was handled. Default: calls it with
    /// `false`.
    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
    /// Continues `userActivity`, as UIKit's delegate method of the same name does: restore what the user was
    /// doing, and pass the responders that should restore their state to `restorationHandler` (each gets
    /// `restoreUserActivityState(_:)`). Return whether the activity was handled. Tactile calls it from
    /// ``UIApplication/finishLaunching(options:)`` when the launch options hold an activity, and from
    /// ``UIApplication/restorePersistedUserActivity()``. Default: returns `false`.
    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool

    // MARK: Life cycle (`UIApplication+State.swift`)

    /// The app became active: it is in the foreground and receives events (``UIApplication/becomeActive()``).
    /// Not called in an app that uses scenes, as in UIKit: its scene delegates get `sceneDidBecomeActive(_:)`.
    /// Default: nothing.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop being active; touches in progress were cancelled
    /// (``UIApplication/resignActive()``). Not called in an app that uses scenes. Default: nothing.
    func applicationWillResignActive(_ application: UIApplication)
    /// The app is now in the background (``UIApplication/enterBackground()``): save the user's data. Not called in
    /// an app that uses scenes. Default: nothing.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The app is about to leave the background for the foreground (``UIApplication/enterForeground()``). Not
    /// called in an app that uses scenes. Default: nothing.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to terminate (``UIApplication/terminate()``); called in apps with and without scenes, as
    /// in UIKit. Default: nothing.
    func applicationWillTerminate(_ application: UIApplication)

    // MARK: Scenes (`Scenes/`)

    /// The configuration to create a new scene with, in an app that uses scenes (its Info.plist has a
    /// `UIApplicationSceneManifest`). Default: a configuration with no name for the session's role, which takes the
    /// first configuration the Info.plist lists for that role, as UIKit does when the method is not implemented.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// The user discarded scenes' sessions. Default: nothing. Tactile never discards sessions by itself: a
    /// desktop has no app switcher to close them from.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    /// Does nothing.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}

    /// Does not handle the activity: returns `false`.
    public func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool { false }
}

/// A window held weakly.
struct WeakWindow {
    weak var window: UIWindow?
}
