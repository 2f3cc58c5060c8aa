import Foundation
import Testing
@testable import Tactile
import TactileTesting

// Converting points and rectangles between views: through bounds origins, transforms, `nil` (the window) and
// across windows at different screen positions. Hit-testing converts points the same way (HIT-07).

fileprivate func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }
fileprivate func close(_ a: CGPoint, _ b: CGPoint) -> Bool { close(a.x, b.x) && close(a.y, b.y) }
fileprivate func close(_ a: CGRect, _ b: CGRect) -> Bool {
    close(a.origin.x, b.origin.x) && close(a.origin.y, b.origin.y) && close(a.size.width, b.size.width)
        && close(a.size.height, b.size.height)
}

@Suite("View conversion: points and rectangles")
@MainActor
struct ViewConversionTests {
    @Test("points convert between a view and its superview by the frame origin")
    func toAndFromSuperview() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 40, y: 60, width: 100, height: 100))
        parent.addSubview(child)
        #expect(child.convert(CGPoint(x: 5, y: 5), to: parent) == CGPoint(x: 45, y: 65))
        #expect(child.convert(CGPoint(x: 45, y: 65), from: parent) == CGPoint(x: 5, y: 5))
        #expect(parent.convert(CGPoint(x: 45, y: 65), to: child) == CGPoint(x: 5, y: 5))
        #expect(parent.convert(CGPoint(x: 5, y: 5), from: child) == CGPoint(x: 45, y: 65))
    }

    @Test("points convert between siblings and cousins through their common ancestor")
    func betweenSiblingsAndCousins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 200, y: 50, width: 100, height: 100))
        let b1 = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        root.addSubview(a)
        root.addSubview(b)
        b.addSubview(b1)
        #expect(a.convert(CGPoint(x: 0, y: 0), to: b) == CGPoint(x: -190, y: -40))
        #expect(a.convert(CGPoint(x: 0, y: 0), to: b1) == CGPoint(x: -195, y: -45))
        #expect(b1.convert(CGPoint(x: 0, y: 0), to: a) == CGPoint(x: 195, y: 45))
    }

    @Test("a bounds origin shifts conversions into and out of the view's coordinates")
    func boundsOrigin() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let scroller = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        parent.addSubview(scroller)
        scroller.bounds.origin = CGPoint(x: 0, y: 200)
        // The scroller's content point (0, 200) is shown at its top-left corner, (50, 50) in the parent.
        #expect(scroller.convert(CGPoint(x: 0, y: 200), to: parent) == CGPoint(x: 50, y: 50))
        #expect(scroller.convert(CGPoint(x: 50, y: 50), from: parent) == CGPoint(x: 0, y: 200))
        let content = UIView(frame: CGRect(x: 10, y: 210, width: 10, height: 10))
        scroller.addSubview(content)
        #expect(content.convert(CGPoint.zero, to: parent) == CGPoint(x: 60, y: 60))
    }

    @Test("points convert through a rotation about the view's centre, both ways")
    func throughRotation() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let v = UIView(frame: CGRect(x: 50, y: 90, width: 100, height: 20))  // center (100, 100)
        parent.addSubview(v)
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Local (90, 10) is 40 right of the bounds centre; rotated, 40 below the view's centre.
        #expect(close(v.convert(CGPoint(x: 90, y: 10), to: parent), CGPoint(x: 100, y: 140)))
        #expect(close(v.convert(CGPoint(x: 100, y: 140), from: parent), CGPoint(x: 90, y: 10)))
        #expect(close(parent.convert(CGPoint(x: 100, y: 140), to: v), CGPoint(x: 90, y: 10)))
    }

    @Test("points convert through a scale about the view's centre, and through nested transforms")
    func throughScaleAndNesting() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let scaled = UIView(frame: CGRect(x: 75, y: 75, width: 50, height: 50))  // center (100, 100)
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))  // center (10, 10)
        inner.transform = CGAffineTransform(rotationAngle: .pi)
        root.addSubview(scaled)
        scaled.addSubview(inner)
        #expect(close(scaled.convert(CGPoint(x: 50, y: 50), to: root), CGPoint(x: 150, y: 150)))
        #expect(close(scaled.convert(CGPoint(x: 0, y: 0), to: root), CGPoint(x: 50, y: 50)))
        // inner's (0, 0) is rotated by 180° about (10, 10) to (20, 20) in scaled, which is (90, 90) in root.
        #expect(close(inner.convert(CGPoint(x: 0, y: 0), to: root), CGPoint(x: 90, y: 90)))
        #expect(close(inner.convert(CGPoint(x: 90, y: 90), from: root), CGPoint(x: 0, y: 0)))
    }

    @Test("converting there and back returns the original point, whatever the transforms")
    func roundTrip() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 30, y: 40, width: 120, height: 80))
        a.transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.75)
        a.bounds.origin = CGPoint(x: 7, y: -3)
        let b = UIView(frame: CGRect(x: 200, y: 100, width: 60, height: 60))
        b.transform = CGAffineTransform(rotationAngle: -1.1)
        root.addSubview(a)
        root.addSubview(b)
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 13.5, y: -8.25), CGPoint(x: 100, y: 70)] {
            let there = a.convert(p, to: b)
            #expect(close(b.convert(there, to: a), p))
            #expect(close(a.convert(there, from: b), p))
        }
    }

    @Test("rectangles convert to the bounding box of their converted corners")
    func rects() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let v = UIView(frame: CGRect(x: 50, y: 75, width: 100, height: 50))  // center (100, 100)
        parent.addSubview(v)
        #expect(v.convert(CGRect(x: 10, y: 10, width: 20, height: 10), to: parent) == CGRect(x: 60, y: 85, width: 20, height: 10))
        #expect(v.convert(CGRect(x: 60, y: 85, width: 20, height: 10), from: parent) == CGRect(x: 10, y: 10, width: 20, height: 10))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // The whole bounds convert to the (rotated) frame.
        #expect(close(v.convert(v.bounds, to: parent), v.frame))
        #expect(close(v.convert(v.bounds, to: parent), CGRect(x: 75, y: 50, width: 50, height: 100)))
        v.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let half = 75 / 2.0.squareRoot()  // (50 + 25) / √2
        #expect(close(v.convert(v.bounds, to: parent), CGRect(x: 100 - half, y: 100 - half, width: 2 * half, height: 2 * half)))
    }

    @Test("nil means the view's window: window coordinates, not screen coordinates")
    func nilIsWindow() {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 100, y: 200, width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 200))
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(v)
        #expect(v.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 35, y: 45))
        #expect(v.convert(CGPoint(x: 35, y: 45), from: nil) == CGPoint(x: 5, y: 5))
        #expect(v.convert(CGPoint(x: 5, y: 5), to: nil) == v.convert(CGPoint(x: 5, y: 5), to: window))
        #expect(v.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil) == CGRect(x: 30, y: 40, width: 10, height: 10))
        #expect(v.convert(CGRect(x: 30, y: 40, width: 10, height: 10), from: nil) == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("a window converts to and from screen coordinates with a nil window")
    func windowToScreen() {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 100, y: 200, width: 300, height: 300))
        #expect(window.convert(CGPoint(x: 15, y: 15), to: nil as UIWindow?) == CGPoint(x: 115, y: 215))
        #expect(window.convert(CGPoint(x: 115, y: 215), from: nil as UIWindow?) == CGPoint(x: 15, y: 15))
    }

    @Test("points convert across two windows at different screen positions, through the screen")
    func acrossWindows() {
        let sim = TouchSimulator()
        let w1 = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let w2 = sim.makeWindow(frame: CGRect(x: 100, y: 200, width: 320, height: 480))
        let v1 = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let v2 = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        w1.addSubview(v1)
        w2.addSubview(v2)
        // v1 (5, 5) is (15, 15) on screen, (−85, −185) in w2, (−105, −205) in v2.
        #expect(v1.convert(CGPoint(x: 5, y: 5), to: v2) == CGPoint(x: -105, y: -205))
        #expect(v2.convert(CGPoint(x: -105, y: -205), to: v1) == CGPoint(x: 5, y: 5))
        #expect(v2.convert(CGPoint(x: 5, y: 5), from: v1) == CGPoint(x: -105, y: -205))
        #expect(v1.convert(CGPoint(x: 5, y: 5), to: w2) == CGPoint(x: -85, y: -185))
        #expect(w1.convert(CGPoint(x: 15, y: 15), to: w2) == CGPoint(x: -85, y: -185))
        #expect(w2.convert(CGPoint(x: -85, y: -185), to: w1) == CGPoint(x: 15, y: 15))
        #expect(
            v1.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: v2)
                == CGRect(x: -110, y: -210, width: 10, height: 10))
    }

    @Test("a touch's location(in:) agrees with convert(_:to:), including across windows")
    func touchLocationAgrees() {
        let sim = TouchSimulator()
        let w1 = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let w2 = sim.makeWindow(frame: CGRect(x: 400, y: 0, width: 320, height: 480))
        let target = LocationRecorder(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        target.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let other = UIView(frame: CGRect(x: 30, y: 30, width: 10, height: 10))
        w1.addSubview(target)
        w2.addSubview(other)
        target.other = other
        sim.tap(at: CGPoint(x: 60, y: 70))  // the centre of target, which the rotation keeps in place
        #expect(close(target.inSelf ?? .zero, CGPoint(x: 50, y: 50)))
        #expect(close(target.inWindow ?? .zero, CGPoint(x: 60, y: 70)))
        #expect(close(target.inOther ?? .zero, CGPoint(x: -370, y: 40)))
    }
}

/// Records where the first touch began, in several coordinate systems.
fileprivate final class LocationRecorder: UIView {
    weak var other: UIView?
    var inSelf: CGPoint?
    var inWindow: CGPoint?
    var inOther: CGPoint?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let t = touches.first else { return }
        inSelf = t.location(in: self)
        inWindow = t.location(in: nil)
        inOther = t.location(in: other)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
