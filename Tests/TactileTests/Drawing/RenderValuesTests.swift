import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// A subclass that overrides nothing: its values are read through its properties.
private final class SameView: UIView {}

/// A subclass whose drawn properties say something other than what was set.
private final class OverridingView: UIView {
    override var bounds: CGRect {
        get { super.bounds.insetBy(dx: 1, dy: 2) }
        set { super.bounds = newValue }
    }
    override var center: CGPoint {
        get { CGPoint(x: super.center.x + 3, y: super.center.y) }
        set { super.center = newValue }
    }
    override var transform: CGAffineTransform {
        get { CGAffineTransform(scaleX: 2, y: 1) }
        set { super.transform = newValue }
    }
    override var alpha: CGFloat {
        get { 0.7 }
        set { super.alpha = newValue }
    }
    override var isHidden: Bool {
        get { true }
        set { super.isHidden = newValue }
    }
    override var clipsToBounds: Bool {
        get { true }
        set { super.clipsToBounds = newValue }
    }
    override var backgroundColor: UIColor? {
        get { UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4) }
        set { super.backgroundColor = newValue }
    }
}

/// What the display list reads of a view in one call (`UIView.renderValues()`): a plain view's storage and a
/// subclass's properties must give the same values.
@MainActor
@Suite("Render values")
struct RenderValuesTests {
    func configure(_ view: UIView) {
        view.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        view.bounds.origin = CGPoint(x: 2, y: -3)
        view.transform = CGAffineTransform(rotationAngle: 0.25)
        view.layer.anchorPoint = CGPoint(x: 0.2, y: 0.9)
        view.alpha = 0.5
        view.clipsToBounds = true
        view.layer.backgroundColor = CGColor(srgbRed: 0.9, green: 0.8, blue: 0.7, alpha: 0.6)
        view.addSubview(UIView())
    }

    @Test("a plain view's values are those its properties return, as a subclass's are")
    func plainAndSubclassAgree() {
        let plain = UIView(), same = SameView()
        configure(plain)
        configure(same)
        let p = plain.renderValues(), s = same.renderValues()
        #expect(p.isPlainView && !s.isPlainView)
        #expect(p.bounds == plain.bounds && p.bounds == s.bounds)
        #expect(p.center == plain.center && p.center == s.center)
        #expect(p.transform == plain.transform && p.transform == s.transform)
        #expect(p.anchorPoint == plain.layer.anchorPoint && p.anchorPoint == s.anchorPoint)
        #expect(p.alpha == 0.5 && s.alpha == 0.5)
        #expect(!p.isHidden && !s.isHidden)
        #expect(p.clipsToBounds && s.clipsToBounds)
        #expect(p.hasBackgroundColor && s.hasBackgroundColor)
        #expect(p.background == CGColor.RenderComponents(red: 0.9, green: 0.8, blue: 0.7, alpha: 0.6))
        #expect(s.background == p.background)
        #expect(p.hasLayer && s.hasLayer)
        #expect(!p.hasRecordedDrawing && !s.hasRecordedDrawing)
        #expect(p.hasSubviews && s.hasSubviews)
    }

    @Test("a view without background, layer or subviews says so")
    func bareView() {
        let values = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)).renderValues()
        #expect(!values.hasBackgroundColor && !values.hasLayer && !values.hasSubviews && values.isPlainView)
        let cleared = UIView()
        cleared.backgroundColor = .red
        cleared.backgroundColor = nil
        #expect(!cleared.renderValues().hasBackgroundColor)
    }

    @Test("a subclass is read through the properties it overrides")
    func overridesAreRead() {
        let view = OverridingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let values = view.renderValues()
        #expect(values.bounds == CGRect(x: 1, y: 2, width: 18, height: 16))
        #expect(values.center == CGPoint(x: 13, y: 10))
        #expect(values.transform == CGAffineTransform(scaleX: 2, y: 1))
        #expect(values.alpha == 0.7 && values.isHidden && values.clipsToBounds)
        #expect(values.background == CGColor.RenderComponents(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
    }

    @Test("a grey colour's one component stands for red, green and blue")
    func greyComponents() {
        #expect(UIColor(white: 0.25, alpha: 0.5).cgColor.renderComponents
            == CGColor.RenderComponents(red: 0.25, green: 0.25, blue: 0.25, alpha: 0.5))
        let view = UIView()
        view.backgroundColor = UIColor(white: 0.25, alpha: 0.5)
        #expect(view.renderValues().background == UIColor(white: 0.25, alpha: 0.5).cgColor.renderComponents)
    }
}
