import Foundation

/// The motion services every application runs on its motion samples: device orientation and shake detection.
/// Created on first use (the first motion sample, or the first read of ``UIApplication/device`` or
/// ``UIApplication/shakeDetector``).
@MainActor
final class ApplicationMotionServices {
    let device: UIDevice
    let shakeDetector: ShakeDetector

    init(application: UIApplication) {
        device = UIDevice(application: application)
        shakeDetector = ShakeDetector(application: application)
    }

    /// Called by the application for every `.motion` event, before its motion-sample observers.
    func process(_ sample: RawMotionSample) {
        device.process(sample)
        shakeDetector.process(sample)
    }
}

extension UIApplication {
    /// This application's device: its physical orientation, read from this application's motion samples (UIKit:
    /// `UIDevice.current`; Tactile gives each application its own, and ``UIDevice/current`` is the shared
    /// application's).
    public var device: UIDevice { motionServices.device }

    /// This application's shake detector, on by default (Tactile addition: iOS detects shakes in the system). It
    /// turns accelerometer samples into shake events for the first responder; see ``ShakeDetector``.
    public var shakeDetector: ShakeDetector { motionServices.shakeDetector }
}
