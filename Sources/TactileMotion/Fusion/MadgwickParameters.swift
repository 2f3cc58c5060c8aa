/// The tuning of ``MadgwickFilter`` (No Core Motion counterpart).
///
/// From S. O. H. Madgwick, "An efficient orientation filter for inertial and inertial/magnetic sensor arrays"
/// (report, 2010), §3–4.
public struct MadgwickParameters: Sendable, Equatable {
    /// The gradient-descent step, in rad/s (Madgwick's β, default 0.12).
    ///
    /// β is the rate at which the accelerometer (and magnetometer) pull the estimate, and should match the
    /// gyroscope's error: Madgwick gives β = √(3/4)·ω̃ for a mean gyroscope error ω̃. 0.12 is the value the BROAD
    /// benchmark paper reports for this filter (Laidig et al., *Data* 6(7):72, 2021).
    public var beta: Double = 0.12

    /// The gyroscope-bias compensation gain, in rad/s (Madgwick's ζ, default 0: off).
    ///
    /// With ζ > 0 the filter integrates the angular-rate direction of its corrections as a bias estimate, which
    /// it subtracts from the gyroscope. Madgwick suggests ζ = √(3/4)·ω̇ for a bias drift rate ω̇.
    public var zeta: Double = 0

    /// Whether the first sample sets the orientation directly (gravity, and north when a magnetometer reading is
    /// present), instead of starting from the identity and converging at rate β (default true).
    public var initializesFromFirstSample = true

    /// Creates the default parameters.
    public init() {}
}
