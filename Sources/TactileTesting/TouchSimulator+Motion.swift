import Foundation
import Tactile
import TactileMotion

extension TouchSimulator {
    // MARK: Shake

    /// Shakes the device: `motionBegan(.motionShake, with:)` now, `motionEnded(.motionShake, with:)` after
    /// `duration`, both to the key window's first responder and up its responder chain, as UIKit delivers a shake
    /// (no UIKit counterpart; the Simulator has Device ▸ Shake). The events take the path of a detected shake, so
    /// an unhandled shake offers Undo and Redo as UIKit does (`applicationSupportsShakeToEdit`). To exercise the
    /// detection itself, send accelerometer samples with ``sendAccelerometer(x:y:z:)``.
    public func shake(duration: TimeInterval = 0.3) {
        shakeMotion(lasting: duration, endingWith: .ended)
    }

    /// A motion that starts like a shake and turns out not to be one: `motionBegan`, then `motionCancelled` after
    /// `duration` (no UIKit counterpart).
    public func cancelledShake(duration: TimeInterval = 0.3) {
        shakeMotion(lasting: duration, endingWith: .cancelled)
    }

    /// A shake's began event now and its `end` event after `duration`, each processed at once.
    private func shakeMotion(lasting duration: TimeInterval, endingWith end: RawShakeEvent.Phase) {
        application.enqueue(.shake(RawShakeEvent(timestamp: now, phase: .began)))
        scheduler.runDueActions()
        advance(by: duration)
        application.enqueue(.shake(RawShakeEvent(timestamp: now, phase: end)))
        scheduler.runDueActions()
    }

    // MARK: Motion samples

    /// Sends one accelerometer sample, in g with gravity included (a device lying flat, screen up, reads
    /// (0, 0, −1)), at the current virtual time. It reaches the application's motion services (`UIDevice`
    /// orientation, shake detection) and every `CMMotionManager` of this application whose accelerometer or
    /// device-motion updates run, pull (`accelerometerData`) and push alike (no UIKit counterpart).
    public func sendAccelerometer(x: Double, y: Double, z: Double) {
        sendMotionSample(RawMotionSample(timestamp: now, sensor: .accelerometer, x: x, y: y, z: z))
    }

    /// Sends one gyroscope sample, in radians per second, at the current virtual time (no UIKit counterpart).
    public func sendGyro(x: Double, y: Double, z: Double) {
        sendMotionSample(RawMotionSample(timestamp: now, sensor: .gyroscope, x: x, y: y, z: z))
    }

    /// Sends one magnetometer sample, in microtesla, at the current virtual time (no UIKit counterpart).
    public func sendMagnetometer(x: Double, y: Double, z: Double) {
        sendMotionSample(RawMotionSample(timestamp: now, sensor: .magnetometer, x: x, y: y, z: z))
    }

    /// Sends one raw motion sample through the application's event queue and processes it (no UIKit
    /// counterpart). Its timestamp is used as given.
    public func sendMotionSample(_ sample: RawMotionSample) {
        application.enqueue(.motion(sample))
        scheduler.runDueActions()
    }
}
