import Foundation
import Tactile

extension RawMotionSample.Sensor {
    /// A fixed order for starting sensors, so that runs are reproducible: accelerometer, magnetometer, gyroscope
    /// (the gyroscope last, since each of its samples drives a fusion step that wants the others' latest).
    var order: Int {
        switch self {
        case .accelerometer: 0
        case .magnetometer: 1
        case .gyroscope: 2
        }
    }
}
