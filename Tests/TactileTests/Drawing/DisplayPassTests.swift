import Foundation
import Testing
@testable import Tactile
import TactileTesting

class DrawCountingView: UIView {
    var rects: [CGRect] = []
    var onDraw: ((CGRect) -> Void)?
    override func draw(_ rect: CGRect) {
        rects.append(rect)
        onDraw?(rect)
    }
}

/// setNeedsDisplay(), draw(_:) and the display pass; the recording context (issue 16, deliverable 7).
@MainActor
@Suite("Display pass and recording context")
struct DisplayPassTests {
    @Test("a view draws once when it first enters a window, in a turn of its own, and not again until asked")
    func firstDisplay() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let v = DrawCountingView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        v.setNeedsDisplay()
        sim.advance(by: 1)
        #expect(v.rects.isEmpty)  // not in a window: nothing draws
        window.addSubview(v)
        #expect(v.rects.isEmpty && v.needsDisplay)  // never synchronously
        sim.advance(by: 0)
        #expect(v.rects == [CGRect(x: 0, y: 0, width: 40, height: 30)] && !v.needsDisplay)
        #expect(v.recordedDrawing == nil)  // it drew nothing, so no context was made
        sim.advance(by: 1)
        #expect(v.rects.count == 1)
    }

    @Test("setNeedsDisplay calls coalesce into one draw; setNeedsDisplay(_:) passes the union of the rectangles")
    func coalescing() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let v = DrawCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        sim.advance(by: 0)
        v.setNeedsDisplay()
        v.setNeedsDisplay()
        v.setNeedsDisplay()
        sim.advance(by: 0)
        #expect(v.rects.count == 2)
        v.setNeedsDisplay(CGRect(x: 10, y: 10, width: 10, height: 10))
        v.setNeedsDisplay(CGRect(x: 30, y: 30, width: 10, height: 10))
        sim.advance(by: 0)
        #expect(v.rects.last == CGRect(x: 10, y: 10, width: 30, height: 30))
        v.setNeedsDisplay(CGRect(x: 10, y: 10, width: 10, height: 10))
        v.setNeedsDisplay()
        sim.advance(by: 0)
        #expect(v.rects.last == v.bounds && v.rects.count == 4)
    }

    @Test("a view that asks for display while handling a touch draws at the end of that event's turn")
    func endOfTurn() {
        final class TouchDrawView: DrawCountingView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                log.append("began")
                setNeedsDisplay()
                log.append(rects.count == 1 ? "not yet drawn" : "drawn too early")
            }
        }
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let v = TouchDrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(v)
        sim.advance(by: 0)
        v.onDraw = { _ in v.log.append("draw") }
        let f = sim.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(v.log == ["began", "not yet drawn", "draw"])
        sim.lift(f)
        #expect(v.rects.count == 2)
    }

    @Test("a view that leaves its window before the pass is not drawn, and draws when it comes back")
    func removedBeforePass() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let v = DrawCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(v)
        v.removeFromSuperview()
        sim.advance(by: 0)
        #expect(v.rects.isEmpty && v.needsDisplay)
        window.addSubview(v)
        sim.advance(by: 0)
        #expect(v.rects.count == 1)
    }

    @Test("UIGraphicsGetCurrentContext is a recording context during draw(_:) and nil outside it")
    func currentContext() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let v = DrawCountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        var seen: CGContext?
        v.onDraw = { rect in
            seen = UIGraphicsGetCurrentContext()
            guard let ctx = UIGraphicsGetCurrentContext() else { return }
            UIColor.systemRed.setFill()
            ctx.fill(rect)
            ctx.setStrokeColor(UIColor.black.cgColor)
            ctx.setLineWidth(2)
            ctx.addEllipse(in: rect.insetBy(dx: 5, dy: 5))
            ctx.strokePath()
        }
        window.addSubview(v)
        #expect(UIGraphicsGetCurrentContext() == nil)
        sim.advance(by: 0)
        #expect(UIGraphicsGetCurrentContext() == nil)
        let ctx = try! #require(seen)
        #expect(v.recordedDrawing === ctx)
        #expect(ctx.commands == [
            .setFillColor(UIColor.systemRed.cgColor), .fill(v.bounds), .setStrokeColor(UIColor.black.cgColor),
            .setLineWidth(2), .addEllipse(in: CGRect(x: 5, y: 5, width: 40, height: 40)), .strokePath,
        ])
        #expect(ctx.isPathEmpty && ctx.lineWidth == 2)
    }

    @Test("the recording context keeps a graphics-state stack and a current path that painting consumes")
    func contextState() {
        let ctx = CGContext(bounds: CGRect(x: 0, y: 0, width: 100, height: 100))
        ctx.setLineWidth(3)
        ctx.saveGState()
        ctx.setLineWidth(9)
        ctx.translateBy(x: 10, y: 20)
        #expect(ctx.lineWidth == 9 && ctx.ctm == CGAffineTransform(translationX: 10, y: 20))
        ctx.restoreGState()
        #expect(ctx.lineWidth == 3 && ctx.ctm == .identity)
        ctx.move(to: CGPoint(x: 10, y: 10))
        ctx.addLine(to: CGPoint(x: 30, y: 50))
        #expect(!ctx.isPathEmpty && ctx.boundingBoxOfPath == CGRect(x: 10, y: 10, width: 20, height: 40))
        #expect(ctx.currentPointOfPath == CGPoint(x: 30, y: 50))
        ctx.fillPath()
        #expect(ctx.isPathEmpty && ctx.path == nil)
        #expect(ctx.commands.last == .fillPath(using: .winding))
        ctx.removeAllCommands()
        #expect(ctx.commands.isEmpty)
    }

    @Test("UIGraphicsImageRenderer and image contexts record into an image of the right size")
    func imageRenderer() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(image.drawing == [.setFillColor(UIColor.blue.cgColor), .fill(CGRect(x: 0, y: 0, width: 20, height: 10))])
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 8), false, 2)
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 8)).fill()
        let drawn = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(drawn?.scale == 2 && drawn?.drawing.contains(.fillPath(using: .winding)) == true)
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
    }
}
