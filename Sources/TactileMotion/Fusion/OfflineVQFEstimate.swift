/// What ``OfflineVQF`` estimates for each sample of a recording (No Core Motion counterpart).
///
/// Every array has one entry per input sample, in the input's order. Orientations are sensor-to-ENU
/// (East-North-Up) quaternions, as ``VQFFilter/orientation6D`` and ``VQFFilter/orientation9D``.
public struct OfflineVQFEstimate: Sendable, Equatable {
    /// The orientation from the gyroscope and accelerometer alone; its heading is arbitrary but stable.
    public var orientations6D: [CMQuaternion]
    /// The magnetometer-referenced orientation (north along +y), or `nil` when no magnetometer readings were given.
    public var orientations9D: [CMQuaternion]?
    /// The heading offset between ``orientations6D`` and ``orientations9D``, in radians, in `[−π, π]` (all zero
    /// without a magnetometer).
    public var headingOffsets: [Double]
    /// The gyroscope bias, rad/s: the forward and backward estimates combined, each weighted by its certainty.
    public var gyroscopeBiases: [CMRotationRate]
    /// The standard deviation of each combined bias estimate, rad/s (at most ``VQFParameters/biasSigmaInit``).
    public var gyroscopeBiasSigmas: [Double]
    /// Whether rest was detected in either direction.
    public var isRestDetected: [Bool]
    /// Whether a magnetic disturbance was detected in both directions (all true without a magnetometer).
    public var isMagneticDisturbanceDetected: [Bool]

    /// ``orientations9D`` when the recording has magnetometer readings, ``orientations6D`` otherwise.
    public var orientations: [CMQuaternion] { orientations9D ?? orientations6D }

    /// The number of samples.
    public var count: Int { orientations6D.count }
}
