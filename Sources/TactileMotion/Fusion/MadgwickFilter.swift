/// Madgwick's gradient-descent orientation filter, as a simple baseline for ``VQFFilter`` (No Core Motion
/// counterpart).
///
/// Derived from S. O. H. Madgwick, "An efficient orientation filter for inertial and inertial/magnetic sensor
/// arrays" (2010), in the earth frame ENU rather than the report's North-West-Up, so that its output compares
/// directly with ``VQFFilter``'s. Each step integrates `q̇ = ½ q ⊗ (0, ω)` and subtracts `β · ∇f/|∇f|`, where `f`
/// is the disagreement between the measured direction of gravity (and of the magnetic field) and where the
/// estimate says it should be. The magnetic reference is re-estimated at every step from the field's
/// measured dip (the report's distortion compensation), so only the heading follows the magnetometer.
///
/// It is not derived from the widely copied C code, whose magnetometer update is known to be wrong by a factor
/// of two (BROAD issue 1). Without ``MadgwickParameters/zeta`` it estimates no gyroscope bias.
public struct MadgwickFilter: OrientationFilter {
    /// The filter's tuning.
    public let parameters: MadgwickParameters
    /// The time between samples, in seconds.
    public let samplePeriod: Double
    /// The estimate, sensor to ENU.
    public private(set) var orientation = CMQuaternion.identity
    private var bias = Vector3.zero
    private var isInitialized = false

    /// Creates a filter for samples `samplePeriod` seconds apart.
    ///
    /// - Throws: ``OrientationFilterError`` if `samplePeriod` is not positive and finite, or β or ζ is negative
    ///   or not finite.
    public init(samplePeriod: Double, parameters: MadgwickParameters = MadgwickParameters())
        throws(OrientationFilterError)
    {
        guard samplePeriod > 0, samplePeriod.isFinite else { throw .invalidSamplePeriod(samplePeriod) }
        guard parameters.beta >= 0, parameters.beta.isFinite else {
            throw .invalidParameter(name: "beta", value: parameters.beta)
        }
        guard parameters.zeta >= 0, parameters.zeta.isFinite else {
            throw .invalidParameter(name: "zeta", value: parameters.zeta)
        }
        self.parameters = parameters
        self.samplePeriod = samplePeriod
        isInitialized = !parameters.initializesFromFirstSample
    }

    /// The gyroscope bias integrated with ``MadgwickParameters/zeta``, rad/s (zero when ζ is 0).
    public var gyroscopeBias: CMRotationRate { CMRotationRate(bias) }

    /// Forgets the estimate.
    public mutating func reset() {
        orientation = .identity
        bias = .zero
        isInitialized = !parameters.initializesFromFirstSample
    }

    /// Processes one sample. Non-finite readings, and all-zero accelerometer or magnetometer readings, are
    /// skipped.
    public mutating func update(_ sample: InertialSample) {
        var gyr = sample.rotationRate.vector
        if !gyr.isFinite { gyr = .zero }
        var acc = sample.specificForce.vector
        if !acc.isFinite || acc.isZero { acc = .zero }
        var mag = sample.magneticField?.vector ?? .zero
        if !mag.isFinite { mag = .zero }

        if !isInitialized {
            guard !acc.isZero else { return }
            orientation = Self.orientation(gravity: acc, field: mag)
            isInitialized = true
            return
        }

        let q = orientation
        let rate = gyr - bias
        // q̇ = ½ q ⊗ (0, ω)
        var qDot = 0.5 * (q * CMQuaternion(x: rate.x, y: rate.y, z: rate.z, w: 0))
        if !acc.isZero {
            var gradient = Self.gravityGradient(q, acc.normalized)
            if !mag.isZero { gradient = gradient + Self.fieldGradient(q, mag.normalized) }
            let n = gradient.norm
            if n > 0 {
                let direction = (1 / n) * gradient
                qDot = qDot - parameters.beta * direction
                if parameters.zeta > 0 {
                    // ω_ε = 2 q* ⊗ q̇_ε: the correction direction as an angular rate in the sensor frame.
                    let error = 2 * (q.conjugate * direction)
                    bias = bias + (parameters.zeta * samplePeriod) * Vector3(error.x, error.y, error.z)
                }
            }
        }
        orientation = (q + samplePeriod * qDot).normalized
    }

    /// `J_gᵀ f_g` for `f_g = R(q)ᵀ·(0, 0, 1) − a`: the gradient of the squared gravity-direction error.
    private static func gravityGradient(_ q: CMQuaternion, _ a: Vector3) -> CMQuaternion {
        let (w, x, y, z) = (q.w, q.x, q.y, q.z)
        let f1 = 2 * (x * z - w * y) - a.x
        let f2 = 2 * (y * z + w * x) - a.y
        let f3 = 1 - 2 * (x * x + y * y) - a.z
        return CMQuaternion(
            x: 2 * z * f1 + 2 * w * f2 - 4 * x * f3,
            y: -2 * w * f1 + 2 * z * f2 - 4 * y * f3,
            z: 2 * x * f1 + 2 * y * f2,
            w: -2 * y * f1 + 2 * x * f2)
    }

    /// `J_bᵀ f_b` for `f_b = R(q)ᵀ·(0, b_n, b_u) − m`, where `(0, b_n, b_u)` is the measured field in the earth
    /// frame with its horizontal part turned to north: the gradient of the squared field-direction error.
    private static func fieldGradient(_ q: CMQuaternion, _ m: Vector3) -> CMQuaternion {
        let h = q.rotate(m)
        let bn = (h.x * h.x + h.y * h.y).squareRoot()
        let bu = h.z
        let (w, x, y, z) = (q.w, q.x, q.y, q.z)
        // Rows 2 (north) and 3 (up) of R(q), i.e. the earth's north and up axes in the sensor frame.
        let n1 = 2 * (x * y + w * z), n2 = 1 - 2 * (x * x + z * z), n3 = 2 * (y * z - w * x)
        let u1 = 2 * (x * z - w * y), u2 = 2 * (y * z + w * x), u3 = 1 - 2 * (x * x + y * y)
        let f1 = bn * n1 + bu * u1 - m.x
        let f2 = bn * n2 + bu * u2 - m.y
        let f3 = bn * n3 + bu * u3 - m.z
        // Partial derivatives of each residual with respect to (w, x, y, z).
        let d1 = (w: bn * 2 * z - bu * 2 * y, x: bn * 2 * y + bu * 2 * z, y: bn * 2 * x - bu * 2 * w,
                  z: bn * 2 * w + bu * 2 * x)
        let d2 = (w: bu * 2 * x, x: -bn * 4 * x + bu * 2 * w, y: bu * 2 * z, z: -bn * 4 * z + bu * 2 * y)
        let d3 = (w: -bn * 2 * x, x: -bn * 2 * w - bu * 4 * x, y: bn * 2 * z - bu * 4 * y, z: bn * 2 * y)
        return CMQuaternion(
            x: d1.x * f1 + d2.x * f2 + d3.x * f3,
            y: d1.y * f1 + d2.y * f2 + d3.y * f3,
            z: d1.z * f1 + d2.z * f2 + d3.z * f3,
            w: d1.w * f1 + d2.w * f2 + d3.w * f3)
    }

    /// The orientation (sensor to ENU) in which `gravity` (specific force) points up and, if `field` is not
    /// zero, the field's horizontal part points north; otherwise the smallest rotation that levels the device.
    static func orientation(gravity: Vector3, field: Vector3) -> CMQuaternion {
        let up = gravity.normalized
        let east = field.cross(up)
        if !field.isZero, east.norm > 1e-9 * field.norm {
            let e = east.normalized
            let n = up.cross(e)
            // Rows: the earth's axes in the sensor frame, so R · v_sensor = v_earth.
            return CMQuaternion(rotationMatrix: Matrix3(e.x, e.y, e.z, n.x, n.y, n.z, up.x, up.y, up.z))
        }
        let qw = ((up.z + 1) / 2).squareRoot()
        guard qw > 1e-6 else { return CMQuaternion(x: 1, y: 0, z: 0, w: 0) }
        return CMQuaternion(x: 0.5 * up.y / qw, y: -0.5 * up.x / qw, z: 0, w: qw)
    }
}

extension CMQuaternion {
    static func + (a: CMQuaternion, b: CMQuaternion) -> CMQuaternion {
        CMQuaternion(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z, w: a.w + b.w)
    }
    static func - (a: CMQuaternion, b: CMQuaternion) -> CMQuaternion {
        CMQuaternion(x: a.x - b.x, y: a.y - b.y, z: a.z - b.z, w: a.w - b.w)
    }
    static func * (s: Double, q: CMQuaternion) -> CMQuaternion {
        CMQuaternion(x: s * q.x, y: s * q.y, z: s * q.z, w: s * q.w)
    }
}
