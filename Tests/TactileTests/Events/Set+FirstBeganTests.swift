import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// Which touch a control tracks when two fingers land on it in one frame: UIKit hands the touches over as a set, and
/// taking `first` of it chose by the set's hashing, so the choice changed from run to run with the touches'
/// addresses. The first finger the digitizer reported is tracked, every time.
@MainActor
@Suite("The first touch of a set: the first that began")
struct SetFirstBeganTests {
    final class TrackingControl: UIControl {
        var trackedAt: [CGPoint] = []
        override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
            trackedAt.append(touch.location(in: self))
            return super.beginTracking(touch, with: event)
        }
    }

    @Test("TD-01 / CTL-01 two fingers landing on a control in one frame: the first reported is tracked, on every run")
    func controlTracksFirstReported() {
        let points = [CGPoint(x: 20, y: 20), CGPoint(x: 120, y: 60), CGPoint(x: 60, y: 140)]
        for _ in 0..<30 {
            let scene = SingleViewScene(viewFrame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let control = TrackingControl(frame: scene.view.bounds)
            control.isMultipleTouchEnabled = true
            scene.view.addSubview(control)
            let fingers = scene.simulator.touchDown(at: points, in: control)
            scene.simulator.lift(fingers)
            #expect(control.trackedAt == [points[0]])
        }
    }

    @Test("touches are numbered in the order they began; a snapshot keeps its touch's number")
    func beganOrderFollowsCreation() throws {
        let scene = SingleViewScene(isMultipleTouchEnabled: true)
        let first = scene.simulator.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10)], in: scene.view)
        let later = scene.simulator.touchDown(at: CGPoint(x: 90, y: 10), in: scene.view)
        let touches = try #require(scene.simulator.application.touchesEvent.allTouches)
        let ordered = touches.sorted { $0.beganOrder < $1.beganOrder }.map { $0.location(in: scene.view).x }
        #expect(ordered == [10, 50, 90])
        #expect(touches.firstBegan?.location(in: scene.view).x == 10)
        scene.simulator.lift(first + [later])
    }
}
