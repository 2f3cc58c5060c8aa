import Foundation
import Tactile

/// Keeps an application's device orientation and shake detection supplied with accelerometer samples from a
/// motion source.
///
/// No UIKit counterpart: on iOS the system runs the accelerometer for `UIDevice.orientation` and for shake
/// events without being asked. On Linux something has to run a sensor; create one feed per application and keep
/// it alive:
///
/// ```swift
/// let feed = DeviceMotionFeed(source: try IIOMotionSource(), application: app)
/// ```
///
/// The feed runs the accelerometer at ``shakeInterval`` (default 0.02 s, 50 Hz) while the application's
/// `shakeDetector` is enabled, and at least as often as the device's orientation configuration asks while
/// orientation notifications are being generated (as in UIKit, generating notifications turns the accelerometer
/// on, and ending them lets it power down). It shares the source with any `CMMotionManager` (see
/// ``CMMotionManager``). Set ``shakeInterval`` to `nil` to run the accelerometer for orientation only.
@MainActor
public final class DeviceMotionFeed {
    /// The source.
    public let source: any MotionSource
    /// The application whose `device` and `shakeDetector` are fed.
    public let application: UIApplication
    /// The accelerometer interval kept while shake detection is enabled; `nil` runs it for orientation only.
    /// Default 0.02 s: Apple's guide suggests 70–100 Hz for fast motion such as shakes, but the detector works
    /// from 20 Hz, and 50 Hz halves the cost.
    public var shakeInterval: TimeInterval? = 0.02 {
        didSet { refresh() }
    }

    private let manager: CMMotionManager
    private var demandObserver: Int?
    private var orientationDemanded = false

    /// Starts feeding `application` from `source`.
    public init(source: any MotionSource, application: UIApplication, shakeInterval: TimeInterval? = 0.02) {
        self.source = source
        self.application = application
        self.shakeInterval = shakeInterval
        manager = CMMotionManager(source: source, application: application)
        demandObserver = application.device.addAccelerometerDemandObserver { [weak self] demanded in
            self?.orientationDemanded = demanded
            self?.refresh()
        }
        refresh()
    }

    /// Whether the feed is running the accelerometer now.
    public var isRunning: Bool { manager.isAccelerometerActive }

    /// The interval the feed runs the accelerometer at now, or `nil` when it is off.
    public var interval: TimeInterval? { isRunning ? manager.accelerometerUpdateInterval : nil }

    /// Re-reads what is needed: call it after switching `application.shakeDetector.isEnabled`.
    public func refresh() {
        var wanted: TimeInterval?
        if orientationDemanded { wanted = application.device.orientationConfiguration.accelerometerUpdateInterval }
        if let shakeInterval, application.shakeDetector.isEnabled { wanted = min(wanted ?? .infinity, shakeInterval) }
        guard let wanted, manager.isAccelerometerAvailable else {
            manager.stopAccelerometerUpdates()
            return
        }
        if !manager.isAccelerometerActive || manager.accelerometerUpdateInterval != wanted {
            manager.accelerometerUpdateInterval = wanted
            manager.startAccelerometerUpdates()
        }
    }

    /// Stops the accelerometer for good and stops following the device's demand.
    public func stop() {
        if let id = demandObserver { application.device.removeAccelerometerDemandObserver(id) }
        demandObserver = nil
        orientationDemanded = false
        shakeInterval = nil
        manager.stopAccelerometerUpdates()
    }
}
