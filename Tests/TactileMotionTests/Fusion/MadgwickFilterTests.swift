import Foundation
import Testing
@testable import TactileMotion
import TactileEvaluation

/// ``MadgwickFilter``, the baseline, on synthetic motion.
@Suite("Madgwick filter (synthetic)")
struct MadgwickFilterTests {
    typealias S = SyntheticMotion

    @Test("CM-14: the first sample sets gravity and north; a held pose stays put")
    func initialisesFromFirstSample() throws {
        var filter = try MadgwickFilter(samplePeriod: S.samplePeriod)
        let truth = S.rotation(-70, 0, 0, 1) * S.rotation(25, 0, 1, 0)
        S.hold(&filter, truth, seconds: 2)
        // The normalised gradient step makes the estimate jitter by about β·Ts (0.07°) around the truth.
        #expect(S.degreesBetween(filter.orientation, truth) < 0.3)
    }

    @Test("CM-14: from the identity, the estimate converges to a static tilt at a rate set by beta")
    func convergesFromIdentity() throws {
        var parameters = MadgwickParameters()
        parameters.initializesFromFirstSample = false
        var filter = try MadgwickFilter(samplePeriod: S.samplePeriod, parameters: parameters)
        let truth = S.rotation(30, 1, 0, 0)
        S.hold(&filter, truth, seconds: 1, magnetometer: false)
        let early = BROADMetric.errorAngles(estimate: filter.orientation, reference: truth).inclination
        S.hold(&filter, truth, seconds: 10, magnetometer: false)
        let late = BROADMetric.errorAngles(estimate: filter.orientation, reference: truth).inclination
        #expect(early * 180 / .pi > 10)  // 0.12 rad/s ≈ 7°/s: not there after 1 s
        #expect(late * 180 / .pi < 0.1)
    }

    @Test("CM-11: a constant rotation integrates to the right angle")
    func constantRotation() throws {
        var filter = try MadgwickFilter(samplePeriod: S.samplePeriod)
        let truth = S.turn(&filter, from: .identity, rate: Vector3(0.3, -0.2, 1.0), seconds: 2)
        #expect(S.degreesBetween(filter.orientation, truth) < 1)
    }

    @Test("CM-17/GAP-08: the magnetometer pulls the heading to north (ENU +y) without tilting the estimate")
    func headingFromMagnetometer() throws {
        var parameters = MadgwickParameters()
        parameters.initializesFromFirstSample = false
        var filter = try MadgwickFilter(samplePeriod: S.samplePeriod, parameters: parameters)
        let truth = S.rotation(60, 0, 0, 1)
        S.hold(&filter, truth, seconds: 30)
        #expect(S.degreesBetween(filter.orientation, truth) < 0.3)
    }
}
