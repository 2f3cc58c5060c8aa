import Foundation
import Testing
@testable import Tactile
import TactileTesting

// Hit-testing passes over subviews whose class is exactly UIView with a shortcut read from their stored flags and
// geometry (UIView+HitTesting.swift). These tests hold it to the plain algorithm (HIT-01 to HIT-07, DIS-17): the
// same answers at the edges of views, after their geometry changes, and on random hierarchies of plain views,
// compared with a reference that asks only the views' own properties and `point(inside:with:)`.

/// UIKit's algorithm written with the views' public properties, as the reference.
@MainActor
private func referenceHitTest(_ view: UIView, _ point: CGPoint) -> UIView? {
    guard view.isUserInteractionEnabled, !view.isHidden else { return nil }
    if view.alpha < 1, view.alpha < 0.01 { return nil }
    guard view.point(inside: point, with: nil) else { return nil }
    for sub in view.subviews.reversed() {
        if let hit = referenceHitTest(sub, sub.convertFromParentSpace(point)) { return hit }
    }
    return view
}

@MainActor
@Suite("Hit-testing plain subviews (the shortcut for views of class UIView)")
struct PlainSubviewHitTestingTests {
    @Test("HIT-01 a plain sibling is hit on its minimum edges and not on its maximum edges")
    func edges() {
        let window = TouchSimulator().makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: window.bounds)
        let plain = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(back)
        window.addSubview(plain)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === plain)
        #expect(window.hitTest(CGPoint(x: 29.999, y: 29.999), with: nil) === plain)
        #expect(window.hitTest(CGPoint(x: 30, y: 15), with: nil) === back)
        #expect(window.hitTest(CGPoint(x: 15, y: 30), with: nil) === back)
        #expect(window.hitTest(CGPoint(x: 9.999, y: 15), with: nil) === back)
    }

    @Test("HIT-06 DIS-17 hidden, non-interactive and transparent plain siblings let the point through")
    func flags() {
        let window = TouchSimulator().makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: window.bounds)
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(back)
        window.addSubview(front)
        let p = CGPoint(x: 50, y: 50)
        #expect(window.hitTest(p, with: nil) === front)
        front.isHidden = true
        #expect(window.hitTest(p, with: nil) === back)
        front.isHidden = false
        front.isUserInteractionEnabled = false
        #expect(window.hitTest(p, with: nil) === back)
        front.isUserInteractionEnabled = true
        front.alpha = 0.005
        #expect(window.hitTest(p, with: nil) === back)
        front.alpha = 0.01
        #expect(window.hitTest(p, with: nil) === front)
    }

    @Test("HIT-07 the shortcut follows a plain view's transform, bounds origin and size as they change")
    func geometryChanges() {
        let window = TouchSimulator().makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: window.bounds)
        let plain = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        window.addSubview(back)
        window.addSubview(plain)
        let outside = CGPoint(x: 65, y: 50)  // right of the view as laid out
        #expect(window.hitTest(outside, with: nil) === back)
        plain.transform = CGAffineTransform(scaleX: 2, y: 2)  // now covers 30…70
        #expect(window.hitTest(outside, with: nil) === plain)
        plain.transform = .identity
        #expect(window.hitTest(outside, with: nil) === back)
        plain.bounds = CGRect(x: 100, y: 100, width: 20, height: 20)  // scrolled: the view itself does not move
        #expect(window.hitTest(CGPoint(x: 45, y: 45), with: nil) === plain)
        #expect(window.hitTest(outside, with: nil) === back)
        plain.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)  // grows about its centre: 30…70
        #expect(window.hitTest(outside, with: nil) === plain)
        plain.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(window.hitTest(outside, with: nil) === back)
        #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === plain)
    }

    @Test("HIT-01 HIT-05 HIT-06 HIT-07 random hierarchies of plain views give the reference algorithm's answer")
    func randomHierarchies() {
        var random = TestRandom(seed: 2_026)
        var compared = 0
        for _ in 0..<60 {
            let window = TouchSimulator().makeWindow(frame: CGRect(x: 0, y: 0, width: 64, height: 64))
            var views: [UIView] = [window]
            for _ in 0..<40 {
                let parent = views[random.int(views.count)]
                let v = UIView(frame: CGRect(
                    x: CGFloat(random.int(48)) / 2, y: CGFloat(random.int(48)) / 2,
                    width: CGFloat(random.int(40)) / 2, height: CGFloat(random.int(40)) / 2))
                switch random.int(12) {
                case 0: v.isHidden = true
                case 1: v.isUserInteractionEnabled = false
                case 2: v.alpha = 0.005
                case 3: v.alpha = 0.5
                case 4: v.transform = CGAffineTransform(scaleX: 1.5, y: 0.5)
                case 5: v.transform = CGAffineTransform(rotationAngle: .pi / 2)
                case 6: v.bounds.origin = CGPoint(x: 3, y: -2)
                case 7: v.bounds.size.width = -v.bounds.size.width
                default: break
                }
                parent.addSubview(v)
                views.append(v)
            }
            for x in stride(from: 0.0, through: 64, by: 0.5) {
                for y in stride(from: 0.0, through: 64, by: 2.5) {
                    let p = CGPoint(x: x, y: y)
                    #expect(window.hitTest(p, with: nil) === referenceHitTest(window, p), "at \(p)")
                    compared += 1
                }
            }
        }
        #expect(compared > 10_000)
    }
}
