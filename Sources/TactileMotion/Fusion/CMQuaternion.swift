import Foundation

/// A unit quaternion describing a rotation (Core Motion counterpart: `CMQuaternion`).
///
/// As in Core Motion the components are stored `x, y, z, w`, with `w` the scalar part. Products are Hamilton
/// products, and a quaternion `q` rotates a vector `v` as `q ⊗ (0, v) ⊗ q*` (``rotate(x:y:z:)``).
///
/// **Direction convention in the fusion filters.** ``VQFFilter`` and ``MadgwickFilter`` report the orientation
/// as the rotation *from the sensor frame to the earth frame*, with the earth frame East-North-Up (ENU), the
/// convention of VQF, of the BROAD benchmark and of IIO: `q.rotate(v_sensor) == v_earth`. Core Motion's
/// `CMAttitude.quaternion` uses other reference frames (`xArbitraryZVertical`, and `xMagneticNorthZVertical`,
/// which is North-West-Up: x north, y **west**). Convert with ``enuToNWU`` (`enuToNWU * q`) when building a
/// `CMAttitude` in the magnetic-north frame; the arbitrary frames instead compose with the inverse of the
/// attitude at the moment updates start.
public struct CMQuaternion: Sendable, Equatable {
    /// The first imaginary component.
    public var x: Double
    /// The second imaginary component.
    public var y: Double
    /// The third imaginary component.
    public var z: Double
    /// The real (scalar) component.
    public var w: Double

    /// Creates a quaternion from its components (Core Motion's member order: `x, y, z, w`).
    public init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// The identity rotation `(x 0, y 0, z 0, w 1)`.
    public static let identity = CMQuaternion(x: 0, y: 0, z: 0, w: 1)

    /// The rotation from East-North-Up to North-West-Up axes, a −90° turn about the vertical.
    ///
    /// For an orientation `q` from the sensor frame to ENU, `CMQuaternion.enuToNWU * q` is the orientation from
    /// the sensor frame to NWU, the axes of Core Motion's `xMagneticNorthZVertical` frame.
    public static let enuToNWU = CMQuaternion(angle: -Double.pi / 2, axisX: 0, axisY: 0, axisZ: 1)

    /// The rotation by `angle` radians about the axis `(axisX, axisY, axisZ)` (right-hand rule).
    ///
    /// The axis need not be unit length; a zero axis gives the identity.
    public init(angle: Double, axisX: Double, axisY: Double, axisZ: Double) {
        let length = (axisX * axisX + axisY * axisY + axisZ * axisZ).squareRoot()
        guard length > 0 else {
            self = .identity
            return
        }
        let s = sin(angle / 2) / length
        self.init(x: axisX * s, y: axisY * s, z: axisZ * s, w: cos(angle / 2))
    }

    /// The Hamilton product `lhs ⊗ rhs`: rotating by `rhs` first, then by `lhs`.
    public static func * (lhs: CMQuaternion, rhs: CMQuaternion) -> CMQuaternion {
        CMQuaternion(
            x: lhs.w * rhs.x + lhs.x * rhs.w + lhs.y * rhs.z - lhs.z * rhs.y,
            y: lhs.w * rhs.y - lhs.x * rhs.z + lhs.y * rhs.w + lhs.z * rhs.x,
            z: lhs.w * rhs.z + lhs.x * rhs.y - lhs.y * rhs.x + lhs.z * rhs.w,
            w: lhs.w * rhs.w - lhs.x * rhs.x - lhs.y * rhs.y - lhs.z * rhs.z)
    }

    /// The conjugate `(−x, −y, −z, w)`; for a unit quaternion, the inverse rotation.
    public var conjugate: CMQuaternion { CMQuaternion(x: -x, y: -y, z: -z, w: w) }

    /// The Euclidean norm of the four components.
    public var norm: Double { (x * x + y * y + z * z + w * w).squareRoot() }

    /// The quaternion scaled to unit norm (unchanged if its norm is zero).
    public var normalized: CMQuaternion {
        let n = norm
        guard n > 0 else { return self }
        return CMQuaternion(x: x / n, y: y / n, z: z / n, w: w / n)
    }

    /// The rotation angle in radians, in `[0, π]` (sign-insensitive: `q` and `−q` give the same angle).
    public var angle: Double { 2 * acos(min(abs(w), 1)) }

    /// The vector `(x, y, z)` rotated by this (unit) quaternion: `q ⊗ (0, v) ⊗ q*`.
    public func rotate(x vx: Double, y vy: Double, z vz: Double) -> (x: Double, y: Double, z: Double) {
        let v = rotate(Vector3(vx, vy, vz))
        return (v.x, v.y, v.z)
    }

    /// `q ⊗ (0, v) ⊗ q*`, written out as the rotation matrix of `q` applied to `v`.
    func rotate(_ v: Vector3) -> Vector3 {
        Vector3(
            (1 - 2 * y * y - 2 * z * z) * v.x + 2 * v.y * (y * x - w * z) + 2 * v.z * (w * y + z * x),
            2 * v.x * (w * z + y * x) + v.y * (1 - 2 * x * x - 2 * z * z) + 2 * v.z * (y * z - x * w),
            2 * v.x * (z * x - w * y) + 2 * v.y * (w * x + z * y) + v.z * (1 - 2 * x * x - 2 * y * y))
    }

    /// The rotation matrix of this unit quaternion (`R · v == rotate(v)`).
    var rotationMatrix: Matrix3 {
        Matrix3(
            1 - 2 * y * y - 2 * z * z, 2 * (y * x - w * z), 2 * (w * y + z * x),
            2 * (w * z + y * x), 1 - 2 * x * x - 2 * z * z, 2 * (y * z - x * w),
            2 * (z * x - w * y), 2 * (w * x + z * y), 1 - 2 * x * x - 2 * y * y)
    }

    /// The quaternion of a proper rotation matrix (Shepperd's method, numerically safe for every rotation).
    init(rotationMatrix m: Matrix3) {
        let trace = m.m11 + m.m22 + m.m33
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            self.init(x: (m.m32 - m.m23) / s, y: (m.m13 - m.m31) / s, z: (m.m21 - m.m12) / s, w: s / 4)
        } else if m.m11 > m.m22 && m.m11 > m.m33 {
            let s = (1 + m.m11 - m.m22 - m.m33).squareRoot() * 2
            self.init(x: s / 4, y: (m.m12 + m.m21) / s, z: (m.m13 + m.m31) / s, w: (m.m32 - m.m23) / s)
        } else if m.m22 > m.m33 {
            let s = (1 + m.m22 - m.m11 - m.m33).squareRoot() * 2
            self.init(x: (m.m12 + m.m21) / s, y: s / 4, z: (m.m23 + m.m32) / s, w: (m.m13 - m.m31) / s)
        } else {
            let s = (1 + m.m33 - m.m11 - m.m22).squareRoot() * 2
            self.init(x: (m.m13 + m.m31) / s, y: (m.m23 + m.m32) / s, z: s / 4, w: (m.m21 - m.m12) / s)
        }
        self = normalized
    }

    /// This quaternion turned by `delta` radians about the earth's vertical: `(cos δ/2, 0, 0, sin δ/2) ⊗ q`.
    func applyingHeading(_ delta: Double) -> CMQuaternion {
        let c = cos(delta / 2)
        let s = sin(delta / 2)
        return CMQuaternion(x: c * x - s * y, y: c * y + s * x, z: c * z + s * w, w: c * w - s * z)
    }
}
