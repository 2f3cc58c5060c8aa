import Foundation
import Testing
@testable import Tactile
import TactileTesting

// UISwipeGestureRecognizer, with UIKit's defaults and Tactile's documented thresholds
// (requirements GRC-01 to GRC-09; decisions DIS-01, GAP-05/06; research/gestures.md §3.2).
//
// Every boundary is tested on both sides, just under and just over the documented value, on virtual time.

/// One swipe direction and a 60 pt travel along it.
enum GRCSwipeCase: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case right, left, up, down

    var testDescription: String { rawValue }

    @MainActor var direction: UISwipeGestureRecognizer.Direction {
        switch self {
        case .right: .right
        case .left: .left
        case .up: .up
        case .down: .down
        }
    }

    var travel: CGVector {
        switch self {
        case .right: CGVector(dx: 60, dy: 0)
        case .left: CGVector(dx: -60, dy: 0)
        case .up: CGVector(dx: 0, dy: -60)
        case .down: CGVector(dx: 0, dy: 60)
        }
    }
}

@MainActor
@Suite("GRC-03 UISwipeGestureRecognizer")
struct BuiltInSwipeRecognizerTests {
    private let stage = SingleViewScene(isMultipleTouchEnabled: true)
    var sim: TouchSimulator { stage.simulator }
    var view: UIView { stage.view }
    let c = CGPoint(x: 160, y: 240)

    func swipe(_ travel: CGVector, duration: TimeInterval = 0.08) {
        sim.swipe(from: c, to: CGPoint(x: c.x + travel.dx, y: c.y + travel.dy), in: view, duration: duration)
        sim.advance(by: 0.5)
    }

    @Test("GRC-09 defaults: direction .right, numberOfTouchesRequired 1")
    func defaults() {
        let s = UISwipeGestureRecognizer()
        #expect(s.direction == .right)
        #expect(s.numberOfTouchesRequired == 1)
    }

    @Test("GRC-03 the default recognizer recognizes a right swipe only")
    func defaultIsRight() {
        let s = UISwipeGestureRecognizer()
        let actions = stage.attach(s)
        swipe(CGVector(dx: -60, dy: 0))
        swipe(CGVector(dx: 0, dy: 60))
        #expect(actions.count == 0)
        swipe(CGVector(dx: 60, dy: 0))
        #expect(actions.states == [.ended])
    }

    @Test("GRC-03 each direction is recognized, and the opposite and perpendicular swipes are not", arguments: GRCSwipeCase.allCases)
    func eachDirection(_ swipeCase: GRCSwipeCase) {
        let s = UISwipeGestureRecognizer()
        s.direction = swipeCase.direction
        let actions = stage.attach(s)
        let t = swipeCase.travel
        swipe(CGVector(dx: -t.dx, dy: -t.dy))  // opposite
        swipe(CGVector(dx: t.dy, dy: t.dx))  // perpendicular
        swipe(CGVector(dx: -t.dy, dy: -t.dx))  // the other perpendicular
        #expect(actions.count == 0)
        swipe(t)
        #expect(actions.states == [.recognized])
    }

    @Test("GRC-03 several directions in one recognizer: [.left, .right] takes both, not up")
    func severalDirections() {
        let s = UISwipeGestureRecognizer()
        s.direction = [.left, .right]
        let actions = stage.attach(s)
        swipe(CGVector(dx: 60, dy: 0))
        swipe(CGVector(dx: -60, dy: 0))
        swipe(CGVector(dx: 0, dy: -60))
        #expect(actions.count == 2)
    }

    @Test("GRC-03 / GAP-05 swipeMaximumAngle 20°: 19° off the axis is a swipe, 21° is not (either side of the axis)")
    func angleBoundary() {
        let s = UISwipeGestureRecognizer()
        let actions = stage.attach(s)
        func travel(degrees: CGFloat) -> CGVector {
            let a = degrees * .pi / 180
            return CGVector(dx: 60 * cos(a), dy: 60 * sin(a))
        }
        swipe(travel(degrees: 21))
        swipe(travel(degrees: -21))
        swipe(travel(degrees: 45))
        #expect(actions.count == 0)
        swipe(travel(degrees: 19))
        swipe(travel(degrees: -19))
        #expect(actions.count == 2)
    }

    @Test("GRC-03 / GAP-05 swipeMinimumDistance 24 pt: 23.5 pt is not yet a swipe, 24.5 pt is, with the finger still down")
    func distanceBoundaryAndRecognizedBeforeLift() {
        let s = UISwipeGestureRecognizer()
        let actions = stage.attach(s)
        let f = sim.touchDown(at: c, in: view)
        sim.advance(by: 0.02)
        sim.move(f, to: CGPoint(x: c.x + 23.5, y: c.y), in: view)
        #expect(actions.count == 0)
        #expect(s.state == .possible)
        sim.advance(by: 0.02)
        sim.move(f, to: CGPoint(x: c.x + 24.5, y: c.y), in: view)
        #expect(actions.states == [.recognized])  // before the lift
        sim.advance(by: 0.02)
        sim.move(f, to: CGPoint(x: c.x + 80, y: c.y), in: view)
        sim.lift(f)
        #expect(actions.count == 1)  // discrete: nothing more
    }

    @Test("GRC-03 / GAP-05 swipeMaximumDuration 0.25 s: reaching 24 pt at 0.24 s is a swipe, at 0.26 s is not")
    func durationBoundary() {
        let s = UISwipeGestureRecognizer()
        let actions = stage.attach(s)
        var t0 = sim.now
        var f = sim.touchDown(at: c, in: view)
        sim.scheduler.advance(to: t0 + 0.12)
        sim.move(f, to: CGPoint(x: c.x + 12, y: c.y), in: view)
        sim.scheduler.advance(to: t0 + 0.24)
        sim.move(f, to: CGPoint(x: c.x + 25, y: c.y), in: view)
        #expect(actions.count == 1)
        sim.lift(f)
        sim.advance(by: 1)

        t0 = sim.now
        f = sim.touchDown(at: c, in: view)
        sim.scheduler.advance(to: t0 + 0.12)
        sim.move(f, to: CGPoint(x: c.x + 12, y: c.y), in: view)
        sim.scheduler.advance(to: t0 + 0.26)
        sim.move(f, to: CGPoint(x: c.x + 25, y: c.y), in: view)
        sim.lift(f)
        sim.advance(by: 1)
        #expect(actions.count == 1)
    }

    @Test("GRC-03 a slow drag (80 pt/s: 20 pt after 0.25 s) is not a swipe even though it travels far")
    func slowDragFails() {
        let s = UISwipeGestureRecognizer()
        let actions = stage.attach(s)
        swipe(CGVector(dx: 80, dy: 0), duration: 1.0)
        #expect(actions.count == 0)
    }

    @Test("GRC-03 lifting before reaching the distance fails")
    func liftTooEarly() {
        let s = UISwipeGestureRecognizer()
        let actions = stage.attach(s)
        swipe(CGVector(dx: 20, dy: 0), duration: 0.05)
        #expect(actions.count == 0)
    }

    @Test("GRC-03 / DIS-01 discrete: exactly one action, never .began or .changed")
    func discrete() {
        let s = UISwipeGestureRecognizer()
        let actions = stage.attach(s)
        swipe(CGVector(dx: 150, dy: 0), duration: 0.15)
        #expect(actions.states == [.ended])
        #expect(s.state == .possible)
    }

    @Test("GRC-09 numberOfTouchesRequired 2: two fingers swiping together are recognized; one finger is not; three are not")
    func twoFingers() {
        let s = UISwipeGestureRecognizer()
        s.numberOfTouchesRequired = 2
        let actions = stage.attach(s)
        swipe(CGVector(dx: 60, dy: 0))
        #expect(actions.count == 0)
        func fingers(_ n: Int) {
            sim.perform(
                (0..<n).map { i in
                    TouchPath(
                        from: CGPoint(x: 60, y: 150 + CGFloat(i) * 40), to: CGPoint(x: 140, y: 150 + CGFloat(i) * 40),
                        duration: 0.08)
                }, in: view)
            sim.advance(by: 0.5)
        }
        fingers(3)
        #expect(actions.count == 0)
        fingers(2)
        #expect(actions.states == [.ended])
    }

    @Test("GAP-05 swipe thresholds via application.configuration and via configurationOverride")
    func thresholdOverrides() {
        var app = sim.application.configuration
        app.swipeMinimumDistance = 50
        sim.application.configuration = app
        let s = UISwipeGestureRecognizer()
        let actions = stage.attach(s)
        swipe(CGVector(dx: 40, dy: 0))
        #expect(actions.count == 0)
        swipe(CGVector(dx: 70, dy: 0))
        #expect(actions.count == 1)
        var own = TactileConfiguration()
        own.swipeMinimumDistance = 15
        s.configurationOverride = own
        swipe(CGVector(dx: 20, dy: 0))
        #expect(actions.count == 2)
    }
}
