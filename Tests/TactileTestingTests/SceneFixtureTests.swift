import Foundation
import Testing
import TactileTesting

// Tests for the scene fixtures of TactileTesting: SingleViewScene and GestureActionRecorder.

@MainActor
@Suite("SingleViewScene")
struct SingleViewSceneTests {
    @Test("the default scene: a shown, key 320 × 480 window of the simulator's application, one plain view filling it")
    func defaultScene() {
        let scene = SingleViewScene()
        #expect(scene.window.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scene.window.isKeyWindow)
        #expect(!scene.window.isHidden)
        #expect(scene.window.application === scene.simulator.application)
        #expect(UIApplication.shared === scene.simulator.application)
        #expect(scene.view.superview === scene.window)
        #expect(scene.view.frame == scene.window.bounds)
        #expect(!scene.view.isMultipleTouchEnabled)
    }

    @Test("window frame, view frame and multitouch are the ones given; a touch in the view reaches it")
    func givenFrames() {
        let scene = SingleViewScene(
            windowFrame: CGRect(x: 100, y: 50, width: 200, height: 300),
            viewFrame: CGRect(x: 10, y: 20, width: 50, height: 60),
            isMultipleTouchEnabled: true)
        #expect(scene.window.frame == CGRect(x: 100, y: 50, width: 200, height: 300))
        #expect(scene.view.frame == CGRect(x: 10, y: 20, width: 50, height: 60))
        #expect(scene.view.isMultipleTouchEnabled)
        // (5, 5) in the view is (15, 25) in the window, (115, 75) on the screen.
        #expect(scene.simulator.screenPoint(CGPoint(x: 5, y: 5), in: scene.view) == CGPoint(x: 115, y: 75))
        #expect(scene.window.hitTest(CGPoint(x: 15, y: 25), with: nil) === scene.view)
    }

    @Test("a scene shares a given simulator: two scenes, one application and clock")
    func sharedSimulator() {
        let sim = TouchSimulator()
        let first = SingleViewScene(simulator: sim)
        let second = SingleViewScene(simulator: sim)
        #expect(first.simulator === second.simulator)
        #expect(first.window !== second.window)
        #expect(first.window.application === second.window.application)
    }

    @Test("a recording scene logs the touches its view receives, under the given name")
    func recordingScene() {
        let scene = SingleViewScene(recordingAs: "V", isMultipleTouchEnabled: true)
        #expect(scene.view.name == "V")
        #expect(scene.log === scene.view.log)
        #expect(scene.view.isMultipleTouchEnabled)
        scene.simulator.tap(at: CGPoint(x: 100, y: 100), in: scene.view)
        #expect(scene.log.lines == ["V.touchesBegan(t1)", "V.touchesEnded(t1)"])
    }

    @Test("a recording scene writes to a given log")
    func recordingSceneGivenLog() {
        let log = EventLog()
        let scene = SingleViewScene(recordingAs: "R", log: log, viewFrame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(scene.log === log)
        scene.simulator.tap(at: CGPoint(x: 5, y: 5), in: scene.view)
        scene.simulator.tap(at: CGPoint(x: 50, y: 50))  // outside the view: the window gets it
        #expect(log.lines == ["R.touchesBegan(t1)", "R.touchesEnded(t1)"])
    }

    @Test("a scene with a view of your own class")
    func customView() {
        final class Marker: UIView {}
        let scene = SingleViewScene { bounds in Marker(frame: bounds.insetBy(dx: 10, dy: 10)) }
        #expect(type(of: scene.view) == Marker.self)
        #expect(scene.view.frame == CGRect(x: 10, y: 10, width: 300, height: 460))
        #expect(scene.view.superview === scene.window)
    }
}

@MainActor
@Suite("GestureActionRecorder")
struct GestureActionRecorderTests {
    @Test("attach adds the recognizer to the scene's view and records each action with state, virtual time and values")
    func recordsPan() {
        let scene = SingleViewScene()
        let sim = scene.simulator
        let pan = UIPanGestureRecognizer()
        let actions = scene.attach(pan) { [$0.translation(in: nil).x] }
        #expect(pan.view === scene.view)
        #expect(actions.count == 0)
        let t0 = sim.now
        let f = sim.touchDown(at: CGPoint(x: 100, y: 100), in: scene.view)
        for step in 1...5 {
            sim.advance(by: 0.02)
            sim.move(f, to: CGPoint(x: 100 + CGFloat(step) * 10, y: 100), in: scene.view)
        }
        sim.advance(by: 0.02)
        sim.lift(f)
        #expect(actions.states.first == .began)
        #expect(actions.states.last == .ended)
        #expect(actions.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(actions.count == actions.calls.count)
        #expect(actions.values(at: .ended) == [50])
        #expect(actions.values(at: .cancelled) == nil)
        #expect(actions.calls.last.map { abs($0.time - (t0 + 0.12)) < 1e-9 } == true)
        #expect(zip(actions.calls, actions.calls.dropFirst()).allSatisfy { $0.time <= $1.time })
    }

    @Test("the example of the Testing with virtual time article: a pan's states and final translation")
    func articleExample() {
        let scene = SingleViewScene(isMultipleTouchEnabled: true)
        let actions = scene.attach(UIPanGestureRecognizer()) { [$0.translation(in: nil).x] }
        scene.simulator.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), in: scene.view)
        #expect(actions.states.first == .began)
        #expect(actions.states.last == .ended)
        #expect(actions.values(at: .ended) == [100])
    }

    @Test("attach to another view; a recorder made directly records the same way")
    func otherViewAndDirect() {
        let scene = SingleViewScene()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scene.view.addSubview(other)
        let tap = UITapGestureRecognizer()
        let viaScene = scene.attach(tap, to: other)
        let direct = GestureActionRecorder(tap, clock: scene.simulator.scheduler)
        #expect(tap.view === other)
        scene.simulator.tap(at: CGPoint(x: 100, y: 100), in: scene.view)  // outside `other`
        #expect(viaScene.count == 0)
        scene.simulator.tap(at: CGPoint(x: 10, y: 10), in: other)
        #expect(viaScene.states == [.ended])
        #expect(direct.states == [.ended])
        #expect(viaScene.values(at: .ended) == [])
    }
}
