import Foundation

/// The device the application runs on; in Tactile, its physical orientation (UIKit: `UIDevice`).
///
/// Read ``orientation`` after calling ``beginGeneratingDeviceOrientationNotifications()`` and observe
/// ``orientationDidChangeNotification`` on `NotificationCenter.default`, as on iOS
/// ([`UIDevice`](https://developer.apple.com/documentation/uikit/uidevice)):
///
/// ```swift
/// UIDevice.current.beginGeneratingDeviceOrientationNotifications()
/// NotificationCenter.default.addObserver(self, selector: #selector(orientationChanged(_:)),
///                                        name: UIDevice.orientationDidChangeNotification, object: nil)
/// ```
///
/// The orientation comes from the accelerometer samples that reach the application as ``RawInputEvent/motion(_:)``
/// events, through the rule in ``DeviceOrientationConfiguration`` (``DeviceOrientationEstimator``). As in UIKit,
/// motion samples never travel the responder chain: only shakes become `UIEvent`s.
///
/// Deliberate differences from UIKit:
/// - **One device per application.** Every ``UIApplication`` has its own ``UIApplication/device``, fed by that
///   application's motion samples and timed by its scheduler, so tests on virtual time stay isolated.
///   ``current`` is the device of ``UIApplication/shared``.
/// - **Turning the accelerometer on**, which iOS does at the first begin and undoes after the last end, is a
///   hook: the device publishes whether it needs accelerometer samples (``isAccelerometerDemanded``) to its demand
///   observers (``addAccelerometerDemandObserver(_:)``), and whatever runs the motion sensors (the Core Motion
///   layer, a Linux IIO source, an app) starts and stops the accelerometer accordingly, at
///   ``DeviceOrientationConfiguration/accelerometerUpdateInterval`` or faster.
/// - **After the last end** the orientation returns to ``UIDeviceOrientation/unknown`` without a notification.
///   Apple documents that `orientation` "always returns 0 unless orientation notifications have been enabled";
///   on a real iPhone, UIKit's own autorotation may keep the value current. Tactile has no other client, so it
///   follows the documentation.
/// - Only orientation is modelled: no name, model, battery or proximity properties.
@MainActor
public final class UIDevice {
    /// The device of ``UIApplication/shared`` (UIKit: `UIDevice.current`). Each application has its own
    /// ``UIApplication/device``.
    public static var current: UIDevice { UIApplication.shared.device }

    /// Posted on `NotificationCenter.default`, with the device as the object, when ``orientation`` changes while
    /// notifications are generated (UIKit: `UIDevice.orientationDidChangeNotification`,
    /// `UIDeviceOrientationDidChangeNotification`). Read the new value from ``orientation``.
    public nonisolated static let orientationDidChangeNotification = Notification.Name(
        "UIDeviceOrientationDidChangeNotification")

    /// The application whose motion samples this device reads (Tactile addition).
    public private(set) weak var application: UIApplication?

    /// The physical orientation of the device, not the interface's, as in UIKit: ``UIDeviceOrientation/unknown``
    /// unless notifications are being generated and a reading has settled.
    public var orientation: UIDeviceOrientation { estimator.orientation }

    /// Whether orientation notifications are being generated: there are more
    /// ``beginGeneratingDeviceOrientationNotifications()`` calls than
    /// ``endGeneratingDeviceOrientationNotifications()`` calls (they nest, as in UIKit).
    public var isGeneratingDeviceOrientationNotifications: Bool { generationCount > 0 }

    /// The thresholds of the orientation rule (Tactile addition; UIKit's are private). Changing them keeps the
    /// current orientation.
    public var orientationConfiguration: DeviceOrientationConfiguration {
        get { estimator.configuration }
        set { estimator.configuration = newValue }
    }

    /// Whether the device needs accelerometer samples: true exactly while notifications are generated (Tactile
    /// addition; on iOS, begin "enables the device's accelerometer hardware"). See
    /// ``addAccelerometerDemandObserver(_:)``.
    public var isAccelerometerDemanded: Bool { isGeneratingDeviceOrientationNotifications }

    private var estimator = DeviceOrientationEstimator()
    private var generationCount = 0
    private var demandObservers: [(id: Int, body: @MainActor (Bool) -> Void)] = []
    private var nextDemandObserverID = 0

    init(application: UIApplication) {
        self.application = application
    }

    /// Starts generating orientation notifications and keeping ``orientation`` up to date. Calls nest, as in
    /// UIKit: each must be matched by ``endGeneratingDeviceOrientationNotifications()``.
    ///
    /// The first call asks for the accelerometer (``isAccelerometerDemanded`` becomes true). ``orientation``
    /// stays ``UIDeviceOrientation/unknown`` until a reading settles; the change from unknown is posted like any
    /// other.
    public func beginGeneratingDeviceOrientationNotifications() {
        generationCount += 1
        if generationCount == 1 { notifyDemand() }
    }

    /// Undoes one ``beginGeneratingDeviceOrientationNotifications()``. When the last one is undone the device stops
    /// reading samples and releases the accelerometer (iOS powers it down when no other client needs it), and
    /// ``orientation`` returns to ``UIDeviceOrientation/unknown`` without a notification. Extra calls are ignored.
    public func endGeneratingDeviceOrientationNotifications() {
        guard generationCount > 0 else { return }
        generationCount -= 1
        guard generationCount == 0 else { return }
        estimator.reset()
        notifyDemand()
    }

    /// Registers `body` to learn whether the device needs accelerometer samples (Tactile addition: the hook that
    /// stands for iOS turning the accelerometer on when orientation notifications begin). `body` is called at once
    /// with the current demand, then with `true` when generation begins and `false` when it ends. Whoever runs the
    /// motion sensors starts the accelerometer (at ``DeviceOrientationConfiguration/accelerometerUpdateInterval`` or
    /// faster) on `true` and may stop it on `false` when no other client needs it.
    /// - Returns: an id for ``removeAccelerometerDemandObserver(_:)``.
    @discardableResult
    public func addAccelerometerDemandObserver(_ body: @escaping @MainActor (_ needed: Bool) -> Void) -> Int {
        nextDemandObserverID += 1
        demandObservers.append((nextDemandObserverID, body))
        body(isAccelerometerDemanded)
        return nextDemandObserverID
    }

    /// Removes an accelerometer demand observer (Tactile addition).
    public func removeAccelerometerDemandObserver(_ id: Int) {
        demandObservers.removeAll { $0.id == id }
    }

    private func notifyDemand() {
        let demanded = isAccelerometerDemanded
        for observer in demandObservers { observer.body(demanded) }
    }

    /// Feeds one raw motion sample; called by the application for every `.motion` event.
    func process(_ sample: RawMotionSample) {
        guard generationCount > 0, sample.sensor == .accelerometer else { return }
        guard estimator.process(x: sample.x, y: sample.y, z: sample.z, timestamp: sample.timestamp) else { return }
        NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }
}
