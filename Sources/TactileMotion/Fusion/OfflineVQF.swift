import Foundation
import Tactile

/// VQF's offline mode: the orientations of a whole recording, estimated with the help of the samples that come
/// after each one (No Core Motion counterpart: Core Motion estimates only in real time, as ``VQFFilter`` does).
///
/// A real-time filter knows only the past, so it starts with an unknown gyroscope bias and learns it over tens of
/// seconds. A recording is known in full, and VQF's authors give it an offline mode (`offlineVQF` in the reference
/// implementation, version 2.1.2) that uses the future too:
/// 1. **Bias, forwards and backwards.** ``VQFFilter`` runs over the recording forwards, then a fresh one runs
///    backwards (samples in reverse order, rotation rates negated). At each sample the two bias estimates are
///    combined, each weighted by the inverse of its covariance, so the bias is known from the first sample on and
///    a change of bias is seen from both sides.
/// 2. **Strapdown integration** of the rotation rate minus that bias, as in real time.
/// 3. **Inclination correction** with the specific force, in the almost-inertial frame, low-passed forwards and
///    then backwards (zero phase, so the correction does not lag the motion), then applied as in real time.
/// 4. **Heading correction**: the magnetometer's heading disagreement at each sample, low-passed forwards and then
///    backwards; samples with a magnetic disturbance detected in both directions are rejected as in real time.
///
/// On the eight shared BROAD trials this lowers the inclination error from 0.82° to 0.60° (mean of per-trial
/// RMSE), and matches the reference implementation's offline figures to 0.01°. The estimate for a sample depends
/// on the whole recording: use ``VQFFilter`` (through `CMMotionManager`) for live data.
///
/// Input is in the units of ``InertialSample``: rad/s, m/s² of specific force, µT (any consistent unit).
/// Unlike ``VQFFilter/update(_:)``, which skips bad readings, a NaN or infinite reading is an error here: a
/// recording can be repaired before it is estimated.
public enum OfflineVQF {
    /// Estimates the orientation at every sample of a recording sampled every `samplePeriod` seconds.
    ///
    /// - Parameters:
    ///   - rotationRates: the gyroscope readings, rad/s, bias included.
    ///   - specificForces: the accelerometer readings as specific force, m/s²; one per gyroscope reading.
    ///   - magneticFields: the magnetometer readings, or `nil` for 6-axis estimation (``OfflineVQFEstimate``'s
    ///     `orientations9D` is then `nil`).
    ///   - samplePeriod: the time between samples, in seconds.
    ///   - parameters: VQF's tuning, the same as for real time.
    /// - Throws: ``OfflineVQFError`` if the arrays differ in length, hold fewer than two samples or a NaN or
    ///   infinite reading, or if the sample period or a parameter is out of range.
    public static func estimate(
        rotationRates: [CMRotationRate], specificForces: [SpecificForce], magneticFields: [CMMagneticField]? = nil,
        samplePeriod: Double, parameters: VQFParameters = VQFParameters()
    ) throws(OfflineVQFError) -> OfflineVQFEstimate {
        let count = rotationRates.count
        guard specificForces.count == count, magneticFields.map({ $0.count == count }) ?? true else {
            throw .mismatchedLengths(
                rotationRates: count, specificForces: specificForces.count, magneticFields: magneticFields?.count)
        }
        guard count >= 2 else { throw .tooFewSamples(count) }
        let gyr = rotationRates.map(\.vector)
        let acc = specificForces.map(\.vector)
        let mag = magneticFields?.map(\.vector)
        for i in 0..<count {
            if !gyr[i].isFinite { throw .nonFiniteReading(sensor: .gyroscope, index: i) }
            if !acc[i].isFinite { throw .nonFiniteReading(sensor: .accelerometer, index: i) }
            if let mag, !mag[i].isFinite { throw .nonFiniteReading(sensor: .magnetometer, index: i) }
        }
        let fresh: VQFFilter
        do {
            fresh = try VQFFilter(samplePeriod: samplePeriod, parameters: parameters)
        } catch {
            throw .invalidConfiguration(error)
        }

        let passes = biasBothWays(gyr: gyr, acc: acc, mag: mag, fresh: fresh)
        let gyroscopeOnly = integrate(gyr: gyr, bias: passes.bias, samplePeriod: samplePeriod)
        let inertialForce = zeroPhaseLowPass(
            (0..<count).map { gyroscopeOnly[$0].rotate(acc[$0]) }, timeConstant: parameters.tauAcc,
            samplePeriod: samplePeriod)
        let orientations6D = correctInclination(gyroscopeOnly, inertialForce: inertialForce)
        var headingOffsets = [Double](repeating: 0, count: count)
        var orientations9D: [CMQuaternion]?
        if let mag {
            headingOffsets = (0..<count).map { i in
                let field = orientations6D[i].rotate(mag[i])
                return atan2(field.x, field.y)
            }
            for backward in [false, true] {
                filterHeading(
                    &headingOffsets, disturbed: passes.disturbed, samplePeriod: samplePeriod, parameters: parameters,
                    backward: backward)
            }
            orientations9D = (0..<count).map { orientations6D[$0].applyingHeading(headingOffsets[$0]) }
        }
        return OfflineVQFEstimate(
            orientations6D: orientations6D, orientations9D: orientations9D, headingOffsets: headingOffsets,
            gyroscopeBiases: passes.bias.map { CMRotationRate($0) }, gyroscopeBiasSigmas: passes.sigma,
            isRestDetected: passes.rest, isMagneticDisturbanceDetected: passes.disturbed)
    }

    /// What the forward and backward real-time passes agree on, per sample.
    struct Passes {
        var bias: [Vector3]
        var sigma: [Double]
        var rest: [Bool]
        var disturbed: [Bool]
    }

    /// What the real-time filter reports after each sample of one pass.
    struct ForwardPass {
        var bias: [Vector3]
        /// The inverse of the bias covariance, (0.01 °/s)⁻².
        var information: [Matrix3]
        var rest: [Bool]
        var disturbed: [Bool]
    }

    /// The sample `i` as real-time input; with `backward`, its rotation rate is negated (time runs the other way).
    static func sample(_ i: Int, gyr: [Vector3], acc: [Vector3], mag: [Vector3]?, backward: Bool) -> InertialSample {
        let w = backward ? -gyr[i] : gyr[i]
        return InertialSample(
            rotationRate: CMRotationRate(w), specificForce: SpecificForce(x: acc[i].x, y: acc[i].y, z: acc[i].z),
            magneticField: mag.map { CMMagneticField(x: $0[i].x, y: $0[i].y, z: $0[i].z) })
    }

    /// Step 1a: the real-time filter, unchanged, over the recording in its order.
    static func forwardPass(gyr: [Vector3], acc: [Vector3], mag: [Vector3]?, fresh: VQFFilter) -> ForwardPass {
        let count = gyr.count
        var pass = ForwardPass(
            bias: [Vector3](repeating: .zero, count: count), information: [Matrix3](repeating: .zero, count: count),
            rest: [Bool](repeating: false, count: count), disturbed: [Bool](repeating: false, count: count))
        var filter = fresh
        for i in 0..<count {
            filter.update(sample(i, gyr: gyr, acc: acc, mag: mag, backward: false))
            pass.rest[i] = filter.isRestDetected
            pass.disturbed[i] = filter.isMagneticDisturbanceDetected
            pass.bias[i] = filter.gyroscopeBiasVector
            pass.information[i] = informationMatrix(filter.gyroscopeBiasCovariance)
        }
        return pass
    }

    /// Step 1b: a fresh real-time filter backwards, and the two bias estimates combined per sample as
    /// `(P₁⁻¹ + P₂⁻¹)⁻¹ (P₁⁻¹ b₁ − P₂⁻¹ b₂)`: the backward filter sees negated rotation rates, so it estimates `−b`.
    static func biasBothWays(gyr: [Vector3], acc: [Vector3], mag: [Vector3]?, fresh: VQFFilter) -> Passes {
        let forward = forwardPass(gyr: gyr, acc: acc, mag: mag, fresh: fresh)
        var passes = Passes(
            bias: forward.bias, sigma: [Double](repeating: 0, count: gyr.count), rest: forward.rest,
            disturbed: forward.disturbed)
        var filter = fresh
        // VQF keeps variances in (0.01 °/s)²; sigmas are reported in rad/s, at most the initial sigma.
        let toRadians = Double.pi / 100 / 180
        let largestSigma = fresh.parameters.biasSigmaInit * Double.pi / 180
        for i in stride(from: gyr.count - 1, through: 0, by: -1) {
            filter.update(sample(i, gyr: gyr, acc: acc, mag: mag, backward: true))
            passes.rest[i] = passes.rest[i] || filter.isRestDetected
            passes.disturbed[i] = passes.disturbed[i] && filter.isMagneticDisturbanceDetected
            let backwardInformation = informationMatrix(filter.gyroscopeBiasCovariance)
            let covariance = informationMatrix(forward.information[i] + backwardInformation)
            passes.bias[i] =
                covariance
                * (forward.information[i] * forward.bias[i] - backwardInformation * filter.gyroscopeBiasVector)
            // The largest absolute row sum bounds the largest eigenvalue (Gershgorin), as in VQF.
            let c = covariance
            let bound = max(
                abs(c.m11) + abs(c.m12) + abs(c.m13), abs(c.m21) + abs(c.m22) + abs(c.m23),
                abs(c.m31) + abs(c.m32) + abs(c.m33))
            passes.sigma[i] = min(bound.squareRoot() * toRadians, largestSigma)
        }
        return passes
    }

    /// The inverse of `m`, or zero where `m` is (nearly) singular, as VQF's `matrix3Inv`: a zero information
    /// matrix gives that estimate no weight.
    static func informationMatrix(_ m: Matrix3) -> Matrix3 {
        let determinant =
            m.m11 * (m.m22 * m.m33 - m.m23 * m.m32) + m.m12 * (m.m23 * m.m31 - m.m21 * m.m33)
            + m.m13 * (m.m21 * m.m32 - m.m22 * m.m31)
        guard abs(determinant) > Double.ulpOfOne else { return .zero }
        return m.inverse ?? .zero
    }

    /// Step 2: strapdown integration of the bias-corrected rate, exact for a constant rate over each sample; the
    /// orientation after each sample, sensor to almost-inertial frame.
    static func integrate(gyr: [Vector3], bias: [Vector3], samplePeriod: Double) -> [CMQuaternion] {
        var q = CMQuaternion.identity
        return (0..<gyr.count).map { i in
            let rate = gyr[i] - bias[i]
            let norm = rate.norm
            if norm > Double.ulpOfOne {
                let half = norm * samplePeriod / 2
                let s = sin(half) / norm
                q = (q * CMQuaternion(x: s * rate.x, y: s * rate.y, z: s * rate.z, w: cos(half))).normalized
            }
            return q
        }
    }

    /// Step 3a: the Butterworth low-pass forwards (with its usual warm-up), then backwards from the steady state
    /// at the last output, which cancels the filter's delay.
    static func zeroPhaseLowPass(_ input: [Vector3], timeConstant: Double, samplePeriod: Double) -> [Vector3] {
        var values = input
        var lowPass = ButterworthLowPass<Vector3>(timeConstant: timeConstant, samplePeriod: samplePeriod)
        for i in values.indices { values[i] = lowPass.filter(values[i]) }
        lowPass.startInSteadyState(at: values[values.count - 1])
        for i in values.indices.reversed() { values[i] = lowPass.filter(values[i]) }
        return values
    }

    /// Step 3b: the inclination correction of ``VQFFilter``, applied in full at every sample to the filtered
    /// specific force; returns the 6D orientations.
    static func correctInclination(_ gyroscopeOnly: [CMQuaternion], inertialForce: [Vector3]) -> [CMQuaternion] {
        var correctionSoFar = CMQuaternion.identity
        return (0..<gyroscopeOnly.count).map { i in
            let a = correctionSoFar.rotate(inertialForce[i]).normalized
            let qw = ((a.z + 1) / 2).squareRoot()
            let correction =
                qw > 1e-6
                ? CMQuaternion(x: 0.5 * a.y / qw, y: -0.5 * a.x / qw, z: 0, w: qw)
                : CMQuaternion(x: 1, y: 0, z: 0, w: 0)  // `a` points straight down: half a turn about x.
            correctionSoFar = (correction * correctionSoFar).normalized
            return correctionSoFar * gyroscopeOnly[i]
        }
    }

    /// Step 4: a first-order low-pass over the per-sample heading offsets, in one direction, in place: the same
    /// gain, fast start and disturbance rejection as ``VQFFilter``'s heading correction.
    static func filterHeading(
        _ delta: inout [Double], disturbed: [Bool], samplePeriod ts: Double, parameters p: VQFParameters,
        backward: Bool
    ) {
        let count = delta.count
        var d = backward ? delta[count - 1] : delta[0]
        let gain = VQFFilter.gain(timeConstant: p.tauMag, samplePeriod: ts)
        var initialGain = 1.0
        var rejectionTime = 0.0
        for step in 0..<count {
            let j = backward ? count - 1 - step : step
            let disagreement = wrapped(delta[j] - d)
            var k = gain
            if p.magneticDisturbanceRejectionEnabled {
                if disturbed[j] {
                    if rejectionTime <= p.magMaxRejectionTime {
                        rejectionTime += ts
                        k = 0
                    } else {
                        k /= p.magRejectionFactor
                    }
                } else {
                    rejectionTime = max(rejectionTime - p.magRejectionFactor * ts, 0)
                }
            }
            if initialGain != 0 {
                // At least 1/N for the N-th sample, until N·Ts exceeds tauMag.
                k = max(k, initialGain)
                initialGain = initialGain / (initialGain + 1)
                if initialGain * p.tauMag < ts { initialGain = 0 }
            }
            d = wrapped(d + k * disagreement)
            delta[j] = d
        }
    }

    /// `angle` moved by one turn into `[−π, π]` if it is just outside.
    private static func wrapped(_ angle: Double) -> Double {
        if angle > Double.pi { return angle - 2 * Double.pi }
        if angle < -Double.pi { return angle + 2 * Double.pi }
        return angle
    }
}
