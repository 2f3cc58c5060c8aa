import Foundation
import Tactile

/// Where motion samples come from: a Linux IIO sensor, a recording, or a script.
///
/// Core Motion counterpart: none public (the device's sensor hub). A source feeds the same pipeline as touches:
/// it posts each reading to a `UIApplication` as a `.motion` `RawInputEvent` (in iOS units: acceleration in g
/// with gravity pointing down, rotation rate in rad/s, magnetic field in µT, on the device's axes), and the
/// application hands it to its motion observers (`CMMotionManager`, the shake detector, device orientation) on the
/// main actor. Sources that do I/O read off the main actor and deliver onto it; scripted and recorded sources run
/// on the application's scheduler, so tests stay on virtual time.
@MainActor
public protocol MotionSource: AnyObject {
    /// The sensors this source can deliver.
    var sensors: Set<RawMotionSample.Sensor> { get }

    /// Starts posting samples of `sensors` to `application`. `interval` is the period asked for, in seconds; a
    /// source that can set its sensors' rate uses it, others keep their own rate. Starting a sensor that is
    /// already running changes its interval. Throws when the sensor cannot be started (absent, no permission).
    func start(_ sensors: Set<RawMotionSample.Sensor>, interval: TimeInterval, into application: UIApplication) throws

    /// Stops posting samples of `sensors`. Stopping a sensor that is not running does nothing.
    func stop(_ sensors: Set<RawMotionSample.Sensor>)
}
