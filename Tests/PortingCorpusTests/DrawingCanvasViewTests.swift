import Foundation
import Tactile
import TactileTesting
import Testing

@testable import PortingCorpus

/// The drawing canvas: strokes follow the finger; `setNeedsDisplay()` leads to `draw(_:)` in the display pass
/// that ends the event's turn, as UIKit's run loop does.
@MainActor
@Suite("Corpus: DrawingCanvasView")
struct DrawingCanvasViewTests {
    final class CountingCanvas: DrawingCanvasView {
        var drawCount = 0
        override func draw(_ rect: CGRect) {
            drawCount += 1
            super.draw(rect)
        }
    }

    let stage = CorpusStage()
    let canvas = CountingCanvas(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    init() {
        stage.window.addSubview(canvas)
    }

    @Test("a drag becomes one stroke whose path runs from the touch-down point to the lift point")
    func dragMakesAStroke() {
        stage.makeCurrent()
        var changes = 0
        canvas.onStrokesChanged = { changes += 1 }
        canvas.strokeColor = .systemRed
        stage.sim.drag(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 110, y: 20))
        #expect(canvas.strokes.count == 1)
        #expect(changes == 1)
        let bounds = canvas.strokes[0].path.bounds
        #expect(isClose(bounds.minX, 10))
        #expect(isClose(bounds.maxX, 110))
        #expect(isClose(bounds.minY, 20))
        #expect(canvas.strokes[0].path.lineWidth == 4)
        #expect(canvas.strokes[0].color == .systemRed)
    }

    @Test("draw(_:) runs after touches asked for display, at most once per event, not during the touch handler")
    func drawRunsInTheDisplayPass() {
        stage.makeCurrent()
        // A view added to a window is drawn once in the next display pass, as in UIKit.
        stage.sim.advance(by: 0.1)
        #expect(canvas.drawCount == 1)
        #expect(canvas.recordedDrawing == nil, "nothing to draw yet")
        let before = canvas.drawCount
        let finger = stage.sim.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(canvas.drawCount == before + 1)
        stage.sim.advance(by: 1.0 / 60)
        stage.sim.move(finger, to: CGPoint(x: 60, y: 60))
        #expect(canvas.drawCount == before + 2)
        stage.sim.advance(by: 1.0 / 60)
        stage.sim.lift(finger)
        #expect(canvas.drawCount == before + 3)
        stage.sim.advance(by: 1)
        #expect(canvas.drawCount == before + 3, "nothing asked for display, so nothing is drawn")
        let commands = canvas.recordedDrawing?.commands ?? []
        #expect(commands.contains(.strokePath), "the stroke was drawn into the recording context")
        #expect(commands.contains(.setLineWidth(4)))
    }

    @Test("undo removes the last stroke, clear removes all; a cancelled touch leaves no stroke")
    func undoAndClear() {
        stage.makeCurrent()
        stage.sim.drag(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 110, y: 20))
        stage.sim.advance(by: 1)
        stage.sim.drag(from: CGPoint(x: 10, y: 60), to: CGPoint(x: 110, y: 60))
        #expect(canvas.strokes.count == 2)
        canvas.undo()
        #expect(canvas.strokes.count == 1)
        #expect(isClose(canvas.strokes[0].path.bounds.minY, 20))
        let finger = stage.sim.touchDown(at: CGPoint(x: 200, y: 200))
        stage.sim.advance(by: 0.1)
        stage.sim.cancel([finger])
        #expect(canvas.strokes.count == 1)
        canvas.clear()
        #expect(canvas.strokes.isEmpty)
    }
}
