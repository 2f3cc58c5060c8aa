import Foundation

/// The base of every Core Motion data object: a timestamp (Core Motion counterpart: `CMLogItem`).
///
/// The timestamp is on the application's clock (seconds since boot on Linux's monotonic clock with
/// `MainQueueScheduler`, virtual seconds in tests), the same time base as `UIEvent.timestamp`, as on iOS. Data
/// objects are immutable, so they can be handed to handlers on any queue. Unlike Core Motion's, they are not
/// `NSObject`s and do not support `NSSecureCoding`.
public class CMLogItem: @unchecked Sendable {
    // @unchecked Sendable: every stored property of CMLogItem and its subclasses is a `let` of a Sendable type,
    // and the subclasses are final; the class cannot be `final` itself because the data classes derive from it.

    /// When the sample was taken, in seconds.
    public let timestamp: TimeInterval

    init(timestamp: TimeInterval) { self.timestamp = timestamp }
}

/// One accelerometer sample (Core Motion counterpart: `CMAccelerometerData`): acceleration in g,
/// gravity included and pointing down (device flat, screen up: `z = −1`).
public final class CMAccelerometerData: CMLogItem, @unchecked Sendable {
    /// The acceleration, in g.
    public let acceleration: CMAcceleration

    /// Creates a sample (Tactile addition: Core Motion creates these itself; tests and sources may too).
    public init(timestamp: TimeInterval, acceleration: CMAcceleration) {
        self.acceleration = acceleration
        super.init(timestamp: timestamp)
    }
}

/// One gyroscope sample (Core Motion counterpart: `CMGyroData`): the raw rotation rate in rad/s, bias
/// included. ``CMDeviceMotion/rotationRate`` has the bias removed.
public final class CMGyroData: CMLogItem, @unchecked Sendable {
    /// The rotation rate, in rad/s, right-hand rule.
    public let rotationRate: CMRotationRate

    /// Creates a sample (Tactile addition).
    public init(timestamp: TimeInterval, rotationRate: CMRotationRate) {
        self.rotationRate = rotationRate
        super.init(timestamp: timestamp)
    }
}

/// One magnetometer sample (Core Motion counterpart: `CMMagnetometerData`): the raw field in µT, the device's
/// own hard-iron bias included.
public final class CMMagnetometerData: CMLogItem, @unchecked Sendable {
    /// The magnetic field, in µT.
    public let magneticField: CMMagneticField

    /// Creates a sample (Tactile addition).
    public init(timestamp: TimeInterval, magneticField: CMMagneticField) {
        self.magneticField = magneticField
        super.init(timestamp: timestamp)
    }
}
