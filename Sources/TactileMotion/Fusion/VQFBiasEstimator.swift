/// VQF's gyroscope-bias estimation (internal): a Kalman filter on the 3-axis bias with an identity process model.
///
/// **In motion**, the measurement is the inclination correction that the accelerometer asks for, as an angular
/// rate in the earth frame. Its horizontal components are `−a_y/Ts` and `a_x/Ts` (`a` the normalised low-passed
/// specific force in the 6D earth frame, so this is the rate that would remove the remaining tilt in one step),
/// compared with `R·b`, where `R` is the sensor-to-earth rotation matrix. `R` and `R·b` pass through the same
/// low-pass as the accelerometer, so measurement and model see the same delay. The vertical component carries no
/// information (the accelerometer cannot see heading) and gets a much larger measurement variance.
///
/// **At rest**, the measurement is simply the low-passed gyroscope reading, with `R = I` and a smaller variance.
///
/// Variances are kept in (0.01 °/s)² as in VQF, so that the numbers stay near 1. The process noise grows the
/// variance by (0.1 °/s)² per ``VQFParameters/biasForgettingTime``; each measurement variance `W` is chosen as
/// `p²/V + p` so that the steady-state standard deviation is the configured sigma.
struct VQFBiasEstimator: Sendable {
    /// The bias estimate, rad/s.
    private(set) var bias = Vector3.zero
    /// The estimate's covariance, (0.01 °/s)².
    private(set) var covariance: Matrix3

    private var rotationLowPass: ButterworthLowPass<Matrix3>
    private var rotatedBiasLowPass: ButterworthLowPass<Pair>

    private let initialVariance: Double
    private let processNoise: Double
    private let motionVariance: Double
    private let verticalVariance: Double
    private let restVariance: Double
    private let biasClip: Double
    private let motionEnabled: Bool
    private let restEnabled: Bool
    private let samplePeriod: Double

    init(parameters p: VQFParameters, samplePeriod ts: Double) {
        func square(_ v: Double) -> Double { v * v }
        initialVariance = square(p.biasSigmaInit * 100)
        processNoise = square(0.1 * 100) * ts / p.biasForgettingTime
        let pMotion = square(p.biasSigmaMotion * 100)
        motionVariance = square(pMotion) / processNoise + pMotion
        // The floor keeps a zero factor from dividing by zero (VQF does the same).
        verticalVariance = motionVariance / max(p.biasVerticalForgettingFactor, 1e-10)
        let pRest = square(p.biasSigmaRest * 100)
        restVariance = square(pRest) / processNoise + pRest
        biasClip = p.biasClip * Double.pi / 180
        motionEnabled = p.motionBiasEstimationEnabled
        restEnabled = p.restBiasEstimationEnabled
        samplePeriod = ts
        covariance = Matrix3.scaledIdentity(initialVariance)
        rotationLowPass = ButterworthLowPass(timeConstant: p.tauAcc, samplePeriod: ts)
        rotatedBiasLowPass = ButterworthLowPass(timeConstant: p.tauAcc, samplePeriod: ts)
    }

    /// Whether any estimation is switched on.
    var isEnabled: Bool { motionEnabled || restEnabled }

    /// The standard deviation of the estimate, rad/s: from the largest diagonal entry of the covariance.
    var biasSigma: Double {
        let largest = max(covariance.m11, covariance.m22, covariance.m33)
        return largest.squareRoot() / 100 * Double.pi / 180
    }

    /// One update after an accelerometer correction.
    /// - Parameters:
    ///   - orientation6D: the current sensor-to-earth orientation without heading correction.
    ///   - accelerationEarth: the normalised low-passed specific force in the 6D earth frame, before correction.
    ///   - isResting: whether rest is detected.
    ///   - restRotationRate: the low-passed gyroscope reading (the measurement at rest).
    mutating func update(
        orientation6D: CMQuaternion, accelerationEarth a: Vector3, isResting: Bool, restRotationRate: Vector3
    ) {
        var rotation = orientation6D.rotationMatrix
        let b = bias
        let rotatedBias = Pair(
            rotation.m11 * b.x + rotation.m12 * b.y + rotation.m13 * b.z,
            rotation.m21 * b.x + rotation.m22 * b.y + rotation.m23 * b.z)
        rotation = rotationLowPass.filter(rotation)
        let rotatedBiasLP = rotatedBiasLowPass.filter(rotatedBias)

        let measurement: (error: Vector3, variance: Vector3, model: Matrix3)?
        if isResting && restEnabled {
            measurement = (restRotationRate - b, Vector3(restVariance, restVariance, restVariance), .scaledIdentity(1))
        } else if motionEnabled {
            let r = rotation
            let error = Vector3(
                -a.y / samplePeriod + rotatedBiasLP.first - r.m11 * b.x - r.m12 * b.y - r.m13 * b.z,
                a.x / samplePeriod + rotatedBiasLP.second - r.m21 * b.x - r.m22 * b.y - r.m23 * b.z,
                -r.m31 * b.x - r.m32 * b.y - r.m33 * b.z)
            measurement = (error, Vector3(motionVariance, motionVariance, verticalVariance), r)
        } else {
            measurement = nil
        }

        // Prediction: P = P + V, bounded by the initial variance (also without a measurement).
        if covariance.m11 < initialVariance { covariance.m11 += processNoise }
        if covariance.m22 < initialVariance { covariance.m22 += processNoise }
        if covariance.m33 < initialVariance { covariance.m33 += processNoise }

        guard let (rawError, variance, r) = measurement else { return }
        // Clipping the disagreement also limits the harm of the very first, large inclination correction.
        let error = rawError.clipped(to: biasClip)
        let p = covariance
        let rt = r.transposed
        // K = P Rᵀ (W + R P Rᵀ)⁻¹
        guard let innovationInverse = (r * (p * rt)).addingDiagonal(variance).inverse else { return }
        let gain = p * (rt * innovationInverse)
        bias = (bias + gain * error).clipped(to: biasClip)
        covariance = p - gain * (r * p)
    }
}
