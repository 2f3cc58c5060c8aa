import Tactile

final class OrientationViewController: UIViewController {
    private var orientationObserver: (any NSObjectProtocol)?

    override func viewDidLoad() {
        super.viewDidLoad()
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        orientationObserver = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { print(UIDevice.current.orientation) }
        }
    }
}
