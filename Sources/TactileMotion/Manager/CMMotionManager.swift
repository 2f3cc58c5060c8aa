import Foundation
import Tactile

/// Delivers accelerometer samples or an error (Core Motion counterpart: `CMAccelerometerHandler`).
public typealias CMAccelerometerHandler = @Sendable (CMAccelerometerData?, (any Error)?) -> Void
/// Delivers gyroscope samples or an error (Core Motion counterpart: `CMGyroHandler`).
public typealias CMGyroHandler = @Sendable (CMGyroData?, (any Error)?) -> Void
/// Delivers magnetometer samples or an error (Core Motion counterpart: `CMMagnetometerHandler`).
public typealias CMMagnetometerHandler = @Sendable (CMMagnetometerData?, (any Error)?) -> Void
/// Delivers device-motion samples or an error (Core Motion counterpart: `CMDeviceMotionHandler`).
public typealias CMDeviceMotionHandler = @Sendable (CMDeviceMotion?, (any Error)?) -> Void

/// The entry point to motion data: raw accelerometer, gyroscope and magnetometer samples, and fused device
/// motion (Core Motion counterpart: `CMMotionManager`, CM-04 to CM-16).
///
/// As in Core Motion, each kind of data comes two ways (CM-05): **pull** (start updates, then read
/// ``accelerometerData``, ``gyroData``, ``magnetometerData`` or ``deviceMotion`` whenever you like, say once a
/// frame) or **push** (give an `OperationQueue` and a handler; every update is delivered to the handler as an
/// operation on that queue, no more often than the update interval). Core Motion never uses the responder chain
/// (CM-01, DIS-10).
///
/// Deliberate differences:
/// - Samples come from a ``MotionSource`` through a `UIApplication`'s event queue, like every other input, so
///   tests run on virtual time. `CMMotionManager()` uses `UIApplication.shared` and ``defaultSource``;
///   ``init(source:application:)`` names both. Create one manager per application (CM-04).
/// - The manager is main-actor bound (samples arrive on the main actor); handlers still run on the queue given.
///   Handlers for `OperationQueue.main` run as soon as the sample arrives, not in a later run-loop turn.
/// - The true-north frame needs ``magneticDeclination`` (Core Motion gets it from Core Location).
/// - ``showsDeviceMovementDisplay`` is kept but shows nothing: there is no system calibration display on Linux.
/// - Update intervals default to 0.01 s (100 Hz): Core Motion does not document its defaults.
/// - Several managers may share a source: it runs each sensor at the shortest interval any of them asks for, and
///   each manager thins its pushes to its own interval. Stop updates before releasing a manager, as Core Motion
///   advises; a released manager's demand is dropped at the source's next change.
@MainActor
public final class CMMotionManager {
    /// The source `CMMotionManager()` uses (Tactile addition). `nil` until an app or `TactileLinux` sets it: then
    /// no sensor is available, as in the iOS Simulator (CM-06).
    public static var defaultSource: (any MotionSource)?

    /// Where samples come from (Tactile addition).
    public let source: (any MotionSource)?
    /// The application whose event queue carries the samples (Tactile addition).
    public let application: UIApplication

    /// Creates a manager on `UIApplication.shared` and ``defaultSource``.
    public convenience init() { self.init(source: Self.defaultSource, application: .shared) }

    /// Creates a manager for `source`, whose samples reach it through `application` (Tactile addition).
    public init(source: (any MotionSource)?, application: UIApplication) {
        self.source = source
        self.application = application
    }

    // MARK: Availability (CAP-04)

    /// Whether the source has an accelerometer.
    public var isAccelerometerAvailable: Bool { source?.sensors.contains(.accelerometer) ?? false }
    /// Whether the source has a gyroscope.
    public var isGyroAvailable: Bool { source?.sensors.contains(.gyroscope) ?? false }
    /// Whether the source has a magnetometer.
    public var isMagnetometerAvailable: Bool { source?.sensors.contains(.magnetometer) ?? false }
    /// Whether device motion is possible: it needs an accelerometer and a gyroscope (CM-11).
    public var isDeviceMotionAvailable: Bool { isAccelerometerAvailable && isGyroAvailable }

    /// The reference frames ``defaultSource`` supports (Core Motion: a class method, since the hardware is fixed).
    public static func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame {
        frames(for: defaultSource?.sensors ?? [])
    }

    /// The reference frames this manager's source supports (Tactile addition).
    public var availableAttitudeReferenceFrames: CMAttitudeReferenceFrame { Self.frames(for: source?.sensors ?? []) }

    private static func frames(for sensors: Set<RawMotionSample.Sensor>) -> CMAttitudeReferenceFrame {
        guard sensors.contains(.accelerometer), sensors.contains(.gyroscope) else { return [] }
        guard sensors.contains(.magnetometer) else { return .xArbitraryZVertical }
        return [.xArbitraryZVertical, .xArbitraryCorrectedZVertical, .xMagneticNorthZVertical, .xTrueNorthZVertical]
    }

    // MARK: Settings

    /// Seconds between accelerometer updates (CM-07: choose the largest that works). Default 0.01.
    public var accelerometerUpdateInterval: TimeInterval = 0.01
    /// Seconds between gyroscope updates. Default 0.01.
    public var gyroUpdateInterval: TimeInterval = 0.01
    /// Seconds between magnetometer updates. Default 0.01.
    public var magnetometerUpdateInterval: TimeInterval = 0.01
    /// Seconds between device-motion updates; also the fusion filter's sample period. Default 0.01.
    public var deviceMotionUpdateInterval: TimeInterval = 0.01
    /// Whether the system may show its compass-calibration display (CM-15). Kept for source compatibility; Linux
    /// has no such display, so it has no effect.
    public var showsDeviceMovementDisplay = false
    /// The magnetic declination at the device's location, degrees east of true north (Tactile addition; Core
    /// Motion reads it from Core Location). Needed for ``CMAttitudeReferenceFrame/xTrueNorthZVertical``.
    public var magneticDeclination: Double?
    /// The fusion filter's tuning (Tactile addition). Applies from the next start of device-motion updates.
    public var fusionParameters = VQFParameters()

    // MARK: Latest samples (pull)

    /// The latest accelerometer sample, while accelerometer updates run (or since they last ran).
    public private(set) var accelerometerData: CMAccelerometerData?
    /// The latest gyroscope sample.
    public private(set) var gyroData: CMGyroData?
    /// The latest magnetometer sample.
    public private(set) var magnetometerData: CMMagnetometerData?
    /// The latest device-motion sample.
    public private(set) var deviceMotion: CMDeviceMotion?

    // MARK: Active flags

    /// Whether accelerometer updates are running.
    public var isAccelerometerActive: Bool { accelerometer.isActive }
    /// Whether gyroscope updates are running.
    public var isGyroActive: Bool { gyro.isActive }
    /// Whether magnetometer updates are running.
    public var isMagnetometerActive: Bool { magnetometer.isActive }
    /// Whether device-motion updates are running.
    public var isDeviceMotionActive: Bool { device.isActive }
    /// The frame device motion uses: the one it was started with, or `.xArbitraryZVertical`.
    public private(set) var attitudeReferenceFrame: CMAttitudeReferenceFrame = .xArbitraryZVertical

    // MARK: Accelerometer (CM-08)

    /// Starts accelerometer updates for pulling ``accelerometerData``.
    public func startAccelerometerUpdates() { start(\.accelerometer, .accelerometer, queue: nil, handler: nil) }

    /// Starts accelerometer updates pushed to `handler` on `queue`.
    public func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler) {
        start(\.accelerometer, .accelerometer, queue: queue) { data, error in handler(data as? CMAccelerometerData, error) }
    }

    /// Stops accelerometer updates.
    public func stopAccelerometerUpdates() { stop(\.accelerometer) }

    // MARK: Gyroscope (CM-09)

    /// Starts gyroscope updates for pulling ``gyroData``.
    public func startGyroUpdates() { start(\.gyro, .gyroscope, queue: nil, handler: nil) }

    /// Starts gyroscope updates pushed to `handler` on `queue`.
    public func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {
        start(\.gyro, .gyroscope, queue: queue) { data, error in handler(data as? CMGyroData, error) }
    }

    /// Stops gyroscope updates.
    public func stopGyroUpdates() { stop(\.gyro) }

    // MARK: Magnetometer

    /// Starts magnetometer updates for pulling ``magnetometerData``.
    public func startMagnetometerUpdates() { start(\.magnetometer, .magnetometer, queue: nil, handler: nil) }

    /// Starts magnetometer updates pushed to `handler` on `queue`.
    public func startMagnetometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMagnetometerHandler) {
        start(\.magnetometer, .magnetometer, queue: queue) { data, error in handler(data as? CMMagnetometerData, error) }
    }

    /// Stops magnetometer updates.
    public func stopMagnetometerUpdates() { stop(\.magnetometer) }

    // MARK: Device motion (CM-11 to CM-15)

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
    public func stopDeviceMotionUpdates() {
        stop(\.device)
        fusion = nil
    }

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

    private var accelerometer = Stream()
    private var gyro = Stream()
    private var magnetometer = Stream()
    private var device = Stream()
    private var observer: Int?

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
        _ stream: ReferenceWritableKeyPath<CMMotionManager, Stream>, _ sensor: RawMotionSample.Sensor,
        queue: OperationQueue?, handler: (@Sendable (CMLogItem?, (any Error)?) -> Void)?
    ) {
        guard source?.sensors.contains(sensor) == true else {
            fail(queue, handler, CMError.motionActivityNotAvailable)
            return
        }
        self[keyPath: stream] = Stream(isActive: true, queue: queue, handler: handler)
        if !syncSensors() {
            self[keyPath: stream] = Stream()
            fail(queue, handler, CMError.unknown)
        }
    }

    private func startDeviceMotion(
        using frame: CMAttitudeReferenceFrame, queue: OperationQueue?,
        handler: (@Sendable (CMLogItem?, (any Error)?) -> Void)?
    ) {
        guard isDeviceMotionAvailable, availableAttitudeReferenceFrames.contains(frame),
            [.xArbitraryZVertical, .xArbitraryCorrectedZVertical, .xMagneticNorthZVertical, .xTrueNorthZVertical].contains(frame)
        else {
            fail(queue, handler, CMError.motionActivityNotAvailable)
            return
        }
        if frame == .xTrueNorthZVertical && magneticDeclination == nil {
            fail(queue, handler, CMError.trueNorthNotAvailable)
            return
        }
        guard let filter = try? VQFFilter(samplePeriod: deviceMotionUpdateInterval, parameters: fusionParameters) else {
            fail(queue, handler, CMError.invalidParameter)
            return
        }
        fusion = Fusion(
            filter: filter, frame: frame, declination: (magneticDeclination ?? 0) * .pi / 180)
        attitudeReferenceFrame = frame
        device = Stream(isActive: true, queue: queue, handler: handler)
        if !syncSensors() {
            device = Stream()
            fusion = nil
            fail(queue, handler, CMError.unknown)
        }
    }

    private func stop(_ stream: ReferenceWritableKeyPath<CMMotionManager, Stream>) {
        guard self[keyPath: stream].isActive else { return }
        self[keyPath: stream] = Stream()
        _ = syncSensors()
    }

    private func fail(_ queue: OperationQueue?, _ handler: (@Sendable (CMLogItem?, (any Error)?) -> Void)?, _ error: CMError) {
        guard let queue, let handler else { return }
        Self.deliver(on: queue) { handler(nil, error) }
    }

    /// Tells the source (through its ``MotionSourceDemand``, shared with other clients) exactly the sensors the
    /// running updates need, each at the shortest interval asked for, and keeps the application observer installed
    /// while anything runs. Returns false if the source refused to start a sensor.
    private func syncSensors() -> Bool {
        var wanted: [RawMotionSample.Sensor: TimeInterval] = [:]
        func want(_ s: RawMotionSample.Sensor, _ interval: TimeInterval) {
            wanted[s] = min(wanted[s] ?? .infinity, max(interval, 0.001))
        }
        if accelerometer.isActive { want(.accelerometer, accelerometerUpdateInterval) }
        if gyro.isActive { want(.gyroscope, gyroUpdateInterval) }
        if magnetometer.isActive { want(.magnetometer, magnetometerUpdateInterval) }
        if let fusion, device.isActive {
            want(.accelerometer, deviceMotionUpdateInterval)
            want(.gyroscope, deviceMotionUpdateInterval)
            if fusion.frame.needsMagnetometer { want(.magnetometer, deviceMotionUpdateInterval) }
        }
        // The observer goes in first: a source may post its first sample from inside `start`.
        if !wanted.isEmpty, observer == nil {
            observer = application.addMotionSampleObserver { [weak self] sample in self?.receive(sample) }
        }
        let ok = source.map { MotionSourceDemand.on($0).update(self, wants: wanted, into: application) } ?? wanted.isEmpty
        if wanted.isEmpty, let id = observer {
            application.removeMotionSampleObserver(id)
            observer = nil
        }
        return ok
    }

    private static func push(_ stream: inout Stream, _ item: CMLogItem, interval: TimeInterval) {
        guard let queue = stream.queue, let handler = stream.handler, stream.due(at: item.timestamp, interval: interval)
        else { return }
        deliver(on: queue) { handler(item, nil) }
    }

    /// Runs `body` as an operation on `queue`; for `OperationQueue.main`, at once, since samples already arrive
    /// on the main actor. (Core Motion would run it in a later turn of the main run loop; running it now keeps
    /// main-queue handlers deterministic on virtual time, and they still run on the main thread.)
    private static func deliver(on queue: OperationQueue, _ body: @escaping @Sendable () -> Void) {
        if queue === OperationQueue.main {
            body()
        } else {
            queue.addOperation(body)
        }
    }

    private func receive(_ s: RawMotionSample) {
        switch s.sensor {
        case .accelerometer:
            let a = CMAcceleration(x: s.x, y: s.y, z: s.z)
            fusion?.latestAcceleration = a
            if accelerometer.isActive {
                let data = CMAccelerometerData(timestamp: s.timestamp, acceleration: a)
                accelerometerData = data
                Self.push(&accelerometer, data, interval: accelerometerUpdateInterval)
            }
        case .gyroscope:
            let r = CMRotationRate(x: s.x, y: s.y, z: s.z)
            if gyro.isActive {
                let data = CMGyroData(timestamp: s.timestamp, rotationRate: r)
                gyroData = data
                Self.push(&gyro, data, interval: gyroUpdateInterval)
            }
            if device.isActive { fuse(r, at: s.timestamp) }
        case .magnetometer:
            let m = CMMagneticField(x: s.x, y: s.y, z: s.z)
            if fusion?.frame.needsMagnetometer == true { fusion?.latestField = m }
            if magnetometer.isActive {
                let data = CMMagnetometerData(timestamp: s.timestamp, magneticField: m)
                magnetometerData = data
                Self.push(&magnetometer, data, interval: magnetometerUpdateInterval)
            }
        }
    }

    /// One fusion step per gyroscope sample, with the latest accelerometer (and magnetometer) reading.
    private func fuse(_ rate: CMRotationRate, at t: TimeInterval) {
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
            // Arbitrary frames: x is the device's heading when updates started (CM-14).
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
        deviceMotion = motion
        Self.push(&device, motion, interval: deviceMotionUpdateInterval)
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

extension RawMotionSample.Sensor {
    /// A fixed order for starting sensors, so that runs are reproducible: accelerometer, magnetometer, gyroscope
    /// (the gyroscope last, since each of its samples drives a fusion step that wants the others' latest).
    var order: Int {
        switch self {
        case .accelerometer: 0
        case .magnetometer: 1
        case .gyroscope: 2
        }
    }
}
