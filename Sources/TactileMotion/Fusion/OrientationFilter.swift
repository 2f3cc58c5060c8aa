import Foundation

/// A sensor-fusion filter that estimates a device's orientation from its gyroscope, accelerometer and, optionally,
/// magnetometer (No Core Motion counterpart: Core Motion's fusion behind `CMDeviceMotion` is private).
///
/// Conformers (``VQFFilter``, ``MadgwickFilter``) work in SI units and the East-North-Up earth frame, and report
/// the orientation as the rotation from the sensor frame to the earth frame. The extension turns that state into
/// what `CMDeviceMotion` reports, in Core Motion's conventions:
/// - `attitude`: ``orientation`` (re-expressed in the requested `CMAttitudeReferenceFrame` by the caller:
///   arbitrary frames compose with the inverse of the first attitude; `xMagneticNorthZVertical` is NWU, so use
///   `CMQuaternion.enuToNWU * orientation`);
/// - `gravity`: ``gravity`` (g, pointing down: `(0, 0, −1)` flat, screen up);
/// - `userAcceleration`: ``userAcceleration(from:)`` (g, Core Motion's sign: the reading minus gravity);
/// - `rotationRate`: ``rotationRate(correcting:)`` (rad/s, the estimated gyroscope bias removed).
public protocol OrientationFilter: Sendable {
    /// The time between samples, in seconds.
    var samplePeriod: Double { get }

    /// The current orientation estimate: the rotation from the sensor frame to the earth frame (ENU). With
    /// magnetometer input the heading is referenced to magnetic north (+y); without it, it is arbitrary.
    var orientation: CMQuaternion { get }

    /// The estimated gyroscope bias in rad/s (zero for a filter that does not estimate it).
    var gyroscopeBias: CMRotationRate { get }

    /// Processes one sample.
    mutating func update(_ sample: InertialSample)

    /// Forgets the estimate and starts again from the next sample, keeping the configuration.
    mutating func reset()
}

extension OrientationFilter {
    /// The direction of gravity in the device frame, in g, in Core Motion's convention (pointing towards the
    /// ground: `(0, 0, −1)` with the device flat, screen up), as `CMDeviceMotion.gravity`.
    public var gravity: CMAcceleration {
        // The earth's "down" (0, 0, −1) expressed in the sensor frame: rotate by the inverse orientation.
        let g = orientation.conjugate.rotate(Vector3(0, 0, -1))
        return CMAcceleration(x: g.x, y: g.y, z: g.z)
    }

    /// The acceleration the user gives the device, in g, as `CMDeviceMotion.userAcceleration`: the reading in
    /// Core Motion's convention (``SpecificForce/acceleration``) minus ``gravity``. Zero for a device at rest.
    public func userAcceleration(from specificForce: SpecificForce) -> CMAcceleration {
        let a = specificForce.acceleration
        let g = gravity
        return CMAcceleration(x: a.x - g.x, y: a.y - g.y, z: a.z - g.z)
    }

    /// A raw gyroscope reading with the estimated bias removed, as `CMDeviceMotion.rotationRate`.
    public func rotationRate(correcting raw: CMRotationRate) -> CMRotationRate {
        let b = gyroscopeBias
        return CMRotationRate(x: raw.x - b.x, y: raw.y - b.y, z: raw.z - b.z)
    }
}

/// Why an orientation filter could not be created (No Core Motion counterpart).
public enum OrientationFilterError: Error, Equatable, CustomStringConvertible {
    /// The sample period is zero, negative, NaN or infinite.
    case invalidSamplePeriod(Double)
    /// A tuning parameter is out of its range; `name` is the parameter's property name.
    case invalidParameter(name: String, value: Double)

    /// A message naming the bad value.
    public var description: String {
        switch self {
        case .invalidSamplePeriod(let value):
            return "invalid sample period \(value) s: it must be positive and finite"
        case .invalidParameter(let name, let value):
            return "invalid filter parameter \(name) = \(value)"
        }
    }
}

extension OrientationFilterError: LocalizedError {
    /// The same text as ``description``, so `localizedDescription` prints the message.
    public var errorDescription: String? { description }
}
