import Foundation
import Testing
import Tactile
import TactileMotion
import TactileTesting

/// Feeding `UIDevice` orientation and shake detection from a motion source, and sharing a source between
/// clients (requirements ORI-02, ORI-05, SHK-01, SHK-02, CM-04).
@MainActor
@Suite("Device motion feed and shared sources")
struct DeviceMotionFeedTests {
    let sim = TouchSimulator()

    /// Standing upright (portrait), turned face up after `flatAt` seconds.
    static func upright(flatAt: TimeInterval = .infinity) -> @MainActor @Sendable (TimeInterval) -> CMQuaternion {
        { t in t < flatAt ? CMQuaternion(angle: .pi / 2, axisX: 1, axisY: 0, axisZ: 0) : .identity }
    }

    @Test("ORI-02 / ORI-05 generating orientation notifications runs the accelerometer; ending them stops it")
    func orientationDemand() {
        let source = ScriptedMotionSource(orientation: Self.upright(flatAt: 2))
        let feed = DeviceMotionFeed(source: source, application: sim.application, shakeInterval: nil)
        let device = sim.application.device
        #expect(!feed.isRunning)
        final class Box: @unchecked Sendable { var count = 0 }
        let box = Box()
        let token = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: device, queue: nil
        ) { _ in box.count += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(feed.isRunning)
        #expect(feed.interval == device.orientationConfiguration.accelerometerUpdateInterval)
        sim.advance(by: 1)
        #expect(device.orientation == .portrait)
        sim.advance(by: 2)
        #expect(device.orientation == .faceUp)
        #expect(box.count == 2)  // portrait, then face up
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!feed.isRunning)
    }

    @Test("SHK-01 / SHK-02 with the feed running, a shake of the simulated device reaches the first responder")
    func shakes() {
        let window = sim.makeWindow()
        let log = EventLog()
        let view = RecordingView("view", frame: window.bounds, log: log)
        view.acceptsFirstResponder = true
        window.addSubview(view)
        _ = view.becomeFirstResponder()
        let source = ScriptedMotionSource(orientation: Self.upright())
        // From 1 s to 2 s the user shakes the device left and right at 4 Hz, ±2.5 g.
        source.userAcceleration = { t in
            guard t >= 1, t < 2 else { return CMAcceleration(x: 0, y: 0, z: 0) }
            let phase: Double = sin(2 * Double.pi * 4 * t + 0.1)
            return CMAcceleration(x: phase >= 0 ? 2.5 : -2.5, y: 0, z: 0)
        }
        let feed = DeviceMotionFeed(source: source, application: sim.application)
        #expect(feed.interval == 0.02)
        sim.advance(by: 4)
        #expect(log.lines == ["view.motionBegan", "view.motionEnded"])
        // Shake detection off: the feed stops the accelerometer.
        sim.application.shakeDetector.isEnabled = false
        feed.refresh()
        #expect(!feed.isRunning)
    }

    @Test("CM-04 two clients share a source: it runs at the shorter interval and stops only when both have stopped")
    func sharing() {
        final class CountingSource: MotionSource {
            let inner = ScriptedMotionSource()
            var sensors: Set<RawMotionSample.Sensor> { inner.sensors }
            var calls: [String] = []
            func start(_ s: Set<RawMotionSample.Sensor>, interval: TimeInterval, into application: UIApplication) throws {
                calls.append("start \(s.map { "\($0)" }.sorted()) \(interval)")
                try inner.start(s, interval: interval, into: application)
            }
            func stop(_ s: Set<RawMotionSample.Sensor>) {
                calls.append("stop \(s.map { "\($0)" }.sorted())")
                inner.stop(s)
            }
        }
        let source = CountingSource()
        let a = CMMotionManager(source: source, application: sim.application)
        let b = CMMotionManager(source: source, application: sim.application)
        a.accelerometerUpdateInterval = 0.1
        b.accelerometerUpdateInterval = 0.05
        a.startAccelerometerUpdates()
        b.startAccelerometerUpdates()
        sim.advance(by: 0.5)
        a.stopAccelerometerUpdates()
        let before = b.accelerometerData?.timestamp
        sim.advance(by: 0.5)
        #expect(b.accelerometerData?.timestamp != before)  // b still gets samples after a stopped
        b.stopAccelerometerUpdates()
        #expect(source.calls == [
            "start [\"accelerometer\"] 0.1", "start [\"accelerometer\"] 0.05", "stop [\"accelerometer\"]",
        ])
    }
}
