import Foundation
import Testing
@testable import TactileEvaluation
import TactileMotion
import TactileStrokes

/// The BROAD metric on hand-made quaternions with known answers.
@Suite("BROAD metric")
struct BROADMetricTests {
    func rotation(_ degrees: Double, _ x: Double, _ y: Double, _ z: Double) -> CMQuaternion {
        CMQuaternion(angle: degrees * .pi / 180, axisX: x, axisY: y, axisZ: z)
    }

    func degrees(_ e: OrientationErrorAngles) -> (Double, Double, Double) {
        (e.total * 180 / .pi, e.heading * 180 / .pi, e.inclination * 180 / .pi)
    }

    @Test("CM-13: a pure heading error is all heading; a pure tilt is all inclination")
    func pureErrors() {
        let heading = degrees(BROADMetric.errorAngles(estimate: rotation(10, 0, 0, 1), reference: .identity))
        #expect(abs(heading.0 - 10) < 1e-9 && abs(heading.1 - 10) < 1e-9 && abs(heading.2) < 1e-6)
        let tilt = degrees(BROADMetric.errorAngles(estimate: rotation(10, 1, 0, 0), reference: .identity))
        #expect(abs(tilt.0 - 10) < 1e-9 && abs(tilt.1) < 1e-9 && abs(tilt.2 - 10) < 1e-9)
    }

    @Test("CM-13: the error is taken in the earth frame: heading a after tilt b gives heading a, inclination b")
    func combined() {
        // q_err = Rz(a) ⊗ Rx(b): w = cos(a/2)cos(b/2), z = sin(a/2)cos(b/2).
        let reference = rotation(33, 0.3, -0.5, 0.8)
        let estimate = rotation(25, 0, 0, 1) * rotation(7, 1, 0, 0) * reference
        let e = degrees(BROADMetric.errorAngles(estimate: estimate, reference: reference))
        #expect(abs(e.1 - 25) < 1e-9 && abs(e.2 - 7) < 1e-9)
        // q and −q are the same rotation.
        let negated = CMQuaternion(x: -estimate.x, y: -estimate.y, z: -estimate.z, w: -estimate.w)
        #expect(abs(degrees(BROADMetric.errorAngles(estimate: negated, reference: reference)).0 - e.0) < 1e-9)
        // 180° about z: heading π, and w = 0 is safe.
        let half = degrees(BROADMetric.errorAngles(estimate: rotation(180, 0, 0, 1), reference: .identity))
        #expect(abs(half.1 - 180) < 1e-9 && abs(half.0 - 180) < 1e-6)
    }

    @Test("CM-13: RMSE keeps scored rows with a reference only; the summary is the mean of per-trial RMSEs")
    func rmseAndMean() {
        var accumulator = BROADScoreAccumulator()
        accumulator.add(estimate: rotation(3, 1, 0, 0), reference: .identity, isScored: true)
        accumulator.add(estimate: rotation(4, 1, 0, 0), reference: .identity, isScored: true)
        accumulator.add(estimate: rotation(90, 1, 0, 0), reference: .identity, isScored: false)  // not scored
        accumulator.add(estimate: rotation(90, 1, 0, 0), reference: nil, isScored: true)  // no reference
        let score = accumulator.score
        #expect(score.scoredSamples == 2)
        #expect(abs(score.total - (12.5).squareRoot()) < 1e-9)  // √((3² + 4²)/2)
        #expect(abs(score.inclination - (12.5).squareRoot()) < 1e-9)
        #expect(abs(score.heading) < 1e-9)

        let a = BROADScore(total: 1, heading: 2, inclination: 3, scoredSamples: 10)
        let b = BROADScore(total: 3, heading: 4, inclination: 5, scoredSamples: 1000)
        #expect(BROADScore.mean(of: [a, b]) == BROADScore(total: 2, heading: 3, inclination: 4, scoredSamples: 1010))
        #expect(BROADScore.mean(of: []) == nil)
        #expect(BROADScoreAccumulator().score.scoredSamples == 0)
    }

    @Test("CM-13: scoring a trial feeds estimates row by row against its references")
    func scoreTrial() throws {
        let text = """
            t,gyr_x,gyr_y,gyr_z,acc_x,acc_y,acc_z,mag_x,mag_y,mag_z,quat_w,quat_x,quat_y,quat_z,movement
            0,0,0,0,0,0,9.81,0,20,-40,1,0,0,0,1
            0.01,0,0,0,0,0,9.81,0,20,-40,,,,,1
            0.02,0,0,0,0,0,9.81,0,20,-40,1,0,0,0,0
            """
        let trial = try BROADTrial(csv: text, name: "hand-made")
        let score = BROADMetric.score(estimates: [rotation(6, 0, 0, 1), .identity, rotation(50, 0, 0, 1)], trial: trial)
        #expect(score.scoredSamples == 1)
        #expect(abs(score.heading - 6) < 1e-9)
    }
}
