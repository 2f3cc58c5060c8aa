import Tactile
import TactileTesting
import Testing

/// Runs the *Device orientation and shakes* article's view controller.
@MainActor
@Suite("Device orientation and shakes article")
struct OrientationNotificationsTests {
    @Test("loading the view turns orientation notifications on, and upright samples then read as portrait")
    func viewDidLoadBeginsNotifications() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()               // the simulator's application is shared
        #expect(!sim.application.device.isGeneratingDeviceOrientationNotifications)
        window.rootViewController = OrientationViewController()
        #expect(sim.application.device.isGeneratingDeviceOrientationNotifications)
        for _ in 0..<20 {
            sim.advance(by: 0.05)
            sim.sendAccelerometer(x: 0, y: -1, z: 0)
        }
        #expect(sim.application.device.orientation == .portrait)
    }
}
