import Foundation
import Testing
import Tactile
import TactileMotion
import TactileTesting

/// The Core Motion listings of the seeds' motion chapter, ported the way an iOS developer would write them
/// (requirements EX-34 to EX-37; CM-04 to CM-16).
@MainActor
@Suite("Motion chapter examples")
struct MotionChapterExamplesTests {
    let sim = TouchSimulator()

    /// MotionGraphs' graph view: it only collects what it is given.
    @MainActor
    final class GraphView {
        var points: [(x: Double, y: Double, z: Double)] = []
        func addX(_ x: Double, y: Double, z: Double) { points.append((x, y, z)) }
    }

    /// Listings 4-4 and 4-5 (MotionGraphs): a shared manager, an interval from a slider, push to the main queue.
    @MainActor
    final class GraphViewController {
        static let accelerometerMin: TimeInterval = 0.01
        static let gyroMin: TimeInterval = 0.01
        let manager: CMMotionManager
        let graphView = GraphView()
        init(manager: CMMotionManager) { self.manager = manager }

        func startAccelerometerUpdates(sliderValue: Int) {
            let delta: TimeInterval = 0.005
            let updateInterval = Self.accelerometerMin + delta * Double(sliderValue)
            if manager.isAccelerometerAvailable {
                manager.accelerometerUpdateInterval = updateInterval
                manager.startAccelerometerUpdates(to: .main) { [weak self] data, _ in
                    MainActor.assumeIsolated {
                        guard let a = data?.acceleration else { return }
                        self?.graphView.addX(a.x, y: a.y, z: a.z)
                    }
                }
            }
        }

        func startGyroUpdates(sliderValue: Int) {
            let delta: TimeInterval = 0.005
            let updateInterval = Self.gyroMin + delta * Double(sliderValue)
            if manager.isGyroAvailable {
                manager.gyroUpdateInterval = updateInterval
                manager.startGyroUpdates(to: .main) { [weak self] data, _ in
                    MainActor.assumeIsolated {
                        guard let r = data?.rotationRate else { return }
                        self?.graphView.addX(r.x, y: r.y, z: r.z)
                    }
                }
            }
        }

        func stopUpdates() {
            manager.stopAccelerometerUpdates()
            manager.stopGyroUpdates()
        }
    }

    @Test("EX-34 Listing 4-4: slider 2 gives a 0.02 s interval; the device standing upright graphs (0, −1, 0) g")
    func accelerometerGraph() {
        let upright = CMQuaternion(angle: .pi / 2, axisX: 1, axisY: 0, axisZ: 0)
        let source = ScriptedMotionSource(orientation: { _ in upright })
        let vc = GraphViewController(manager: CMMotionManager(source: source, application: sim.application))
        vc.startAccelerometerUpdates(sliderValue: 2)
        #expect(vc.manager.accelerometerUpdateInterval == 0.02)
        sim.advance(by: 0.999)
        vc.stopUpdates()
        sim.advance(by: 1)
        #expect(vc.graphView.points.count == 50)  // 50 Hz for one second, none after stop
        #expect(vc.graphView.points.allSatisfy { abs($0.x) < 1e-9 && abs($0.y + 1) < 1e-9 && abs($0.z) < 1e-9 })
    }

    @Test("EX-35 Listing 4-5: the gyroscope graph shows the right-hand rule (CM-10) at the slider's interval")
    func gyroGraph() {
        // Turning about +x at 1 rad/s: the top of the device rises.
        let source = ScriptedMotionSource(orientation: { t in CMQuaternion(angle: t, axisX: 1, axisY: 0, axisZ: 0) })
        let vc = GraphViewController(manager: CMMotionManager(source: source, application: sim.application))
        vc.startGyroUpdates(sliderValue: 18)  // 0.1 s
        sim.advance(by: 0.999)
        vc.stopUpdates()
        #expect(vc.graphView.points.count == 10)
        #expect(vc.graphView.points.allSatisfy { abs($0.x - 1) < 1e-3 && abs($0.y) < 1e-6 && abs($0.z) < 1e-6 })
    }

    @Test("EX-34 without an accelerometer the listing starts nothing (isAccelerometerAvailable is false)")
    func unavailable() {
        let vc = GraphViewController(manager: CMMotionManager(source: nil, application: sim.application))
        vc.startAccelerometerUpdates(sliderValue: 0)
        #expect(!vc.manager.isAccelerometerActive)
    }

    @Test("EX-36 Listing 4-6: device motion pulled at 60 Hz in the true-north frame, stopped on demand")
    func pArk() throws {
        // The device lies flat, its top pointing 5° east of true north; the declination is 12° east. It is
        // turned about for the first 10 s so that the magnetometer reference is accepted.
        let declination = 12.0
        let source = ScriptedMotionSource(orientation: { t in
            let heading = -(5 - declination) * .pi / 180  // magnetic heading −7°: west of magnetic north
            return CMQuaternion(angle: t < 10 ? heading + sin(t) : heading, axisX: 0, axisY: 0, axisZ: 1)
        })
        let motionManager = CMMotionManager(source: source, application: sim.application)
        motionManager.magneticDeclination = declination  // Core Motion reads it from Core Location
        // startDeviceMotion
        motionManager.showsDeviceMovementDisplay = true
        motionManager.deviceMotionUpdateInterval = 1.0 / 60.0
        motionManager.startDeviceMotionUpdates(using: .xTrueNorthZVertical)
        #expect(motionManager.isDeviceMotionActive)
        sim.advance(by: 60)
        let motion = try #require(motionManager.deviceMotion)
        #expect(abs(motion.heading - 5) < 1)
        #expect(abs(motion.timestamp - sim.now) < 1.0 / 60.0 + 1e-9)
        // stopDeviceMotion
        motionManager.stopDeviceMotionUpdates()
        #expect(!motionManager.isDeviceMotionActive)
    }

    @Test("EX-37 Listing 4-7: the bat's attitude is the change since the pitch started")
    func baseballBat() throws {
        // The player holds the phone upright, then swings it 60° about the vertical in half a second.
        let upright = CMQuaternion(angle: .pi / 2, axisX: 1, axisY: 0, axisZ: 0)
        let source = ScriptedMotionSource(sensors: [.accelerometer, .gyroscope], orientation: { t in
            let swing = 60 * .pi / 180 * min(1, max(0, (t - 3) / 0.5))
            return CMQuaternion(angle: swing, axisX: 0, axisY: 0, axisZ: 1) * upright
        })
        let motionManager = CMMotionManager(source: source, application: sim.application)
        motionManager.startDeviceMotionUpdates()
        sim.advance(by: 2.5)
        // startPitch
        let referenceAttitude = try #require(motionManager.deviceMotion).attitude
        sim.advance(by: 1.5)
        // drawView
        let currentAttitude = try #require(motionManager.deviceMotion).attitude
        currentAttitude.multiply(byInverseOf: referenceAttitude)
        // The change, in the reference attitude's device frame: 60° counterclockwise (seen from above) about the
        // device's y axis, which pointed up (held upright): a roll of +60° by Core Motion's axes.
        let change = currentAttitude.quaternion
        #expect(abs(2 * acos(min(1, abs(change.w))) * 180 / .pi - 60) < 2)
        #expect(abs(currentAttitude.roll * 180 / .pi - 60) < 2)
    }
}
