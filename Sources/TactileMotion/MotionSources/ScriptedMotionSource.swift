import Foundation
import Tactile

/// A simulated device whose motion is a script: its orientation (and, optionally, the user's acceleration) as a
/// function of time, from which it derives consistent accelerometer, gyroscope and magnetometer readings.
///
/// No Core Motion counterpart (the iOS Simulator has no accelerometer or gyroscope): a simulated sensor source for
/// a machine with no sensors, and for tests. Samples are posted on the application's scheduler, so with a
/// `VirtualScheduler` everything is deterministic.
/// From the script's orientation `q(t)` (device → East-North-Up) it computes, in iOS units:
/// - acceleration: gravity `(0, 0, −1)` g turned into the device frame, plus ``userAcceleration``;
/// - rotation rate: the body-frame angular velocity between `q(t)` and `q(t + h)`, plus ``gyroscopeBias``;
/// - magnetic field: ``earthField`` (ENU, µT) turned into the device frame.
@MainActor
public final class ScriptedMotionSource: MotionSource {
    /// The device's orientation at `t` seconds after the first sensor started, as a rotation from the device
    /// frame to East-North-Up.
    public var orientation: @MainActor (TimeInterval) -> CMQuaternion
    /// The user's acceleration at `t`, in g, device frame. Default none.
    public var userAcceleration: @MainActor (TimeInterval) -> CMAcceleration = { _ in CMAcceleration(x: 0, y: 0, z: 0) }
    /// A constant gyroscope bias added to every reading, rad/s. Default none.
    public var gyroscopeBias = CMRotationRate(x: 0, y: 0, z: 0)
    /// The earth's field in East-North-Up, µT. Default: 20 µT north, 45 µT down (mid-latitudes).
    public var earthField = CMMagneticField(x: 0, y: 20, z: -45)
    /// The sensors this simulated device has. Default all three.
    public var sensors: Set<RawMotionSample.Sensor>

    private var origin: TimeInterval?
    private var timers: [RawMotionSample.Sensor: ScheduledAction] = [:]

    /// Creates a source; `orientation` defaults to lying still, flat, screen up, top to the north.
    public init(
        sensors: Set<RawMotionSample.Sensor> = [.accelerometer, .gyroscope, .magnetometer],
        orientation: @escaping @MainActor (TimeInterval) -> CMQuaternion = { _ in .identity }
    ) {
        self.sensors = sensors
        self.orientation = orientation
    }

    /// Posts samples of each sensor every `interval` seconds of scheduler time, starting now.
    public func start(_ requested: Set<RawMotionSample.Sensor>, interval: TimeInterval, into application: UIApplication) throws {
        guard requested.isSubset(of: sensors) else { throw CMError.motionActivityNotAvailable }
        guard interval > 0, interval.isFinite else { throw CMError.invalidParameter }
        if origin == nil { origin = application.scheduler.now }
        let start = application.scheduler.now
        for sensor in requested {
            timers[sensor]?.cancel()
            tick(sensor, start: start, index: 0, interval: interval, application: application)
        }
    }

    /// Stops the sensors' timers.
    public func stop(_ stopped: Set<RawMotionSample.Sensor>) {
        for sensor in stopped {
            timers[sensor]?.cancel()
            timers[sensor] = nil
        }
    }

    /// Posts sample `index` of a run that started at `start`, and schedules the next one. Deadlines are
    /// `start + index × interval`, not accumulated sums, so the rate does not drift with rounding.
    private func tick(
        _ sensor: RawMotionSample.Sensor, start: TimeInterval, index: Int, interval: TimeInterval,
        application: UIApplication
    ) {
        let now = application.scheduler.now
        application.enqueueAndProcess(.motion(sample(sensor, at: now)))
        let next = start + Double(index + 1) * interval
        timers[sensor] = application.scheduler.schedule(after: next - now) { [weak self, weak application] in
            guard let self, let application else { return }
            self.tick(sensor, start: start, index: index + 1, interval: interval, application: application)
        }
    }

    /// The reading of `sensor` at scheduler time `now`.
    public func sample(_ sensor: RawMotionSample.Sensor, at now: TimeInterval) -> RawMotionSample {
        let t = now - (origin ?? now)
        let q = orientation(t)
        switch sensor {
        case .accelerometer:
            let g = q.conjugate.rotate(x: 0, y: 0, z: -1)
            let u = userAcceleration(t)
            return RawMotionSample(timestamp: now, sensor: .accelerometer, x: g.x + u.x, y: g.y + u.y, z: g.z + u.z)
        case .gyroscope:
            let w = Self.angularVelocity(from: q, to: orientation(t + Self.step), over: Self.step)
            let b = gyroscopeBias
            return RawMotionSample(timestamp: now, sensor: .gyroscope, x: w.x + b.x, y: w.y + b.y, z: w.z + b.z)
        case .magnetometer:
            let m = q.conjugate.rotate(x: earthField.x, y: earthField.y, z: earthField.z)
            return RawMotionSample(timestamp: now, sensor: .magnetometer, x: m.x, y: m.y, z: m.z)
        }
    }

    /// The time step for differentiating the orientation (1 ms).
    static let step: TimeInterval = 0.001

    /// The body-frame angular velocity (rad/s) that turns `q0` into `q1` in `dt` seconds.
    static func angularVelocity(from q0: CMQuaternion, to q1: CMQuaternion, over dt: TimeInterval) -> CMRotationRate {
        var d = q0.conjugate * q1  // the rotation in the body frame
        if d.w < 0 { d = CMQuaternion(x: -d.x, y: -d.y, z: -d.z, w: -d.w) }
        let s = (d.x * d.x + d.y * d.y + d.z * d.z).squareRoot()
        guard s > 1e-12 else { return CMRotationRate(x: 0, y: 0, z: 0) }
        let angle = 2 * atan2(s, d.w)
        let k = angle / (s * dt)
        return CMRotationRate(x: d.x * k, y: d.y * k, z: d.z * k)
    }
}
