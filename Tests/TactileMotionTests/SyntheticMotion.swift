import Foundation
@testable import TactileMotion

/// Synthetic IMU data for a device whose true orientation (sensor to ENU) is known at every sample.
///
/// Gravity is 9.81 m/s² and the earth's field is `(0, 20, −40)` µT in ENU (north, dipping 63° down, like central
/// Europe), so the readings are exactly what an ideal IMU in that orientation would give.
struct SyntheticMotion {
    static let gravity = 9.81
    static let earthField = Vector3(0, 20, -40)
    static let rate = 100.0
    static var samplePeriod: Double { 1 / rate }

    /// The ideal sample for `orientation` turning at `rate` (sensor frame, rad/s), plus a gyroscope `bias` and an
    /// extra field `disturbance` (sensor frame, µT).
    static func sample(
        orientation q: CMQuaternion, rate: Vector3 = .zero, bias: Vector3 = .zero,
        disturbance: Vector3 = .zero, magnetometer: Bool = true
    ) -> InertialSample {
        let up = q.conjugate.rotate(Vector3(0, 0, gravity))
        let field = q.conjugate.rotate(earthField) + disturbance
        return InertialSample(
            rotationRate: CMRotationRate(x: rate.x + bias.x, y: rate.y + bias.y, z: rate.z + bias.z),
            specificForce: SpecificForce(x: up.x, y: up.y, z: up.z),
            magneticField: magnetometer ? CMMagneticField(x: field.x, y: field.y, z: field.z) : nil)
    }

    /// Feeds `seconds` of a device held still in `orientation`.
    static func hold<F: OrientationFilter>(
        _ filter: inout F, _ orientation: CMQuaternion, seconds: Double, bias: Vector3 = .zero,
        disturbance: Vector3 = .zero, magnetometer: Bool = true
    ) {
        let s = sample(
            orientation: orientation, bias: bias, disturbance: disturbance, magnetometer: magnetometer)
        for _ in 0..<Int((seconds * rate).rounded()) { filter.update(s) }
    }

    /// Feeds `seconds` of turning at the constant `rate` (sensor frame, rad/s) from `start`; returns the true final
    /// orientation.
    @discardableResult
    static func turn<F: OrientationFilter>(
        _ filter: inout F, from start: CMQuaternion, rate: Vector3, seconds: Double, bias: Vector3 = .zero,
        magnetometer: Bool = true
    ) -> CMQuaternion {
        var q = start
        let n = rate.norm
        let step =
            n > 0
            ? CMQuaternion(angle: n * samplePeriod, axisX: rate.x, axisY: rate.y, axisZ: rate.z) : .identity
        for _ in 0..<Int((seconds * self.rate).rounded()) {
            q = (q * step).normalized  // the orientation at the end of this sample
            filter.update(sample(orientation: q, rate: rate, bias: bias, magnetometer: magnetometer))
        }
        return q
    }

    /// The angle between two orientations, in degrees.
    static func degreesBetween(_ a: CMQuaternion, _ b: CMQuaternion) -> Double {
        (a * b.conjugate).angle * 180 / .pi
    }

    /// The rotation about the ENU axis `(x, y, z)` by `degrees`.
    static func rotation(_ degrees: Double, _ x: Double, _ y: Double, _ z: Double) -> CMQuaternion {
        CMQuaternion(angle: degrees * .pi / 180, axisX: x, axisY: y, axisZ: z)
    }
}
