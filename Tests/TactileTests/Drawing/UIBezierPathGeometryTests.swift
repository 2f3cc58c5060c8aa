import Foundation
import Testing
@testable import Tactile

/// UIBezierPath's geometry against hand-computed shapes (issue 16, deliverable 7).
@MainActor
@Suite("UIBezierPath geometry")
struct UIBezierPathGeometryTests {
    func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.minX - b.minX) < tolerance && abs(a.minY - b.minY) < tolerance && abs(a.width - b.width) < tolerance
            && abs(a.height - b.height) < tolerance
    }

    func polar(_ center: CGPoint, _ r: CGFloat, _ angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
    }

    @Test("a circle: bounds are its square; points just inside the radius are in, just outside are out, all round")
    func circle() {
        let rect = CGRect(x: 10, y: 10, width: 80, height: 80)
        let path = UIBezierPath(ovalIn: rect)
        #expect(close(path.bounds, rect))
        let c = CGPoint(x: 50, y: 50)
        #expect(path.contains(c))
        for k in 0..<16 {
            let a = CGFloat(k) * .pi / 8 + 0.1
            #expect(path.contains(polar(c, 39.7, a)))
            #expect(!path.contains(polar(c, 40.3, a)))
        }
        #expect(!path.contains(CGPoint(x: 12, y: 12)))  // inside the square, outside the circle
    }

    @Test("a rounded rectangle: corners are cut by the radius; the radius is clamped to half the short side")
    func roundedRect() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 20)
        #expect(close(path.bounds, CGRect(x: 0, y: 0, width: 100, height: 60)))
        #expect(!path.contains(CGPoint(x: 3, y: 3)))  // 24 pt from the corner centre (20, 20)
        #expect(path.contains(CGPoint(x: 8, y: 8)))  // 17 pt from it
        #expect(!path.contains(CGPoint(x: 97, y: 57)) && path.contains(CGPoint(x: 92, y: 52)))
        #expect(path.contains(CGPoint(x: 50, y: 1)) && path.contains(CGPoint(x: 1, y: 30)))
        let pill = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 500)
        #expect(!pill.contains(CGPoint(x: 5, y: 5)))  // 35 pt from the clamped corner centre (30, 30)
        #expect(pill.contains(CGPoint(x: 2, y: 30)) && pill.contains(CGPoint(x: 50, y: 1)))
        let oneCorner = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), byRoundingCorners: [.topLeft],
            cornerRadii: CGSize(width: 20, height: 20))
        #expect(!oneCorner.contains(CGPoint(x: 3, y: 3)) && oneCorner.contains(CGPoint(x: 97, y: 3)))
        #expect(oneCorner.contains(CGPoint(x: 97, y: 57)) && oneCorner.contains(CGPoint(x: 3, y: 57)))
    }

    @Test("a concave L-shaped polygon: the notch is outside, both arms inside")
    func concave() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        for p in [CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 40), CGPoint(x: 40, y: 40), CGPoint(x: 40, y: 100), CGPoint(x: 0, y: 100)] {
            path.addLine(to: p)
        }
        path.close()
        #expect(close(path.bounds, CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(path.contains(CGPoint(x: 70, y: 20)) && path.contains(CGPoint(x: 20, y: 70)))
        #expect(!path.contains(CGPoint(x: 70, y: 70)))
        #expect(path.currentPoint == CGPoint(x: 0, y: 0))
    }

    @Test("a square with a square hole: non-zero fills the hole when both wind the same way; even-odd never does")
    func holes() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(path.contains(CGPoint(x: 50, y: 50)) && path.contains(CGPoint(x: 10, y: 10)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 50, y: 50)) && path.contains(CGPoint(x: 10, y: 10)))

        let reversedHole = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        reversedHole.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)).reversing())
        #expect(!reversedHole.contains(CGPoint(x: 50, y: 50)) && reversedHole.contains(CGPoint(x: 10, y: 90)))
    }

    @Test("curves: bounds are the curve's extremes, not its control points; contains closes the curve with a line")
    func curves() {
        let quad = UIBezierPath()
        quad.move(to: .zero)
        quad.addQuadCurve(to: CGPoint(x: 100, y: 0), controlPoint: CGPoint(x: 50, y: 100))
        // B(0.5).y = 2·0.5·0.5·100 = 50.
        #expect(close(quad.bounds, CGRect(x: 0, y: 0, width: 100, height: 50)))
        #expect(close(quad.cgPath.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(quad.contains(CGPoint(x: 50, y: 45)) && !quad.contains(CGPoint(x: 50, y: 55)))

        let cubic = UIBezierPath()
        cubic.move(to: .zero)
        cubic.addCurve(to: CGPoint(x: 100, y: 0), controlPoint1: CGPoint(x: 0, y: 100), controlPoint2: CGPoint(x: 100, y: 100))
        // y(t) = 300·t·(1−t), at most 75 at t = 0.5.
        #expect(close(cubic.bounds, CGRect(x: 0, y: 0, width: 100, height: 75)))
        #expect(cubic.contains(CGPoint(x: 50, y: 70)) && !cubic.contains(CGPoint(x: 50, y: 80)))
    }

    @Test("arcs: clockwise is as seen on screen in y-down coordinates")
    func arcs() {
        let quarter = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(quarter.bounds, CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(abs(quarter.currentPoint.x) < 1e-9 && abs(quarter.currentPoint.y - 10) < 1e-9)
        let threeQuarters = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(close(threeQuarters.bounds, CGRect(x: -10, y: -10, width: 20, height: 20)))
        let full = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(close(full.bounds, CGRect(x: 30, y: 30, width: 40, height: 40)))
        #expect(full.contains(CGPoint(x: 50, y: 50)) && !full.contains(CGPoint(x: 50, y: 71)))
        // Core Graphics' `clockwise` is the y-up sense, the opposite on screen.
        let cg = CGMutablePath()
        cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(cg.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 20)))
    }

    @Test("building: a line with no current point is ignored; apply transforms; removeAllPoints empties")
    func building() {
        let path = UIBezierPath()
        #expect(path.isEmpty && path.bounds.isNull)
        path.addLine(to: CGPoint(x: 10, y: 10))
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 11, y: 7))
        #expect(!path.isEmpty && path.currentPoint == CGPoint(x: 11, y: 7))
        #expect(path.bounds == CGRect(x: 1, y: 2, width: 10, height: 5))
        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
        rect.apply(CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 2))
        #expect(close(rect.bounds, CGRect(x: 5, y: 5, width: 20, height: 40)))
        #expect(rect.contains(CGPoint(x: 24, y: 44)) && !rect.contains(CGPoint(x: 4, y: 10)))
        rect.removeAllPoints()
        #expect(rect.isEmpty && !rect.contains(CGPoint(x: 10, y: 10)))
        let copy = UIBezierPath(cgPath: path.cgPath)
        #expect(copy.cgPath == path.cgPath)
    }

    @Test("a hit area from a path: point(inside:with:) overridden with contains(_:) decides what a tap hits")
    func hitArea() {
        final class RoundButton: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                UIBezierPath(ovalIn: bounds).contains(point)
            }
        }
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let round = RoundButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(round)
        #expect(parent.hitTest(CGPoint(x: 50, y: 50), with: nil) === round)
        #expect(parent.hitTest(CGPoint(x: 5, y: 5), with: nil) === parent)
    }
}
