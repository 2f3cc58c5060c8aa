import Foundation
import Testing
import Tactile
import TactileMotion
import TactileTesting

/// The motion-event listings of the seeds (Listings 4-1 to 4-3 and the blog's shake view), ported the way an iOS
/// developer would write them, and driven end to end by a simulated device through ``DeviceMotionFeed``
/// (requirements EX-31 to EX-33, ORI-01 to ORI-06, SHK-01 to SHK-07).
@MainActor
@Suite("Motion event examples")
struct MotionEventExamplesTests {
    let sim = TouchSimulator()

    /// A device that stands upright, turns to landscape (top to the left) at 1 s, and is shaken at 4 Hz, ±2.5 g,
    /// from 3 s to 4 s.
    func device() -> ScriptedMotionSource {
        let source = ScriptedMotionSource(orientation: { t in
            let upright = CMQuaternion(angle: .pi / 2, axisX: 1, axisY: 0, axisZ: 0)
            // Turning about the axis out of the screen (device z): +90° puts the top to the left.
            return t < 1 ? upright : upright * CMQuaternion(angle: .pi / 2, axisX: 0, axisY: 0, axisZ: 1)
        })
        source.userAcceleration = { t in
            guard t >= 3, t < 4 else { return CMAcceleration(x: 0, y: 0, z: 0) }
            let phase: Double = sin(2 * Double.pi * 4 * t + 0.1)
            return CMAcceleration(x: phase >= 0 ? 2.5 : -2.5, y: 0, z: 0)
        }
        return source
    }

    /// Listing 4-1: a view controller that observes orientation changes while it is on screen. (On Linux,
    /// Foundation has no selector-based `addObserver`; the block form is the only change.)
    final class OrientationViewController: UIViewController {
        var seen: [UIDeviceOrientation] = []
        private var observer: (any NSObjectProtocol)?

        override func viewDidLoad() {
            super.viewDidLoad()
            UIDevice.current.beginGeneratingDeviceOrientationNotifications()
            observer = NotificationCenter.default.addObserver(
                forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
            ) { [weak self] _ in
                MainActor.assumeIsolated { self?.orientationChanged(UIDevice.current.orientation) }
            }
        }

        func orientationChanged(_ orientation: UIDeviceOrientation) { seen.append(orientation) }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            if let observer { NotificationCenter.default.removeObserver(observer) }
            observer = nil
            UIDevice.current.endGeneratingDeviceOrientationNotifications()
        }
    }

    @Test("EX-31 Listing 4-1: the observer sees portrait, then landscape; leaving the screen ends the notifications")
    func orientationObserver() {
        UIApplication.setShared(sim.application)
        let feed = DeviceMotionFeed(source: device(), application: sim.application, shakeInterval: nil)
        let window = sim.makeWindow()
        let vc = OrientationViewController()
        window.rootViewController = vc
        _ = vc.view  // viewDidLoad
        #expect(feed.isRunning)  // ORI-02: generating notifications turned the accelerometer on
        sim.advance(by: 2)
        #expect(vc.seen == [.portrait, .landscapeLeft])
        window.isHidden = true  // viewDidDisappear
        #expect(!UIDevice.current.isGeneratingDeviceOrientationNotifications)
        #expect(!feed.isRunning)  // ORI-05: the accelerometer may power down
        sim.advance(by: 2)
        #expect(vc.seen == [.portrait, .landscapeLeft])
    }

    /// Listing 4-3 (GLPaint): shaking erases the painting, by posting a notification from `motionEnded`.
    final class PaintingView: UIView {
        static let shake = Notification.Name("shake")
        override var canBecomeFirstResponder: Bool { true }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            if motion == .motionShake {
                NotificationCenter.default.post(Notification(name: Self.shake, object: self))
            }
        }
    }

    @Test("EX-32 Listing 4-3: a real shake of the device posts the erase notification once")
    func glPaint() {
        let feed = DeviceMotionFeed(source: device(), application: sim.application)
        let window = sim.makeWindow()
        let painting = PaintingView(frame: window.bounds)
        window.addSubview(painting)
        #expect(painting.becomeFirstResponder())  // EX-20 / SHK-05
        final class Count: @unchecked Sendable { var n = 0 }
        let erased = Count()
        let token = NotificationCenter.default.addObserver(forName: PaintingView.shake, object: painting, queue: nil) { _ in
            erased.n += 1
        }
        defer { NotificationCenter.default.removeObserver(token) }
        sim.advance(by: 2.5)
        #expect(erased.n == 0)  // turning the device is not a shake
        sim.advance(by: 3)
        #expect(erased.n == 1)
        feed.stop()
    }

    /// The blog's CustomShakeView (S3): a gray strip that shows a label when a shake begins.
    final class ShakeView: UIView {
        var label: UILabel?
        override var canBecomeFirstResponder: Bool { true }
        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            if motion == .motionShake {
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: bounds.width, height: 60))
                label.text = "phone was shaked"
                addSubview(label)
                self.label = label
            }
        }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
        override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    }

    final class ShakeViewController: UIViewController {
        var shakeView: ShakeView!
        /// Where to call `becomeFirstResponder`: the blog calls it in `viewWillAppear`; Listing 4-2 in
        /// `viewDidAppear`.
        var becomesFirstResponderWhenVisible = false
        override func viewDidLoad() {
            super.viewDidLoad()
            shakeView = ShakeView(frame: CGRect(x: 0, y: 250, width: view.bounds.width, height: 60))
            view.addSubview(shakeView)
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if !becomesFirstResponderWhenVisible { shakeView.becomeFirstResponder() }
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if becomesFirstResponderWhenVisible { shakeView.becomeFirstResponder() }
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            shakeView.resignFirstResponder()
        }
    }

    @Test("EX-33 / DIS-09 as the blog writes it (viewWillAppear) the view is not first responder and misses the shake; from viewDidAppear it shows \"phone was shaked\"")
    func customShakeView() {
        for whenVisible in [false, true] {
            let sim = TouchSimulator()
            let feed = DeviceMotionFeed(source: device(), application: sim.application)
            let window = sim.makeWindow()
            let vc = ShakeViewController()
            vc.becomesFirstResponderWhenVisible = whenVisible
            window.rootViewController = vc
            #expect(vc.shakeView.isFirstResponder == whenVisible)  // not yet in a window during viewWillAppear
            sim.advance(by: 3.2)
            #expect(vc.shakeView.label == nil)
            sim.advance(by: 0.5)
            if whenVisible {
                #expect(vc.shakeView.label?.text == "phone was shaked")
                #expect(vc.shakeView.label?.frame == CGRect(x: 0, y: 0, width: vc.shakeView.bounds.width, height: 60))
            } else {
                #expect(vc.shakeView.label == nil)  // the shake went to the window: shake-to-edit, not the view
            }
            feed.stop()
        }
    }
}
