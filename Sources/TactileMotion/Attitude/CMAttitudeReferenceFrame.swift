/// The reference frame an attitude is measured against (Core Motion counterpart: `CMAttitudeReferenceFrame`,
/// with the same raw values).
///
/// In every frame z is vertical, pointing up, so gravity is `(0, 0, −1)`, as in Core Motion. What differs is x:
/// - ``xArbitraryZVertical``: x is wherever the device's x pointed, projected on the horizontal, when updates
///   started. Gyroscope and accelerometer only, so the heading drifts slowly.
/// - ``xArbitraryCorrectedZVertical``: the same start, but the magnetometer holds the heading steady.
/// - ``xMagneticNorthZVertical``: x points to magnetic north (and y west).
/// - ``xTrueNorthZVertical``: x points to true north. Core Motion takes the magnetic declination from Core
///   Location; Tactile takes it from ``CMMotionManager/magneticDeclination`` (a deliberate difference).
public struct CMAttitudeReferenceFrame: OptionSet, Sendable, Hashable {
    /// The raw value: 1, 2, 4 or 8, as in Core Motion.
    public let rawValue: UInt
    /// Creates a frame (or a set of frames) from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// x arbitrary (the device's heading at start), z vertical; no magnetometer.
    public static let xArbitraryZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 0)
    /// x arbitrary, z vertical, heading corrected by the magnetometer.
    public static let xArbitraryCorrectedZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 1)
    /// x to magnetic north, z vertical.
    public static let xMagneticNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 2)
    /// x to true north, z vertical.
    public static let xTrueNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 3)

    /// Whether this frame needs a magnetometer.
    var needsMagnetometer: Bool { self != .xArbitraryZVertical }
}
