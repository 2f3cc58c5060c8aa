import Foundation
import Tactile

/// The entry point to motion data: raw accelerometer, gyroscope and magnetometer samples, and fused device
/// motion (Core Motion counterpart: `CMMotionManager`).
///
/// As in Core Motion, each kind of data comes two ways: **pull** (start updates, then read
/// ``accelerometerData``, ``gyroData``, ``magnetometerData`` or ``deviceMotion`` whenever you like, say once a
/// frame) or **push** (give an `OperationQueue` and a handler; every update is delivered to the handler as an
/// operation on that queue, no more often than the update interval). Core Motion never uses the responder chain:
/// its data goes only to the handlers and properties of the manager that asked for it.
///
/// **Threads.** As in Core Motion, a manager may be created and used from any thread: start and stop updates,
/// change intervals, and read ``accelerometerData``, ``gyroData``, ``magnetometerData`` and ``deviceMotion`` from
/// wherever you like. Handlers run as operations on the queue passed to `startXxxUpdates(to:withHandler:)`.
///
/// Deliberate differences:
/// - Samples come from a ``MotionSource`` through a `UIApplication`'s event queue, like every other input, so
///   tests run on virtual time. `CMMotionManager()` uses `UIApplication.shared` (a `TouchSimulator`'s application
///   in tests) and that application's `motionSource` (a `TouchSimulator`'s `SimulatedMotionSource`), or
///   ``defaultSource`` when the application has none; ``init(source:application:)`` names both. As Core Motion
///   advises, create only one manager per app: several managers share the sensors, and a faster one can make
///   the sensors run faster than another asked for.
/// - Samples arrive on the main actor. Starting or stopping updates on another thread takes effect on the main
///   actor shortly after (the `isXxxActive` flags change at once); on the main actor it takes effect at once.
///   Availability (`isAccelerometerAvailable`, …) is read from the source on the main actor; off it, it is what
///   the source reported when last asked on the main actor (a source set as an application's `motionSource` is
///   asked then). A start off the main actor with a source never asked yet checks availability on the main actor,
///   and an unavailable sensor's handler then gets `CMError.motionActivityNotAvailable` there.
/// - Handlers for `OperationQueue.main` run as soon as the sample arrives, not in a later run-loop turn.
/// - The true-north frame needs ``magneticDeclination`` (Core Motion gets it from Core Location).
/// - ``showsDeviceMovementDisplay`` is kept but shows nothing: there is no system calibration display on Linux.
/// - Update intervals default to 0.01 s (100 Hz): Core Motion does not document its defaults.
/// - Several managers may share a source: it runs each sensor at the shortest interval any of them asks for, and
///   each manager thins its pushes to its own interval. Stop updates before releasing a manager, as Core Motion
///   advises; a released manager's demand is dropped at the source's next change.
public final class CMMotionManager: @unchecked Sendable {
    // @unchecked Sendable: every mutable stored property is read and written only while holding `lock`; the
    // source and the application are used only on the main actor.

    private static let defaultSourceLock = NSLock()
    nonisolated(unsafe) private static var defaultSourceStorage: (any MotionSource)?

    /// The source `CMMotionManager()` uses when the shared application has no `motionSource` (Tactile addition).
    /// `nil` until an app or `TactileLinux` sets it: then no sensor is available, as in the iOS Simulator. A
    /// process-wide setting: tests should use their `TouchSimulator`'s application instead, which has its own.
    public static var defaultSource: (any MotionSource)? {
        get { defaultSourceLock.withLock { defaultSourceStorage } }
        set {
            if let newValue, MainActorContext.isCurrent {
                nonisolated(unsafe) let source = newValue
                MainActor.assumeIsolated { _ = MotionSourceSensors.read(source) }
            }
            defaultSourceLock.withLock { defaultSourceStorage = newValue }
        }
    }

    /// The source `CMMotionManager()` uses: the shared application's `motionSource`, else ``defaultSource``.
    private static func resolvedDefaultSource(for application: UIApplication?) -> (any MotionSource)? {
        application.flatMap { ApplicationMotionSources.source(for: $0) } ?? defaultSource
    }

    /// Where samples come from (Tactile addition).
    public nonisolated(unsafe) let source: (any MotionSource)?
    /// Guards every mutable stored property.
    private let lock = NSLock()
    private weak var boundApplication: UIApplication?
    private let followsSharedApplication: Bool
    /// The source's sensors, as last read on the main actor.
    private var knownSensors: Set<RawMotionSample.Sensor>?

    /// The application whose event queue carries the samples (Tactile addition): the one given to
    /// ``init(source:application:)``, or `UIApplication.shared` for `CMMotionManager()`.
    @MainActor
    public var application: UIApplication {
        if let application = lock.withLock({ boundApplication }) { return application }
        let application = UIApplication.shared
        if followsSharedApplication { lock.withLock { boundApplication = application } }
        return application
    }

    /// Creates a manager on `UIApplication.shared` and its `motionSource` (else ``defaultSource``), from any
    /// thread.
    public convenience init() {
        let application = UIApplication.sharedIfCreated
        self.init(source: Self.resolvedDefaultSource(for: application), boundTo: application, followsShared: true)
    }

    /// Creates a manager for `source`, whose samples reach it through `application` (Tactile addition).
    public convenience init(source: (any MotionSource)?, application: UIApplication) {
        self.init(source: source, boundTo: application, followsShared: false)
    }

    private init(source: (any MotionSource)?, boundTo application: UIApplication?, followsShared: Bool) {
        self.source = source
        self.boundApplication = application
        self.followsSharedApplication = followsShared
        refreshSensors()
    }

    /// Reads the source's sensors when on the main actor; off it, returns them as last read on the main actor
    /// (by this manager or by anyone, see ``MotionSourceSensors``), or nil if they never were.
    @discardableResult
    private func refreshSensors() -> Set<RawMotionSample.Sensor>? {
        guard let source else { return [] }
        guard MainActorContext.isCurrent else {
            if let known = lock.withLock({ knownSensors }) { return known }
            if let known = MotionSourceSensors.last(source) {
                lock.withLock { knownSensors = known }
                return known
            }
            MainActorContext.run { [self] in refreshSensors() }
            return nil
        }
        nonisolated(unsafe) let mainSource = source
        let sensors = MainActor.assumeIsolated { MotionSourceSensors.read(mainSource) }
        lock.withLock { knownSensors = sensors }
        return sensors
    }

    /// The sensors as far as known: see ``refreshSensors()``; none when never read.
    private var sensors: Set<RawMotionSample.Sensor> { refreshSensors() ?? [] }

    // MARK: Availability

    /// Whether the source has an accelerometer.
    public var isAccelerometerAvailable: Bool { sensors.contains(.accelerometer) }
    /// Whether the source has a gyroscope.
    public var isGyroAvailable: Bool { sensors.contains(.gyroscope) }
    /// Whether the source has a magnetometer.
    public var isMagnetometerAvailable: Bool { sensors.contains(.magnetometer) }
    /// Whether device motion is possible: it needs an accelerometer and a gyroscope.
    public var isDeviceMotionAvailable: Bool { isAccelerometerAvailable && isGyroAvailable }

    /// The reference frames the source `CMMotionManager()` would use supports, from any thread (Core Motion: a
    /// class method, since the hardware is fixed). Off the main actor it answers from what that source reported
    /// when last asked on the main actor, and with no frames if it never was.
    public static func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame {
        guard let source = resolvedDefaultSource(for: UIApplication.sharedIfCreated) else { return [] }
        guard MainActorContext.isCurrent else { return frames(for: MotionSourceSensors.last(source) ?? []) }
        nonisolated(unsafe) let mainSource = source
        return frames(for: MainActor.assumeIsolated { MotionSourceSensors.read(mainSource) })
    }

    /// The reference frames this manager's source supports (Tactile addition).
    public var availableAttitudeReferenceFrames: CMAttitudeReferenceFrame { Self.frames(for: sensors) }

    private static func frames(for sensors: Set<RawMotionSample.Sensor>) -> CMAttitudeReferenceFrame {
        guard sensors.contains(.accelerometer), sensors.contains(.gyroscope) else { return [] }
        guard sensors.contains(.magnetometer) else { return .xArbitraryZVertical }
        return [.xArbitraryZVertical, .xArbitraryCorrectedZVertical, .xMagneticNorthZVertical, .xTrueNorthZVertical]
    }

    // MARK: Settings

    private struct Settings {
        var accelerometerUpdateInterval: TimeInterval = 0.01
        var gyroUpdateInterval: TimeInterval = 0.01
        var magnetometerUpdateInterval: TimeInterval = 0.01
        var deviceMotionUpdateInterval: TimeInterval = 0.01
        var showsDeviceMovementDisplay = false
        var magneticDeclination: Double?
        var fusionParameters = VQFParameters()
    }

    private var settings = Settings()

    /// Seconds between accelerometer updates (as Core Motion advises, choose the largest that works). Default 0.01.
    public var accelerometerUpdateInterval: TimeInterval {
        get { lock.withLock { settings.accelerometerUpdateInterval } }
        set { lock.withLock { settings.accelerometerUpdateInterval = newValue } }
    }
    /// Seconds between gyroscope updates. Default 0.01.
    public var gyroUpdateInterval: TimeInterval {
        get { lock.withLock { settings.gyroUpdateInterval } }
        set { lock.withLock { settings.gyroUpdateInterval = newValue } }
    }
    /// Seconds between magnetometer updates. Default 0.01.
    public var magnetometerUpdateInterval: TimeInterval {
        get { lock.withLock { settings.magnetometerUpdateInterval } }
        set { lock.withLock { settings.magnetometerUpdateInterval = newValue } }
    }
    /// Seconds between device-motion updates; also the fusion filter's sample period. Default 0.01.
    public var deviceMotionUpdateInterval: TimeInterval {
        get { lock.withLock { settings.deviceMotionUpdateInterval } }
        set { lock.withLock { settings.deviceMotionUpdateInterval = newValue } }
    }
    /// Whether the system may show its compass-calibration display. Kept for source compatibility; Linux
    /// has no such display, so it has no effect.
    public var showsDeviceMovementDisplay: Bool {
        get { lock.withLock { settings.showsDeviceMovementDisplay } }
        set { lock.withLock { settings.showsDeviceMovementDisplay = newValue } }
    }
    /// The magnetic declination at the device's location, degrees east of true north (Tactile addition; Core
    /// Motion reads it from Core Location). Needed for ``CMAttitudeReferenceFrame/xTrueNorthZVertical``.
    public var magneticDeclination: Double? {
        get { lock.withLock { settings.magneticDeclination } }
        set { lock.withLock { settings.magneticDeclination = newValue } }
    }
    /// The fusion filter's tuning (Tactile addition). Applies from the next start of device-motion updates.
    public var fusionParameters: VQFParameters {
        get { lock.withLock { settings.fusionParameters } }
        set { lock.withLock { settings.fusionParameters = newValue } }
    }

    // MARK: Latest samples (pull)

    private struct Latest {
        var accelerometerData: CMAccelerometerData?
        var gyroData: CMGyroData?
        var magnetometerData: CMMagnetometerData?
        var deviceMotion: CMDeviceMotion?
    }

    private var latest = Latest()

    /// The latest accelerometer sample, while accelerometer updates run (or since they last ran). Readable from
    /// any thread.
    public var accelerometerData: CMAccelerometerData? { lock.withLock { latest.accelerometerData } }
    /// The latest gyroscope sample.
    public var gyroData: CMGyroData? { lock.withLock { latest.gyroData } }
    /// The latest magnetometer sample.
    public var magnetometerData: CMMagnetometerData? { lock.withLock { latest.magnetometerData } }
    /// The latest device-motion sample.
    public var deviceMotion: CMDeviceMotion? { lock.withLock { latest.deviceMotion } }

    // MARK: Active flags

    /// Whether accelerometer updates are running.
    public var isAccelerometerActive: Bool { lock.withLock { accelerometer.isActive } }
    /// Whether gyroscope updates are running.
    public var isGyroActive: Bool { lock.withLock { gyro.isActive } }
    /// Whether magnetometer updates are running.
    public var isMagnetometerActive: Bool { lock.withLock { magnetometer.isActive } }
    /// Whether device-motion updates are running.
    public var isDeviceMotionActive: Bool { lock.withLock { device.isActive } }
    /// The frame device motion uses: the one it was started with, or `.xArbitraryZVertical`.
    public var attitudeReferenceFrame: CMAttitudeReferenceFrame { lock.withLock { frame } }
    private var frame: CMAttitudeReferenceFrame = .xArbitraryZVertical

    // MARK: Accelerometer

    /// Starts accelerometer updates for pulling ``accelerometerData``.
    public func startAccelerometerUpdates() { start(.accelerometer, .accelerometer, queue: nil, handler: nil) }

    /// Starts accelerometer updates pushed to `handler` on `queue`.
    public func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler) {
        start(.accelerometer, .accelerometer, queue: queue) { data, error in handler(data as? CMAccelerometerData, error) }
    }

    /// Stops accelerometer updates.
    public func stopAccelerometerUpdates() { stop(.accelerometer) }

    // MARK: Gyroscope

    /// Starts gyroscope updates for pulling ``gyroData``.
    public func startGyroUpdates() { start(.gyro, .gyroscope, queue: nil, handler: nil) }

    /// Starts gyroscope updates pushed to `handler` on `queue`.
    public func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {
        start(.gyro, .gyroscope, queue: queue) { data, error in handler(data as? CMGyroData, error) }
    }

    /// Stops gyroscope updates.
    public func stopGyroUpdates() { stop(.gyro) }

    // MARK: Magnetometer

    /// Starts magnetometer updates for pulling ``magnetometerData``.
    public func startMagnetometerUpdates() { start(.magnetometer, .magnetometer, queue: nil, handler: nil) }

    /// Starts magnetometer updates pushed to `handler` on `queue`.
    public func startMagnetometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMagnetometerHandler) {
        start(.magnetometer, .magnetometer, queue: queue) { data, error in handler(data as? CMMagnetometerData, error) }
    }

    /// Stops magnetometer updates.
    public func stopMagnetometerUpdates() { stop(.magnetometer) }

    // MARK: Device motion

    /// Starts device-motion updates in the `.xArbitraryZVertical` frame, for pulling ``deviceMotion``.
    public func startDeviceMotionUpdates() { startDeviceMotion(using: .xArbitraryZVertical, queue: nil, handler: nil) }

    /// Starts device-motion updates in `referenceFrame`, for pulling ``deviceMotion``.
    public func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame) {
        startDeviceMotion(using: referenceFrame, queue: nil, handler: nil)
    }

    /// Starts device-motion updates in the `.xArbitraryZVertical` frame, pushed to `handler` on `queue`.
    public func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {
        startDeviceMotionUpdates(using: .xArbitraryZVertical, to: queue, withHandler: handler)
    }

    /// Starts device-motion updates in `referenceFrame`, pushed to `handler` on `queue`.
    public func startDeviceMotionUpdates(
        using referenceFrame: CMAttitudeReferenceFrame, to queue: OperationQueue,
        withHandler handler: @escaping CMDeviceMotionHandler
    ) {
        startDeviceMotion(using: referenceFrame, queue: queue) { data, error in handler(data as? CMDeviceMotion, error) }
    }

    /// Stops device-motion updates.
    public func stopDeviceMotionUpdates() { stop(.device) }

    // MARK: Machinery

    /// One kind of update: whether it runs, where pushes go, and when the last one went.
    struct Stream {
        var isActive = false
        var queue: OperationQueue?
        var handler: (@Sendable (CMLogItem?, (any Error)?) -> Void)?
        var lastPush = -Double.infinity

        /// Whether a sample at `t` is due for a push, given `interval`.
        mutating func due(at t: TimeInterval, interval: TimeInterval) -> Bool {
            // A small tolerance, so that a source running exactly at the interval is not thinned by rounding.
            guard t - lastPush >= interval * 0.999 else { return false }
            lastPush = t
            return true
        }
    }

    /// Which stream.
    enum StreamKind: Sendable {
        case accelerometer, gyro, magnetometer, device
    }

    private var accelerometer = Stream()
    private var gyro = Stream()
    private var magnetometer = Stream()
    private var device = Stream()
    private var observer: Int?

    /// The stream of `kind`; call with the lock held.
    private func stream(_ kind: StreamKind) -> Stream {
        switch kind {
        case .accelerometer: accelerometer
        case .gyro: gyro
        case .magnetometer: magnetometer
        case .device: device
        }
    }

    /// Replaces the stream of `kind`; call with the lock held.
    private func setStream(_ kind: StreamKind, _ value: Stream) {
        switch kind {
        case .accelerometer: accelerometer = value
        case .gyro: gyro = value
        case .magnetometer: magnetometer = value
        case .device:
            device = value
            if !value.isActive { fusion = nil }
        }
    }

    /// The fusion state while device motion runs.
    struct Fusion {
        var filter: VQFFilter
        var frame: CMAttitudeReferenceFrame
        var declination: Double
        var initialHeading: CMQuaternion?
        var latestAcceleration: CMAcceleration?
        var latestField: CMMagneticField?
    }

    private var fusion: Fusion?

    private func start(
        _ kind: StreamKind, _ sensor: RawMotionSample.Sensor, queue: OperationQueue?,
        handler: (@Sendable (CMLogItem?, (any Error)?) -> Void)?
    ) {
        // Unknown availability (a start off the main actor, with a source never asked yet) is checked on the
        // main actor, where the start takes effect.
        if let sensors = refreshSensors(), !sensors.contains(sensor) {
            Self.fail(queue, handler, CMError.motionActivityNotAvailable)
            return
        }
        lock.withLock { setStream(kind, Stream(isActive: true, queue: queue, handler: handler)) }
        applyDemand(reverting: kind, queue: queue, handler: handler) { $0.contains(sensor) }
    }

    private func startDeviceMotion(
        using frame: CMAttitudeReferenceFrame, queue: OperationQueue?,
        handler: (@Sendable (CMLogItem?, (any Error)?) -> Void)?
    ) {
        let known = refreshSensors()
        guard known.map({ Self.frames(for: $0).contains(frame) }) ?? true,
            [.xArbitraryZVertical, .xArbitraryCorrectedZVertical, .xMagneticNorthZVertical, .xTrueNorthZVertical].contains(frame)
        else {
            Self.fail(queue, handler, CMError.motionActivityNotAvailable)
            return
        }
        let settings = lock.withLock { self.settings }
        if frame == .xTrueNorthZVertical && settings.magneticDeclination == nil {
            Self.fail(queue, handler, CMError.trueNorthNotAvailable)
            return
        }
        guard let filter = try? VQFFilter(samplePeriod: settings.deviceMotionUpdateInterval, parameters: settings.fusionParameters)
        else {
            Self.fail(queue, handler, CMError.invalidParameter)
            return
        }
        lock.withLock {
            self.frame = frame
            device = Stream(isActive: true, queue: queue, handler: handler)
            fusion = Fusion(filter: filter, frame: frame, declination: (settings.magneticDeclination ?? 0) * .pi / 180)
        }
        applyDemand(reverting: .device, queue: queue, handler: handler) { Self.frames(for: $0).contains(frame) }
    }

    private func stop(_ kind: StreamKind) {
        let wasActive = lock.withLock {
            let active = stream(kind).isActive
            if active { setStream(kind, Stream()) }
            return active
        }
        if wasActive { applyDemand(reverting: nil, queue: nil, handler: nil) }
    }

    /// Tells the source what the running updates need, on the main actor (at once when called there). When the
    /// source's sensors fail `available` there, the stream `kind` is stopped again and its handler gets
    /// `CMError.motionActivityNotAvailable`; when the source refuses, `CMError.unknown`.
    private func applyDemand(
        reverting kind: StreamKind?, queue: OperationQueue?, handler: (@Sendable (CMLogItem?, (any Error)?) -> Void)?,
        available: (@Sendable (Set<RawMotionSample.Sensor>) -> Bool)? = nil
    ) {
        MainActorContext.run { [self] in
            if let kind, let available, !available(sensors) {
                let stillOurs = lock.withLock {
                    guard stream(kind).isActive, stream(kind).queue === queue else { return false }
                    setStream(kind, Stream())
                    return true
                }
                if stillOurs { Self.fail(queue, handler, CMError.motionActivityNotAvailable) }
                return
            }
            guard !syncSensors(), let kind else { return }
            lock.withLock { setStream(kind, Stream()) }
            _ = syncSensors()
            Self.fail(queue, handler, CMError.unknown)
        }
    }

    private static func fail(
        _ queue: OperationQueue?, _ handler: (@Sendable (CMLogItem?, (any Error)?) -> Void)?, _ error: CMError
    ) {
        guard let queue, let handler else { return }
        deliver(on: queue) { handler(nil, error) }
    }

    /// Tells the source (through its ``MotionSourceDemand``, shared with other clients) exactly the sensors the
    /// running updates need, each at the shortest interval asked for, and keeps the application observer installed
    /// while anything runs. Returns false if the source refused to start a sensor.
    @MainActor
    private func syncSensors() -> Bool {
        var wanted: [RawMotionSample.Sensor: TimeInterval] = [:]
        func want(_ s: RawMotionSample.Sensor, _ interval: TimeInterval) {
            wanted[s] = min(wanted[s] ?? .infinity, max(interval, 0.001))
        }
        let (settings, active, fusionFrame, observer) = lock.withLock {
            (self.settings, (accelerometer.isActive, gyro.isActive, magnetometer.isActive, device.isActive),
             fusion?.frame, self.observer)
        }
        if active.0 { want(.accelerometer, settings.accelerometerUpdateInterval) }
        if active.1 { want(.gyroscope, settings.gyroUpdateInterval) }
        if active.2 { want(.magnetometer, settings.magnetometerUpdateInterval) }
        if let fusionFrame, active.3 {
            want(.accelerometer, settings.deviceMotionUpdateInterval)
            want(.gyroscope, settings.deviceMotionUpdateInterval)
            if fusionFrame.needsMagnetometer { want(.magnetometer, settings.deviceMotionUpdateInterval) }
        }
        let application = self.application
        // The observer goes in first: a source may post its first sample from inside `start`.
        if !wanted.isEmpty, observer == nil {
            let id = application.addMotionSampleObserver { [weak self] sample in self?.receive(sample) }
            lock.withLock { self.observer = id }
        }
        let ok = source.map { MotionSourceDemand.on($0).update(self, wants: wanted, into: application) } ?? wanted.isEmpty
        if wanted.isEmpty, let id = lock.withLock({ () -> Int? in defer { self.observer = nil }; return self.observer }) {
            application.removeMotionSampleObserver(id)
        }
        return ok
    }

    /// Runs `body` as an operation on `queue`; for `OperationQueue.main`, at once, since samples already arrive
    /// on the main actor. (Core Motion would run it in a later turn of the main run loop; running it now keeps
    /// main-queue handlers deterministic on virtual time, and they still run on the main thread.)
    private static func deliver(on queue: OperationQueue, _ body: @escaping @Sendable () -> Void) {
        if queue === OperationQueue.main, MainActorContext.isCurrent {
            body()
        } else {
            queue.addOperation(body)
        }
    }

    /// A push to make once the lock is released.
    private typealias Push = (queue: OperationQueue, handler: @Sendable (CMLogItem?, (any Error)?) -> Void, item: CMLogItem)

    /// Records a push of `item` on `stream` if one is due; call with the lock held.
    private static func push(_ stream: inout Stream, _ item: CMLogItem, interval: TimeInterval, into pushes: inout [Push]) {
        guard let queue = stream.queue, let handler = stream.handler, stream.due(at: item.timestamp, interval: interval)
        else { return }
        pushes.append((queue, handler, item))
    }

    @MainActor
    private func receive(_ s: RawMotionSample) {
        var pushes: [Push] = []
        lock.withLock {
            switch s.sensor {
            case .accelerometer:
                let a = CMAcceleration(x: s.x, y: s.y, z: s.z)
                fusion?.latestAcceleration = a
                if accelerometer.isActive {
                    let data = CMAccelerometerData(timestamp: s.timestamp, acceleration: a)
                    latest.accelerometerData = data
                    Self.push(&accelerometer, data, interval: settings.accelerometerUpdateInterval, into: &pushes)
                }
            case .gyroscope:
                let r = CMRotationRate(x: s.x, y: s.y, z: s.z)
                if gyro.isActive {
                    let data = CMGyroData(timestamp: s.timestamp, rotationRate: r)
                    latest.gyroData = data
                    Self.push(&gyro, data, interval: settings.gyroUpdateInterval, into: &pushes)
                }
                if device.isActive { fuse(r, at: s.timestamp, into: &pushes) }
            case .magnetometer:
                let m = CMMagneticField(x: s.x, y: s.y, z: s.z)
                if fusion?.frame.needsMagnetometer == true { fusion?.latestField = m }
                if magnetometer.isActive {
                    let data = CMMagnetometerData(timestamp: s.timestamp, magneticField: m)
                    latest.magnetometerData = data
                    Self.push(&magnetometer, data, interval: settings.magnetometerUpdateInterval, into: &pushes)
                }
            }
        }
        for push in pushes {
            let (handler, item) = (push.handler, push.item)
            Self.deliver(on: push.queue) { handler(item, nil) }
        }
    }

    /// One fusion step per gyroscope sample, with the latest accelerometer (and magnetometer) reading.
    /// Call with the lock held.
    private func fuse(_ rate: CMRotationRate, at t: TimeInterval, into pushes: inout [Push]) {
        guard var f = fusion, let a = f.latestAcceleration else { return }  // wait for the first accelerometer sample
        f.filter.update(InertialSample(rotationRate: rate, specificForce: SpecificForce(a), magneticField: f.latestField))
        let enu = f.filter.orientation
        let q: CMQuaternion
        switch f.frame {
        case .xMagneticNorthZVertical:
            q = CMQuaternion.enuToNWU * enu
        case .xTrueNorthZVertical:
            q = CMQuaternion(angle: -f.declination, axisX: 0, axisY: 0, axisZ: 1) * CMQuaternion.enuToNWU * enu
        default:
            // Arbitrary frames: x is the device's heading when updates started, as in Core Motion.
            if f.initialHeading == nil { f.initialHeading = Self.headingOnly(enu) }
            q = f.initialHeading!.conjugate * enu
        }
        let usesNorth = f.frame == .xMagneticNorthZVertical || f.frame == .xTrueNorthZVertical
        let accuracy: CMMagneticFieldCalibrationAccuracy =
            !f.frame.needsMagnetometer || f.latestField == nil
            ? .uncalibrated : (f.filter.isMagneticDisturbanceDetected ? .low : .high)
        let motion = CMDeviceMotion(
            timestamp: t, attitude: CMAttitude(quaternion: q), rotationRate: f.filter.rotationRate(correcting: rate),
            gravity: f.filter.gravity, userAcceleration: f.filter.userAcceleration(from: SpecificForce(a)),
            magneticField: CMCalibratedMagneticField(field: f.latestField ?? CMMagneticField(x: 0, y: 0, z: 0), accuracy: accuracy),
            heading: usesNorth ? Self.heading(q) : -1)
        fusion = f
        latest.deviceMotion = motion
        Self.push(&device, motion, interval: settings.deviceMotionUpdateInterval, into: &pushes)
    }

    /// The yaw-only part of an orientation: the rotation about the vertical that turns the device's heading.
    static func headingOnly(_ q: CMQuaternion) -> CMQuaternion {
        let yaw = CMAttitude(quaternion: q).yaw
        return CMQuaternion(angle: yaw, axisX: 0, axisY: 0, axisZ: 1)
    }

    /// Degrees clockwise from north of the device's top edge (its y axis) projected on the horizontal, or of
    /// the back of the device (−z) when the top points straight up or down; `q` is device → North-West-Up.
    static func heading(_ q: CMQuaternion) -> Double {
        var v = q.rotate(x: 0, y: 1, z: 0)
        if v.x * v.x + v.y * v.y < 1e-6 { v = q.rotate(x: 0, y: 0, z: -1) }
        let degrees = atan2(-v.y, v.x) * 180 / .pi  // east is −west
        return degrees < 0 ? degrees + 360 : degrees
    }
}
