import Foundation
import Tactile
import TactileMotion

/// A motion source whose samples a test sends itself, with `TouchSimulator`'s ``TouchSimulator/sendAccelerometer(x:y:z:)``
/// and its siblings (no Core Motion counterpart: on iOS the sensors are hardware).
///
/// A `TouchSimulator` makes its own the `motionSource` of its application, which `CMMotionManager()` uses while
/// that application is the shared one; `CMMotionManager(source: sim.motionSource, application: sim.application)`
/// names both. It reports
/// the sensors it was created with as available and records which ones the managers started, at what interval;
/// it sends nothing on its own.
@MainActor
public final class SimulatedMotionSource: MotionSource {
    /// The sensors it reports as available. Default: accelerometer, gyroscope and magnetometer.
    public var sensors: Set<RawMotionSample.Sensor> {
        didSet { MotionSourceSensors.record(sensors, of: self) }
    }

    /// The sensors started and not stopped, with the interval asked for (Tactile addition, for assertions).
    public private(set) var runningSensors: [RawMotionSample.Sensor: TimeInterval] = [:]

    /// Creates a source reporting `sensors` as available.
    public init(sensors: Set<RawMotionSample.Sensor> = [.accelerometer, .gyroscope, .magnetometer]) {
        self.sensors = sensors
    }

    /// Records `sensors` as running; fails with `CMError.motionActivityNotAvailable` for a sensor it does not have
    /// and `CMError.invalidParameter` for an interval that is not positive.
    public func start(_ sensors: Set<RawMotionSample.Sensor>, interval: TimeInterval, into application: UIApplication)
        throws
    {
        guard sensors.isSubset(of: self.sensors) else { throw CMError.motionActivityNotAvailable }
        guard interval > 0, interval.isFinite else { throw CMError.invalidParameter }
        for sensor in sensors { runningSensors[sensor] = interval }
    }

    /// Records `sensors` as stopped.
    public func stop(_ sensors: Set<RawMotionSample.Sensor>) {
        for sensor in sensors { runningSensors[sensor] = nil }
    }
}
