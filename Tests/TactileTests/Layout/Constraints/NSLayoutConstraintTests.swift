import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// A plain view placed by constraints.
@MainActor
func constrainedView(in parent: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

/// NSLayoutConstraint: the relation, activation and installation, constants and priorities, and the frames the
/// layout pass gives views.
@MainActor
@Suite("NSLayoutConstraint")
struct NSLayoutConstraintTests {
    @Test("edges, a width and a height place a view, at layoutIfNeeded, in a hierarchy in no window")
    func placesAView() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = constrainedView(in: parent)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 20),
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 40),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50),
        ])
        #expect(child.frame == .zero)  // nothing moves before layout
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 40, width: 100, height: 50))
    }

    @Test("pinning all four edges with insets sizes the view from its superview, and follows a resize")
    func pinnedEdges() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = constrainedView(in: parent)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 16),
            parent.trailingAnchor.constraint(equalTo: child.trailingAnchor, constant: 16),
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
            child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -10),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 16, y: 10, width: 288, height: 460))
        parent.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 16, y: 10, width: 368, height: 280))
    }

    @Test("init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:) with a multiplier and centring")
    func itemInitializer() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = constrainedView(in: parent)
        parent.addConstraints([
            NSLayoutConstraint(
                item: child, attribute: .width, relatedBy: .equal, toItem: parent, attribute: .width,
                multiplier: 0.5, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 40),
            NSLayoutConstraint(
                item: child, attribute: .centerX, relatedBy: .equal, toItem: parent, attribute: .centerX,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .centerY, relatedBy: .equal, toItem: parent, attribute: .centerY,
                multiplier: 1, constant: 0),
        ])
        #expect(parent.constraints.count == 4)
        #expect(parent.constraints.filter { !$0.isActive }.isEmpty)
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 75, y: 80, width: 150, height: 40))
    }

    @Test("a width related to a height makes an aspect ratio, as UIKit allows between any two sizes")
    func aspectRatio() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = constrainedView(in: parent)
        let ratio = child.widthAnchor.constraint(equalTo: child.heightAnchor, multiplier: 1.5)
        NSLayoutConstraint.activate([
            ratio, child.heightAnchor.constraint(equalToConstant: 40),
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        #expect(ratio.isActive)
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 60, height: 40))
    }

    @Test("activation installs on the closest common ancestor; deactivation removes and frees the view's place")
    func installation() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let container = constrainedView(in: root)
        let inner = constrainedView(in: container)
        let sibling = constrainedView(in: root)
        let width = inner.widthAnchor.constraint(equalToConstant: 10)
        let across = inner.leadingAnchor.constraint(equalTo: sibling.trailingAnchor)
        let inside = inner.topAnchor.constraint(equalTo: container.topAnchor)
        NSLayoutConstraint.activate([width, across, inside])
        #expect(inner.constraints.contains(width))
        #expect(root.constraints.contains(across))
        #expect(container.constraints.contains(inside))
        #expect(width.isActive && across.isActive && inside.isActive)
        across.isActive = false
        #expect(!root.constraints.contains(across))
        #expect(!across.isActive)
    }

    @Test("a constraint between views in different containers adds the containers' positions")
    func acrossContainers() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let container = constrainedView(in: root)
        let inner = constrainedView(in: container)
        let other = constrainedView(in: root)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
            container.widthAnchor.constraint(equalToConstant: 200),
            container.heightAnchor.constraint(equalToConstant: 200),
            inner.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            inner.widthAnchor.constraint(equalToConstant: 30),
            inner.heightAnchor.constraint(equalToConstant: 30),
            // `other` sits just right of `inner`, in root's coordinates: 50 + 10 + 30 = 90.
            other.leadingAnchor.constraint(equalTo: inner.trailingAnchor),
            other.topAnchor.constraint(equalTo: inner.bottomAnchor, constant: 5),
            other.widthAnchor.constraint(equalTo: inner.widthAnchor, multiplier: 2),
            other.heightAnchor.constraint(equalTo: inner.heightAnchor),
        ])
        root.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 30, height: 30))
        #expect(other.frame == CGRect(x: 90, y: 105, width: 60, height: 30))
    }

    @Test("changing a constant moves the view at the next layout, without re-solving from scratch")
    func constantChange() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = constrainedView(in: parent)
        let top = child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10)
        NSLayoutConstraint.activate([
            top, child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        let engine = parent.autoLayoutStorage?.engine
        let solver = engine?.solver
        top.constant = 200
        #expect(child.frame.minY == 10)
        parent.layoutIfNeeded()
        #expect(child.frame.minY == 200)
        #expect(parent.autoLayoutStorage?.engine === engine)
        #expect(engine?.solver === solver)  // the same system, changed in place
    }

    @Test("inequalities and priorities: an optional width gives way to a required maximum")
    func priorities() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = constrainedView(in: parent)
        let wish = child.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = .defaultHigh
        NSLayoutConstraint.activate([
            wish, child.widthAnchor.constraint(lessThanOrEqualTo: parent.widthAnchor, constant: -20),
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor), child.heightAnchor.constraint(equalToConstant: 1),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame.width == 300)
        wish.constant = 100
        parent.layoutIfNeeded()
        #expect(child.frame.width == 100)
        // Optional to required after installation, which UIKit refuses, is allowed.
        wish.priority = .required
        wish.constant = 50
        parent.layoutIfNeeded()
        #expect(child.frame.width == 50)
    }

    @Test("the system spacing is 8 points times the multiplier")
    func systemSpacing() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = constrainedView(in: parent)
        let b = constrainedView(in: parent)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: parent.leadingAnchor), a.topAnchor.constraint(equalTo: parent.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 20), a.heightAnchor.constraint(equalToConstant: 20),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalTo: a.widthAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(b.frame.origin == CGPoint(x: 36, y: 28))
    }

    @Test("description names the items, the relation, the constant, the priority and the identifier")
    func description() {
        let a = UIView()
        let b = UIView()
        b.addSubview(a)
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: -8)
        c.identifier = "inset"
        c.priority = UILayoutPriority(750)
        let text = c.description
        #expect(text.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(text.contains("'inset' UIView:0x"))
        #expect(text.contains(".leading == UIView:0x"))
        #expect(text.hasSuffix(".leading - 8 @750>"))
        c.isActive = true
        #expect(c.description.hasSuffix("@750   (active)>"))
        let half = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5)
        #expect(half.description.contains(".width == 0.5*UIView:0x"))
        #expect(a.heightAnchor.constraint(equalToConstant: 44).description.hasSuffix(".height == 44>"))
    }

    @Test("anchors compare equal when they name the same attribute of the same item")
    func anchorEquality() {
        let view = UIView()
        #expect(view.leadingAnchor == view.leadingAnchor)
        #expect(view.leadingAnchor != view.trailingAnchor)
        #expect(view.leadingAnchor != UIView().leadingAnchor)
        let c = view.widthAnchor.constraint(equalToConstant: 3)
        #expect(c.firstItem === view && c.secondItem == nil && c.secondAttribute == .notAnAttribute)
        #expect(c.firstAttribute == .width && c.relation == .equal && c.multiplier == 1 && c.constant == 3)
    }
}
