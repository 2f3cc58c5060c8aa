import Foundation
import Tactile

/// Why ``OfflineVQF`` could not estimate a recording's orientations (No Core Motion counterpart: Core Motion has no
/// offline estimation).
public enum OfflineVQFError: Error, Equatable, CustomStringConvertible {
    /// The sensor arrays have different lengths; each count is given (`magneticFields` is `nil` when no
    /// magnetometer array was passed).
    case mismatchedLengths(rotationRates: Int, specificForces: Int, magneticFields: Int?)
    /// The recording has fewer than two samples (the count found): there is nothing to run backwards over.
    case tooFewSamples(Int)
    /// A reading has a NaN or infinite component; `index` is the sample's position in its array.
    case nonFiniteReading(sensor: RawMotionSample.Sensor, index: Int)
    /// The sample period or a parameter is out of range (the same checks as ``VQFFilter``'s initializer).
    case invalidConfiguration(OrientationFilterError)

    /// A message naming the problem and what to do about it.
    public var description: String {
        switch self {
        case .mismatchedLengths(let gyroscope, let accelerometer, let magnetometer):
            let field = magnetometer.map { ", \($0) magnetometer" } ?? ""
            return "the recording's sensor arrays differ in length (\(gyroscope) gyroscope, \(accelerometer) "
                + "accelerometer\(field) readings): give one reading of each sensor per sample"
        case .tooFewSamples(let count):
            return "offline estimation needs at least 2 samples, the recording has \(count)"
        case .nonFiniteReading(let sensor, let index):
            return "the \(sensor) reading of sample \(index) is not a finite number (NaN or infinite): "
                + "remove or repair that sample"
        case .invalidConfiguration(let error):
            return error.description
        }
    }
}

extension OfflineVQFError: LocalizedError {
    /// The same text as ``description``, so `localizedDescription` prints the message.
    public var errorDescription: String? { description }
}
