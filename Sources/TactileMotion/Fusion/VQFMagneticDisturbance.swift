import Foundation

/// VQF's magnetic disturbance detection and rejection (internal).
///
/// The field is described by its **norm** and its **dip** (the angle below the horizontal) in the 6D earth frame,
/// both low-passed with ``VQFParameters/magCurrentTau``. The field is undisturbed while both stay within
/// ``VQFParameters/magNormTh`` (relative) and ``VQFParameters/magDipTh`` of a reference, which slowly follows the
/// undisturbed field. A *candidate* reference follows any steady field; it replaces the reference when it has been
/// steady for ``VQFParameters/magNewTime`` seconds of motion (``VQFParameters/magNewFirstTime`` for the first
/// reference), so a new environment is accepted while a magnet that moves with the device is not.
///
/// While a disturbance lasts, the heading correction is off for up to ``VQFParameters/magMaxRejectionTime``
/// seconds, then runs at a reduced gain; undisturbed time refills that budget ``VQFParameters/magRejectionFactor``
/// times faster than it is spent.
struct VQFMagneticDisturbance: Sendable {
    private let parameters: VQFParameters
    private let samplePeriod: Double
    private let referenceGain: Double
    private let minimumNewFieldRate: Double
    private let dipThreshold: Double
    private var normDipLowPass: ButterworthLowPass<Pair>?

    /// Whether a disturbance is detected (true until a first reference exists).
    private(set) var isDisturbed = true
    /// The reference norm (0 until a first reference exists) and dip (rad).
    private(set) var referenceNorm = 0.0
    private(set) var referenceDip = 0.0
    /// The current, low-passed norm and dip (rad).
    private(set) var normDip = Pair.zero
    private var undisturbedTime = 0.0
    private var rejectionTime: Double
    private var candidateNorm = -1.0
    private var candidateDip = 0.0
    private var candidateTime = 0.0

    init(parameters p: VQFParameters, samplePeriod ts: Double) {
        parameters = p
        samplePeriod = ts
        referenceGain = VQFFilter.gain(timeConstant: p.magRefTau, samplePeriod: ts)
        minimumNewFieldRate = p.magNewMinGyr * Double.pi / 180
        dipThreshold = p.magDipTh * Double.pi / 180
        normDipLowPass = p.magCurrentTau > 0 ? ButterworthLowPass(timeConstant: p.magCurrentTau, samplePeriod: ts) : nil
        rejectionTime = p.magMaxRejectionTime
    }

    /// Classifies one magnetometer reading.
    /// - Parameters:
    ///   - fieldEarth: the reading in the 6D earth frame.
    ///   - rotationRate: the low-passed gyroscope reading, rad/s (motion is needed to accept a new field).
    mutating func update(fieldEarth m: Vector3, rotationRate: Vector3) {
        let norm = m.norm
        var current = Pair(norm, -asin(m.z / norm))
        if normDipLowPass != nil { current = normDipLowPass!.filter(current) }
        normDip = current

        if abs(current.first - referenceNorm) < parameters.magNormTh * referenceNorm
            && abs(current.second - referenceDip) < dipThreshold
        {
            undisturbedTime += samplePeriod
            if undisturbedTime >= parameters.magMinUndisturbedTime {
                isDisturbed = false
                referenceNorm += referenceGain * (current.first - referenceNorm)
                referenceDip += referenceGain * (current.second - referenceDip)
            }
        } else {
            undisturbedTime = 0
            isDisturbed = true
        }

        if abs(current.first - candidateNorm) < parameters.magNormTh * candidateNorm
            && abs(current.second - candidateDip) < dipThreshold
        {
            if rotationRate.norm >= minimumNewFieldRate { candidateTime += samplePeriod }
            candidateNorm += referenceGain * (current.first - candidateNorm)
            candidateDip += referenceGain * (current.second - candidateDip)
            let accepted = candidateTime >= parameters.magNewTime
                || (referenceNorm == 0 && candidateTime >= parameters.magNewFirstTime)
            if isDisturbed && accepted {
                referenceNorm = candidateNorm
                referenceDip = candidateDip
                isDisturbed = false
                undisturbedTime = parameters.magMinUndisturbedTime
            }
        } else {
            candidateTime = 0
            candidateNorm = current.first
            candidateDip = current.second
        }
    }

    /// The heading-correction gain to use for this reading, given the undisturbed gain `k`.
    mutating func rejectingGain(_ k: Double) -> Double {
        if isDisturbed {
            if rejectionTime <= parameters.magMaxRejectionTime {
                rejectionTime += samplePeriod
                return 0
            }
            return k / parameters.magRejectionFactor
        }
        rejectionTime = max(rejectionTime - parameters.magRejectionFactor * samplePeriod, 0)
        return k
    }
}
