import Foundation
import Testing
@testable import TactileMotion
import TactileEvaluation

/// ``VQFFilter`` on synthetic motion with a known true orientation.
@Suite("VQF filter (synthetic)")
struct VQFFilterTests {
    typealias S = SyntheticMotion

    func makeFilter(_ configure: (inout VQFParameters) -> Void = { _ in }) throws -> VQFFilter {
        var parameters = VQFParameters()
        configure(&parameters)
        return try VQFFilter(samplePeriod: S.samplePeriod, parameters: parameters)
    }

    @Test("CM-11: a constant rotation integrates to the right angle (about the vertical and about a horizontal axis)")
    func constantRotation() throws {
        var filter = try makeFilter()
        // 90°/s about z for 1 s, the device flat: a quarter turn of heading.
        let truth = S.turn(&filter, from: .identity, rate: Vector3(0, 0, .pi / 2), seconds: 1, magnetometer: false)
        #expect(S.degreesBetween(truth, S.rotation(90, 0, 0, 1)) < 1e-6)
        #expect(S.degreesBetween(filter.orientation6D, truth) < 0.05)

        // 45°/s about x for 2 s: tipped onto its edge, the accelerometer agreeing all the way.
        var tilting = try makeFilter()
        let tipped = S.turn(&tilting, from: .identity, rate: Vector3(.pi / 4, 0, 0), seconds: 2, magnetometer: false)
        #expect(S.degreesBetween(tilting.orientation, tipped) < 0.05)
    }

    @Test("CM-14: a static tilted device converges to the right gravity and inclination")
    func staticTilt() throws {
        var filter = try makeFilter()
        let truth = S.rotation(35, 1, 0, 0) * S.rotation(-20, 0, 1, 0)
        S.hold(&filter, truth, seconds: 5, magnetometer: false)
        let error = BROADMetric.errorAngles(estimate: filter.orientation, reference: truth)
        #expect(error.inclination * 180 / .pi < 0.01)
        // CMDeviceMotion.gravity = R · (0, 0, −1): the specific force's direction, reversed, in g.
        let expected = S.sample(orientation: truth).specificForce.acceleration
        let scale = SpecificForce.standardGravity / S.gravity
        #expect(abs(filter.gravity.x - expected.x * scale) < 1e-4)
        #expect(abs(filter.gravity.y - expected.y * scale) < 1e-4)
        #expect(abs(filter.gravity.z - expected.z * scale) < 1e-4)
        let user = filter.userAcceleration(from: S.sample(orientation: truth).specificForce)
        // At rest the user acceleration is zero (up to 9.81 vs. standard gravity 9.80665: 0.03 %).
        #expect(abs(user.x) < 1e-3 && abs(user.y) < 1e-3 && abs(user.z) < 1e-3)
    }

    @Test("CM-14: flat and portrait devices report Core Motion's gravity (0, 0, −1) and (0, −1, 0)")
    func coreMotionGravity() throws {
        var flat = try makeFilter()
        S.hold(&flat, .identity, seconds: 1, magnetometer: false)
        #expect(abs(flat.gravity.z + 1) < 1e-9 && abs(flat.gravity.x) < 1e-9 && abs(flat.gravity.y) < 1e-9)

        var portrait = try makeFilter()
        // Upright: the screen faces the user (south), the top of the device (+y) points up.
        S.hold(&portrait, S.rotation(90, 1, 0, 0), seconds: 4, magnetometer: false)
        #expect(abs(portrait.gravity.y + 1) < 1e-6 && abs(portrait.gravity.z) < 1e-4)
    }

    @Test("CM-09: a gyroscope bias is estimated at rest and removed from the rotation rate and the attitude")
    func restBiasEstimation() throws {
        let bias = Vector3(0.01, -0.015, 0.02)  // about 0.6, −0.9, 1.1 °/s
        var filter = try makeFilter()
        S.hold(&filter, S.rotation(10, 1, 1, 0), seconds: 30, bias: bias, magnetometer: false)
        let estimate = filter.gyroscopeBias
        #expect(abs(estimate.x - bias.x) < 2e-4 && abs(estimate.y - bias.y) < 2e-4 && abs(estimate.z - bias.z) < 2e-4)
        #expect(filter.isRestDetected)
        let corrected = filter.rotationRate(correcting: CMRotationRate(x: bias.x, y: bias.y, z: bias.z))
        #expect(abs(corrected.x) < 2e-4 && abs(corrected.y) < 2e-4 && abs(corrected.z) < 2e-4)
        // The 6-axis heading drifts only until the bias is known: far less than 30 s × 1.1 °/s = 34°.
        #expect(S.degreesBetween(filter.orientation, S.rotation(10, 1, 1, 0)) < 3)

        var uncorrected = try makeFilter {
            $0.restBiasEstimationEnabled = false
            $0.motionBiasEstimationEnabled = false
        }
        S.hold(&uncorrected, S.rotation(10, 1, 1, 0), seconds: 30, bias: bias, magnetometer: false)
        #expect(S.degreesBetween(uncorrected.orientation, S.rotation(10, 1, 1, 0)) > 20)
    }

    @Test("CM-09: the horizontal bias is estimated in motion, with rest estimation off")
    func motionBiasEstimation() throws {
        let bias = Vector3(0.012, -0.008, 0)
        var filter = try makeFilter { $0.restBiasEstimationEnabled = false }
        var q = CMQuaternion.identity
        for _ in 0..<10 {  // keep turning slowly about the vertical
            q = S.turn(&filter, from: q, rate: Vector3(0, 0, 0.1), seconds: 10, bias: bias, magnetometer: false)
        }
        let estimate = filter.gyroscopeBias
        #expect(abs(estimate.x - bias.x) < 1e-3 && abs(estimate.y - bias.y) < 1e-3)
        let error = BROADMetric.errorAngles(estimate: filter.orientation, reference: q)
        #expect(error.inclination * 180 / .pi < 0.5)
    }

    @Test("CM-17/GAP-08: the magnetometer gives the heading (ENU: north is +y)")
    func magnetometerHeading() throws {
        for yaw in [40.0, -135.0, 179.0] {
            var filter = try makeFilter()
            let truth = S.rotation(yaw, 0, 0, 1) * S.rotation(15, 1, 0, 0)
            S.hold(&filter, truth, seconds: 3)
            #expect(S.degreesBetween(filter.orientation9D, truth) < 0.1, "yaw \(yaw)")
            #expect(filter.orientation == filter.orientation9D)
            // The 6-axis estimate keeps the heading it started with.
            let heading6D = BROADMetric.errorAngles(estimate: filter.orientation6D, reference: truth).heading
            #expect(abs(heading6D * 180 / .pi - abs(yaw)) < 0.5, "yaw \(yaw)")
        }
    }

    /// Turns for 20 s (so the field is accepted as the reference), then holds still for 20 s with `disturbance`.
    func headingErrorAfterDisturbance(rejection: Bool) throws -> Double {
        var filter = try makeFilter { $0.magneticDisturbanceRejectionEnabled = rejection }
        let q = S.turn(&filter, from: .identity, rate: Vector3(0, 0, 0.6), seconds: 20)
        #expect(!filter.isMagneticDisturbanceDetected || !rejection)
        S.hold(&filter, q, seconds: 20, disturbance: Vector3(25, 10, 0))
        if rejection { #expect(filter.isMagneticDisturbanceDetected) }
        return BROADMetric.errorAngles(estimate: filter.orientation, reference: q).heading * 180 / .pi
    }

    @Test("CM-17/GAP-08: a magnetic disturbance is detected and rejected")
    func magneticDisturbanceRejection() throws {
        let rejected = try headingErrorAfterDisturbance(rejection: true)
        let followed = try headingErrorAfterDisturbance(rejection: false)
        #expect(rejected < 0.5)
        #expect(followed > 10)
    }

    @Test("CM-11: reset forgets the estimate; bad readings are skipped, never poisoning the state")
    func resetAndBadInput() throws {
        var filter = try makeFilter()
        S.hold(&filter, S.rotation(50, 1, 0, 0), seconds: 2)
        var fresh = filter
        fresh.reset()
        #expect(fresh.orientation == .identity)
        let nan = InertialSample(
            rotationRate: CMRotationRate(x: .nan, y: 0, z: 0),
            specificForce: SpecificForce(x: .infinity, y: 0, z: 0),
            magneticField: CMMagneticField(x: 0, y: 0, z: 0))
        let before = filter.orientation
        for _ in 0..<10 { filter.update(nan) }
        #expect(filter.orientation == before)
    }

    @Test("CM-11: invalid sample periods and parameters throw typed errors")
    func invalidConfiguration() {
        #expect(throws: OrientationFilterError.invalidSamplePeriod(0)) { try VQFFilter(samplePeriod: 0) }
        #expect(throws: OrientationFilterError.self) { try VQFFilter(samplePeriod: .nan) }
        var parameters = VQFParameters()
        parameters.tauAcc = -1
        #expect(throws: OrientationFilterError.invalidParameter(name: "tauAcc", value: -1)) {
            try VQFFilter(samplePeriod: 0.01, parameters: parameters)
        }
        #expect(throws: OrientationFilterError.self) { try MadgwickFilter(samplePeriod: -1) }
    }

    @Test("CM-11: the Butterworth low-pass starts at the mean of its first inputs and settles on a constant")
    func lowPass() {
        var filter = ButterworthLowPass<Vector3>(timeConstant: 0.05, samplePeriod: 0.01)
        #expect(filter.filter(Vector3(1, 0, 0)) == Vector3(1, 0, 0))
        #expect(filter.filter(Vector3(3, 0, 0)) == Vector3(2, 0, 0))
        for _ in 0..<3 { _ = filter.filter(Vector3(2, 0, 0)) }
        #expect(!filter.isWarmingUp)
        var y = Vector3.zero
        for _ in 0..<200 { y = filter.filter(Vector3(2, 0, 0)) }
        #expect(abs(y.x - 2) < 1e-9)
        // Too short a time constant for the rate: a pass-through rather than an unstable filter.
        let passThrough = LowPassCoefficients(timeConstant: 0.001, samplePeriod: 0.01)
        #expect(passThrough.b0 == 1 && passThrough.a1 == 0)
    }
}
