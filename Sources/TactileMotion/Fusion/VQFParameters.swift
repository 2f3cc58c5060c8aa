/// The tuning of ``VQFFilter`` (No Core Motion counterpart: Core Motion's fusion is private and not tunable).
///
/// Every value is a parameter of VQF (D. Laidig, T. Seel, "VQF: Highly accurate IMU orientation estimation with
/// bias estimation and magnetic disturbance rejection", *Information Fusion* 91, 2023; arXiv 2203.17024), under
/// the same name and in the same unit as in VQF's reference implementation (version 2.1.2, `VQFParams`), with
/// three Boolean switches given Swift names. The defaults are VQF's, which its authors tuned once on a large
/// collection of public data sets; ``vqfDefaults`` spells them out for comparisons. Angles and angular rates are in
/// degrees and °/s, as in VQF, because those are the units in which the values were published.
///
/// The parameters are independent of the sampling rate: ``VQFFilter`` turns time constants into filter
/// coefficients for its sample period.
public struct VQFParameters: Sendable, Equatable {
    /// Time constant of the accelerometer low-pass in the almost-inertial frame, in s (VQF `tauAcc`, 3 s).
    ///
    /// Larger values trust the gyroscope longer and reject more of the user's acceleration; smaller values
    /// correct the inclination faster. The same low-pass feeds the gyroscope-bias estimation in motion.
    public var tauAcc: Double = 3.0

    /// Time constant of the heading correction from the magnetometer, in s (VQF `tauMag`, 9 s).
    public var tauMag: Double = 9.0

    /// Whether the gyroscope bias is estimated while the device moves, from the accelerometer's inclination
    /// corrections (VQF `motionBiasEstEnabled`, true).
    public var motionBiasEstimationEnabled = true

    /// Whether the gyroscope bias is estimated, more quickly, while the device is at rest
    /// (VQF `restBiasEstEnabled`, true).
    public var restBiasEstimationEnabled = true

    /// Whether magnetic disturbances are detected and the heading correction is paused while they last
    /// (VQF `magDistRejectionEnabled`, true).
    public var magneticDisturbanceRejectionEnabled = true

    /// Standard deviation of the initial bias estimate, in °/s (VQF `biasSigmaInit`, 0.5 °/s).
    public var biasSigmaInit: Double = 0.5

    /// Time in which the bias uncertainty grows by 0.1 °/s without any correction, in s
    /// (VQF `biasForgettingTime`, 100 s): models a slowly drifting bias.
    public var biasForgettingTime: Double = 100.0

    /// Largest bias magnitude per axis, in °/s (VQF `biasClip`, 2 °/s). Disagreements and estimates are clipped to
    /// it, and a low-passed rotation rate above it rules out rest.
    public var biasClip: Double = 2.0

    /// Standard deviation of the bias measurement in motion, in °/s (VQF `biasSigmaMotion`, 0.1 °/s).
    public var biasSigmaMotion: Double = 0.1

    /// How much less the vertical bias component is trusted in motion (VQF `biasVerticalForgettingFactor`,
    /// 0.0001): rotation about the vertical is invisible to the accelerometer, so this component's measurement
    /// variance is the horizontal one divided by this factor.
    public var biasVerticalForgettingFactor: Double = 0.0001

    /// Standard deviation of the bias measurement at rest, in °/s (VQF `biasSigmaRest`, 0.03 °/s).
    public var biasSigmaRest: Double = 0.03

    /// Time the rest conditions must hold before rest is detected, in s (VQF `restMinT`, 1.5 s).
    public var restMinT: Double = 1.5

    /// Time constant of the low-pass filters used for rest detection, in s (VQF `restFilterTau`, 0.5 s).
    public var restFilterTau: Double = 0.5

    /// Largest deviation of the gyroscope from its low-passed value at rest, in °/s (VQF `restThGyr`, 2 °/s).
    public var restThGyr: Double = 2.0

    /// Largest deviation of the accelerometer from its low-passed value at rest, in m/s² (VQF `restThAcc`,
    /// 0.5 m/s²).
    public var restThAcc: Double = 0.5

    /// Time constant of the low-pass on the current magnetic field norm and dip, in s (VQF `magCurrentTau`,
    /// 0.05 s); zero or negative turns that low-pass off.
    public var magCurrentTau: Double = 0.05

    /// Time constant with which the reference norm and dip follow an undisturbed field, in s (VQF `magRefTau`,
    /// 20 s).
    public var magRefTau: Double = 20.0

    /// Relative deviation of the field norm from the reference that counts as a disturbance (VQF `magNormTh`,
    /// 0.1 = 10 %).
    public var magNormTh: Double = 0.1

    /// Deviation of the dip angle from the reference that counts as a disturbance, in degrees (VQF `magDipTh`,
    /// 10°).
    public var magDipTh: Double = 10.0

    /// Time a new, steady field must be seen in motion before it replaces the reference, in s (VQF `magNewTime`,
    /// 20 s).
    public var magNewTime: Double = 20.0

    /// The same, for the very first reference, in s (VQF `magNewFirstTime`, 5 s).
    public var magNewFirstTime: Double = 5.0

    /// Smallest low-passed rotation rate that counts as "in motion" when accepting a new field, in °/s
    /// (VQF `magNewMinGyr`, 20 °/s).
    public var magNewMinGyr: Double = 20.0

    /// Time the field must agree with the reference before a disturbance is considered over, in s
    /// (VQF `magMinUndisturbedTime`, 0.5 s).
    public var magMinUndisturbedTime: Double = 0.5

    /// Longest time the heading correction is switched off during a disturbance, in s
    /// (VQF `magMaxRejectionTime`, 60 s). Beyond it the correction resumes with a reduced gain.
    public var magMaxRejectionTime: Double = 60.0

    /// Factor by which the heading gain is reduced after ``magMaxRejectionTime``, and by which the rejection
    /// budget recovers faster than it is spent (VQF `magRejectionFactor`, 2).
    public var magRejectionFactor: Double = 2.0

    /// Creates the default parameters (VQF's defaults).
    public init() {}

    /// VQF 2.1.2's defaults, unchanged, for comparisons with the reference implementation.
    public static let vqfDefaults = VQFParameters()
}

extension VQFParameters {
    /// Throws if a value would make the filter meaningless or unstable.
    func validate() throws(OrientationFilterError) {
        let all: [(String, Double)] = [
            ("tauAcc", tauAcc), ("tauMag", tauMag), ("biasSigmaInit", biasSigmaInit),
            ("biasForgettingTime", biasForgettingTime), ("biasClip", biasClip), ("biasSigmaMotion", biasSigmaMotion),
            ("biasVerticalForgettingFactor", biasVerticalForgettingFactor), ("biasSigmaRest", biasSigmaRest),
            ("restMinT", restMinT), ("restFilterTau", restFilterTau), ("restThGyr", restThGyr),
            ("restThAcc", restThAcc), ("magCurrentTau", magCurrentTau), ("magRefTau", magRefTau),
            ("magNormTh", magNormTh), ("magDipTh", magDipTh), ("magNewTime", magNewTime),
            ("magNewFirstTime", magNewFirstTime), ("magNewMinGyr", magNewMinGyr),
            ("magMinUndisturbedTime", magMinUndisturbedTime), ("magMaxRejectionTime", magMaxRejectionTime),
            ("magRejectionFactor", magRejectionFactor),
        ]
        for (name, value) in all where !value.isFinite { throw .invalidParameter(name: name, value: value) }
        for (name, value) in [
            ("tauAcc", tauAcc), ("restFilterTau", restFilterTau), ("biasForgettingTime", biasForgettingTime),
            ("biasSigmaInit", biasSigmaInit), ("biasSigmaMotion", biasSigmaMotion), ("biasSigmaRest", biasSigmaRest),
            ("magRejectionFactor", magRejectionFactor),
        ] where value <= 0 {
            throw .invalidParameter(name: name, value: value)
        }
    }
}
