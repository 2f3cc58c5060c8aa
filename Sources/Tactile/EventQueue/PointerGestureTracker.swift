import Foundation

/// One step of a scroll or transform gesture, as a recognizer driven by it receives it (no UIKit counterpart:
/// UIKit hands its recognizers a private scroll or transform event).
struct PointerGestureInput {
    /// Which kind of gesture.
    enum Kind {
        /// A wheel or trackpad scroll; ``PointerGestureInput/translation`` is this step's change.
        case scroll(UIScrollType)
        /// A trackpad pinch or rotation; ``PointerGestureInput/scale`` and ``PointerGestureInput/rotation`` are
        /// cumulative since the gesture began.
        case transform
    }
    var kind: Kind
    var phase: RawGesturePhase
    var timestamp: TimeInterval
    /// The pointer's location, in the window's coordinates.
    var locationInWindow: CGPoint
    /// For a scroll: this step's change, in the window's coordinates (the finger-drag sign of ``RawScrollEvent``).
    var translation: CGVector = .zero
    /// For a transform: the scale since the gesture began (1 at its start).
    var scale: CGFloat = 1
    /// For a transform: the rotation since the gesture began, in radians, clockwise positive.
    var rotation: CGFloat = 0
}

/// One scroll or transform gesture in progress: the recognizers it drives, chosen when it began, and the event
/// object they are asked about. Like a touch, it stays bound to them until it ends, and they compete for it as
/// the recognizers of one touch compete (``GestureEnvironment/sharesTouches(_:_:)``).
@MainActor
final class PointerGestureSession {
    let kind: PointerGestureInput.Kind
    let event: UIEvent
    let window: UIWindow
    var recognizers: [UIGestureRecognizer] = []
    /// Begun by a `.changed` with no `.began` (a wheel click): it ends after an idle interval.
    let isImplicit: Bool
    var idleEnd: ScheduledAction?
    /// A transform's latest scale and rotation, which its end reports again.
    var lastTransform: (scale: CGFloat, rotation: CGFloat) = (1, 0)
    /// The pointer's latest location, in the window's coordinates.
    var lastLocationInWindow: CGPoint = .zero

    init(kind: PointerGestureInput.Kind, event: UIEvent, window: UIWindow, isImplicit: Bool) {
        self.kind = kind
        self.event = event
        self.window = window
        self.isImplicit = isImplicit
    }
}

/// Turns wheel, trackpad-scroll and trackpad-transform input into the states of the recognizers over the pointer
/// (UIKit counterpart: the private handling of `UIEvent`s of type `.scroll` and `.transform`, iOS 13.4).
///
/// When a gesture begins, the pointer is hit-tested like a touch (windows front to back). The recognizers of
/// the hit view and its ancestors that take the gesture (``UIGestureRecognizer/acceptsScroll(_:)``,
/// ``UIGestureRecognizer/acceptsTransform()``), that are enabled, not busy with touches or another gesture, and
/// whose delegate agrees (`gestureRecognizer(_:shouldReceive:)` with the event) are bound to it for its life, as
/// a touch's recognizers are. They take part in the gesture environment's arbitration: the first to begin
/// prevents the others unless they may recognize simultaneously. This path never runs for touches: a touch move
/// costs nothing more.
///
/// A wheel click that arrives as a lone `.changed` begins a gesture implicitly, which ends after
/// ``TactileConfiguration/discreteScrollEndInterval`` without another event (see ``RawScrollEvent``).
@MainActor
final class PointerGestureTracker {
    private unowned let application: UIApplication
    private var scroll: PointerGestureSession?
    private var transform: PointerGestureSession?
    /// The events handed to delegates and read through `UIGestureRecognizer.modifierFlags`, reused like UIKit's.
    private lazy var scrollEvent = UIEvent(type: .scroll, timestamp: application.scheduler.now)
    private lazy var transformEvent = UIEvent(type: .transform, timestamp: application.scheduler.now)

    init(application: UIApplication) {
        self.application = application
    }

    // MARK: Scroll

    func process(_ raw: RawScrollEvent) {
        scrollEvent.timestamp = raw.timestamp
        scrollEvent.modifierFlags = raw.modifierFlags
        let kind = PointerGestureInput.Kind.scroll(raw.type)
        switch raw.phase {
        case .began:
            if let old = scroll {
                scroll = nil
                finish(old, phase: .ended, at: raw.timestamp)
            }
            scroll = start(kind, at: raw.location, time: raw.timestamp, implicit: false)
        case .changed:
            if scroll == nil { scroll = start(kind, at: raw.location, time: raw.timestamp, implicit: true) }
            guard let session = scroll else { return }
            let delta = Self.windowVector(raw.translation, at: raw.location, in: session.window)
            deliver(session, input(kind, .changed, raw.timestamp, raw.location, session, translation: delta))
            if session.isImplicit { scheduleIdleEnd(of: session) }
        case .ended, .cancelled:
            guard let session = scroll else { return }
            scroll = nil
            finish(session, phase: raw.phase, at: raw.timestamp, location: raw.location)
        }
    }

    private func scheduleIdleEnd(of session: PointerGestureSession) {
        session.idleEnd?.cancel()
        let interval = application.configuration.discreteScrollEndInterval
        session.idleEnd = application.scheduler.schedule(after: interval) { [weak self, weak session] in
            guard let self, let session, self.scroll === session else { return }
            session.idleEnd = nil
            self.scroll = nil
            let now = self.application.scheduler.now
            self.scrollEvent.timestamp = now
            self.finish(session, phase: .ended, at: now)
            self.application.runLayoutAndDisplayPasses()
        }
    }

    // MARK: Transform

    func process(_ raw: RawTransformEvent) {
        transformEvent.timestamp = raw.timestamp
        transformEvent.modifierFlags = raw.modifierFlags
        switch raw.phase {
        case .began:
            if let old = transform {
                transform = nil
                finish(old, phase: .ended, at: raw.timestamp)
            }
            transform = start(.transform, at: raw.location, time: raw.timestamp, implicit: false)
        case .changed:
            if transform == nil {
                transform = start(.transform, at: raw.location, time: raw.timestamp, implicit: false)
            }
            guard let session = transform else { return }
            var step = input(.transform, .changed, raw.timestamp, raw.location, session)
            step.scale = raw.scale
            step.rotation = raw.rotation
            deliver(session, step)
        case .ended, .cancelled:
            guard let session = transform else { return }
            transform = nil
            finish(session, phase: raw.phase, at: raw.timestamp, location: raw.location)
        }
    }

    // MARK: Sessions

    /// Hit-tests `location`, binds the recognizers that take the gesture, and delivers `.began` to them. A
    /// gesture over a view with no recognizer that takes it still opens a session (with no recognizers), so that
    /// its later steps do not start it over a view the pointer reaches meanwhile; over no window, none opens.
    private func start(
        _ kind: PointerGestureInput.Kind, at location: CGPoint, time: TimeInterval, implicit: Bool
    ) -> PointerGestureSession? {
        let event: UIEvent
        switch kind {
        case .scroll: event = scrollEvent
        case .transform: event = transformEvent
        }
        for window in application.windowsFrontToBack {
            guard let view = window.hitTest(window.convertFromScreenSpace(location), with: nil) else { continue }
            let session = PointerGestureSession(kind: kind, event: event, window: window, isImplicit: implicit)
            let environment = application.gestureEnvironment
            var current: UIView? = view
            while let v = current {
                for r in v.gestureRecognizerStorage where takes(r, kind, event: event, environment: environment) {
                    session.recognizers.append(r)
                }
                current = v.superview
            }
            for r in session.recognizers {
                environment.joinWithoutTouches(r)
                r.pointerSession = session
            }
            deliver(session, input(kind, .began, time, location, session))
            return session
        }
        return nil
    }

    /// Whether `r` takes a new gesture of `kind`: enabled, attached, idle, and its delegate agrees.
    private func takes(
        _ r: UIGestureRecognizer, _ kind: PointerGestureInput.Kind, event: UIEvent, environment: GestureEnvironment
    ) -> Bool {
        guard r.isEnabled, r.hasView, r.stateStorage == .possible, r.pendingState == nil,
            r.activeTouches.isEmpty, r.pointerSession == nil
        else { return false }
        switch kind {
        case .scroll(let type): guard r.acceptsScroll(type) else { return false }
        case .transform: guard r.acceptsTransform() else { return false }
        }
        if let delegate = r.delegate, !delegate.gestureRecognizer(r, shouldReceive: event) {
            environment.note(r, .declined("delegate: shouldReceive event"), "\(r.logName): delegate declined the event")
            return false
        }
        return true
    }

    /// Ends `session`, already taken out of its slot (so that a handler that posts input meanwhile starts a new
    /// gesture): its recognizers get `phase` (`.ended` or `.cancelled`), those still undecided fail, and all are
    /// let go, to be reset.
    private func finish(
        _ session: PointerGestureSession, phase: RawGesturePhase, at time: TimeInterval, location: CGPoint? = nil
    ) {
        session.idleEnd?.cancel()
        session.idleEnd = nil
        let p = location.map { session.window.convertFromScreenSpace($0) } ?? session.lastLocationInWindow
        var step = PointerGestureInput(kind: session.kind, phase: phase, timestamp: time, locationInWindow: p)
        (step.scale, step.rotation) = session.lastTransform
        deliver(session, step)
        let environment = application.gestureEnvironment
        for r in session.recognizers {
            r.pointerSession = nil
            // A recognizer that neither began nor failed by the end of its gesture has not recognized it.
            if r.stateStorage == .possible, r.pendingState == nil, r.isParticipating { r.state = .failed }
        }
        environment.update()
    }

    private func input(
        _ kind: PointerGestureInput.Kind, _ phase: RawGesturePhase, _ time: TimeInterval, _ location: CGPoint,
        _ session: PointerGestureSession, translation: CGVector = .zero
    ) -> PointerGestureInput {
        PointerGestureInput(
            kind: kind, phase: phase, timestamp: time,
            locationInWindow: session.window.convertFromScreenSpace(location), translation: translation)
    }

    /// Gives one step to the session's recognizers still deciding or in progress, then settles the states they
    /// asked for, as a touch delivery does.
    private func deliver(_ session: PointerGestureSession, _ step: PointerGestureInput) {
        if case .transform = step.kind, step.phase == .changed { session.lastTransform = (step.scale, step.rotation) }
        session.lastLocationInWindow = step.locationInWindow
        let environment = application.gestureEnvironment
        environment.deliveringDepth += 1
        for r in session.recognizers where r.pointerSession === session && r.isEnabled && r.hasView {
            switch r.stateStorage {
            case .possible, .began, .changed: break
            case .ended, .cancelled, .failed: continue
            }
            r.lastCentroid = step.locationInWindow
            r.lastWindow = session.window
            r.pointerGesture(step)
        }
        environment.deliveringDepth -= 1
        if !environment.isDelivering { environment.update() }
    }

    /// A change of `vector` screen points at `location`, in `window`'s coordinates.
    private static func windowVector(_ vector: CGVector, at location: CGPoint, in window: UIWindow) -> CGVector {
        let a = window.convertFromScreenSpace(location)
        let b = window.convertFromScreenSpace(CGPoint(x: location.x + vector.dx, y: location.y + vector.dy))
        return CGVector(dx: b.x - a.x, dy: b.y - a.y)
    }
}
