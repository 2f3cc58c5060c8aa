/// One time step of inertial sensor input for an ``OrientationFilter`` (No Core Motion counterpart: Core Motion
/// fuses privately; this is what its fusion would consume).
///
/// Units and frames are the device's axes as on iOS (x right, y up the screen, z out of the screen):
/// - ``rotationRate``: the raw (biased) gyroscope reading in rad/s, right-hand rule, as in `CMGyroData`.
/// - ``specificForce``: the accelerometer as specific force in m/s² (flat, screen up: `z = +9.81`); convert a
///   Core Motion acceleration with ``SpecificForce/init(_:)``.
/// - ``magneticField``: the magnetometer in µT (any consistent unit works), or `nil` for 6-axis fusion. IIO
///   reports Gauss: multiply by 100.
///
/// A reading of exactly `(0, 0, 0)` from the accelerometer or magnetometer means "no reading" and is skipped.
public struct InertialSample: Sendable, Equatable {
    /// The gyroscope reading, rad/s, bias included.
    public var rotationRate: CMRotationRate
    /// The accelerometer reading as specific force, m/s².
    public var specificForce: SpecificForce
    /// The magnetometer reading in µT, or `nil` when there is none (6-axis fusion).
    public var magneticField: CMMagneticField?

    /// Creates a sample.
    public init(rotationRate: CMRotationRate, specificForce: SpecificForce, magneticField: CMMagneticField? = nil) {
        self.rotationRate = rotationRate
        self.specificForce = specificForce
        self.magneticField = magneticField
    }
}
