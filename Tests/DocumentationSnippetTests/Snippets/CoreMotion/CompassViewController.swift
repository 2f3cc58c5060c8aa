import Tactile
import TactileMotion

final class CompassViewController: UIViewController {
    let manager = CMMotionManager()                   // UIApplication.shared and its motionSource

    override func viewDidLoad() {
        super.viewDidLoad()
        if manager.isDeviceMotionAvailable {
            manager.deviceMotionUpdateInterval = 1.0 / 60.0
            manager.startDeviceMotionUpdates(using: .xMagneticNorthZVertical, to: .main) { motion, error in
                guard let motion else { return }
                print(motion.attitude.yaw, motion.gravity, motion.userAcceleration, motion.heading)
            }
        }
    }
}
