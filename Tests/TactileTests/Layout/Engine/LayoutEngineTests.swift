import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// The layout engine: content sizes and their priorities, hierarchy changes, ambiguity, fitting sizes, and the
/// frames that touches hit after a layout pass.
@MainActor
@Suite("Layout engine")
struct LayoutEngineTests {
    @Test("a label placed by its edges only takes its text's size, and follows new text")
    func intrinsicSize() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let label = UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
        ])
        parent.layoutIfNeeded()
        let size = label.intrinsicContentSize
        #expect(size.width > 0 && size.height > 0)
        #expect(label.frame == CGRect(origin: CGPoint(x: 10, y: 10), size: size).roundedToPixels(scale: UIScreen.main.scale))
        label.text = "Hello, a longer text"
        parent.layoutIfNeeded()
        #expect(label.frame.width > size.width)
        #expect(label.frame.width == label.intrinsicContentSize.width.rounded(toPixelsOf: UIScreen.main.scale, from: 10))
    }

    @Test("two labels in a row: the one that hugs less grows, the one that resists less shrinks")
    func huggingAndCompression() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let name = UILabel()
        name.text = "Name"
        let value = UILabel()
        value.text = "Value"
        for label in [name, value] {
            label.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(label)
            label.topAnchor.constraint(equalTo: parent.topAnchor).isActive = true
        }
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
        ])
        name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        parent.layoutIfNeeded()
        #expect(name.frame.width == name.intrinsicContentSize.width.rounded(toPixelsOf: UIScreen.main.scale, from: 0))
        #expect(value.frame.maxX == 400)
        // Too narrow: the label with the lower compression resistance gives way.
        parent.frame.size.width = 60
        value.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        parent.layoutIfNeeded()
        #expect(name.frame.width == name.intrinsicContentSize.width.rounded(toPixelsOf: UIScreen.main.scale, from: 0))
        #expect(value.frame.maxX == 60)
        #expect(value.frame.width < value.intrinsicContentSize.width)
    }

    @Test("removing a view deactivates the constraints outside it that use it; its own go with it")
    func removal() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let container = constrainedView(in: root)
        let inner = constrainedView(in: container)
        let outside = inner.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
        let inside = inner.widthAnchor.constraint(equalTo: container.widthAnchor)
        NSLayoutConstraint.activate([outside, inside])
        container.removeFromSuperview()
        #expect(!outside.isActive)
        #expect(inside.isActive)
        // The removed hierarchy lays out on its own.
        container.frame = CGRect(x: 0, y: 0, width: 120, height: 10)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            inner.topAnchor.constraint(equalTo: container.topAnchor), inner.heightAnchor.constraint(equalToConstant: 1),
        ])
        container.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 120, height: 1))
        // Added back, it joins the root's engine.
        root.addSubview(container)
        container.translatesAutoresizingMaskIntoConstraints = true
        container.frame = CGRect(x: 50, y: 0, width: 80, height: 10)
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 80, height: 1))
    }

    @Test("hasAmbiguousLayout: a view with a size but no position is ambiguous; exercising moves it")
    func ambiguity() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = constrainedView(in: parent)
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 50), child.heightAnchor.constraint(equalToConstant: 50),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(child.hasAmbiguousLayout)
        #expect(child.leadingAnchor.hasAmbiguousLayout)
        let before = child.frame
        child.exerciseAmbiguityInLayout()
        parent.layoutIfNeeded()
        #expect(child.frame.minX != before.minX)
        #expect(child.frame.size == before.size && child.frame.minY == before.minY)
        child.leadingAnchor.constraint(equalTo: parent.leadingAnchor).isActive = true
        #expect(!child.hasAmbiguousLayout)
        #expect(child.constraintsAffectingLayout(for: .horizontal).count == 2)
    }

    @Test("systemLayoutSizeFitting: a container sized by the label pinned inside it")
    func fitting() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let label = UILabel()
        label.text = "Fit me"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -5),
        ])
        let text = label.intrinsicContentSize
        let fitted = container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(abs(fitted.width - (text.width + 20)) < 0.001 && abs(fitted.height - (text.height + 10)) < 0.001)
        let wide = container.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(abs(wide.width - 300) < 0.001 && abs(wide.height - (text.height + 10)) < 0.001)
        // Measuring changed nothing the views show.
        container.layoutIfNeeded()
        #expect(container.frame.size == CGSize(width: 500, height: 500))
        #expect(label.frame.width == 480)
    }

    /// Two superviews of moved views, and a direct call of `layoutSubviews()`: the engine keeps each view's solution
    /// and asks each superview once, so these check that nothing is missed or stale.
    @Test("a constant that moves views in two superviews lays out both, and layoutSubviews() called directly sees it")
    func movesAcrossSuperviewsAndDirectLayout() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 300))
        let right = UIView(frame: CGRect(x: 150, y: 0, width: 150, height: 300))
        root.addSubview(left)
        root.addSubview(right)
        let a = UIView()
        let b = UIView()
        for (view, parent) in [(a, left), (b, right)] {
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                view.widthAnchor.constraint(equalToConstant: 20),
                view.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        let top = a.topAnchor.constraint(equalTo: left.topAnchor, constant: 10)
        NSLayoutConstraint.activate([top, b.topAnchor.constraint(equalTo: a.topAnchor, constant: 5)])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 10, width: 20, height: 20))
        #expect(b.frame == CGRect(x: 0, y: 15, width: 20, height: 20))
        top.constant = 40
        root.layoutIfNeeded()
        #expect(a.frame.minY == 40)
        #expect(b.frame.minY == 45)
        // No layout pass: a direct call applies the newest solution to that superview's subviews only.
        top.constant = 70
        right.layoutSubviews()
        #expect(b.frame.minY == 75)
        #expect(a.frame.minY == 40)
        root.layoutIfNeeded()
        #expect(a.frame.minY == 70)
        // A frame set by code is put back at the next layout, whether or not the solution moved.
        a.frame.origin.y = 0
        left.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(a.frame.minY == 70)
    }
}

extension CGFloat {
    /// The width of an edge at `origin` with this length, after both edges are rounded to pixels at `scale`.
    func rounded(toPixelsOf scale: CGFloat, from origin: CGFloat) -> CGFloat {
        ((origin + self) * scale).rounded() / scale - (origin * scale).rounded() / scale
    }
}
