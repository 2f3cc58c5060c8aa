import Foundation
@_exported import Tactile
import TactileMotion

/// Synthesizes touches and sends them through the real pipeline, on virtual time.
///
/// No UIKit counterpart: iOS developers otherwise need XCUITest and a simulator. A `TouchSimulator` owns a
/// `VirtualScheduler` and a `UIApplication` that uses it. Every gesture it performs turns into
/// `DigitizerFrame`s that go through `UIApplication.enqueue(_:)`, the event queue, hit-testing, the gesture
/// environment and the responders, exactly like real input. Time moves only when the simulator (or you) moves
/// it, so tests are deterministic.
///
/// Points are in **screen coordinates** unless a view is given, in which case they are in that view's
/// coordinates. Moves are sampled every ``sampleInterval`` seconds.
///
/// **The screen.** A simulator has a ``screen`` of its own: 390 × 844 points at scale 3 (the size `UIScreen.main` has
/// by default) unless the test gives another to ``init(configuration:start:screen:)``. ``makeWindow(frame:)`` with
/// no frame makes a window that fills it, and while the simulator is the shared one (below), `UIScreen.main` is that
/// screen. So the window, `UIScreen.main` and a view controller's default view (which UIKit makes the size of the
/// main screen, so that `viewDidLoad()` can lay out subviews from `view.bounds`) agree, as on a device: a button put
/// at the bottom right of `view.bounds` in `viewDidLoad()` is on the window and receives taps. A test that wants a
/// smaller window passes its frame, `makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))`; the screen
/// keeps its size.
///
/// **The shared application.** Creating a simulator makes its application `UIApplication.shared` and its screen
/// `UIScreen.main`, and so does ``makeWindow(frame:)``: code under test that uses `UIApplication.shared`,
/// `UIScreen.main`, `UIDevice.current`, `MPRemoteCommandCenter.shared()`, `MPNowPlayingInfoCenter.default()` or
/// `CMMotionManager()` reaches the simulator's without `UIApplication.setShared(_:)` or `UIScreen.setMain(_:)`. The
/// rule is: the simulator most recently created, or whose `makeWindow` was most recently called, is shared. Swift Testing runs tests in parallel, and between
/// creating a suite (with its `let sim = TouchSimulator()`) and running its test another test may create its own
/// simulator; a test that relies on the shared application should therefore call `makeWindow` (or
/// ``makeShared()``) in its body, or use the explicit forms (`MPRemoteCommandCenter.shared(for:
/// sim.application)`, `sim.screen`). Synchronous `@MainActor` test bodies are not interleaved with other tests.
/// The shared application and the main screen are held weakly: they do not outlive their simulator, and once it
/// is gone `UIScreen.main` is again the screen `UIScreen.setMain(_:)` set, or the default one.
///
/// ```swift
/// let sim = TouchSimulator()
/// let window = sim.makeWindow()
/// let button = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
/// window.addSubview(button)
/// sim.tap(at: CGPoint(x: 50, y: 30))
/// ```
@MainActor
public final class TouchSimulator {
    /// A finger put down with ``touchDown(at:in:force:type:)`` (no UIKit counterpart).
    public struct Finger: Hashable, Sendable {
        /// The contact id the finger reports.
        public let id: Int
    }

    /// The application the touches go to.
    public let application: UIApplication
    /// The virtual clock.
    public let scheduler: VirtualScheduler
    /// The simulator's screen (no UIKit counterpart: a device has one): what `UIScreen.main` returns while the
    /// simulator is the shared one, the screen of the windows ``makeWindow(frame:)`` makes, and the size of the
    /// window it makes when given no frame. 390 × 844 points at scale 3 unless the test gave another.
    public let screen: UIScreen
    /// The interval between synthesized samples of a moving finger. Default 1/60 s.
    public var sampleInterval: TimeInterval = 1.0 / 60.0
    /// The motion source of the simulator's application (its `motionSource`), whose samples the test sends with
    /// ``sendAccelerometer(x:y:z:)`` and its siblings (no UIKit counterpart). Code under test that calls
    /// `CMMotionManager()` while the simulator's application is the shared one uses it, with no global to set;
    /// `CMMotionManager(source: sim.motionSource, application: sim.application)` names it explicitly.
    public let motionSource = SimulatedMotionSource()

    var down: [(id: Int, contact: DigitizerContact)] = []
    var nextID = 1

    /// Creates a simulator with its own virtual clock (starting at `start`), application and screen (`screen`, or
    /// a new 390 × 844-point screen at scale 3 when it is `nil`).
    public init(configuration: TactileConfiguration = .default, start: TimeInterval = 1000, screen: UIScreen? = nil) {
        let scheduler = VirtualScheduler(start: start)
        self.scheduler = scheduler
        self.screen = screen ?? UIScreen(bounds: UIScreen.defaultMainBounds, scale: UIScreen.defaultMainScale)
        self.application = UIApplication(scheduler: scheduler, configuration: configuration)
        application.motionSource = motionSource
        makeShared()
    }

    /// Creates a simulator for an application whose scheduler is `scheduler`, with its own screen (`screen`, or a
    /// new 390 × 844-point screen at scale 3 when it is `nil`).
    public init(application: UIApplication, scheduler: VirtualScheduler, screen: UIScreen? = nil) {
        precondition(application.scheduler === scheduler, "The application must use the simulator's scheduler")
        self.application = application
        self.scheduler = scheduler
        self.screen = screen ?? UIScreen(bounds: UIScreen.defaultMainBounds, scale: UIScreen.defaultMainScale)
        if application.motionSource == nil { application.motionSource = motionSource }
        makeShared()
    }

    /// Makes the simulator's application `UIApplication.shared` and its ``screen`` `UIScreen.main` (no UIKit
    /// counterpart; see the rule above). Both are held weakly there: once the simulator and its application are
    /// gone, `UIApplication.shared` makes a new one and `UIScreen.main` is again the screen `UIScreen.setMain(_:)`
    /// set, or the default one.
    public func makeShared() {
        UIApplication.setShared(weakly: application)
        UIScreen.setMain(weakly: screen)
    }

    /// The current virtual time.
    public var now: TimeInterval { scheduler.now }

    /// Makes a window on the simulator's ``screen`` for its application, shows it and makes it key. Its frame is
    /// `frame` (screen coordinates), or the screen's bounds when `frame` is `nil`, as an app's window fills the
    /// device's screen. Makes the simulator the shared one again (its application `UIApplication.shared`, its
    /// screen `UIScreen.main`). Giving a frame does not change the screen: a view controller's default view is
    /// still the screen's size until the window sizes it.
    public func makeWindow(frame: CGRect? = nil) -> UIWindow {
        makeShared()
        let window = UIWindow(frame: frame ?? screen.bounds, application: application)
        window.screen = screen
        window.makeKeyAndVisible()
        return window
    }

    /// Converts a point in `view`'s coordinates (or screen coordinates when `view` is nil) to screen points.
    public func screenPoint(_ point: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return point }
        guard let window = view.window else {
            preconditionFailure("TouchSimulator: \(view) is not in a window, so its points have no screen position")
        }
        let inWindow = (view as UIView).convert(point, to: window as UIView)
        return window.convert(inWindow, to: nil as UIWindow?)
    }

    // MARK: Time

    /// Moves virtual time forward, running timers and processing queued input that falls due.
    public func advance(by interval: TimeInterval) {
        scheduler.advance(by: interval)
    }

    // MARK: Fingers

    /// Puts a finger down and processes the frame.
    @discardableResult
    public func touchDown(
        at point: CGPoint, in view: UIView? = nil, force: CGFloat = 0, type: UITouch.TouchType = .direct
    ) -> Finger {
        let id = nextID
        nextID += 1
        down.append((id, DigitizerContact(id: id, location: screenPoint(point, in: view), type: type, force: force)))
        emit()
        return Finger(id: id)
    }

    /// Puts several fingers down in the same frame.
    @discardableResult
    public func touchDown(at points: [CGPoint], in view: UIView? = nil) -> [Finger] {
        var fingers: [Finger] = []
        for p in points {
            let id = nextID
            nextID += 1
            down.append((id, DigitizerContact(id: id, location: screenPoint(p, in: view))))
            fingers.append(Finger(id: id))
        }
        emit()
        return fingers
    }

    /// Moves fingers in one frame.
    public func move(_ moves: [(Finger, CGPoint)], in view: UIView? = nil) {
        for (finger, p) in moves {
            guard let i = down.firstIndex(where: { $0.id == finger.id }) else { continue }
            down[i].contact.location = screenPoint(p, in: view)
        }
        emit()
    }

    /// Moves one finger and processes the frame.
    public func move(_ finger: Finger, to point: CGPoint, in view: UIView? = nil, force: CGFloat? = nil) {
        guard let i = down.firstIndex(where: { $0.id == finger.id }) else { return }
        down[i].contact.location = screenPoint(point, in: view)
        if let force { down[i].contact.force = force }
        emit()
    }

    /// Lifts fingers in one frame.
    public func lift(_ fingers: [Finger]) {
        for f in fingers {
            if let i = down.firstIndex(where: { $0.id == f.id }) { down[i].contact.state = .lifted }
        }
        emit()
    }

    /// Lifts one finger.
    public func lift(_ finger: Finger) { lift([finger]) }

    /// Reports fingers as cancelled by the digitizer (palm rejection, lost sync).
    public func cancel(_ fingers: [Finger]) {
        for f in fingers {
            if let i = down.firstIndex(where: { $0.id == f.id }) { down[i].contact.state = .cancelled }
        }
        emit()
    }

    /// Replays recorded digitizer frames (for example from `EvdevTouchDecoder`) in order, moving the virtual clock
    /// to each frame's timestamp first; frames older than the clock are sent at the current time.
    public func replay(_ frames: [DigitizerFrame]) {
        for frame in frames {
            if frame.timestamp > scheduler.now { scheduler.advance(to: frame.timestamp) }
            var f = frame
            f.timestamp = scheduler.now
            application.enqueue(.digitizer(f))
            scheduler.runDueActions()
        }
    }

    /// Moves a hovering pointer to `point` (screen coordinates, or `view`'s), without touching.
    public func hover(at point: CGPoint, in view: UIView? = nil) {
        application.enqueue(.hover(RawHoverEvent(timestamp: scheduler.now, location: screenPoint(point, in: view))))
        scheduler.runDueActions()
    }

    /// Takes the hovering pointer off the screen.
    public func hoverExit() {
        application.enqueue(.hover(RawHoverEvent(timestamp: scheduler.now, location: nil)))
        scheduler.runDueActions()
    }

    /// Sends a frame with every finger as it stands now, even if nothing changed (a stationary frame).
    public func repeatFrame() { emit() }

    func emit() {
        let frame = DigitizerFrame(timestamp: scheduler.now, contacts: down.map(\.contact))
        down.removeAll { $0.contact.state != .touching }
        application.enqueue(.digitizer(frame))
        scheduler.runDueActions()
    }

    // MARK: Gestures

    /// A tap: down, then up `duration` later, with `fingers` fingers 20 points apart.
    public func tap(at point: CGPoint, in view: UIView? = nil, fingers: Int = 1, duration: TimeInterval = 0.05) {
        let points = (0..<max(1, fingers)).map { CGPoint(x: point.x + CGFloat($0) * 20, y: point.y) }
        let f = touchDown(at: points, in: view)
        advance(by: duration)
        lift(f)
    }

    /// Two taps, `interval` apart (lift to next touch-down).
    public func doubleTap(
        at point: CGPoint, in view: UIView? = nil, interval: TimeInterval = 0.1, duration: TimeInterval = 0.05
    ) {
        tap(at: point, in: view, duration: duration)
        advance(by: interval)
        tap(at: point, in: view, duration: duration)
    }

    /// A finger held still for `duration`, then lifted.
    public func longPress(at point: CGPoint, in view: UIView? = nil, duration: TimeInterval = 0.6) {
        let f = touchDown(at: point, in: view)
        advance(by: duration)
        lift(f)
    }

    /// One finger moving in a straight line from `start` to `end` over `duration`, then lifting.
    public func drag(from start: CGPoint, to end: CGPoint, in view: UIView? = nil, duration: TimeInterval = 0.25) {
        perform([TouchPath(from: start, to: end, duration: duration)], in: view)
    }

    /// A quick drag: 0.08 s by default.
    public func swipe(from start: CGPoint, to end: CGPoint, in view: UIView? = nil, duration: TimeInterval = 0.08) {
        drag(from: start, to: end, in: view, duration: duration)
    }

    /// Two fingers on a horizontal line through `center`, `startDistance` apart, moving until their distance
    /// is `startDistance × scale`.
    public func pinch(
        center: CGPoint, in view: UIView? = nil, scale: CGFloat, startDistance: CGFloat = 100,
        duration: TimeInterval = 0.3
    ) {
        let r0 = startDistance / 2, r1 = startDistance * scale / 2
        perform(
            [
                TouchPath(from: CGPoint(x: center.x - r0, y: center.y), to: CGPoint(x: center.x - r1, y: center.y),
                    duration: duration),
                TouchPath(from: CGPoint(x: center.x + r0, y: center.y), to: CGPoint(x: center.x + r1, y: center.y),
                    duration: duration),
            ], in: view)
    }

    /// Two fingers `radius` from `center`, on opposite sides, turning by `angle` radians (positive is
    /// clockwise on screen).
    public func rotate(
        center: CGPoint, in view: UIView? = nil, angle: CGFloat, radius: CGFloat = 50, duration: TimeInterval = 0.3
    ) {
        func arc(_ start: CGFloat) -> TouchPath {
            let steps = max(2, Int((duration / sampleInterval).rounded(.up)))
            let keys = (0...steps).map { i -> TouchPath.Keyframe in
                let f = CGFloat(i) / CGFloat(steps)
                let a = start + angle * f
                return .init(
                    time: duration * Double(f),
                    location: CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)))
            }
            return TouchPath(keyframes: keys)
        }
        perform([arc(0), arc(.pi)], in: view)
    }

    /// Plays several finger paths at once. Each finger touches down at its first keyframe; in between it is
    /// sampled every ``sampleInterval`` and at every keyframe, linearly interpolated; it reaches its last keyframe
    /// in one frame and lifts there in a frame of its own at the same instant, without moving, as real digitizers
    /// report lifts. Fingers that change at the same instant share a frame (their lifts too).
    public func perform(_ paths: [TouchPath], in view: UIView? = nil) {
        let start = scheduler.now
        // Sample times: every keyframe, plus first + k × sampleInterval in between. Samples closer than a
        // microsecond to a keyframe are dropped, so that floating-point steps never add a duplicate frame.
        var keyTimes = Set<TimeInterval>()
        for path in paths { for k in path.keyframes { keyTimes.insert(k.time) } }
        var times = keyTimes
        for path in paths {
            guard let first = path.keyframes.first, let last = path.keyframes.last else { continue }
            var k = 1
            while true {
                let t = first.time + Double(k) * sampleInterval
                guard t < last.time - 1e-6 else { break }
                if !keyTimes.contains(where: { abs($0 - t) < 1e-6 }) { times.insert(t) }
                k += 1
            }
        }
        var ids: [Int?] = Array(repeating: nil, count: paths.count)
        for t in times.sorted() {
            scheduler.advance(to: start + t)
            // Fingers whose path ends now: they reach their last position in this frame and lift in the next.
            var ending: [Int] = []
            for (i, path) in paths.enumerated() {
                guard let first = path.keyframes.first, let last = path.keyframes.last,
                    t >= first.time, t <= last.time
                else { continue }
                let p = screenPoint(path.location(at: t), in: view)
                if let id = ids[i] {
                    if let j = down.firstIndex(where: { $0.id == id }) { down[j].contact.location = p }
                } else {
                    let id = nextID
                    nextID += 1
                    ids[i] = id
                    down.append((id, DigitizerContact(id: id, location: p)))
                }
                if t == last.time, let id = ids[i] { ending.append(id) }
            }
            emit()
            // The lift is a frame of its own, at the same instant and position: a real digitizer reports the last
            // movement and the lift separately, so a lift never carries movement (an incremental pan handler that
            // resets its translation on `.changed` receives all of it). A single-keyframe path (a tap with no
            // duration) lifts the same way.
            guard !ending.isEmpty else { continue }
            for id in ending {
                if let j = down.firstIndex(where: { $0.id == id }) { down[j].contact.state = .lifted }
            }
            emit()
        }
    }
}

/// A finger's path for ``TouchSimulator/perform(_:in:)``: keyframes of time (seconds from the start of the
/// gesture) and location. No UIKit counterpart (XCUITest has no multi-finger paths).
public struct TouchPath: Sendable {
    /// One point of a path (no UIKit counterpart).
    public struct Keyframe: Sendable {
        /// Seconds from the start of the gesture.
        public var time: TimeInterval
        /// Where the finger is then.
        public var location: CGPoint
        /// Creates a keyframe.
        public init(time: TimeInterval, location: CGPoint) {
            self.time = time
            self.location = location
        }
    }

    /// The keyframes, in increasing time.
    public var keyframes: [Keyframe]

    /// A path through `keyframes`, which must be in increasing time.
    public init(keyframes: [Keyframe]) {
        precondition(!keyframes.isEmpty, "A TouchPath needs at least one keyframe")
        precondition(
            zip(keyframes, keyframes.dropFirst()).allSatisfy { $0.time <= $1.time },
            "TouchPath keyframes must be in increasing time")
        self.keyframes = keyframes
    }

    /// A straight path from `start` to `end`, beginning `delay` seconds into the gesture and lasting `duration`.
    public init(from start: CGPoint, to end: CGPoint, duration: TimeInterval, delay: TimeInterval = 0) {
        self.init(keyframes: [.init(time: delay, location: start), .init(time: delay + duration, location: end)])
    }

    /// The interpolated location at `time`.
    public func location(at time: TimeInterval) -> CGPoint {
        guard var previous = keyframes.first else { return .zero }
        if time <= previous.time { return previous.location }
        for k in keyframes.dropFirst() {
            if time <= k.time {
                let span = k.time - previous.time
                let f = span > 0 ? CGFloat((time - previous.time) / span) : 1
                return CGPoint(
                    x: previous.location.x + (k.location.x - previous.location.x) * f,
                    y: previous.location.y + (k.location.y - previous.location.y) * f)
            }
            previous = k
        }
        return previous.location
    }
}
