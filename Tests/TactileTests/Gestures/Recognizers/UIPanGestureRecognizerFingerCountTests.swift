import Foundation
import Testing
import Tactile
import TactileTesting

/// How `UIPanGestureRecognizer` handles fingers being added, lifted, or exceeding ``maximumNumberOfTouches``
/// (requirements GRC-06, GRC-09; issue 16's behaviour fixes).
@MainActor
@Suite("Pan: finger count changes and maximumNumberOfTouches")
struct PanFingerCountTests {
    let sim = TouchSimulator()
    let view: UIView
    let pan = UIPanGestureRecognizer()
    /// The state and window translation at each action.
    var calls: [(state: UIGestureRecognizer.State, translation: CGPoint, velocity: CGPoint)] { recorder.calls }
    private let recorder = Recorder()

    @MainActor
    private final class Recorder {
        var calls: [(state: UIGestureRecognizer.State, translation: CGPoint, velocity: CGPoint)] = []
        func handle(_ pan: UIPanGestureRecognizer) {
            calls.append((pan.state, pan.translation(in: nil), pan.velocity(in: nil)))
        }
    }

    init() {
        view = SingleViewScene(simulator: sim, isMultipleTouchEnabled: true).view
        view.addGestureRecognizer(pan)
        pan.addTarget(recorder, action: Recorder.handle)
    }

    func step() { sim.advance(by: 1.0 / 60.0) }

    // MARK: Rebasing when a finger lifts before the pan begins

    @Test("a finger lifting from two stationary fingers while the pan is possible rebases onto the remaining one")
    func liftWhilePossibleRebases() {
        let fingers = sim.touchDown(at: [CGPoint(x: 100, y: 200), CGPoint(x: 300, y: 200)])
        step()
        sim.lift(fingers[1])  // the centroid jumps from (200, 200) to (100, 200)
        #expect(pan.state == .possible)
        step()
        sim.move(fingers[0], to: CGPoint(x: 105, y: 200))
        // Before the fix the 100 pt jump counted as movement: the pan began here with a translation of -95.
        #expect(pan.state == .possible)
        #expect(calls.isEmpty)
        step()
        sim.move(fingers[0], to: CGPoint(x: 115, y: 200))
        #expect(calls.map(\.state) == [.began])
        let began = calls.first
        #expect(began.map { abs($0.translation.x - 15) < 1e-6 && abs($0.translation.y) < 1e-6 } == true)
        // 5 then 10 pt per 1/60 s: a few hundred points per second, not the 10,000 of a counted jump.
        #expect(began.map { abs($0.velocity.x) < 1_000 && abs($0.velocity.y) < 1 } == true)
        sim.lift(fingers[0])
        #expect(calls.map(\.state) == [.began, .ended])
        #expect(calls.last.map { abs($0.translation.x - 15) < 1e-6 } == true)
    }

    @Test("a finger lifting while possible keeps the hysteresis measured from the remaining finger")
    func liftWhilePossibleKeepsHysteresis() {
        let fingers = sim.touchDown(at: [CGPoint(x: 100, y: 200), CGPoint(x: 100, y: 400)])
        step()
        sim.lift(fingers[0])  // the centroid jumps 100 pt down
        step()
        sim.move(fingers[1], to: CGPoint(x: 100, y: 409))
        #expect(pan.state == .possible)
        step()
        sim.move(fingers[1], to: CGPoint(x: 100, y: 411))
        #expect(calls.map(\.state) == [.began])
        #expect(calls.first.map { abs($0.translation.y - 11) < 1e-6 } == true)
    }

    // MARK: Finger count changes after the pan began (UIKit keeps the translation continuous)

    @Test("after the pan began, a finger landing and lifting keeps translation continuous and velocity sane")
    func fingerChangesAfterBeganAreContinuous() {
        let f1 = sim.touchDown(at: CGPoint(x: 100, y: 200))
        step()
        sim.move(f1, to: CGPoint(x: 120, y: 200))
        #expect(calls.map(\.state) == [.began])
        step()
        let f2 = sim.touchDown(at: CGPoint(x: 220, y: 300))  // the centroid jumps by (50, 50)
        #expect(abs(pan.translation(in: nil).x - 20) < 1e-6 && abs(pan.translation(in: nil).y) < 1e-6)
        step()
        sim.move([(f1, CGPoint(x: 125, y: 200)), (f2, CGPoint(x: 225, y: 300))])
        #expect(abs(pan.translation(in: nil).x - 25) < 1e-6)
        #expect(abs(pan.velocity(in: nil).x) < 1_000 && abs(pan.velocity(in: nil).y) < 1_000)
        step()
        sim.lift(f2)  // the centroid jumps back by (-50, -50)
        #expect(abs(pan.translation(in: nil).x - 25) < 1e-6 && abs(pan.translation(in: nil).y) < 1e-6)
        step()
        sim.move(f1, to: CGPoint(x: 130, y: 200))
        #expect(abs(pan.translation(in: nil).x - 30) < 1e-6 && abs(pan.translation(in: nil).y) < 1e-6)
        #expect(abs(pan.velocity(in: nil).x) < 1_000 && abs(pan.velocity(in: nil).y) < 1_000)
        sim.lift(f1)
        #expect(calls.last?.state == .ended)
    }

    // MARK: maximumNumberOfTouches

    @Test("maximumNumberOfTouches 1: two fingers that land together and move do not pan")
    func maximumOneTwoFingersTogether() {
        pan.maximumNumberOfTouches = 1
        let fingers = sim.touchDown(at: [CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 200)])
        for i in 1...6 {
            step()
            sim.move([(fingers[0], CGPoint(x: 100 + 10 * i, y: 200)), (fingers[1], CGPoint(x: 200 + 10 * i, y: 200))])
        }
        // Before the fix one finger was ignored and the other panned: [.began, .changed, …].
        #expect(calls.isEmpty)
        // Too many fingers while the pan was possible: it failed, and stays failed until the fingers lift.
        #expect(pan.state == .failed)
        sim.lift(fingers)
        sim.advance(by: 1)
        #expect(calls.isEmpty)
        #expect(pan.state == .possible)
        // A one-finger drag afterwards pans.
        sim.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200), duration: 0.2)
        #expect(calls.first?.state == .began && calls.last?.state == .ended)
    }

    @Test("maximumNumberOfTouches 1: a second finger landing before the first moved also prevents the pan")
    func maximumOneSecondFingerWhilePossible() {
        pan.maximumNumberOfTouches = 1
        let f1 = sim.touchDown(at: CGPoint(x: 100, y: 200))
        step()
        let f2 = sim.touchDown(at: CGPoint(x: 200, y: 300))
        step()
        sim.move(f1, to: CGPoint(x: 140, y: 200))
        #expect(calls.isEmpty)
        sim.lift([f1, f2])
        #expect(calls.isEmpty)
    }

    @Test("maximumNumberOfTouches 2: three fingers do not pan; two do")
    func maximumTwo() {
        pan.maximumNumberOfTouches = 2
        let three = sim.touchDown(at: [CGPoint(x: 100, y: 200), CGPoint(x: 150, y: 200), CGPoint(x: 200, y: 200)])
        for i in 1...4 {
            step()
            sim.move(three.map { f in (f, CGPoint(x: 100 + 50 * CGFloat(f.id - three[0].id) + 10 * CGFloat(i), y: 200)) })
        }
        sim.lift(three)
        #expect(calls.isEmpty)
        sim.advance(by: 1)
        let two = sim.touchDown(at: [CGPoint(x: 100, y: 200), CGPoint(x: 150, y: 200)])
        for i in 1...4 {
            step()
            sim.move([(two[0], CGPoint(x: 100 + 10 * i, y: 200)), (two[1], CGPoint(x: 150 + 10 * i, y: 200))])
        }
        sim.lift(two)
        #expect(calls.first?.state == .began && calls.last?.state == .ended)
    }

    @Test("maximumNumberOfTouches 1: once the pan has begun a further finger is ignored and the pan goes on")
    func maximumOneFingerAfterBegan() {
        pan.maximumNumberOfTouches = 1
        let f1 = sim.touchDown(at: CGPoint(x: 100, y: 200))
        step()
        sim.move(f1, to: CGPoint(x: 120, y: 200))
        #expect(calls.map(\.state) == [.began])
        let f2 = sim.touchDown(at: CGPoint(x: 200, y: 300))
        #expect(pan.numberOfTouches == 1)
        step()
        sim.move(f2, to: CGPoint(x: 260, y: 300))
        #expect(abs(pan.translation(in: nil).x - 20) < 1e-6 && abs(pan.translation(in: nil).y) < 1e-6)
        step()
        sim.move(f1, to: CGPoint(x: 130, y: 200))
        #expect(abs(pan.translation(in: nil).x - 30) < 1e-6)
        sim.lift(f1)
        #expect(calls.last?.state == .ended)
        sim.lift(f2)
        sim.advance(by: 1)
        #expect(pan.state == .possible)
    }
}
