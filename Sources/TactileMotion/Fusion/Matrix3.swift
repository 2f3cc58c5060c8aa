/// A 3×3 matrix of doubles, row-major (`m12` is row 1, column 2), for the fusion filters (internal).
///
/// Used for rotation matrices and for the gyroscope-bias Kalman filter's covariance and gain.
struct Matrix3: Sendable, Equatable {
    var m11, m12, m13: Double
    var m21, m22, m23: Double
    var m31, m32, m33: Double

    init(
        _ m11: Double, _ m12: Double, _ m13: Double,
        _ m21: Double, _ m22: Double, _ m23: Double,
        _ m31: Double, _ m32: Double, _ m33: Double
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
    }

    /// `s · I`.
    static func scaledIdentity(_ s: Double) -> Matrix3 { Matrix3(s, 0, 0, 0, s, 0, 0, 0, s) }

    static let zero = Matrix3.scaledIdentity(0)

    static func + (a: Matrix3, b: Matrix3) -> Matrix3 {
        Matrix3(
            a.m11 + b.m11, a.m12 + b.m12, a.m13 + b.m13,
            a.m21 + b.m21, a.m22 + b.m22, a.m23 + b.m23,
            a.m31 + b.m31, a.m32 + b.m32, a.m33 + b.m33)
    }

    static func - (a: Matrix3, b: Matrix3) -> Matrix3 { a + (-1) * b }

    static func * (s: Double, a: Matrix3) -> Matrix3 {
        Matrix3(
            s * a.m11, s * a.m12, s * a.m13,
            s * a.m21, s * a.m22, s * a.m23,
            s * a.m31, s * a.m32, s * a.m33)
    }

    static func * (a: Matrix3, b: Matrix3) -> Matrix3 {
        Matrix3(
            a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31,
            a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
            a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
            a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
            a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31,
            a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    static func * (a: Matrix3, v: Vector3) -> Vector3 {
        Vector3(
            a.m11 * v.x + a.m12 * v.y + a.m13 * v.z,
            a.m21 * v.x + a.m22 * v.y + a.m23 * v.z,
            a.m31 * v.x + a.m32 * v.y + a.m33 * v.z)
    }

    var transposed: Matrix3 { Matrix3(m11, m21, m31, m12, m22, m32, m13, m23, m33) }

    /// The matrix with `d` added to its diagonal.
    func addingDiagonal(_ d: Vector3) -> Matrix3 {
        var r = self
        r.m11 += d.x
        r.m22 += d.y
        r.m33 += d.z
        return r
    }

    /// The inverse, or `nil` if the matrix is singular (zero determinant).
    var inverse: Matrix3? {
        let c11 = m22 * m33 - m23 * m32
        let c12 = m23 * m31 - m21 * m33
        let c13 = m21 * m32 - m22 * m31
        let det = m11 * c11 + m12 * c12 + m13 * c13
        guard det != 0, det.isFinite else { return nil }
        let r = 1 / det
        return Matrix3(
            c11 * r, (m13 * m32 - m12 * m33) * r, (m12 * m23 - m13 * m22) * r,
            c12 * r, (m11 * m33 - m13 * m31) * r, (m13 * m21 - m11 * m23) * r,
            c13 * r, (m12 * m31 - m11 * m32) * r, (m11 * m22 - m12 * m21) * r)
    }
}
