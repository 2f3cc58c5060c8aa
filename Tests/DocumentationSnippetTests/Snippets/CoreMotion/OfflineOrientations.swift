import Foundation
import TactileMotion
import Testing

/// The *Core Motion* article's offline-estimation block, verbatim.
struct OfflineOrientations {
    // The article's function, as a member here so that it does not clash with other snippets' names.
    func orientations(of samples: [InertialSample], samplePeriod: TimeInterval) throws -> [CMQuaternion] {
        let fields = samples.compactMap(\.magneticField)
        let estimate = try OfflineVQF.estimate(
            rotationRates: samples.map(\.rotationRate),
            specificForces: samples.map(\.specificForce),
            magneticFields: fields.count == samples.count ? fields : nil,  // 6-axis without a magnetometer
            samplePeriod: samplePeriod)
        return estimate.orientations  // sensor to East-North-Up, one per sample
    }
}

/// Runs the block on a device lying still and flat, with and without a magnetometer.
@Suite("Core Motion article: offline estimation")
struct OfflineOrientationsTests {
    @Test("a flat, still recording comes out level, one orientation per sample, 6- and 9-axis")
    func flatAndStill() throws {
        let flat = InertialSample(
            rotationRate: CMRotationRate(x: 0, y: 0, z: 0), specificForce: SpecificForce(x: 0, y: 0, z: 9.81),
            magneticField: CMMagneticField(x: 0, y: 20, z: -40))
        var sixAxis = flat
        sixAxis.magneticField = nil
        for sample in [flat, sixAxis] {
            let recording = [InertialSample](repeating: sample, count: 300)
            let result = try OfflineOrientations().orientations(of: recording, samplePeriod: 0.01)
            #expect(result.count == 300)
            #expect(result.allSatisfy { abs($0.x) < 1e-9 && abs($0.y) < 1e-9 })
        }
        #expect(throws: OfflineVQFError.tooFewSamples(1)) {
            try OfflineOrientations().orientations(of: [flat], samplePeriod: 0.01)
        }
    }
}
