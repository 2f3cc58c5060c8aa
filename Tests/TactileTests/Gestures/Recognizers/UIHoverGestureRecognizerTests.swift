import Foundation
import Testing
@testable import Tactile
import TactileTesting

@MainActor
@Suite("UIHoverGestureRecognizer")
struct HoverGestureRecognizerTests {
    let sim = TouchSimulator()

    @Test("GRC-01 hover begins over the view, changes as the pointer moves, ends when it leaves; then again")
    func enterMoveExit() {
        let v = SingleViewScene(simulator: sim, viewFrame: CGRect(x: 100, y: 100, width: 100, height: 100)).view
        let hover = UIHoverGestureRecognizer()
        var log: [String] = []
        hover.addAction { r in
            let p = r.location(in: v)
            log.append("\(r.state) \(Int(p.x)),\(Int(p.y))")
        }
        v.addGestureRecognizer(hover)
        sim.hover(at: CGPoint(x: 50, y: 50))  // outside
        sim.hover(at: CGPoint(x: 110, y: 120))
        sim.hover(at: CGPoint(x: 150, y: 150))
        sim.hover(at: CGPoint(x: 250, y: 150))  // left the view
        sim.hover(at: CGPoint(x: 120, y: 120))
        sim.hoverExit()
        #expect(log == ["began 10,20", "changed 50,50", "ended 50,50", "began 20,20", "ended 20,20"])
        #expect(hover.state == .possible)
        #expect(hover.resetCount == 2)
    }

    @Test("hover recognizers do not block touch recognizers, and hovering delivers nothing to views")
    func independentOfTouches() {
        let scene = SingleViewScene(simulator: sim, recordingAs: "V")
        let (v, log) = (scene.view, scene.log)
        let hover = UIHoverGestureRecognizer()
        var hoverStates: [UIGestureRecognizer.State] = []
        hover.addAction { hoverStates.append($0.state) }
        v.addGestureRecognizer(hover)
        var taps = 0
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in taps += 1 }
        v.addGestureRecognizer(tap)
        sim.hover(at: CGPoint(x: 10, y: 10))
        sim.tap(at: CGPoint(x: 10, y: 10))
        #expect(hoverStates == [.began])
        #expect(taps == 1)
        #expect(log.lines == ["V.touchesBegan(t1)", "V.touchesCancelled(t1)"])
    }
}
