import Foundation

/// Acceleration on the device's three axes, in g (UIKit/Core Motion counterpart: `CMAcceleration`).
///
/// Axes and signs follow iOS: with the device lying flat, screen up, gravity reads `z = -1`. Sensor sources
/// convert to these units; fusion and `CMMotionManager` build on them.
public struct CMAcceleration: Sendable, Equatable {
    /// Along the device's x axis (to the right of the screen), in g.
    public var x: Double
    /// Along the y axis (towards the top of the screen), in g.
    public var y: Double
    /// Along the z axis (out of the screen), in g.
    public var z: Double
    /// Creates an acceleration.
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }
}

/// Rotation rate about the device's three axes, in radians per second (Core Motion: `CMRotationRate`).
///
/// Signs follow the right-hand rule about each axis, as on iOS.
public struct CMRotationRate: Sendable, Equatable {
    /// About the x axis, in rad/s.
    public var x: Double
    /// About the y axis, in rad/s.
    public var y: Double
    /// About the z axis, in rad/s.
    public var z: Double
    /// Creates a rotation rate.
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }
}

/// A magnetic field vector, in microtesla (Core Motion: `CMMagneticField`).
public struct CMMagneticField: Sendable, Equatable {
    /// Along the x axis, in µT.
    public var x: Double
    /// Along the y axis, in µT.
    public var y: Double
    /// Along the z axis, in µT.
    public var z: Double
    /// Creates a magnetic field.
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }
}
