/// A 3-vector of doubles for the fusion filters' arithmetic (internal; the public API uses Core Motion's types).
///
/// A plain struct rather than `SIMD3<Double>`, so that debug builds (the test suite) stay fast.
struct Vector3: Sendable, Equatable {
    var x: Double
    var y: Double
    var z: Double

    init(_ x: Double, _ y: Double, _ z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    static let zero = Vector3(0, 0, 0)

    static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x + b.x, a.y + b.y, a.z + b.z) }
    static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x - b.x, a.y - b.y, a.z - b.z) }
    static func * (s: Double, v: Vector3) -> Vector3 { Vector3(s * v.x, s * v.y, s * v.z) }
    static prefix func - (v: Vector3) -> Vector3 { Vector3(-v.x, -v.y, -v.z) }

    func dot(_ other: Vector3) -> Double { x * other.x + y * other.y + z * other.z }
    func cross(_ o: Vector3) -> Vector3 { Vector3(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x) }
    var squaredNorm: Double { x * x + y * y + z * z }
    var norm: Double { squaredNorm.squareRoot() }
    var isZero: Bool { x == 0 && y == 0 && z == 0 }
    var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite }

    /// The vector scaled to unit length (unchanged if it is zero).
    var normalized: Vector3 {
        let n = norm
        return n == 0 ? self : Vector3(x / n, y / n, z / n)
    }

    /// Each component limited to `[-limit, limit]`.
    func clipped(to limit: Double) -> Vector3 {
        Vector3(min(max(x, -limit), limit), min(max(y, -limit), limit), min(max(z, -limit), limit))
    }
}
