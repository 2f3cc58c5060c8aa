import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// Layout margins, the safe area and their guides.
@MainActor
@Suite("Layout margins and safe area")
struct UIViewLayoutMarginsTests {
    @Test("margin attributes and the margins guide are 8 points in by default, and follow new margins")
    func margins() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = constrainedView(in: parent)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: parent.layoutMarginsGuide.trailingAnchor),
            NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: parent,
                attribute: .topMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .bottom, relatedBy: .equal, toItem: parent,
                attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 8, width: 184, height: 84))
        #expect(parent.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
        parent.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(parent.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 2, y: 1, width: 194, height: 96))
    }

    @Test("a window's safe area reaches the views inside it, and the safe-area guide follows a change")
    func safeArea() {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let container = UIView(frame: CGRect(x: 0, y: 20, width: 320, height: 200))
        window.addSubview(container)
        #expect(container.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
        let bar = constrainedView(in: window)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            bar.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor),
            bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            bar.widthAnchor.constraint(equalToConstant: 10),
        ])
        sim.advance(by: 0)
        #expect(bar.frame == CGRect(x: 0, y: 44, width: 10, height: 402))
        window.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        sim.advance(by: 0)
        #expect(bar.frame == CGRect(x: 0, y: 20, width: 10, height: 460))
    }

    @Test("a view controller's root view has 16-point side margins, measured from the safe area")
    func controllerMargins() {
        let sim = TouchSimulator()
        let window = sim.makeWindow()
        window.safeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        let controller = UIViewController()
        window.rootViewController = controller
        let view: UIView = controller.view
        #expect(view.layoutMargins == UIEdgeInsets(top: 38, left: 16, bottom: 8, right: 16))
        view.insetsLayoutMarginsFromSafeArea = false
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(view.layoutMargins.left == 8)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0)
        #expect(view.safeAreaInsets == UIEdgeInsets(top: 30, left: 0, bottom: 50, right: 0))
    }

    @Test("a layout guide spaces views and reports its frame")
    func guides() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let left = constrainedView(in: parent)
        let right = constrainedView(in: parent)
        let gap = UILayoutGuide()
        parent.addLayoutGuide(gap)
        #expect(gap.owningView === parent)
        #expect(parent.layoutGuides == [gap])
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            left.widthAnchor.constraint(equalToConstant: 100),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            gap.widthAnchor.constraint(equalToConstant: 40),
            right.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            gap.topAnchor.constraint(equalTo: parent.topAnchor), gap.heightAnchor.constraint(equalToConstant: 5),
            left.topAnchor.constraint(equalTo: parent.topAnchor), left.heightAnchor.constraint(equalToConstant: 5),
            right.topAnchor.constraint(equalTo: parent.topAnchor), right.heightAnchor.constraint(equalToConstant: 5),
        ])
        parent.layoutIfNeeded()
        #expect(gap.layoutFrame == CGRect(x: 100, y: 0, width: 40, height: 5))
        #expect(right.frame == CGRect(x: 140, y: 0, width: 160, height: 5))
        parent.removeLayoutGuide(gap)
        #expect(parent.layoutGuides.isEmpty)
        #expect(parent.constraints.count == 4)  // the five that used the guide are gone; sizes sit on their views
    }
}
