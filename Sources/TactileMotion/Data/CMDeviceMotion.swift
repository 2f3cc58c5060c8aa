import Foundation

/// How well the magnetometer is calibrated (Core Motion counterpart: `CMMagneticFieldCalibrationAccuracy`, with
/// the same raw values).
public enum CMMagneticFieldCalibrationAccuracy: Int32, Sendable {
    /// No calibration, or no magnetometer in use.
    case uncalibrated = -1
    /// A rough calibration.
    case low = 0
    /// A usable calibration.
    case medium = 1
    /// A good calibration.
    case high = 2
}

/// A magnetic field with its calibration accuracy (Core Motion counterpart: `CMCalibratedMagneticField`).
public struct CMCalibratedMagneticField: Sendable, Equatable {
    /// The field, in µT.
    public var field: CMMagneticField
    /// How far to trust ``field``.
    public var accuracy: CMMagneticFieldCalibrationAccuracy

    /// Creates a calibrated field.
    public init(field: CMMagneticField, accuracy: CMMagneticFieldCalibrationAccuracy) {
        self.field = field
        self.accuracy = accuracy
    }
}

/// The result of sensor fusion at one instant (Core Motion counterpart: `CMDeviceMotion`).
///
/// - ``attitude``: the orientation in the reference frame the updates were started with.
/// - ``rotationRate``: the gyroscope with its estimated bias removed, rad/s.
/// - ``gravity``: the direction of gravity in the device frame, g, pointing down (`R · (0, 0, −1)ᵀ`).
/// - ``userAcceleration``: what the user adds: the accelerometer reading minus ``gravity``, g.
/// - ``magneticField``: the field, with `.uncalibrated` accuracy when the frame uses no magnetometer.
/// - ``heading``: degrees clockwise from north (0–360) in the north-referenced frames, −1 in the others.
public final class CMDeviceMotion: CMLogItem, @unchecked Sendable {
    /// The attitude. Core Motion hands out a fresh attitude per sample; so does Tactile.
    public let attitude: CMAttitude
    /// The bias-corrected rotation rate, rad/s.
    public let rotationRate: CMRotationRate
    /// Gravity in the device frame, g.
    public let gravity: CMAcceleration
    /// The user's acceleration in the device frame, g.
    public let userAcceleration: CMAcceleration
    /// The magnetic field and its calibration.
    public let magneticField: CMCalibratedMagneticField
    /// Degrees from north, clockwise, or −1 when the reference frame has no north.
    public let heading: Double

    /// Creates a device-motion sample (Tactile addition: Core Motion creates these itself).
    public init(
        timestamp: TimeInterval, attitude: CMAttitude, rotationRate: CMRotationRate, gravity: CMAcceleration,
        userAcceleration: CMAcceleration, magneticField: CMCalibratedMagneticField, heading: Double
    ) {
        self.attitude = attitude
        self.rotationRate = rotationRate
        self.gravity = gravity
        self.userAcceleration = userAcceleration
        self.magneticField = magneticField
        self.heading = heading
        super.init(timestamp: timestamp)
    }
}
