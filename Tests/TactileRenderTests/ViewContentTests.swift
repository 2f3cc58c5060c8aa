import Foundation
import Tactile
import TactileExamples
import TactileTesting
import Testing

@testable import TactileRender

@MainActor
@Suite struct ViewContentTests {
    @Test func aSystemButtonDimsItsTitleWhileHighlighted() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        button.setTitle("Tap me", for: .normal)
        window.addSubview(button)
        let builder = DisplayListBuilder(window: window)
        builder.update()
        func titleAlpha() -> Double? {
            for step in builder.list.items[1].content { if case .text(let t) = step { return t.color.alpha } }
            return nil
        }
        #expect(titleAlpha() == 1)
        let finger = sim.touchDown(at: CGPoint(x: 100, y: 72))
        builder.update()
        #expect(button.isHighlighted)
        #expect(builder.list.changes.changedIDs == [button.renderID])
        #expect(abs((titleAlpha() ?? 0) - 0.2) < 1e-9)
        sim.lift(finger)
        builder.update()
        #expect(titleAlpha() == 1)
    }

    @Test func aSwitchDrawsItsKnobOnTheSideOfItsValue() {
        let control = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        func knobMinX() -> CGFloat? {
            for step in ViewContent.defaultContent(for: control) {
                if case .fill(let path, let color, _) = step, color == ControlContent.white,
                    case .move(let p) = path.elements.first
                {
                    return p.x
                }
            }
            return nil
        }
        let off = knobMinX()
        control.isOn = true
        let on = knobMinX()
        #expect(off != nil && on != nil)
        #expect((on ?? 0) > (off ?? 0) + 15)
    }

    @Test func anImageViewPlacesItsImageByContentMode() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
        }
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        view.contentMode = .scaleAspectFit
        guard case .image(let shown) = ViewContent.defaultContent(for: view).first else {
            Issue.record("no image")
            return
        }
        #expect(shown.rect == CGRect(x: 0, y: 25, width: 100, height: 50))
        #expect(shown.drawing.count == 1)
        view.contentMode = .center
        guard case .image(let centred) = ViewContent.defaultContent(for: view).first else { return }
        #expect(centred.rect == CGRect(x: 30, y: 40, width: 40, height: 20))
    }

    @Test func drawingCallsBecomeFillsStrokesAndTransforms() {
        let context = CGContext(bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
        context.saveGState()
        context.translateBy(x: 5, y: 0)
        context.setStrokeColor(UIColor.blue.cgColor)
        context.setLineWidth(3)
        context.setLineCap(.round)
        context.setLineDash(phase: 1, lengths: [2, 2])
        context.move(to: .zero)
        context.addLine(to: CGPoint(x: 5, y: 5))
        context.strokePath()
        context.restoreGState()
        context.setAlpha(0.5)
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        let content = DrawingTranslator.content(of: context.commands)
        #expect(content.count == 5)
        #expect(content[0] == .save)
        #expect(content[1] == .concatenate(.translation(5, 0)))
        #expect(content[2] == .stroke(DisplayPath(elements: [.move(.zero), .line(CGPoint(x: 5, y: 5))]),
            DisplayStroke(color: DisplayColor(UIColor.blue), lineWidth: 3, lineCap: "round", dash: [2, 2], dashPhase: 1)))
        #expect(content[3] == .restore)
        #expect(content[4] == .fill(DisplayPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)),
            DisplayColor(red: 0, green: 0, blue: 0, alpha: 0.5), .winding))
    }

    @Test func theContentProviderReplacesTactilesDrawing() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "replace me"
        window.addSubview(label)
        let builder = DisplayListBuilder(window: window)
        let mark = DisplayContent.fill(DisplayPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)), .clear, .winding)
        builder.contentProvider = { view in view is UILabel ? [mark] : nil }
        builder.update()
        #expect(builder.list.items[1].content == [mark])
    }

    @Test func thePhotoViewersPictureFollowsThePinchRotationAndPan() {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scene = PhotoViewerScene(window: window)
        let builder = DisplayListBuilder(window: window)
        builder.update()
        func pictureItem() -> DisplayItem? { builder.list.items.first { $0.id == scene.picture.renderID } }
        let before = pictureItem()
        #expect(before?.frame.width ?? 0 > 300)
        #expect(before?.content.isEmpty == false)
        sim.pinch(center: CGPoint(x: 195, y: 422), scale: 1.5)
        builder.update()
        let after = pictureItem()
        #expect(scene.zoom > 1.3)
        #expect((after?.frame.width ?? 0) > (before?.frame.width ?? 0) * 1.3)
        #expect(builder.list.changes.changedIDs.contains(scene.picture.renderID))
        // The pinch only moved the picture: its drawn content is the same.
        #expect(after?.content == before?.content)
        sim.tap(at: CGPoint(x: 195, y: 300))
        sim.advance(by: 0.5)
        builder.update()
        #expect(!scene.controlsVisible)
        #expect(!builder.list.items.contains { $0.id == scene.titleBar.renderID })
    }
}
