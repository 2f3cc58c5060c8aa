import Foundation

/// VQF, the versatile quaternion-based orientation filter, for 6-axis and 9-axis input (No Core Motion
/// counterpart: the private sensor fusion behind `CMDeviceMotion`).
///
/// Written from D. Laidig and T. Seel, "VQF: Highly accurate IMU orientation estimation with bias estimation and
/// magnetic disturbance rejection", *Information Fusion* 91 (2023) 187–204 (arXiv 2203.17024), and checked against
/// the reference implementation (`pip install vqf`, version 2.1.2): with ``VQFParameters/vqfDefaults`` the
/// quaternions agree to better than 1e-6 on the BROAD benchmark trials (`scripts/motion-side-by-side.py`).
///
/// The orientation is split into three parts, `q = δ ⊗ q_acc ⊗ q_gyr`:
/// 1. **Strapdown integration** (`q_gyr`): the bias-corrected gyroscope rate is integrated exactly for a constant
///    rate over each sample, from the sensor frame into an *almost inertial* frame that only drifts slowly.
/// 2. **Inclination correction** (`q_acc`): the specific force is rotated into the almost-inertial frame and
///    low-passed there with a second-order Butterworth filter (``VQFParameters/tauAcc``). Because the frame hardly
///    moves, the low-pass removes the user's acceleration without lagging behind the device's rotation. The
///    smallest rotation that makes the filtered vector vertical is then applied in full.
/// 3. **Heading correction** (`δ`, about the vertical only): the magnetometer, brought into the 6D earth frame,
///    gives a heading disagreement that a first-order filter (``VQFParameters/tauMag``) removes, so the
///    magnetometer never affects the inclination. Magnetic disturbances pause this correction.
///
/// Gyroscope bias is estimated by a Kalman filter at rest and in motion (``gyroscopeBias``).
///
/// Frames and units: input in the device's axes, rad/s and m/s² of specific force (``InertialSample``); output
/// sensor-to-ENU (East-North-Up) quaternions. ``orientation6D`` has an arbitrary but stable heading (the heading the
/// filter started with: a fit for Core Motion's `xArbitraryZVertical` frame); ``orientation9D`` has north along +y
/// (for Core Motion's `xMagneticNorthZVertical`, which is North-West-Up, prepend ``CMQuaternion/enuToNWU``).
///
/// A filter is a value: copy it to fork an estimate. It allocates nothing per sample and processes several million
/// samples per second in a release build.
public struct VQFFilter: OrientationFilter {
    /// The filter's tuning.
    public let parameters: VQFParameters
    /// The time between samples, in seconds.
    public let samplePeriod: Double

    /// Strapdown-integrated gyroscope orientation, sensor to almost-inertial frame.
    private var gyroscopeQuaternion = CMQuaternion.identity
    /// Inclination correction, almost-inertial frame to 6D earth frame.
    private var accelerometerQuaternion = CMQuaternion.identity
    /// Heading offset from the 6D to the 9D earth frame, rad, in `[−π, π]`.
    private var delta = 0.0
    private var accelerationLowPass: ButterworthLowPass<Vector3>
    private var rest: VQFRestDetector
    private var biasEstimator: VQFBiasEstimator
    private var magnetic: VQFMagneticDisturbance
    /// Heading gain `1 − exp(−Ts/tauMag)`.
    private let headingGain: Double
    /// `1/N` for the N-th magnetometer sample while that exceeds ``headingGain``, for fast initial convergence.
    private var initialHeadingGain = 1.0
    private var hasMagnetometer = false

    /// Creates a filter for samples `samplePeriod` seconds apart.
    ///
    /// - Throws: ``OrientationFilterError`` if `samplePeriod` is not positive and finite, or a parameter is out of
    ///   its range (``VQFParameters/tauAcc``, ``VQFParameters/restFilterTau`` and
    ///   ``VQFParameters/biasForgettingTime`` must be positive; every value must be finite).
    public init(samplePeriod: Double, parameters: VQFParameters = VQFParameters()) throws(OrientationFilterError) {
        guard samplePeriod > 0, samplePeriod.isFinite else { throw .invalidSamplePeriod(samplePeriod) }
        try parameters.validate()
        self.parameters = parameters
        self.samplePeriod = samplePeriod
        accelerationLowPass = ButterworthLowPass(timeConstant: parameters.tauAcc, samplePeriod: samplePeriod)
        rest = VQFRestDetector(parameters: parameters, samplePeriod: samplePeriod)
        biasEstimator = VQFBiasEstimator(parameters: parameters, samplePeriod: samplePeriod)
        magnetic = VQFMagneticDisturbance(parameters: parameters, samplePeriod: samplePeriod)
        headingGain = Self.gain(timeConstant: parameters.tauMag, samplePeriod: samplePeriod)
    }

    /// The gain of a first-order low-pass with time constant `tau`: `1 − exp(−Ts/tau)`; 1 for `tau == 0` and 0
    /// (no update) for a negative `tau`.
    static func gain(timeConstant tau: Double, samplePeriod ts: Double) -> Double {
        if tau < 0 { return 0 }
        if tau == 0 { return 1 }
        return 1 - exp(-ts / tau)
    }

    // MARK: Output

    /// The orientation with the arbitrary heading of the 6-axis estimate, sensor to earth (z up).
    public var orientation6D: CMQuaternion { accelerometerQuaternion * gyroscopeQuaternion }

    /// The magnetometer-referenced orientation, sensor to ENU (equal to ``orientation6D`` until a magnetometer
    /// reading arrives).
    public var orientation9D: CMQuaternion { orientation6D.applyingHeading(delta) }

    /// ``orientation9D`` once the filter has seen a magnetometer reading, ``orientation6D`` before.
    public var orientation: CMQuaternion { hasMagnetometer ? orientation9D : orientation6D }

    /// The heading offset between ``orientation6D`` and ``orientation9D``, in radians, in `[−π, π]`.
    public var headingOffset: Double { delta }

    /// The estimated gyroscope bias, rad/s (subtract it from a raw reading; see
    /// ``OrientationFilter/rotationRate(correcting:)``).
    public var gyroscopeBias: CMRotationRate { CMRotationRate(biasEstimator.bias) }

    /// The standard deviation of ``gyroscopeBias``, rad/s: a measure of calibration quality.
    public var gyroscopeBiasSigma: Double { biasEstimator.biasSigma }

    /// The covariance of the gyroscope-bias estimate, in VQF's units of (0.01 °/s)² (``OfflineVQF`` weighs its
    /// forward and backward estimates with it).
    var gyroscopeBiasCovariance: Matrix3 { biasEstimator.covariance }

    /// The estimated gyroscope bias as a vector, rad/s.
    var gyroscopeBiasVector: Vector3 { biasEstimator.bias }

    /// Whether the device is detected at rest.
    public var isRestDetected: Bool { rest.isResting }

    /// Whether the magnetic field is considered disturbed (true until a first reference field is accepted).
    public var isMagneticDisturbanceDetected: Bool { magnetic.isDisturbed }

    // MARK: Update

    /// Processes one sample: gyroscope, then accelerometer, then (if present) magnetometer.
    ///
    /// A reading with a NaN or infinite component is skipped, as is an all-zero accelerometer or magnetometer
    /// reading (no data), so bad input cannot poison the state.
    public mutating func update(_ sample: InertialSample) {
        let gyr = sample.rotationRate.vector
        if gyr.isFinite { updateGyroscope(gyr) }
        let acc = sample.specificForce.vector
        if acc.isFinite { updateAccelerometer(acc) }
        if let field = sample.magneticField?.vector, field.isFinite { updateMagnetometer(field) }
    }

    /// Forgets everything learnt (orientation, bias, magnetic reference), keeping the parameters.
    public mutating func reset() {
        accelerationLowPass.reset()
        gyroscopeQuaternion = .identity
        accelerometerQuaternion = .identity
        delta = 0
        rest = VQFRestDetector(parameters: parameters, samplePeriod: samplePeriod)
        biasEstimator = VQFBiasEstimator(parameters: parameters, samplePeriod: samplePeriod)
        magnetic = VQFMagneticDisturbance(parameters: parameters, samplePeriod: samplePeriod)
        initialHeadingGain = 1
        hasMagnetometer = false
    }

    private mutating func updateGyroscope(_ gyr: Vector3) {
        if parameters.restBiasEstimationEnabled || parameters.magneticDisturbanceRejectionEnabled {
            rest.updateGyroscope(gyr)
        }
        // Exact integration of a constant rate over one sample: a rotation by |ω|·Ts about ω.
        let rate = gyr - biasEstimator.bias
        let norm = rate.norm
        guard norm > Double.ulpOfOne else { return }
        let half = norm * samplePeriod / 2
        let s = sin(half) / norm
        let step = CMQuaternion(x: s * rate.x, y: s * rate.y, z: s * rate.z, w: cos(half))
        gyroscopeQuaternion = (gyroscopeQuaternion * step).normalized
    }

    private mutating func updateAccelerometer(_ acc: Vector3) {
        guard !acc.isZero else { return }
        if parameters.restBiasEstimationEnabled { rest.updateAccelerometer(acc) }

        // Low-pass in the almost-inertial frame, then bring the result into the 6D earth frame.
        let lowPassed = accelerationLowPass.filter(gyroscopeQuaternion.rotate(acc))
        let a = accelerometerQuaternion.rotate(lowPassed).normalized

        // The smallest rotation taking `a` to the vertical (about a horizontal axis).
        let qw = ((a.z + 1) / 2).squareRoot()
        let correction =
            qw > 1e-6
            ? CMQuaternion(x: 0.5 * a.y / qw, y: -0.5 * a.x / qw, z: 0, w: qw)
            : CMQuaternion(x: 1, y: 0, z: 0, w: 0)  // `a` points straight down: turn half a turn about x.
        accelerometerQuaternion = (correction * accelerometerQuaternion).normalized

        if biasEstimator.isEnabled {
            biasEstimator.update(
                orientation6D: orientation6D, accelerationEarth: a, isResting: rest.isResting,
                restRotationRate: rest.lowPassedRotationRate)
        }
    }

    private mutating func updateMagnetometer(_ mag: Vector3) {
        guard !mag.isZero else { return }
        hasMagnetometer = true
        let field = orientation6D.rotate(mag)
        if parameters.magneticDisturbanceRejectionEnabled {
            magnetic.update(fieldEarth: field, rotationRate: rest.lowPassedRotationRate)
        }

        // Heading disagreement: the field's horizontal direction should be +y (north) after the offset δ.
        let disagreement = Self.wrapped(atan2(field.x, field.y) - delta)
        var k = headingGain
        if parameters.magneticDisturbanceRejectionEnabled { k = magnetic.rejectingGain(k) }
        if initialHeadingGain != 0 {
            // At least 1/N for the N-th sample: the offset starts as the mean of the first readings.
            k = max(k, initialHeadingGain)
            initialHeadingGain = initialHeadingGain / (initialHeadingGain + 1)
            if initialHeadingGain * parameters.tauMag < samplePeriod { initialHeadingGain = 0 }
        }
        delta = Self.wrapped(delta + k * disagreement)
    }

    /// `angle` moved by one turn into `[−π, π]` if it is just outside.
    private static func wrapped(_ angle: Double) -> Double {
        if angle > Double.pi { return angle - 2 * Double.pi }
        if angle < -Double.pi { return angle + 2 * Double.pi }
        return angle
    }
}
