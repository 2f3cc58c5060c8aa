import Foundation
import Tactile
import TactileRender
import TactileTrace

/// The playground's engine: one page's session, with an application, a window showing a scene, and the page's
/// pointers as its touchscreen (no UIKit counterpart).
///
/// Give it each text frame the page sends (``receive(_:)``); it decodes the message, checks it, and answers
/// through `send` with the messages the page draws: the scene, every touch phase, every recognizer state change,
/// every action, each arbitration decision with its reason, what each view's touch handlers were sent, recorded
/// traces and errors. A refused message gets an `error` frame, and the session goes on working.
///
/// Pointer samples become raw input events (``PointerInputSource``) posted to the application's event queue, the
/// path a touchscreen's reports take. What happens is learned from a `TraceRecorder`, the recorder of
/// `tactile record`, so the page sees exactly what a trace of the session holds.
///
/// All time goes through the scheduler: a `MainQueueScheduler` for a live page, a `VirtualScheduler` in tests
/// (the session then moves the virtual clock to each frame's time, as a replay does).
@MainActor
public final class PlaygroundSession {
    /// The scenes offered, the first being the default.
    public let scenes: [any PlaygroundScene]
    /// The application the page's pointers drive.
    public let application: UIApplication
    /// The input source that turns pointer samples into raw input events.
    public let input: PointerInputSource
    /// The window showing the current scene, once the page said hello.
    public private(set) var window: UIWindow?
    /// The scene showing, once the page said hello.
    public private(set) var scene: (any PlaygroundScene)?
    /// Whether a trace is being recorded.
    public private(set) var isRecording = false
    /// The page's viewport in points (from `hello`); scenes without a size of their own fill it.
    public internal(set) var viewport = CGSize(width: 390, height: 844)

    var scheduler: any TactileScheduler { application.scheduler }
    let send: @MainActor (PlaygroundEvent) -> Void
    let origin: TimeInterval
    var recorder: TraceRecorder?
    var sceneObject: AnyObject?
    var recognizersByName: [String: UIGestureRecognizer] = [:]
    var rateLimiter = PlaygroundRateLimiter()
    var lastRateError: TimeInterval = -.infinity
    var replay: [ScheduledAction] = []
    /// Touch phases learned from raw input: where each pointer down is, and the view it was hit-tested to.
    var touches: [Int: (location: CGPoint, view: String?)] = [:]
    /// Pointers that began in the frame being processed, waiting for their hit-test to name their view.
    var beginning: [(id: Int, location: CGPoint)] = []
    /// The window's display list, sent to the page after each turn that changed it.
    var display: DisplayListBuilder?
    /// The items the page has, by id, and their drawing order; `nil` before the scene's first list.
    var pageItems: [UInt64: DisplayItem]?
    var pageOrder: [UInt64] = []
    /// The list to send at the end of the turn in which something changed outside the page's input (a timer).
    var pendingDisplay: ScheduledAction?

    /// Creates a session offering `scenes` (at least one, with distinct names) on an application driven by
    /// `scheduler`.
    ///
    /// - Parameters:
    ///   - scenes: the scenes the page may ask for; the first is shown when `hello` names none.
    ///   - scheduler: the clock: `MainQueueScheduler()` for a live page, a `VirtualScheduler` in tests.
    ///   - send: receives every message for the page, in order, on the main actor. It must not call back into the
    ///     session.
    public init(
        scenes: [any PlaygroundScene], scheduler: any TactileScheduler = MainQueueScheduler(),
        send: @escaping @MainActor (PlaygroundEvent) -> Void
    ) {
        precondition(!scenes.isEmpty, "a playground session needs at least one scene")
        self.scenes = scenes
        self.send = send
        application = UIApplication(scheduler: scheduler)
        input = PointerInputSource(scheduler: scheduler)
        origin = scheduler.now
    }

    /// Whether ``close()`` was called.
    public private(set) var isClosed = false

    /// Decodes and handles one text frame from the page; a refused frame is answered with an `error` message.
    public func receive(_ text: String) {
        guard !isClosed else { return }
        guard rateLimiter.allow(at: scheduler.now) else {
            // One error a second at most, so that a flood is not answered with a flood.
            if scheduler.now - lastRateError >= 1 {
                lastRateError = scheduler.now
                send(.error(PlaygroundProtocolError(
                    .rateLimited, field: "message",
                    problem: "expected at most \(Int(PlaygroundLimits.messagesPerSecond)) messages a second, found more; messages are dropped until the rate falls")))
            }
            return
        }
        do {
            handle(try PlaygroundMessage.decode(text))
        } catch {
            send(.error(error))
        }
    }

    /// Handles a decoded message (``receive(_:)`` without the decoding and the rate limit).
    public func handle(_ message: PlaygroundMessage) {
        switch message {
        case .hello(let width, let height, _, let name):
            viewport = CGSize(width: width, height: height)
            if let name, scene(named: name) == nil {
                refuseUnknownScene(name, field: "scene")
                return
            }
            show(name.flatMap(scene(named:)) ?? scenes[0])
            // A page that says hello again has started over: its pointers were cancelled, and its clock is new.
            input.startOver()
        case .scene(let name):
            guard let chosen = scene(named: name) else {
                refuseUnknownScene(name, field: "name")
                return
            }
            show(chosen)
        case .pointers(let samples):
            guard window != nil else {
                send(.error(PlaygroundProtocolError(.refused, field: "kind", problem: "expected hello before pointers, found pointers first")))
                return
            }
            guard replay.isEmpty else {
                send(.error(PlaygroundProtocolError(.refused, field: "kind", problem: "expected no pointers while a trace replays, found some; they are dropped")))
                return
            }
            let (events, refused) = input.events(for: samples)
            for error in refused { send(.error(error)) }
            post(events)
        case .record(let start):
            record(start)
        case .replay(let text):
            startReplay(text)
        }
    }

    /// Ends the session when the page goes away: pointers still down are cancelled (views get `touchesCancelled`),
    /// a replay stops, a recording is dropped, and the window is hidden. Nothing more is sent, and frames received
    /// afterwards are ignored.
    public func close() {
        isClosed = true
        recorder?.observer = nil
        if let cancel = input.cancelAll() { post([cancel]) }
        stopReplay()
        isRecording = false
        stopDrawing()
        window?.isHidden = true
        window = nil
        scene = nil
        sceneObject = nil
        recorder = nil
    }

    /// The scene of that name, if the session offers it.
    public func scene(named name: String) -> (any PlaygroundScene)? {
        scenes.first { $0.name == name }
    }

    private func refuseUnknownScene(_ name: String, field: String) {
        send(.error(PlaygroundProtocolError(
            .refused, field: field,
            problem: "expected one of \(scenes.map(\.name).joined(separator: ", ")), found \"\(name)\"")))
    }

    /// Posts raw input to the application's queue and processes it at once, as a live touchscreen's reader does;
    /// on a virtual clock, the clock first moves to each event's time.
    func post(_ events: [RawInputEvent]) {
        for event in events {
            if let virtual = scheduler as? VirtualScheduler, event.timestamp > virtual.now {
                virtual.advance(to: event.timestamp)
            }
            application.enqueueAndProcess(event)
            finishBeginning()
        }
        // The decisions are sent as they happen; the log need not keep them.
        application.gestureArbitrationLog?.clear()
        sendDisplayList()
    }

    /// Builds `chosen` in a fresh window, replacing the scene showing (its pointers are cancelled, a replay
    /// stops, a recording ends and is sent), and sends its description.
    func show(_ chosen: any PlaygroundScene) {
        if let cancel = input.cancelAll() { post([cancel]) }
        stopReplay()
        if isRecording { record(false) }
        stopDrawing()
        window?.isHidden = true
        let size = chosen.size ?? viewport
        let newWindow = UIWindow(frame: CGRect(origin: .zero, size: size), application: application)
        window = newWindow
        scene = chosen
        touches = [:]
        sceneObject = chosen.build(in: newWindow)
        newWindow.makeKeyAndVisible()
        startObserving(size: size, scene: chosen.name)
        send(.scene(describeScene()))
        startDrawing(newWindow)
    }

    /// Starts or stops recording; stopping sends the trace.
    func record(_ start: Bool) {
        guard let recorder else {
            send(.error(PlaygroundProtocolError(.refused, field: "kind", problem: "expected hello before record, found record first")))
            return
        }
        if start {
            recorder.removeLinesAfterHeader()
            recorder.isPaused = false
            isRecording = true
            send(.recording(true))
        } else {
            guard isRecording else {
                send(.error(PlaygroundProtocolError(.refused, field: "action", problem: "expected a recording to stop, found none started")))
                return
            }
            isRecording = false
            recorder.isPaused = true
            send(.recording(false))
            send(.trace(recorder.text))
            recorder.removeLinesAfterHeader()
        }
    }

    /// Seconds since the session started.
    func sessionTime(_ t: TimeInterval) -> Double { t - origin }
}
