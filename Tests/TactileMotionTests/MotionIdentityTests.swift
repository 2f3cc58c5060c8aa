import Foundation
import Testing
import TactileMotion
import TactileTesting

/// Identity `Equatable`/`Hashable` on the Core Motion classes (NSObjects on iOS).
@MainActor
@Suite("Core Motion identity")
struct MotionIdentityTests {
    @Test("managers compare by identity and go in sets")
    func managers() {
        let sim = TouchSimulator()
        let a = CMMotionManager(source: sim.motionSource, application: sim.application)
        let b = CMMotionManager(source: sim.motionSource, application: sim.application)
        #expect(a == a && a != b)
        let set: Set<CMMotionManager> = [a, b, a]
        #expect(set.count == 2)
    }

    @Test("samples with equal values are different objects; subclasses are hashable too")
    func samples() {
        let acceleration = CMAcceleration(x: 0, y: 0, z: -1)
        let first = CMAccelerometerData(timestamp: 1, acceleration: acceleration)
        let second = CMAccelerometerData(timestamp: 1, acceleration: acceleration)
        #expect(first == first && first != second)
        let accelerations: Set<CMAccelerometerData> = [first, second, first]
        #expect(accelerations.count == 2)
        let gyro = CMGyroData(timestamp: 1, rotationRate: CMRotationRate(x: 0, y: 0, z: 0))
        let items: Set<CMLogItem> = [first, second, gyro]
        #expect(items.count == 3 && items.contains(gyro))
        let attitude = CMAttitude(quaternion: CMQuaternion(x: 0, y: 0, z: 0, w: 1))
        let same = CMAttitude(quaternion: CMQuaternion(x: 0, y: 0, z: 0, w: 1))
        #expect(attitude == attitude && attitude != same)
        #expect(Set([attitude, same, attitude]).count == 2)
    }

    @Test("the latest pulled sample is one object until the next arrives")
    func latestSample() {
        let sim = TouchSimulator()
        let manager = CMMotionManager(source: sim.motionSource, application: sim.application)
        manager.startAccelerometerUpdates()
        sim.sendAccelerometer(x: 1, y: 0, z: -1)
        let pulled = manager.accelerometerData
        #expect(pulled != nil && manager.accelerometerData == pulled)
        sim.sendAccelerometer(x: 1, y: 0, z: -1)
        #expect(manager.accelerometerData != pulled)
        manager.stopAccelerometerUpdates()
    }
}
