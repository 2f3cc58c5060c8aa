import Foundation
import Tactile
import TactileMotion

extension RecordedMotionSource {
    /// Creates a source that plays a BROAD trial: gyroscope, accelerometer (converted from specific force in
    /// m/s² to g, gravity pointing down) and magnetometer, each row at its recorded time.
    public convenience init(trial: BROADTrial) {
        var samples: [RawMotionSample] = []
        samples.reserveCapacity(trial.count * 3)
        for i in 0..<trial.count {
            let t = trial.timestamps[i]
            let a = trial.specificForces[i].acceleration, w = trial.rotationRates[i], m = trial.magneticFields[i]
            samples.append(RawMotionSample(timestamp: t, sensor: .accelerometer, x: a.x, y: a.y, z: a.z))
            samples.append(RawMotionSample(timestamp: t, sensor: .magnetometer, x: m.x, y: m.y, z: m.z))
            samples.append(RawMotionSample(timestamp: t, sensor: .gyroscope, x: w.x, y: w.y, z: w.z))
        }
        self.init(samples: samples)
    }
}
