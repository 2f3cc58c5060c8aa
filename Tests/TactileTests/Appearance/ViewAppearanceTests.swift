import Foundation
import Testing
@testable import Tactile
import TactileTesting

final class TintRecordingView: UIView {
    var tintChanges = 0
    override func tintColorDidChange() { tintChanges += 1 }
}

/// The inert appearance surface of views and layers (issue 16, deliverable 6).
@MainActor
@Suite("View and layer appearance")
struct ViewAppearanceTests {
    @Test("a view's appearance properties default to UIKit's values and keep what is set")
    func defaults() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(v.backgroundColor == nil && v.isOpaque && !v.clipsToBounds && v.contentMode == .scaleToFill)
        #expect(v.tintColor == .systemBlue && v.tintAdjustmentMode == .normal)
        v.backgroundColor = .red
        v.isOpaque = false
        v.contentMode = .scaleAspectFit
        #expect(v.backgroundColor == .red && !v.isOpaque && v.contentMode == .scaleAspectFit)
    }

    @Test("tintColor is inherited from the superview; setting it calls tintColorDidChange down the inheriting subtree")
    func tintInheritance() {
        let parent = TintRecordingView()
        let child = TintRecordingView()
        let ownTint = TintRecordingView()
        parent.addSubview(child)
        parent.addSubview(ownTint)
        ownTint.tintColor = .systemGreen
        #expect(ownTint.tintChanges == 1)
        parent.tintColor = .systemRed
        #expect(child.tintColor == .systemRed && ownTint.tintColor == .systemGreen)
        #expect(parent.tintChanges == 1 && child.tintChanges == 1 && ownTint.tintChanges == 1)
        parent.tintColor = nil
        #expect(child.tintColor == .systemBlue && child.tintChanges == 2)
    }

    @Test("the layer's appearance properties have Core Animation's defaults and keep what is set")
    func layerDefaults() {
        let layer = UIView().layer
        #expect(layer.cornerRadius == 0 && layer.borderWidth == 0)
        #expect(layer.borderColor == CGColor(gray: 0, alpha: 1) && layer.shadowColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.shadowOpacity == 0 && layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowRadius == 3)
        layer.cornerRadius = 12
        layer.borderWidth = 2
        layer.borderColor = UIColor.systemRed.cgColor
        layer.shadowOpacity = 0.4
        #expect(layer.cornerRadius == 12 && layer.borderWidth == 2 && layer.borderColor == UIColor.systemRed.cgColor)
        #expect(layer.shadowOpacity == 0.4)
    }

    @Test("a view's layer is its geometry, clipping, opacity, visibility and background seen from Core Animation")
    func layerLinkedToView() {
        let v = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let layer = v.layer
        #expect(v.layer === layer)
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50) && layer.position == CGPoint(x: 60, y: 45))
        #expect(layer.frame == v.frame)
        layer.masksToBounds = true
        #expect(v.clipsToBounds)
        v.clipsToBounds = false
        #expect(!layer.masksToBounds)
        v.alpha = 0.5
        #expect(layer.opacity == 0.5)
        layer.opacity = 0.25
        #expect(v.alpha == 0.25)
        layer.isHidden = true
        #expect(v.isHidden)
        v.backgroundColor = .systemBlue
        #expect(layer.backgroundColor == UIColor.systemBlue.cgColor)
        layer.backgroundColor = UIColor.red.cgColor
        #expect(v.backgroundColor == .red)
        layer.position = CGPoint(x: 100, y: 100)
        #expect(v.center == CGPoint(x: 100, y: 100))
    }

    @Test("hiding a view through its layer stops hit-testing, as hiding the view does")
    func layerHiddenStopsHits() {
        let sim = TouchSimulator()
        let scene = SingleViewScene(simulator: sim, viewFrame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (window, v) = (scene.window, scene.view)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === v)
        v.layer.isHidden = true
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
    }

    @Test("scroll indicators default to UIKit's values and keep what is set")
    func scrollIndicators() {
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(s.showsVerticalScrollIndicator && s.showsHorizontalScrollIndicator && s.indicatorStyle == .default)
        #expect(s.scrollIndicatorInsets == .zero)
        s.showsVerticalScrollIndicator = false
        s.indicatorStyle = .white
        s.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        s.verticalScrollIndicatorInsets = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        #expect(!s.showsVerticalScrollIndicator && s.indicatorStyle == .white)
        #expect(s.horizontalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(s.verticalScrollIndicatorInsets.top == 5)
        s.flashScrollIndicators()
        #expect(s.scrollIndicatorFlashCount == 1)
    }
}
