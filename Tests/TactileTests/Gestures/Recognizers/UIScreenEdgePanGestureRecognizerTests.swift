import Foundation
import Testing
@testable import Tactile
import TactileTesting

// UIScreenEdgePanGestureRecognizer, with UIKit's defaults and Tactile's documented thresholds
// (requirements GRC-01 to GRC-09; decisions DIS-01, GAP-05/06; research/gestures.md §3.2).
//
// Every boundary is tested on both sides, just under and just over the documented value, on virtual time.

@MainActor
@Suite("GRC-08 UIScreenEdgePanGestureRecognizer")
struct BuiltInScreenEdgePanRecognizerTests {
    /// A 320 × 480 window whose origin is (100, 50) on the screen: edges are measured in its coordinates.
    private let stage = SingleViewScene(windowFrame: CGRect(x: 100, y: 50, width: 320, height: 480), isMultipleTouchEnabled: true)
    var sim: TouchSimulator { stage.simulator }
    var view: UIView { stage.view }

    private func edgePan(_ edges: UIRectEdge) -> (UIScreenEdgePanGestureRecognizer, GestureActionRecorder) {
        let r = UIScreenEdgePanGestureRecognizer()
        r.edges = edges
        let actions = stage.attach(r) { r in [r.translation(in: nil).x, r.translation(in: nil).y] }
        return (r, actions)
    }

    /// Touches down at `start` (view = window coordinates), moves to `end` in steps, lifts.
    func drag(_ start: CGPoint, _ end: CGPoint, steps: Int = 6) {
        let f = sim.touchDown(at: start, in: view)
        for i in 1...steps {
            let t = CGFloat(i) / CGFloat(steps)
            sim.advance(by: 1.0 / 60.0)
            sim.move(f, to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t), in: view)
        }
        sim.lift(f)
        sim.advance(by: 0.5)
    }

    @Test("GRC-08 left edge, window coordinates: a touch 15 pt from the window's left edge (screen x 115) moving inwards begins")
    func leftEdgeInWindowCoordinates() {
        let (_, actions) = edgePan(.left)
        #expect(sim.screenPoint(CGPoint(x: 15, y: 200), in: view) == CGPoint(x: 115, y: 250))
        drag(CGPoint(x: 15, y: 200), CGPoint(x: 75, y: 200))
        #expect(actions.states.first == .began)
        #expect(actions.states.last == .ended)
    }

    @Test("GRC-08 / GAP-05 screenEdgeRegion 20 pt: a touch-down 19.5 pt from the edge begins, 20.5 pt fails at once")
    func regionBoundary() {
        let (r, actions) = edgePan(.left)
        drag(CGPoint(x: 19.5, y: 200), CGPoint(x: 80, y: 200))
        #expect(actions.states.first == .began)
        let count = actions.count
        let f = sim.touchDown(at: CGPoint(x: 20.5, y: 200), in: view)
        #expect(r.state == .failed)
        sim.move(f, to: CGPoint(x: 80, y: 200), in: view)
        sim.lift(f)
        #expect(actions.count == count)
    }

    @Test("GRC-08 a touch away from every allowed edge fails; so does one at an edge that is not allowed")
    func elsewhereFails() {
        let (_, actions) = edgePan(.left)
        drag(CGPoint(x: 160, y: 240), CGPoint(x: 260, y: 240))
        drag(CGPoint(x: 310, y: 240), CGPoint(x: 200, y: 240))  // the right edge is not allowed
        drag(CGPoint(x: 160, y: 10), CGPoint(x: 160, y: 100))  // nor the top
        #expect(actions.count == 0)
    }

    @Test("GRC-08 moving along the edge (not inwards) does not begin the gesture")
    func alongEdgeDoesNotBegin() {
        let (_, actions) = edgePan(.left)
        drag(CGPoint(x: 10, y: 100), CGPoint(x: 10, y: 300))
        drag(CGPoint(x: 10, y: 300), CGPoint(x: 15, y: 150))  // mostly along, 5 pt inwards
        #expect(actions.count == 0)
    }

    @Test("GRC-08 the right, top and bottom edges of a window not at the screen origin, each moving inwards")
    func otherEdges() {
        let (_, right) = edgePan(.right)
        drag(CGPoint(x: 305, y: 240), CGPoint(x: 240, y: 240))
        #expect(right.states.first == .began)
        stage.view.gestureRecognizers?.forEach { stage.view.removeGestureRecognizer($0) }

        let (_, top) = edgePan(.top)
        drag(CGPoint(x: 160, y: 12), CGPoint(x: 160, y: 80))
        #expect(top.states.first == .began)
        stage.view.gestureRecognizers?.forEach { stage.view.removeGestureRecognizer($0) }

        let (_, bottom) = edgePan(.bottom)
        drag(CGPoint(x: 160, y: 470), CGPoint(x: 160, y: 400))
        #expect(bottom.states.first == .began)
        drag(CGPoint(x: 160, y: 240), CGPoint(x: 160, y: 170))  // same motion, away from the edge
        #expect(bottom.states.filter { $0 == .began }.count == 1)
    }

    @Test("GRC-08 several allowed edges: [.left, .right] accepts both")
    func severalEdges() {
        let (_, actions) = edgePan([.left, .right])
        drag(CGPoint(x: 5, y: 240), CGPoint(x: 80, y: 240))
        drag(CGPoint(x: 315, y: 240), CGPoint(x: 240, y: 240))
        #expect(actions.states.filter { $0 == .began }.count == 2)
    }

    @Test("GRC-08 the translation of an edge pan is measured from the touch-down, like a pan's")
    func edgePanTranslation() {
        let (_, actions) = edgePan(.left)
        drag(CGPoint(x: 10, y: 200), CGPoint(x: 70, y: 230))
        let ended = actions.values(at: .changed)
        #expect(ended.map { isClose(CGPoint(x: $0[0], y: $0[1]), CGPoint(x: 60, y: 30)) } == true)
    }
}
