import Foundation
import Tactile
import TactileMotion
import TactileTesting
import Testing

@testable import PortingCorpus

/// The Core Motion user: `CMMotionManager()` finds the application's motion source, device-motion updates
/// arrive on the main queue at the requested rate, and the ball rolls downhill until it rests against a wall.
@MainActor
@Suite("Corpus: TiltBallController")
struct TiltBallControllerTests {
    let stage = CorpusStage()
    let ball = UIView(frame: CGRect(x: 140, y: 220, width: 40, height: 40))
    let container = CGRect(x: 0, y: 0, width: 320, height: 480)
    let source: ScriptedMotionSource

    /// A device rolled by half a radian about its y axis (the long edge), held still.
    init() {
        source = ScriptedMotionSource(orientation: { _ in
            CMQuaternion(angle: 0.5, axisX: 0, axisY: 1, axisZ: 0)
        })
        stage.window.addSubview(ball)
    }

    /// Makes the stage's application the shared one, and this test's motion source its source, which
    /// `CMMotionManager()` then uses.
    func makeCurrent() {
        stage.makeCurrent()
        stage.sim.application.motionSource = source
    }

    /// The sign of gravity's x component in the device frame, as the accelerometer reports it.
    var downhill: CGFloat {
        source.sample(.accelerometer, at: stage.sim.now).x > 0 ? 1 : -1
    }

    @Test("the ball rolls downhill, ends resting against that wall, and does not move vertically")
    func rollsDownhill() {
        makeCurrent()
        let controller = TiltBallController(ballView: ball, containerBounds: container)
        controller.start()
        #expect(controller.isRunning)
        stage.sim.advance(by: 0.25)
        let early = ball.center.x - 160
        #expect(early * downhill > 1, "after a quarter second the ball has started rolling downhill")
        stage.sim.advance(by: 5)
        let wall = downhill > 0 ? container.maxX - 20 : container.minX + 20
        #expect(isClose(ball.center.x, wall, within: 1))
        #expect(isClose(ball.center.y, 240, within: 1))
        #expect(controller.updateCount > 250, "60 updates a second for five seconds")
        controller.stop()
    }

    @Test("stop() ends the updates: the ball stays where it is")
    func stop() {
        makeCurrent()
        let controller = TiltBallController(ballView: ball, containerBounds: container)
        controller.start()
        stage.sim.advance(by: 0.3)
        controller.stop()
        #expect(!controller.isRunning)
        let resting = ball.center
        let updates = controller.updateCount
        stage.sim.advance(by: 1)
        #expect(ball.center == resting)
        #expect(controller.updateCount == updates)
    }

    @Test("without a motion source, device motion is unavailable and start() does nothing")
    func unavailable() {
        stage.makeCurrent()
        stage.sim.application.motionSource = nil
        let controller = TiltBallController(ballView: ball, containerBounds: container)
        controller.start()
        #expect(!controller.isRunning)
        stage.sim.advance(by: 1)
        #expect(ball.center == CGPoint(x: 160, y: 240))
    }
}
