import Tactile
import TactileMotion
import TactileTesting
import Testing

/// Runs the *Core Motion* article's view controller against the simulator's sensors.
@MainActor
@Suite("Core Motion article")
struct CompassViewControllerTests {
    @Test("loading the view starts device-motion updates from the shared application's sensors at 60 Hz")
    func viewDidLoadStartsDeviceMotion() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()               // the simulator's application is shared
        let controller = CompassViewController()
        #expect(controller.manager.isDeviceMotionAvailable)
        #expect(!controller.manager.isDeviceMotionActive)
        window.rootViewController = controller
        #expect(controller.manager.isDeviceMotionActive)
        #expect(controller.manager.deviceMotionUpdateInterval == 1.0 / 60.0)
        controller.manager.stopDeviceMotionUpdates()
    }
}
