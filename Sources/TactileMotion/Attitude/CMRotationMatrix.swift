/// A 3 × 3 rotation matrix (Core Motion counterpart: `CMRotationMatrix`, with the same `m11` … `m33` fields).
///
/// As Apple's *Event Handling Guide for iOS* defines it, ``CMAttitude/rotationMatrix`` takes vectors from the
/// reference frame into the device frame, so the device's gravity is `R · (0, 0, −1)ᵀ`: the negated third column.
public struct CMRotationMatrix: Sendable, Equatable {
    /// Row 1.
    public var m11: Double, m12: Double, m13: Double
    /// Row 2.
    public var m21: Double, m22: Double, m23: Double
    /// Row 3.
    public var m31: Double, m32: Double, m33: Double

    /// Creates a matrix from its rows.
    public init(
        m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double,
        m33: Double
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The identity.
    public static let identity = CMRotationMatrix(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// The matrix of the rotation `q` (rotating a vector as `q.rotate`).
    public init(_ q: CMQuaternion) {
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        self.init(
            m11: 1 - 2 * (y * y + z * z), m12: 2 * (x * y - w * z), m13: 2 * (x * z + w * y),
            m21: 2 * (x * y + w * z), m22: 1 - 2 * (x * x + z * z), m23: 2 * (y * z - w * x),
            m31: 2 * (x * z - w * y), m32: 2 * (y * z + w * x), m33: 1 - 2 * (x * x + y * y))
    }

    /// The transpose: for a rotation, its inverse.
    public var transposed: CMRotationMatrix {
        CMRotationMatrix(m11: m11, m12: m21, m13: m31, m21: m12, m22: m22, m23: m32, m31: m13, m32: m23, m33: m33)
    }

    /// `self · v`.
    public func apply(x: Double, y: Double, z: Double) -> (x: Double, y: Double, z: Double) {
        (m11 * x + m12 * y + m13 * z, m21 * x + m22 * y + m23 * z, m31 * x + m32 * y + m33 * z)
    }
}
