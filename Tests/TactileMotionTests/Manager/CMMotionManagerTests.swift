import Foundation
import Testing
import Tactile
@testable import TactileMotion
import TactileEvaluation
import TactileTesting

/// `CMMotionManager` over a scripted device on virtual time: availability, pull and push delivery, intervals,
/// start and stop, reference frames and device motion (requirements CM-01 to CM-16, CAP-04, DIS-10).
@MainActor
@Suite("CMMotionManager")
struct CMMotionManagerTests {
    let sim = TouchSimulator()
    var app: UIApplication { sim.application }

    /// A rotation about the vertical (yaw) by `degrees`.
    static func yaw(_ degrees: Double) -> CMQuaternion {
        CMQuaternion(angle: degrees * .pi / 180, axisX: 0, axisY: 0, axisZ: 1)
    }

    @Test("CAP-04 / CM-06 availability follows the source; with no source nothing is available")
    func availability() {
        let none = CMMotionManager(source: nil, application: app)
        #expect(!none.isAccelerometerAvailable && !none.isGyroAvailable && !none.isDeviceMotionAvailable)
        #expect(none.availableAttitudeReferenceFrames.isEmpty)
        let sixAxis = CMMotionManager(source: ScriptedMotionSource(sensors: [.accelerometer, .gyroscope]), application: app)
        #expect(sixAxis.isAccelerometerAvailable && sixAxis.isGyroAvailable && !sixAxis.isMagnetometerAvailable)
        #expect(sixAxis.isDeviceMotionAvailable)
        #expect(sixAxis.availableAttitudeReferenceFrames == .xArbitraryZVertical)
        let accelOnly = CMMotionManager(source: ScriptedMotionSource(sensors: [.accelerometer]), application: app)
        #expect(!accelOnly.isDeviceMotionAvailable)  // CM-11: needs both
        let nine = CMMotionManager(source: ScriptedMotionSource(), application: app)
        #expect(nine.availableAttitudeReferenceFrames == [
            .xArbitraryZVertical, .xArbitraryCorrectedZVertical, .xMagneticNorthZVertical, .xTrueNorthZVertical,
        ])
    }

    @Test("CM-05 / CM-08 pull: the accelerometer property follows the device lying flat (z = −1 g)")
    func pullAccelerometer() {
        let manager = CMMotionManager(source: ScriptedMotionSource(), application: app)
        #expect(manager.accelerometerData == nil)
        manager.accelerometerUpdateInterval = 0.05
        manager.startAccelerometerUpdates()
        #expect(manager.isAccelerometerActive)
        sim.advance(by: 0.2)
        let a = try! #require(manager.accelerometerData)
        #expect(abs(a.acceleration.x) < 1e-9 && abs(a.acceleration.y) < 1e-9 && abs(a.acceleration.z + 1) < 1e-9)
        #expect(abs(a.timestamp - sim.now) < 1e-9)  // CM-03: stamped on the application's clock
        manager.stopAccelerometerUpdates()
        #expect(!manager.isAccelerometerActive)
        let last = a.timestamp
        sim.advance(by: 0.2)
        #expect(manager.accelerometerData?.timestamp == last)  // no more updates once stopped
    }

    @Test("CM-05 / CM-09 push: every update reaches the handler on the queue, at the update interval")
    func pushGyro() {
        let source = ScriptedMotionSource(orientation: { t in Self.yaw(90 * t) })  // 90°/s about z
        let manager = CMMotionManager(source: source, application: app)
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        final class Box: @unchecked Sendable {
            let lock = NSLock()
            var samples: [CMGyroData] = []
        }
        let box = Box()
        manager.gyroUpdateInterval = 0.1
        manager.startGyroUpdates(to: queue) { data, error in
            #expect(error == nil)
            box.lock.withLock { if let data { box.samples.append(data) } }
        }
        sim.advance(by: 1.0)
        manager.stopGyroUpdates()
        queue.waitUntilAllOperationsAreFinished()
        let samples = box.lock.withLock { box.samples }
        #expect(samples.count == 11)  // t = 0, 0.1, …, 1.0
        for s in samples {
            #expect(abs(s.rotationRate.z - .pi / 2) < 1e-3)
            #expect(abs(s.rotationRate.x) < 1e-6 && abs(s.rotationRate.y) < 1e-6)
        }
        let gaps = zip(samples.dropFirst(), samples).map { $0.timestamp - $1.timestamp }
        #expect(gaps.allSatisfy { abs($0 - 0.1) < 1e-9 })
    }

    @Test("push is thinned to the interval when the source runs faster (a shared sensor at a shorter interval)")
    func thinning() {
        let manager = CMMotionManager(source: ScriptedMotionSource(), application: app)
        let queue = OperationQueue()
        final class Count: @unchecked Sendable {
            let lock = NSLock()
            var n = 0
        }
        let count = Count()
        manager.accelerometerUpdateInterval = 0.1
        manager.deviceMotionUpdateInterval = 0.01  // the accelerometer now runs at 100 Hz for fusion
        manager.startDeviceMotionUpdates()
        manager.startAccelerometerUpdates(to: queue) { _, _ in count.lock.withLock { count.n += 1 } }
        sim.advance(by: 0.995)
        queue.waitUntilAllOperationsAreFinished()
        #expect(count.lock.withLock { count.n } == 10)
    }

    @Test("an unavailable sensor or frame gives the handler a CMError and starts nothing")
    func errors() {
        let manager = CMMotionManager(source: ScriptedMotionSource(sensors: [.accelerometer, .gyroscope]), application: app)
        let queue = OperationQueue()
        final class Errors: @unchecked Sendable {
            let lock = NSLock()
            var all: [CMError] = []
        }
        let errors = Errors()
        let record: @Sendable (CMLogItem?, (any Error)?) -> Void = { _, e in
            errors.lock.withLock { if let e = e as? CMError { errors.all.append(e) } }
        }
        manager.startMagnetometerUpdates(to: queue) { d, e in record(d, e) }
        manager.startDeviceMotionUpdates(using: .xMagneticNorthZVertical, to: queue) { d, e in record(d, e) }
        queue.waitUntilAllOperationsAreFinished()
        #expect(errors.lock.withLock { errors.all } == [.motionActivityNotAvailable, .motionActivityNotAvailable])
        #expect(!manager.isMagnetometerActive && !manager.isDeviceMotionActive)

        let nine = CMMotionManager(source: ScriptedMotionSource(), application: app)
        nine.startDeviceMotionUpdates(using: .xTrueNorthZVertical, to: queue) { d, e in record(d, e) }
        queue.waitUntilAllOperationsAreFinished()
        #expect(errors.lock.withLock { errors.all }.last == .trueNorthNotAvailable)
        #expect(!nine.isDeviceMotionActive)
    }

    @Test("CM-11 / CM-14 device motion at rest, tilted: gravity = R·(0,0,−1), no user acceleration, bias removed")
    func deviceMotionAtRest() throws {
        // Top raised by 30° (pitch), resting; the gyroscope has a 0.02 rad/s bias on x.
        let tilt = CMQuaternion(angle: 30 * .pi / 180, axisX: 1, axisY: 0, axisZ: 0)
        let source = ScriptedMotionSource(sensors: [.accelerometer, .gyroscope], orientation: { _ in tilt })
        source.gyroscopeBias = CMRotationRate(x: 0.02, y: 0, z: 0)
        let manager = CMMotionManager(source: source, application: app)
        manager.startDeviceMotionUpdates()
        #expect(manager.attitudeReferenceFrame == .xArbitraryZVertical)
        sim.advance(by: 20)
        let m = try #require(manager.deviceMotion)
        #expect(abs(m.gravity.y - -sin(.pi / 6)) < 0.01)
        #expect(abs(m.gravity.z - -cos(.pi / 6)) < 0.01)
        let r = m.attitude.rotationMatrix.apply(x: 0, y: 0, z: -1)
        #expect(abs(r.x - m.gravity.x) < 1e-9 && abs(r.y - m.gravity.y) < 1e-9 && abs(r.z - m.gravity.z) < 1e-9)
        #expect(abs(m.userAcceleration.x) < 0.01 && abs(m.userAcceleration.y) < 0.01 && abs(m.userAcceleration.z) < 0.01)
        #expect(abs(m.attitude.pitch - .pi / 6) < 0.01)
        #expect(abs(m.attitude.roll) < 0.01)
        #expect(abs(m.attitude.yaw) < 0.01)  // the arbitrary frame starts at the device's heading
        #expect(abs(m.rotationRate.x) < 0.005)  // CM-09: the bias is estimated at rest and removed
        #expect(m.heading == -1)
        #expect(m.magneticField.accuracy == .uncalibrated)
    }

    @Test("CM-15 the magnetic-north frame gives the heading; true north adds the declination")
    func northFrames() throws {
        // The device is turned about for 10 s (VQF accepts a magnetic reference only while moving), then lies
        // flat with its top 30° east of magnetic north (a turn of −30°, clockwise seen from above).
        let source = ScriptedMotionSource(orientation: { t in Self.yaw(t < 10 ? -30 + 60 * sin(t) : -30) })
        let manager = CMMotionManager(source: source, application: app)
        manager.startDeviceMotionUpdates(using: .xMagneticNorthZVertical)
        sim.advance(by: 60)
        let m = try #require(manager.deviceMotion)
        #expect(abs(m.heading - 30) < 1)
        // In the magnetic-north frame x is north and y west; yaw 0 has the device's x (right edge) to the north,
        // so a top 30° east of north is a right edge at 120° east: yaw −120°.
        #expect(abs(m.attitude.yaw * 180 / .pi - -120) < 1)
        #expect(m.magneticField.accuracy == .high)
        manager.stopDeviceMotionUpdates()

        let trueNorth = CMMotionManager(source: source, application: app)
        trueNorth.magneticDeclination = 10  // magnetic north is 10° east of true north
        trueNorth.startDeviceMotionUpdates(using: .xTrueNorthZVertical)
        sim.advance(by: 30)
        let t = try #require(trueNorth.deviceMotion)
        #expect(abs(t.heading - 40) < 1)
    }

    @Test("CM-16 multiply(byInverseOf:) gives the change since a cached attitude")
    func relativeAttitude() throws {
        let source = ScriptedMotionSource(sensors: [.accelerometer, .gyroscope], orientation: { t in Self.yaw(45 * min(1, max(0, t - 5))) })  // 0° until 5 s, 45° from 6 s
        let manager = CMMotionManager(source: source, application: app)
        manager.startDeviceMotionUpdates()
        sim.advance(by: 4)
        let reference = try #require(manager.deviceMotion).attitude
        sim.advance(by: 3)
        let now = try #require(manager.deviceMotion).attitude
        now.multiply(byInverseOf: reference)
        #expect(abs(now.yaw * 180 / .pi - 45) < 2)
        #expect(abs(now.pitch) < 0.01 && abs(now.roll) < 0.01)
    }

    @Test("CM-01 / DIS-10 motion data never reaches responders; stopping everything removes the observer")
    func noResponders() {
        let window = sim.makeWindow()
        let log = EventLog()
        let responder = RecordingView("v", frame: window.bounds, log: log)
        responder.acceptsFirstResponder = true
        window.addSubview(responder)
        _ = responder.becomeFirstResponder()
        let source = ScriptedMotionSource()
        let manager = CMMotionManager(source: source, application: app)
        manager.startAccelerometerUpdates()
        manager.startGyroUpdates()
        sim.advance(by: 0.5)
        #expect(log.lines.isEmpty)
        manager.stopAccelerometerUpdates()
        manager.stopGyroUpdates()
        let before = manager.gyroData?.timestamp
        sim.advance(by: 0.5)
        #expect(manager.gyroData?.timestamp == before)
    }
}

/// `CMAttitude`'s three views of one rotation (CM-10, CM-13, CM-14).
@Suite("CMAttitude")
struct CMAttitudeTests {
    @Test("CM-13 roll, pitch and yaw follow Core Motion's axes and signs")
    func euler() {
        let d = Double.pi / 180
        let pitch = CMAttitude(quaternion: CMQuaternion(angle: 20 * d, axisX: 1, axisY: 0, axisZ: 0))
        #expect(abs(pitch.pitch - 20 * d) < 1e-9 && abs(pitch.roll) < 1e-9 && abs(pitch.yaw) < 1e-9)
        let roll = CMAttitude(quaternion: CMQuaternion(angle: 35 * d, axisX: 0, axisY: 1, axisZ: 0))
        #expect(abs(roll.roll - 35 * d) < 1e-9 && abs(roll.pitch) < 1e-9 && abs(roll.yaw) < 1e-9)
        let yaw = CMAttitude(quaternion: CMQuaternion(angle: -120 * d, axisX: 0, axisY: 0, axisZ: 1))
        #expect(abs(yaw.yaw - -120 * d) < 1e-9 && abs(yaw.pitch) < 1e-9 && abs(yaw.roll) < 1e-9)
        // Combined, in Core Motion's order: yaw, then pitch, then roll.
        let q = CMQuaternion(angle: 50 * d, axisX: 0, axisY: 0, axisZ: 1) * CMQuaternion(angle: 10 * d, axisX: 1, axisY: 0, axisZ: 0)
            * CMQuaternion(angle: -25 * d, axisX: 0, axisY: 1, axisZ: 0)
        let a = CMAttitude(quaternion: q)
        #expect(abs(a.yaw - 50 * d) < 1e-9 && abs(a.pitch - 10 * d) < 1e-9 && abs(a.roll - -25 * d) < 1e-9)
    }

    @Test("CM-14 the rotation matrix takes the reference frame into the device frame")
    func matrix() {
        let a = CMAttitude(quaternion: CMQuaternion(angle: .pi / 2, axisX: 1, axisY: 0, axisZ: 0))  // standing upright
        let g = a.rotationMatrix.apply(x: 0, y: 0, z: -1)
        #expect(abs(g.x) < 1e-12 && abs(g.y - -1) < 1e-12 && abs(g.z) < 1e-12)  // portrait: gravity along −y
        #expect(CMRotationMatrix(.identity) == .identity)
    }

    @Test("CM-16 multiply(byInverseOf:) mutates the receiver; an attitude times its own inverse is the identity")
    func relative() {
        let d = Double.pi / 180
        let a = CMAttitude(quaternion: CMQuaternion(angle: 30 * d, axisX: 0, axisY: 0, axisZ: 1))
        let b = CMAttitude(quaternion: CMQuaternion(angle: 75 * d, axisX: 0, axisY: 0, axisZ: 1))
        b.multiply(byInverseOf: a)
        #expect(abs(b.yaw - 45 * d) < 1e-9)
        let c = CMAttitude(quaternion: a.quaternion)
        c.multiply(byInverseOf: a)
        #expect(abs(c.quaternion.w - 1) < 1e-12)
        #expect(CMAttitude(quaternion: CMQuaternion(x: 0, y: 0, z: 0, w: 0)).quaternion == .identity)
    }
}

/// Playing recorded samples as a source (CM-06: a simulated sensor source on Linux).
@MainActor
@Suite("Recorded motion source")
struct RecordedMotionSourceTests {
    @Test("samples are posted at their recorded offsets, on the application's clock, only for started sensors")
    func playback() {
        let sim = TouchSimulator()
        let samples = [
            RawMotionSample(timestamp: 5.00, sensor: .gyroscope, x: 1, y: 0, z: 0),
            RawMotionSample(timestamp: 5.00, sensor: .accelerometer, x: 0, y: 0, z: -1),
            RawMotionSample(timestamp: 5.25, sensor: .accelerometer, x: 0, y: 0.5, z: -1),
            RawMotionSample(timestamp: 5.10, sensor: .gyroscope, x: 2, y: 0, z: 0),
        ]
        let source = RecordedMotionSource(samples: samples)
        #expect(source.sensors == [.gyroscope, .accelerometer])
        let manager = CMMotionManager(source: source, application: sim.application)
        var seen: [(TimeInterval, RawMotionSample.Sensor)] = []
        sim.application.addMotionSampleObserver { seen.append(($0.timestamp - 1000, $0.sensor)) }
        manager.startAccelerometerUpdates()
        sim.advance(by: 1)
        #expect(seen.map(\.1) == [.accelerometer, .accelerometer])
        #expect(seen.map { ($0.0 * 1000).rounded() } == [0, 250])
        #expect(manager.accelerometerData?.acceleration.y == 0.5)
        #expect(source.isFinished)
    }

    @Test("a BROAD trial converts specific force (m/s², up) to Core Motion acceleration (g, down)")
    func broadConversion() throws {
        let csv = """
            # trial=tiny sampling_rate_hz=100
            t,gyr_x,gyr_y,gyr_z,acc_x,acc_y,acc_z,mag_x,mag_y,mag_z,quat_w,quat_x,quat_y,quat_z,movement
            0.00,0.1,0,0,0,0,9.80665,10,20,-30,1,0,0,0,0
            0.01,0.1,0,0,0,0,9.80665,10,20,-30,,,,,1
            """
        let trial = try BROADTrial(csv: csv, name: "tiny")
        let source = RecordedMotionSource(trial: trial)
        #expect(source.samples.count == 6)
        let accel = source.samples.filter { $0.sensor == .accelerometer }
        #expect(accel.allSatisfy { abs($0.z - -1) < 1e-12 })
        let mag = try #require(source.samples.first { $0.sensor == .magnetometer })
        #expect(mag.x == 10 && mag.y == 20 && mag.z == -30)
    }
}
