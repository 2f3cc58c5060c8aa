import Foundation
import Testing
@testable import Tactile

@MainActor
@Suite("CALayer hit-testing")
struct CALayerTests {
    func layer(_ name: String, _ frame: CGRect) -> CALayer {
        let l = CALayer()
        l.name = name
        l.frame = frame
        return l
    }

    @Test("HIT-14 hitTest returns the farthest descendant containing a point given in superlayer coordinates")
    func farthestDescendant() {
        let root = layer("root", CGRect(x: 10, y: 10, width: 200, height: 200))
        let a = layer("a", CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = layer("b", CGRect(x: 50, y: 50, width: 100, height: 100))
        let inner = layer("inner", CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSublayer(a)
        root.addSublayer(b)
        b.addSublayer(inner)
        // (105, 105) in root's superlayer space is (95, 95) in root: inside a and b; b is on top.
        #expect(root.hitTest(CGPoint(x: 105, y: 105))?.name == "b")
        // inner sits at b's (10..30): root (60..80) → superlayer (70..90).
        #expect(root.hitTest(CGPoint(x: 80, y: 80))?.name == "inner")
        #expect(root.hitTest(CGPoint(x: 15, y: 15))?.name == "a")
        #expect(root.hitTest(CGPoint(x: 200, y: 15))?.name == "root")
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) == nil)  // outside the receiver
        b.isHidden = true
        #expect(root.hitTest(CGPoint(x: 80, y: 80))?.name == "a")
    }

    @Test("HIT-14 / RSP-01 layers honour transforms and are not responders")
    func transformsAndNotResponders() {
        let root = layer("root", CGRect(x: 0, y: 0, width: 100, height: 100))
        let bar = layer("bar", CGRect(x: 40, y: 0, width: 20, height: 100))
        root.addSublayer(bar)
        #expect(root.hitTest(CGPoint(x: 50, y: 10))?.name == "bar")
        #expect(root.hitTest(CGPoint(x: 10, y: 50))?.name == "root")
        bar.affineTransform = CGAffineTransform(rotationAngle: .pi / 2)  // now a horizontal bar through the centre
        #expect(root.hitTest(CGPoint(x: 50, y: 10))?.name == "root")
        #expect(root.hitTest(CGPoint(x: 10, y: 50))?.name == "bar")
        #expect(!(root as AnyObject is UIResponder))
    }
}
