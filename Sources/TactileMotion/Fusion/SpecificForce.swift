/// An accelerometer reading as specific force, in m/s², the way IIO, Android, VQF and BROAD report it
/// (No Core Motion counterpart: Core Motion reports ``CMAcceleration`` in g with the opposite sign).
///
/// Specific force is the reaction to gravity plus the acceleration: a device lying flat, screen up, reads
/// `z = +9.81 m/s²` here and `z = −1 g` in Core Motion. The fusion filters work on specific force in SI units;
/// the conversions are `a_CoreMotion = −a_SI / 9.80665` and `a_SI = −9.80665 · a_CoreMotion`
/// (``init(_:)`` and ``acceleration``).
public struct SpecificForce: Sendable, Equatable {
    /// Standard gravity, 9.80665 m/s² (one g), used to convert to and from Core Motion's units.
    public static let standardGravity = 9.80665

    /// Along the device's x axis (to the right of the screen), in m/s².
    public var x: Double
    /// Along the device's y axis (towards the top of the screen), in m/s².
    public var y: Double
    /// Along the device's z axis (out of the screen), in m/s².
    public var z: Double

    /// Creates a specific force from its components in m/s².
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// Converts a Core Motion acceleration (g, gravity pointing down) to specific force (m/s², +z up when flat).
    public init(_ acceleration: CMAcceleration) {
        let s = -Self.standardGravity
        self.init(x: s * acceleration.x, y: s * acceleration.y, z: s * acceleration.z)
    }

    /// This reading in Core Motion's convention: g, gravity pointing down (flat, screen up: `z = −1`).
    public var acceleration: CMAcceleration {
        let s = -1 / Self.standardGravity
        return CMAcceleration(x: s * x, y: s * y, z: s * z)
    }

    var vector: Vector3 { Vector3(x, y, z) }
}

extension CMRotationRate {
    var vector: Vector3 { Vector3(x, y, z) }
    init(_ v: Vector3) { self.init(x: v.x, y: v.y, z: v.z) }
}

extension CMMagneticField {
    var vector: Vector3 { Vector3(x, y, z) }
}
