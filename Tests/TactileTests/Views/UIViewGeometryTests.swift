import Foundation
import Testing
@testable import Tactile
import TactileTesting

// View geometry: how frame, bounds, center and transform relate, as in UIKit. Hit-testing (HIT-01, HIT-07) and
// touch locations depend on these relations.

fileprivate func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

fileprivate func close(_ a: CGRect, _ b: CGRect) -> Bool {
    close(a.origin.x, b.origin.x) && close(a.origin.y, b.origin.y) && close(a.size.width, b.size.width)
        && close(a.size.height, b.size.height)
}

fileprivate func close(_ a: CGPoint, _ b: CGPoint) -> Bool { close(a.x, b.x) && close(a.y, b.y) }

@Suite("View geometry: frame, bounds, center and transform")
@MainActor
struct ViewGeometryTests {
    @Test("init(frame:) sets the frame; bounds start at zero with the frame's size; center is the frame's middle")
    func initFrame() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.transform == .identity)
        #expect(UIView().frame == .zero)
    }

    @Test("setting the frame moves the center and resizes the bounds, keeping the bounds origin")
    func setFrame() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.bounds.origin = CGPoint(x: 5, y: 7)
        v.frame = CGRect(x: 100, y: 200, width: 40, height: 60)
        #expect(v.center == CGPoint(x: 120, y: 230))
        #expect(v.bounds == CGRect(x: 5, y: 7, width: 40, height: 60))
        #expect(v.frame == CGRect(x: 100, y: 200, width: 40, height: 60))
    }

    @Test("setting the center moves the frame and leaves the bounds alone")
    func setCenter() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        v.center = CGPoint(x: 100, y: 100)
        #expect(v.frame == CGRect(x: 80, y: 90, width: 40, height: 20))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test("changing the bounds size keeps the center: the frame grows about it")
    func boundsSizeKeepsCenter() {
        let v = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        v.bounds.size = CGSize(width: 200, height: 50)
        #expect(v.center == CGPoint(x: 150, y: 150))
        #expect(v.frame == CGRect(x: 50, y: 125, width: 200, height: 50))
    }

    @Test("changing the bounds origin leaves the frame alone but shifts where the subviews appear")
    func boundsOriginShiftsSubviews() {
        let parent = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        parent.addSubview(child)
        parent.bounds.origin = CGPoint(x: 5, y: -5)
        #expect(parent.frame == CGRect(x: 100, y: 100, width: 200, height: 200))
        #expect(child.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        // The child's top-left corner, in the parent's superview's coordinates: 100 + 10 − 5, 100 + 10 + 5.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.addSubview(parent)
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 105, y: 115))
    }

    @Test("under a 90° rotation the frame is the bounding box; center and bounds are unchanged")
    func rotatedFrame() {
        let v = UIView(frame: CGRect(x: 50, y: 75, width: 100, height: 50))  // center (100, 100)
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(v.frame, CGRect(x: 75, y: 50, width: 50, height: 100)))
        #expect(v.center == CGPoint(x: 100, y: 100))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        v.transform = .identity
        #expect(close(v.frame, CGRect(x: 50, y: 75, width: 100, height: 50)))
    }

    @Test("under a 45° rotation the frame is the bounding box of the rotated square")
    func rotated45Frame() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))  // center (50, 50)
        v.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let half = 50 * 2.0.squareRoot()
        #expect(close(v.frame, CGRect(x: 50 - half, y: 50 - half, width: 2 * half, height: 2 * half)))
        #expect(v.center == CGPoint(x: 50, y: 50))
    }

    @Test("a scale transform scales the frame about the center")
    func scaledFrame() {
        let v = UIView(frame: CGRect(x: 75, y: 75, width: 50, height: 50))
        v.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(close(v.frame, CGRect(x: 50, y: 25, width: 100, height: 150)))
        #expect(v.bounds.size == CGSize(width: 50, height: 50))
    }

    @Test("a translation transform offsets the frame, not the center")
    func translatedFrame() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.transform = CGAffineTransform(translationX: 30, y: -4)
        #expect(v.frame == CGRect(x: 30, y: -4, width: 10, height: 10))
        #expect(v.center == CGPoint(x: 5, y: 5))
    }

    @Test("moving the center of a transformed view moves its bounding-box frame with it")
    func centerOfTransformedView() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        v.center = CGPoint(x: 200, y: 300)
        #expect(close(v.frame, CGRect(x: 175, y: 250, width: 50, height: 100)))
    }

    @Test("a transformed view's points map to the superview through the transform about the center")
    func transformAboutCenter() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let v = UIView(frame: CGRect(x: 50, y: 75, width: 100, height: 50))  // center (100, 100)
        parent.addSubview(v)
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // The bounds centre stays at the centre; the local top-left corner (0, 0) is 50 left and 25 up of it,
        // which a 90° rotation (clockwise on screen) turns into 25 right and 50 up.
        #expect(close(v.convert(CGPoint(x: 50, y: 25), to: parent), CGPoint(x: 100, y: 100)))
        #expect(close(v.convert(CGPoint.zero, to: parent), CGPoint(x: 125, y: 50)))
    }
}
