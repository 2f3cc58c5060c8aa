import Foundation
import Testing
@testable import Tactile

// Setting `frame` while `transform` is not the identity (issue 16, behaviour fix): UIKit sizes `bounds` so that the
// transformed bounds fill the frame (Core Animation's `setFrame:` maps the frame back through the inverse
// transform), and keeps `center` at the frame's centre. These cases passed on real iOS.

fileprivate func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }
fileprivate func close(_ a: CGPoint, _ b: CGPoint) -> Bool { close(a.x, b.x) && close(a.y, b.y) }
fileprivate func close(_ a: CGSize, _ b: CGSize) -> Bool { close(a.width, b.width) && close(a.height, b.height) }
fileprivate func close(_ a: CGRect, _ b: CGRect) -> Bool { close(a.origin, b.origin) && close(a.size, b.size) }

@Suite("Setting frame under a transform")
@MainActor
struct FrameUnderTransformTests {
    @Test("a scaled view given a frame gets bounds of frame size / scale, and the frame reads back")
    func scaledFrameSizesBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 10, y: 20, width: 100, height: 60)
        #expect(close(view.bounds.size, CGSize(width: 50, height: 30)))
        #expect(close(view.center, CGPoint(x: 60, y: 50)))
        #expect(close(view.frame, CGRect(x: 10, y: 20, width: 100, height: 60)))
    }

    @Test("HIT-03 a scaled view given a frame is hit inside that frame and not outside it")
    func scaledFrameHitTest() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(root.hitTest(CGPoint(x: 95, y: 95), with: nil) === view)
        #expect(root.hitTest(CGPoint(x: 5, y: 5), with: nil) === view)
        #expect(root.hitTest(CGPoint(x: 110, y: 110), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 50), with: nil) === root)
    }

    @Test("HIT-03 a subview of a scaled view given a frame is hit where the scale puts it")
    func scaledFrameSubviewHitTest() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        // bounds is 100 × 100; a subview covering its lower-right quarter covers (100…200) in root.
        let quarter = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        view.addSubview(quarter)
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === quarter)
        #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === view)
        #expect(root.hitTest(CGPoint(x: 250, y: 250), with: nil) === root)
    }

    @Test("conversion maps a scaled view's bounds corners onto the frame it was given")
    func scaledFrameConversion() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: .zero)
        root.addSubview(view)
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        view.frame = CGRect(x: 20, y: 40, width: 100, height: 50)
        #expect(close(view.bounds.size, CGSize(width: 200, height: 100)))
        #expect(close(view.convert(CGPoint(x: 0, y: 0), to: root), CGPoint(x: 20, y: 40)))
        #expect(close(view.convert(CGPoint(x: 200, y: 100), to: root), CGPoint(x: 120, y: 90)))
        #expect(close(view.convert(CGPoint(x: 120, y: 90), from: root), CGPoint(x: 200, y: 100)))
        #expect(close(view.convert(view.bounds, to: root), CGRect(x: 20, y: 40, width: 100, height: 50)))
    }

    @Test("a view rotated a quarter turn given a frame gets bounds with width and height swapped")
    func quarterTurnSwapsBounds() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: .zero)
        root.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.frame = CGRect(x: 100, y: 100, width: 80, height: 20)
        #expect(close(view.bounds.size, CGSize(width: 20, height: 80)))
        #expect(close(view.frame, CGRect(x: 100, y: 100, width: 80, height: 20)))
        #expect(root.hitTest(CGPoint(x: 175, y: 110), with: nil) === view)
        #expect(root.hitTest(CGPoint(x: 110, y: 150), with: nil) === root)
    }

    @Test("a rotated and scaled view given a frame maps the frame back through the inverse transform")
    func rotationUsesInverseBoundingBox() {
        let view = UIView(frame: .zero)
        view.transform = CGAffineTransform(rotationAngle: .pi / 4).scaledBy(x: 2, y: 2)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        // The frame's corners through the inverse (rotate −45°, scale ½) span 100·√2 / 2 on each axis.
        let side = 100 * 2.0.squareRoot() / 2
        #expect(close(view.bounds.size, CGSize(width: side, height: side)))
        #expect(close(view.center, CGPoint(x: 50, y: 50)))
    }

    @Test("a translated view given a frame reads the same frame back")
    func translationKeepsFrame() {
        let view = UIView(frame: .zero)
        view.transform = CGAffineTransform(translationX: 30, y: -10)
        view.frame = CGRect(x: 10, y: 10, width: 50, height: 40)
        #expect(close(view.bounds.size, CGSize(width: 50, height: 40)))
        #expect(close(view.frame, CGRect(x: 10, y: 10, width: 50, height: 40)))
        #expect(close(view.center, CGPoint(x: 5, y: 40)))
    }

    @Test("with the identity transform, frame sets bounds size and centre as before")
    func identityUnchanged() {
        let view = UIView(frame: .zero)
        view.bounds.origin = CGPoint(x: 7, y: 9)
        view.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(view.bounds == CGRect(x: 7, y: 9, width: 30, height: 40))
        #expect(view.center == CGPoint(x: 25, y: 40))
    }
}
