import Tactile
import TactileTesting
import Testing

/// Runs the configuration example at the top of Docs/Behaviors.md.
@MainActor
@Suite("Behaviors: changing a chosen value")
struct QuickerDoubleTapsTests {
    @Test("the application's configuration and the recognizer's override both carry the 0.3 s multi-tap interval")
    func configurationIsApplied() throws {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        useQuickerDoubleTaps(in: sim.application, on: view)
        #expect(sim.application.configuration.multiTapInterval == 0.3)
        let doubleTap = try #require(view.gestureRecognizers?.first as? UITapGestureRecognizer)
        #expect(doubleTap.numberOfTapsRequired == 2)
        #expect(doubleTap.configurationOverride?.multiTapInterval == 0.3)
    }
}
