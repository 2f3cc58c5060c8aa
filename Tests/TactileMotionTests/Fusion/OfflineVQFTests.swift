import Foundation
import Testing
@testable import TactileMotion

/// A synthetic recording with its true orientation (sensor to ENU) at every sample.
private struct Recording {
    var truth: [CMQuaternion] = []
    var rotationRates: [CMRotationRate] = []
    var specificForces: [SpecificForce] = []
    var magneticFields: [CMMagneticField] = []

    var count: Int { truth.count }

    /// Appends `seconds` of motion at the rate `rate(t)` (sensor frame, rad/s; `t` from the start of the
    /// recording), the gyroscope reading `bias(t)` too much.
    mutating func append(seconds: Double, rate: (Double) -> Vector3, bias: (Double) -> Vector3) {
        typealias S = SyntheticMotion
        var q = truth.last ?? .identity
        for _ in 0..<Int((seconds * S.rate).rounded()) {
            let t = Double(count) * S.samplePeriod
            let w = rate(t)
            let n = w.norm
            if n > 0 { q = (q * CMQuaternion(angle: n * S.samplePeriod, axisX: w.x, axisY: w.y, axisZ: w.z)).normalized }
            let s = S.sample(orientation: q, rate: w, bias: bias(t))
            truth.append(q)
            rotationRates.append(s.rotationRate)
            specificForces.append(s.specificForce)
            magneticFields.append(s.magneticField!)
        }
    }

    /// 5 s still, 50 s of wandering rotation about all axes, 5 s still.
    static func wandering(bias: @escaping (Double) -> Vector3) -> Recording {
        var r = Recording()
        r.append(seconds: 5, rate: { _ in .zero }, bias: bias)
        r.append(
            seconds: 50,
            rate: { t in Vector3(0.8 * sin(0.7 * t), 0.6 * sin(0.43 * t + 1), 0.5 * cos(0.29 * t)) }, bias: bias)
        r.append(seconds: 5, rate: { _ in .zero }, bias: bias)
        return r
    }

    func estimateOffline(magnetometer: Bool = true) throws -> OfflineVQFEstimate {
        try OfflineVQF.estimate(
            rotationRates: rotationRates, specificForces: specificForces,
            magneticFields: magnetometer ? magneticFields : nil, samplePeriod: SyntheticMotion.samplePeriod)
    }

    /// The real-time filter's 6D orientation and bias after each sample.
    func estimateRealTime() throws -> (orientations: [CMQuaternion], biases: [Vector3]) {
        var filter = try VQFFilter(samplePeriod: SyntheticMotion.samplePeriod)
        var out: ([CMQuaternion], [Vector3]) = ([], [])
        for i in 0..<count {
            filter.update(InertialSample(rotationRate: rotationRates[i], specificForce: specificForces[i]))
            out.0.append(filter.orientation6D)
            out.1.append(filter.gyroscopeBiasVector)
        }
        return out
    }

    /// The RMSE of the inclination (tilt) error of `estimates` against the truth, in degrees.
    func inclinationRMSE(_ estimates: [CMQuaternion]) -> Double {
        var sum = 0.0
        for (e, t) in zip(estimates, truth) {
            let q = e * t.conjugate
            let angle = 2 * acos(min((q.w * q.w + q.z * q.z).squareRoot(), 1))
            sum += angle * angle
        }
        return (sum / Double(count)).squareRoot() * 180 / .pi
    }
}

/// ``OfflineVQF``: VQF's offline (forward–backward) mode on synthetic recordings with a known truth.
@Suite("Offline VQF (synthetic)")
struct OfflineVQFTests {
    @Test("CM-09: with a constant gyroscope bias, offline knows the bias from the first sample and tilts less")
    func constantBias() throws {
        let bias = Vector3(0.02, -0.015, 0.01)  // about 1.1, −0.9, 0.6 °/s
        let recording = Recording.wandering { _ in bias }
        let offline = try recording.estimateOffline(magnetometer: false)
        let realTime = try recording.estimateRealTime()
        #expect(offline.count == recording.count && offline.orientations9D == nil)

        // At the first sample the real-time filter knows nothing; offline has the backward pass's estimate.
        let first = offline.gyroscopeBiases[0]
        #expect(abs(realTime.biases[0].x - bias.x) > 0.015)
        #expect(abs(first.x - bias.x) < 1e-3 && abs(first.y - bias.y) < 1e-3 && abs(first.z - bias.z) < 1e-3)

        let offlineError = recording.inclinationRMSE(offline.orientations6D)
        let realTimeError = recording.inclinationRMSE(realTime.orientations)
        print(String(format: "constant bias: inclination RMSE offline %.4f°, real time %.4f°", offlineError, realTimeError))
        #expect(offlineError < realTimeError / 2)
        #expect(offlineError < 0.2)
    }

    @Test("CM-09: after a step in the gyroscope bias halfway through, offline is nearer the new bias and tilts less")
    func biasStep() throws {
        let before = Vector3(0.01, -0.01, 0.005)
        let after = Vector3(-0.015, 0.02, -0.01)
        let recording = Recording.wandering { t in t < 30 ? before : after }
        let offline = try recording.estimateOffline()
        let realTime = try recording.estimateRealTime()
        let offlineError = recording.inclinationRMSE(offline.orientations6D)
        let realTimeError = recording.inclinationRMSE(realTime.orientations)
        print(String(format: "bias step: inclination RMSE offline %.4f°, real time %.4f°", offlineError, realTimeError))
        #expect(offlineError < realTimeError / 2)
        // After the step (in motion, before the final rest) real time still holds the old bias for long; offline
        // has the backward pass, which has seen the new one.
        func horizontalError(_ biases: [Vector3]) -> Double {
            let range = 3100..<5400
            return range.reduce(0) { sum, i in
                let (dx, dy) = (biases[i].x - after.x, biases[i].y - after.y)
                return sum + (dx * dx + dy * dy).squareRoot()
            } / Double(range.count)
        }
        let offlineBiasError = horizontalError(offline.gyroscopeBiases.map(\.vector))
        let realTimeBiasError = horizontalError(realTime.biases)
        #expect(offlineBiasError < realTimeBiasError / 1.5)
    }

    @Test("CM-11: with perfect readings and no bias, offline reproduces the true orientation, heading included")
    func perfectReadings() throws {
        let recording = Recording.wandering { _ in .zero }
        let offline = try recording.estimateOffline()
        let nineD = try #require(offline.orientations9D)
        var worst = 0.0
        for i in 0..<recording.count {
            worst = max(worst, SyntheticMotion.degreesBetween(nineD[i], recording.truth[i]))
        }
        #expect(worst < 0.05)
        #expect(offline.orientations == nineD)
        #expect(offline.isRestDetected[recording.count - 1] && offline.isRestDetected[0])
        #expect(!offline.isRestDetected[recording.count / 2])
        #expect(!offline.isMagneticDisturbanceDetected[recording.count / 2])
        #expect(offline.gyroscopeBiasSigmas.allSatisfy { $0 > 0 && $0 <= 0.5 * .pi / 180 })
    }

    @Test("CM-11: the forward pass is the real-time filter, sample for sample")
    func forwardPassIsRealTime() throws {
        let recording = Recording.wandering { _ in Vector3(0.01, 0.005, -0.008) }
        let gyr = recording.rotationRates.map(\.vector)
        let acc = recording.specificForces.map(\.vector)
        let mag = recording.magneticFields.map(\.vector)
        let fresh = try VQFFilter(samplePeriod: SyntheticMotion.samplePeriod)
        let pass = OfflineVQF.forwardPass(gyr: gyr, acc: acc, mag: mag, fresh: fresh)
        var filter = fresh
        for i in 0..<recording.count {
            filter.update(
                InertialSample(
                    rotationRate: recording.rotationRates[i], specificForce: recording.specificForces[i],
                    magneticField: recording.magneticFields[i]))
            #expect(pass.bias[i] == filter.gyroscopeBiasVector)
            #expect(pass.rest[i] == filter.isRestDetected)
            #expect(pass.disturbed[i] == filter.isMagneticDisturbanceDetected)
            if i % 1000 == 0 {
                let identity = pass.information[i] * filter.gyroscopeBiasCovariance
                #expect(abs(identity.m11 - 1) < 1e-9 && abs(identity.m12) < 1e-9 && abs(identity.m33 - 1) < 1e-9)
            }
        }
    }

    @Test("CM-11: reversing time (samples reversed, rates negated) negates and mirrors the combined bias")
    func timeReversal() throws {
        let recording = Recording.wandering { _ in Vector3(0.012, -0.006, 0.004) }
        let reversedRates = recording.rotationRates.reversed().map { CMRotationRate(x: -$0.x, y: -$0.y, z: -$0.z) }
        let forward = try recording.estimateOffline()
        let backward = try OfflineVQF.estimate(
            rotationRates: reversedRates, specificForces: recording.specificForces.reversed(),
            magneticFields: recording.magneticFields.reversed(), samplePeriod: SyntheticMotion.samplePeriod)
        let n = recording.count
        for i in stride(from: 0, to: n, by: 97) {
            let a = forward.gyroscopeBiases[i]
            let b = backward.gyroscopeBiases[n - 1 - i]
            #expect(a.x == -b.x && a.y == -b.y && a.z == -b.z)
            #expect(forward.isRestDetected[i] == backward.isRestDetected[n - 1 - i])
        }
    }

    // MARK: Bad input

    @Test("mismatched lengths, too few samples and non-finite readings are typed errors that say what to fix")
    func badInput() throws {
        let recording = Recording.wandering { _ in .zero }
        let gyr = Array(recording.rotationRates.prefix(10))
        let acc = Array(recording.specificForces.prefix(10))
        let mag = Array(recording.magneticFields.prefix(10))
        let ts = SyntheticMotion.samplePeriod
        func error(
            _ gyr: [CMRotationRate], _ acc: [SpecificForce], _ mag: [CMMagneticField]?, ts: Double = ts,
            parameters: VQFParameters = VQFParameters()
        ) -> OfflineVQFError? {
            do throws(OfflineVQFError) {
                _ = try OfflineVQF.estimate(
                    rotationRates: gyr, specificForces: acc, magneticFields: mag, samplePeriod: ts,
                    parameters: parameters)
                return nil
            } catch {
                return error
            }
        }
        #expect(error(gyr, acc, mag) == nil)
        #expect(error(gyr, acc, nil) == nil)

        let short = error(gyr, Array(acc.dropLast()), mag)
        #expect(short == .mismatchedLengths(rotationRates: 10, specificForces: 9, magneticFields: 10))
        #expect(short?.localizedDescription.contains("10 gyroscope, 9 accelerometer, 10 magnetometer") == true)
        #expect(
            error(gyr, acc, Array(mag.prefix(3)))
                == .mismatchedLengths(rotationRates: 10, specificForces: 10, magneticFields: 3))

        #expect(error([], [], nil) == .tooFewSamples(0))
        #expect(error([gyr[0]], [acc[0]], [mag[0]]) == .tooFewSamples(1))
        #expect(error([gyr[0]], [acc[0]], nil)?.localizedDescription.contains("at least 2 samples") == true)

        var nan = gyr
        nan[4].y = .nan
        #expect(error(nan, acc, mag) == .nonFiniteReading(sensor: .gyroscope, index: 4))
        var infinite = acc
        infinite[7].z = .infinity
        #expect(error(gyr, infinite, mag) == .nonFiniteReading(sensor: .accelerometer, index: 7))
        var badField = mag
        badField[2].x = -.infinity
        let magnetic = error(gyr, acc, badField)
        #expect(magnetic == .nonFiniteReading(sensor: .magnetometer, index: 2))
        #expect(magnetic?.localizedDescription.contains("magnetometer reading of sample 2") == true)

        #expect(error(gyr, acc, mag, ts: 0) == .invalidConfiguration(.invalidSamplePeriod(0)))
        #expect(error(gyr, acc, mag, ts: .nan)?.localizedDescription.contains("sample period") == true)
        var parameters = VQFParameters()
        parameters.tauAcc = -1
        #expect(
            error(gyr, acc, mag, parameters: parameters)
                == .invalidConfiguration(.invalidParameter(name: "tauAcc", value: -1)))
    }
}
