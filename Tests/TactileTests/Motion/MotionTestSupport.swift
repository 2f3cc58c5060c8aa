import Foundation
import Tactile
import TactileTesting

/// An application on virtual time that is fed synthetic accelerometer samples, with virtual time moving along
/// with the samples (no sleeps).
@MainActor
final class MotionRig {
    let sim: TouchSimulator
    /// Samples per second.
    var rate: Double = 100
    /// Every orientation notification for this rig's device: the orientation it reported, and when.
    private(set) var notifications: [(time: TimeInterval, orientation: UIDeviceOrientation)] = []
    /// Every shake call a ``ShakeTimingView`` received: phase and event timestamp.
    var shakes: [(time: TimeInterval, phase: RawShakeEvent.Phase)] = []
    private var token: NSObjectProtocol?

    var application: UIApplication { sim.application }
    var device: UIDevice { sim.application.device }
    var now: TimeInterval { sim.now }

    init(configuration: DeviceOrientationConfiguration? = nil) {
        sim = TouchSimulator()
        if let configuration { sim.application.device.orientationConfiguration = configuration }
        let device = sim.application.device
        token = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
        ) { [weak self] note in
            let isThisDevice = (note.object as AnyObject?) === device
            MainActor.assumeIsolated {
                guard let self, isThisDevice else { return }
                self.notifications.append((self.sim.now, device.orientation))
            }
        }
    }

    /// Stops observing notifications; call at the end of a test.
    func tearDown() {
        if let token { NotificationCenter.default.removeObserver(token) }
        token = nil
    }

    /// The orientations that were posted, in order.
    var postedOrientations: [UIDeviceOrientation] { notifications.map(\.orientation) }
    /// The shake phases that were received, in order.
    var shakePhases: [RawShakeEvent.Phase] { shakes.map(\.phase) }

    /// Posts one accelerometer sample at the current time.
    func sample(_ g: SIMD3<Double>, sensor: RawMotionSample.Sensor = .accelerometer) {
        application.enqueueAndProcess(
            .motion(RawMotionSample(timestamp: now, sensor: sensor, x: g.x, y: g.y, z: g.z)))
    }

    /// Feeds samples at ``rate`` for `duration` seconds; `value` gets the time since the first sample of this
    /// call (the first sample comes one period after the current time).
    func feed(for duration: TimeInterval, _ value: (TimeInterval) -> SIMD3<Double>) {
        let start = now
        let count = Int((duration * rate).rounded())
        for i in 1...max(1, count) {
            let t = Double(i) / rate
            sim.scheduler.advance(to: start + t)
            sample(value(t))
        }
    }

    /// Holds the device still for `duration` seconds at an in-plane angle and a tilt, in degrees.
    func hold(angle: Double, tilt: Double = 0, for duration: TimeInterval = 1) {
        let g = gravityVector(angle: angle, tilt: tilt)
        feed(for: duration) { _ in g }
    }

    /// Moves time on without samples.
    func pause(_ duration: TimeInterval) { sim.advance(by: duration) }
}

/// Gravity in iOS units (g, pointing down) for a device turned `angle` degrees in its screen plane from upright
/// portrait (90 = landscape left, 180 = upside down, 270 = landscape right) and tilted `tilt` degrees out of it
/// (+90 flat face up, −90 face down).
func gravityVector(angle: Double, tilt: Double = 0, magnitude: Double = 1) -> SIMD3<Double> {
    let a = angle * .pi / 180, t = tilt * .pi / 180
    return magnitude * SIMD3(-sin(a) * cos(t), -cos(a) * cos(t), -sin(t))
}

/// The in-plane angle, in degrees, at the centre of an orientation's sector.
func centreAngle(of orientation: UIDeviceOrientation) -> Double {
    switch orientation {
    case .portrait: 0
    case .landscapeLeft: 90
    case .portraitUpsideDown: 180
    case .landscapeRight: 270
    default: .nan
    }
}

/// A shake signal: gravity for a device held in portrait, plus a horizontal acceleration along x.
enum ShakeWave {
    /// A square wave of `amplitude` g at `frequency` Hz.
    case square(amplitude: Double, frequency: Double)
    /// A sine of `amplitude` g at `frequency` Hz.
    case sine(amplitude: Double, frequency: Double)

    func acceleration(at t: TimeInterval) -> SIMD3<Double> {
        let x: Double
        switch self {
        case .square(let a, let f): x = sin(2 * .pi * f * t + 0.1) >= 0 ? a : -a
        case .sine(let a, let f): x = a * sin(2 * .pi * f * t)
        }
        return SIMD3(x, -1, 0)
    }
}

/// A first responder that records motion calls in an ``EventLog`` and their phases and timestamps in a rig.
@MainActor
final class ShakeTimingView: RecordingView {
    weak var rig: MotionRig?

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        rig?.shakes.append((event?.timestamp ?? .nan, .began))
        super.motionBegan(motion, with: event)
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        rig?.shakes.append((event?.timestamp ?? .nan, .ended))
        super.motionEnded(motion, with: event)
    }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        rig?.shakes.append((event?.timestamp ?? .nan, .cancelled))
        super.motionCancelled(motion, with: event)
    }
}
