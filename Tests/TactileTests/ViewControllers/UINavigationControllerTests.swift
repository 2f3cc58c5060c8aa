import Foundation
import Testing
@testable import Tactile
import TactileTesting

// UINavigationController (issue 16): the stack, containment, UIKit's callback order, what is on screen to hit-test,
// and animated transitions completing on the scheduler.

@MainActor
@Suite("UINavigationController")
struct NavigationControllerTests {
    let sim = TouchSimulator()

    func scene(_ trace: Trace) -> (UIWindow, UINavigationController, TracingController) {
        let window = sim.makeWindow()
        let root = TracingController("A", trace)
        let nav = UINavigationController(rootViewController: root)
        window.rootViewController = nav
        return (window, nav, root)
    }

    @Test("the root is a child whose view fills the navigation controller's view and appears with it")
    func rootShown() {
        let trace = Trace()
        let (window, nav, root) = scene(trace)
        #expect(trace.take() == ["A.willMove(other)", "A.didMove(other)", "A.viewWillAppear(false)", "A.viewDidAppear(false)"])
        #expect(nav.viewControllers.count == 1 && nav.topViewController === root)
        #expect(root.parent === nav)
        #expect(root.navigationController === nav)
        #expect(root.view.superview === nav.view)
        #expect(root.view.frame == nav.view.bounds)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === root.view)
    }

    @Test("a push without animation runs UIKit's order and the pushed view takes the touches")
    func pushNotAnimated() {
        let trace = Trace()
        let (window, nav, root) = scene(trace)
        _ = trace.take()
        let b = TracingController("B", trace)
        nav.pushViewController(b, animated: false)
        #expect(trace.take() == [
            "B.willMove(other)", "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
            "A.viewDidDisappear(false)", "B.viewDidAppear(false)", "B.didMove(other)",
        ])
        #expect(nav.viewControllers.count == 2 && nav.topViewController === b)
        #expect(b.navigationController === nav)
        #expect(root.view.superview == nil)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === b.view)
        #expect(b.next === nav.view)
    }

    @Test("a pop without animation mirrors the push and removes the popped controller")
    func popNotAnimated() {
        let trace = Trace()
        let (window, nav, root) = scene(trace)
        let b = TracingController("B", trace)
        nav.pushViewController(b, animated: false)
        _ = trace.take()
        let popped = nav.popViewController(animated: false)
        #expect(popped === b)
        #expect(trace.take() == [
            "B.willMove(nil)", "B.viewWillDisappear(false)", "A.viewWillAppear(false)",
            "B.viewDidDisappear(false)", "A.viewDidAppear(false)", "B.didMove(nil)",
        ])
        #expect(b.parent == nil)
        #expect(b.navigationController == nil)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === root.view)
        #expect(nav.popViewController(animated: false) == nil)  // only the root is left
    }

    @Test("an animated push shows the new view at once and completes after the transition duration")
    func pushAnimated() {
        let trace = Trace()
        let (window, nav, root) = scene(trace)
        _ = trace.take()
        let b = TracingController("B", trace)
        nav.pushViewController(b, animated: true)
        #expect(trace.take() == ["B.willMove(other)", "A.viewWillDisappear(true)", "B.viewWillAppear(true)"])
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === b.view)
        #expect(root.view.superview === nav.view)  // both views during the transition
        sim.advance(by: UINavigationController.transitionDuration - 0.01)
        #expect(trace.lines.isEmpty)
        sim.advance(by: 0.02)
        #expect(trace.take() == ["A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(other)"])
        #expect(root.view.superview == nil)
    }

    @Test("a push during an animated transition completes the pending one first")
    func overlappingTransitions() {
        let trace = Trace()
        let (_, nav, _) = scene(trace)
        let b = TracingController("B", trace)
        let c = TracingController("C", trace)
        nav.pushViewController(b, animated: true)
        _ = trace.take()
        nav.pushViewController(c, animated: false)
        #expect(trace.take() == [
            "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(other)",
            "C.willMove(other)", "B.viewWillDisappear(false)", "C.viewWillAppear(false)",
            "B.viewDidDisappear(false)", "C.viewDidAppear(false)", "C.didMove(other)",
        ])
        sim.advance(by: 1)
        #expect(trace.lines.isEmpty)
        #expect(nav.viewControllers.map { ($0 as? TracingController)?.name } == ["A", "B", "C"])
    }

    @Test("popToRootViewController pops everything above the root; setViewControllers replaces the stack")
    func popToRootAndSet() {
        let trace = Trace()
        let (_, nav, root) = scene(trace)
        let b = TracingController("B", trace)
        let c = TracingController("C", trace)
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        _ = trace.take()
        let popped = nav.popToRootViewController(animated: false)
        #expect(popped?.count == 2 && popped?[0] === b && popped?[1] === c)
        #expect(nav.topViewController === root)
        #expect(b.parent == nil && c.parent == nil)
        #expect(trace.lines.contains("C.viewDidDisappear(false)"))
        #expect(!trace.lines.contains("B.viewWillDisappear(false)"))  // B was not on screen
        nav.viewControllers = [b, c]
        #expect(nav.topViewController === c)
        #expect(root.parent == nil)
        #expect(c.view.superview === nav.view)
        #expect(b.parent === nav)
    }

    @Test("pushing a controller that is already in the stack does nothing")
    func pushTwice() {
        let trace = Trace()
        let (_, nav, root) = scene(trace)
        nav.pushViewController(root, animated: false)
        #expect(nav.viewControllers.count == 1)
    }
}

/// Records the transition flags seen in each appearance callback.
fileprivate final class FlagController: UIViewController {
    var seen: [String] = []
    private func note(_ callback: String) {
        var flags: [String] = []
        if isMovingToParent { flags.append("movingTo") }
        if isMovingFromParent { flags.append("movingFrom") }
        if isBeingPresented { flags.append("presented") }
        if isBeingDismissed { flags.append("dismissed") }
        seen.append("\(callback):\(flags.joined(separator: ","))")
    }
    override func viewWillAppear(_ animated: Bool) { note("willAppear") }
    override func viewDidAppear(_ animated: Bool) { note("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { note("didDisappear") }
}

@MainActor
@Suite("Transition flags and show(_:sender:)")
struct TransitionFlagTests {
    let sim = TouchSimulator()

    @Test("isMovingToParent / isMovingFromParent are true in the callbacks of a push and a pop, and only then")
    func movingFlags() {
        let window = sim.makeWindow()
        let nav = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = nav
        let b = FlagController()
        nav.pushViewController(b, animated: false)
        nav.popViewController(animated: false)
        #expect(b.seen == ["willAppear:movingTo", "didAppear:movingTo", "willDisappear:movingFrom", "didDisappear:movingFrom"])
        #expect(!b.isMovingToParent && !b.isMovingFromParent)
    }

    @Test("isBeingPresented / isBeingDismissed are true in the callbacks of a presentation and a dismissal")
    func presentationFlags() {
        let window = sim.makeWindow()
        let a = UIViewController()
        window.rootViewController = a
        let b = FlagController()
        a.present(b, animated: true)
        sim.advance(by: 1)
        b.dismiss(animated: false)
        #expect(b.seen == ["willAppear:presented", "didAppear:presented", "willDisappear:dismissed", "didDisappear:dismissed"])
        #expect(!b.isBeingPresented && !b.isBeingDismissed)
    }

    @Test("show(_:sender:) pushes inside a navigation controller and presents elsewhere")
    func show() {
        let window = sim.makeWindow()
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        window.rootViewController = nav
        let pushed = UIViewController()
        root.show(pushed, sender: nil)
        #expect(nav.topViewController === pushed)
        sim.advance(by: 1)
        let other = sim.makeWindow()
        let plain = UIViewController()
        other.rootViewController = plain
        let presented = UIViewController()
        plain.show(presented, sender: nil)
        #expect(plain.presentedViewController === presented)
    }
}
