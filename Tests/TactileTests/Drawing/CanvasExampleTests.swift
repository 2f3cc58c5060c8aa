import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// The guide's drawing pattern, written as UIKit code: touches append points to a path, `setNeedsDisplay()`
/// asks for a redraw, `draw(_:)` strokes the path.
final class CanvasView: UIView {
    let path = UIBezierPath()
    var drawCount = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        path.move(to: touch.location(in: self))
        setNeedsDisplay()
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        path.addLine(to: touch.location(in: self))
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        drawCount += 1
        UIColor.systemBlue.setStroke()
        path.lineWidth = 4
        path.lineCapStyle = .round
        path.stroke()
    }
}

/// The drawing canvas driven by simulated touches (issue 16, deliverable 7).
@MainActor
@Suite("Drawing canvas example")
struct CanvasExampleTests {
    @Test("a drag draws a stroke under the finger: the recorded commands stroke the path through the finger's points")
    func dragDraws() throws {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let canvas = CanvasView(frame: CGRect(x: 20, y: 40, width: 280, height: 400))
        window.addSubview(canvas)
        sim.advance(by: 0)
        #expect(canvas.drawCount == 1)  // the first display, with an empty path

        let finger = sim.touchDown(at: CGPoint(x: 30, y: 50), in: canvas)
        #expect(canvas.drawCount == 2)  // drawn at the end of the touch-down's turn
        for i in 1...5 { sim.move(finger, to: CGPoint(x: 30 + CGFloat(i) * 10, y: 50 + CGFloat(i) * 20), in: canvas) }
        sim.lift(finger)
        #expect(canvas.drawCount == 7)  // one draw per turn that changed the path, none for the lift

        let drawing = try #require(canvas.recordedDrawing)
        let expected = CGMutablePath()
        expected.move(to: CGPoint(x: 30, y: 50))
        for i in 1...5 { expected.addLine(to: CGPoint(x: 30 + CGFloat(i) * 10, y: 50 + CGFloat(i) * 20)) }
        #expect(drawing.commands == [
            .setStrokeColor(UIColor.systemBlue.cgColor), .saveGState, .setLineWidth(4), .setLineCap(.round),
            .setLineJoin(.miter), .setMiterLimit(10), .addPath(expected), .strokePath, .restoreGState,
        ])
        #expect(canvas.path.bounds == CGRect(x: 30, y: 50, width: 50, height: 100))
    }

    @Test("a canvas outside the touch gets nothing and draws nothing new")
    func missDoesNotDraw() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let canvas = CanvasView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(canvas)
        sim.advance(by: 0)
        sim.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 250, y: 300))
        #expect(canvas.drawCount == 1 && canvas.path.isEmpty && canvas.recordedDrawing?.commands.contains(.strokePath) == true)
    }
}
