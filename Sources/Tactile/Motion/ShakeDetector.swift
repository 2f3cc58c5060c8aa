import Foundation

/// Detects shakes in the application's accelerometer samples and sends them as shake events:
/// `motionBegan`, `motionEnded` and `motionCancelled` with `.motionShake` on the key window's first responder.
///
/// No UIKit counterpart: on iOS the system detects shakes and sends the event to the active app. Every
/// ``UIApplication`` has one, ``UIApplication/shakeDetector``, switched on by default (``isEnabled``) and working on
/// whatever accelerometer samples reach the application as ``RawInputEvent/motion(_:)`` events, as iOS does for the
/// active app without being asked. It does not ask for the accelerometer itself: on Linux, run an accelerometer source
/// for the application (at 50–100 Hz; Apple's *Event Handling Guide for iOS* suggests 70–100 Hz for shakes) to get
/// shakes. The rule and its thresholds are in ``ShakeDetectionConfiguration``.
///
/// A detected shake is sent at once, while the sample that completed it is processed, exactly as a
/// ``RawInputEvent/shake(_:)`` event is: through ``UIApplication/sendEvent(_:)`` to the key window and its first
/// responder, stamped with the sample's time. ``RawShakeEvent/Phase-swift.enum/began`` comes at detection,
/// ``RawShakeEvent/Phase-swift.enum/ended`` when the burst calms down, and
/// ``RawShakeEvent/Phase-swift.enum/cancelled`` when it lasts longer than
/// ``ShakeDetectionConfiguration/maximumDuration``, when samples stop for that long, or when the application calls
/// ``cancelShake()``. If first-responder status moves while a shake lasts, the window cancels the shake at the
/// responder that got `motionBegan`, at once, and drops the shake's end: UIKit cancels a shake that is
/// interrupted.
///
/// Detected shakes are derived from input, not input: they are not queued and ``UIApplication/inputObserver`` does
/// not see them (it sees the motion samples), so a recording that keeps the samples replays the same shakes
/// without doubling them. ``UIApplication/dispatchObserver`` gets a line for each. An input source that detects
/// shakes itself should post ``RawInputEvent/shake(_:)`` events and set ``isEnabled`` to false.
///
/// Each sample costs a few multiplications and a ring-buffer step; nothing is allocated per sample.
@MainActor
public final class ShakeDetector {
    /// The application the shakes are sent to.
    public private(set) weak var application: UIApplication?

    /// Whether accelerometer samples are examined. Default `true`. Switching it off cancels a shake in progress.
    public var isEnabled = true {
        didSet {
            guard oldValue != isEnabled, !isEnabled else { return }
            cancelShake()
            state = .idle
            window.removeAll()
        }
    }

    /// The thresholds. Changing them cancels a shake in progress and empties the window.
    public var configuration: ShakeDetectionConfiguration {
        didSet {
            guard configuration != oldValue else { return }
            cancelShake()
            state = .idle
            if configuration.windowCapacity != oldValue.windowCapacity {
                window = ShakeSampleWindow(capacity: configuration.windowCapacity)
            } else {
                window.removeAll()
            }
        }
    }

    /// Whether a shake has begun and has not yet ended or been cancelled.
    public var isShaking: Bool {
        if case .shaking = state { return true }
        return false
    }

    private enum State {
        case idle
        /// A shake began at this sample time; `generation` identifies it for the fallback timer.
        case shaking(began: TimeInterval, generation: Int)
        /// A cancelled burst that has not calmed down yet: no new shake until it does.
        case suppressed
    }

    private var state = State.idle
    private var window: ShakeSampleWindow
    private var generation = 0
    private var fallback: ScheduledAction?
    private var lastSampleTime: TimeInterval = -.infinity
    private var isSending = false
    private var deferred: (phase: RawShakeEvent.Phase, time: TimeInterval)?

    init(application: UIApplication, configuration: ShakeDetectionConfiguration = .default) {
        self.application = application
        self.configuration = configuration
        self.window = ShakeSampleWindow(capacity: configuration.windowCapacity)
    }

    /// Cancels the shake in progress, if any: sends ``RawShakeEvent/Phase-swift.enum/cancelled`` at once
    /// (responders get `motionCancelled`), and waits for the burst to calm down before detecting a new shake.
    /// Call it when the application stops being active or the shake's target goes away: UIKit cancels a shake on
    /// such interruptions.
    public func cancelShake() {
        guard case .shaking = state else { return }
        let now = application?.scheduler.now ?? lastSampleTime
        finish(.cancelled, at: max(now, lastSampleTime.isFinite ? lastSampleTime : now), next: .suppressed)
    }

    /// The window cancelled the shake because its target lost first-responder status: wait for the burst to
    /// calm down, and send nothing more for this shake (the window drops its end anyway).
    func targetInterrupted() {
        guard case .shaking = state else { return }
        fallback?.cancel()
        fallback = nil
        state = .suppressed
        window.removeAll()
    }

    /// Feeds one raw motion sample; called by the application for every `.motion` event.
    func process(_ sample: RawMotionSample) {
        guard isEnabled, sample.sensor == .accelerometer else { return }
        let c = configuration
        let t = sample.timestamp
        lastSampleTime = t
        let squared = sample.x * sample.x + sample.y * sample.y + sample.z * sample.z
        let accelerating = squared > c.accelerationThreshold * c.accelerationThreshold
        window.purge(olderThan: t - c.window, keeping: c.minimumQueueSize)
        window.append(t, accelerating: accelerating)
        let judged = window.span >= c.minimumWindow - 1e-9
        switch state {
        case .idle:
            guard judged, window.acceleratingCount >= Self.required(window.count, c.acceleratingFraction)
            else { return }
            window.removeAll()
            begin(at: t)
        case .shaking(let began, _):
            if t - began > c.maximumDuration {
                finish(.cancelled, at: t, next: .suppressed)
            } else if judged, window.acceleratingCount < Self.required(window.count, c.endingFraction) {
                finish(.ended, at: t, next: .idle)
            }
        case .suppressed:
            if judged, window.acceleratingCount < Self.required(window.count, c.endingFraction) {
                state = .idle
                window.removeAll()
            }
        }
    }

    /// The accelerating samples needed among `count` for a share of `fraction`.
    private static func required(_ count: Int, _ fraction: Double) -> Int {
        Int((Double(count) * fraction).rounded(.down))
    }

    private func begin(at t: TimeInterval) {
        generation += 1
        let current = generation
        state = .shaking(began: t, generation: current)
        // If samples stop arriving, the shake would never end: cancel it once it could no longer be valid.
        if let application {
            fallback = application.scheduler.schedule(after: configuration.maximumDuration + configuration.window) {
                [weak self] in
                guard let self, case .shaking(_, let g) = self.state, g == current else { return }
                self.cancelShake()
            }
        }
        post(.began, at: t)
    }

    private func finish(_ phase: RawShakeEvent.Phase, at t: TimeInterval, next: State) {
        fallback?.cancel()
        fallback = nil
        state = next
        window.removeAll()
        post(phase, at: t)
    }

    /// Sends the shake at once, as the application's queue sends a ``RawInputEvent/shake(_:)`` event: the reused
    /// motion event, to the key window (and from there to its first responder), nothing without a key window.
    /// A responder that cancels the shake from its `motionBegan` gets `motionCancelled` after `motionBegan` returns,
    /// not inside it: the motion event object is reused.
    private func post(_ phase: RawShakeEvent.Phase, at t: TimeInterval) {
        guard !isSending else {
            deferred = (phase, t)
            return
        }
        guard let application, application.keyWindow != nil else { return }
        isSending = true
        defer { isSending = false }
        var next: (phase: RawShakeEvent.Phase, time: TimeInterval)? = (phase, t)
        while let (phase, t) = next {
            application.reportDispatch(at: t, .shake(phase), view: nil, "shake \(phase): detected in accelerometer samples")
            let event = application.motionEvent
            event.timestamp = t
            event.motionPhase = phase
            application.sendEvent(event)
            next = deferred
            deferred = nil
        }
    }
}

/// A fixed-capacity ring buffer of sample times and accelerating flags, with a running count: seismic's
/// `SampleQueue` without its per-sample pool.
struct ShakeSampleWindow {
    private var times: [TimeInterval]
    private var flags: [Bool]
    private var head = 0
    private(set) var count = 0
    private(set) var acceleratingCount = 0

    init(capacity: Int) {
        let capacity = max(1, capacity)
        times = Array(repeating: 0, count: capacity)
        flags = Array(repeating: false, count: capacity)
    }

    var capacity: Int { times.count }

    /// The time from the oldest to the newest sample; 0 with fewer than two.
    var span: TimeInterval {
        count < 2 ? 0 : times[(head + count - 1) % capacity] - times[head]
    }

    /// Drops samples older than `cutoff`, keeping at least `minimum`.
    mutating func purge(olderThan cutoff: TimeInterval, keeping minimum: Int) {
        while count >= max(1, minimum), times[head] < cutoff { removeOldest() }
    }

    /// Adds the newest sample, dropping the oldest when full.
    mutating func append(_ time: TimeInterval, accelerating: Bool) {
        if count == capacity { removeOldest() }
        let index = (head + count) % capacity
        times[index] = time
        flags[index] = accelerating
        count += 1
        if accelerating { acceleratingCount += 1 }
    }

    mutating func removeAll() {
        head = 0
        count = 0
        acceleratingCount = 0
    }

    private mutating func removeOldest() {
        if flags[head] { acceleratingCount -= 1 }
        head = (head + 1) % capacity
        count -= 1
    }
}
