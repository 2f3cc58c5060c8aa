import Foundation
import Testing
@testable import Tactile
import TactileTesting

// present / dismiss (issue 16): UIKit's callback order, the presented view on top for hit-testing, the responder
// chain of a presented controller, and animated transitions completing on the scheduler.

@MainActor
@Suite("Presenting view controllers")
struct PresentationTests {
    let sim = TouchSimulator()

    func scene(_ trace: Trace) -> (UIWindow, TracingController) {
        let window = sim.makeWindow()
        let root = TracingController("A", trace)
        window.rootViewController = root
        _ = trace.take()
        return (window, root)
    }

    @Test("a full-screen presentation without animation: UIKit's order, presenter's view removed, completion run")
    func presentFullScreen() {
        let trace = Trace()
        let (window, a) = scene(trace)
        let b = TracingController("B", trace)
        b.modalPresentationStyle = .fullScreen
        var completed = false
        a.present(b, animated: false) { completed = true }
        #expect(completed)
        #expect(trace.take() == [
            "A.viewWillDisappear(false)", "B.viewWillAppear(false)", "A.viewDidDisappear(false)",
            "B.viewDidAppear(false)",
        ])
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)
        #expect(a.view.superview == nil)
        #expect(b.view.frame == window.bounds)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === b.view)
        #expect(b.next === a)  // a presented controller's next responder is its presenter
    }

    @Test("dismissing mirrors the presentation and puts the presenter's view back where it was")
    func dismissFullScreen() {
        let trace = Trace()
        let (window, a) = scene(trace)
        let b = TracingController("B", trace)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        _ = trace.take()
        var completed = false
        b.dismiss(animated: false) { completed = true }  // the presented controller asks its presenter
        #expect(completed)
        #expect(trace.take() == [
            "B.viewWillDisappear(false)", "A.viewWillAppear(false)", "B.viewDidDisappear(false)",
            "A.viewDidAppear(false)",
        ])
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
        #expect(a.view.superview === window)
        #expect(b.view.superview == nil)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === a.view)
    }

    @Test("a sheet (the automatic style) leaves the presenter on screen, under the presented view")
    func sheetKeepsPresenter() {
        let trace = Trace()
        let (window, a) = scene(trace)
        let b = TracingController("B", trace)
        a.present(b, animated: false)
        #expect(trace.take() == ["B.viewWillAppear(false)", "B.viewDidAppear(false)"])
        #expect(a.view.superview === window)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === b.view)
        a.dismiss(animated: false)
        #expect(trace.take() == ["B.viewWillDisappear(false)", "B.viewDidDisappear(false)"])
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === a.view)
    }

    @Test("an animated presentation completes on the scheduler after the documented duration")
    func animatedPresentation() {
        let trace = Trace()
        let (window, a) = scene(trace)
        let b = TracingController("B", trace)
        b.modalPresentationStyle = .fullScreen
        var completed = false
        a.present(b, animated: true) { completed = true }
        #expect(trace.take() == ["A.viewWillDisappear(true)", "B.viewWillAppear(true)"])
        #expect(!completed)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === b.view)
        sim.advance(by: UIViewController.presentationTransitionDuration - 0.01)
        #expect(!completed)
        #expect(a.view.superview === window)
        sim.advance(by: 0.02)
        #expect(completed)
        #expect(trace.take() == ["A.viewDidDisappear(true)", "B.viewDidAppear(true)"])
        #expect(a.view.superview == nil)
    }

    @Test("presenting from a child presents from the root of its containment hierarchy; presenting twice is ignored")
    func presentFromChild() {
        let trace = Trace()
        let (_, a) = scene(trace)
        let child = TracingController("C", trace)
        a.addChild(child)
        a.view.addSubview(child.view)
        child.didMove(toParent: a)
        let b = TracingController("B", trace)
        child.present(b, animated: false)
        #expect(b.presentingViewController === a)
        #expect(child.presentedViewController === b)
        var ran = false
        a.present(TracingController("D", trace), animated: false) { ran = true }
        #expect(!ran)
        #expect(a.presentedViewController === b)
        child.dismiss(animated: false)
        #expect(a.presentedViewController == nil)
    }

    @Test("dismissing a presenter dismisses the controllers stacked above its presented one")
    func stackedDismissal() {
        let trace = Trace()
        let (window, a) = scene(trace)
        let b = TracingController("B", trace)
        let c = TracingController("C", trace)
        a.present(b, animated: false)
        b.present(c, animated: false)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === c.view)
        a.dismiss(animated: false)
        #expect(a.presentedViewController == nil)
        #expect(b.presentedViewController == nil)
        #expect(c.view.superview == nil && b.view.superview == nil)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === a.view)
    }

    @Test("a navigation controller pushed inside a presented controller is found by navigationController")
    func navigationInsidePresentation() {
        let trace = Trace()
        let (window, a) = scene(trace)
        let top = TracingController("T", trace)
        let nav = UINavigationController(rootViewController: top)
        nav.modalPresentationStyle = .fullScreen
        a.present(nav, animated: false)
        #expect(top.navigationController === nav)
        #expect(top.presentingViewController === a)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === top.view)
        top.dismiss(animated: false)
        #expect(a.presentedViewController == nil)
    }
}

@MainActor
@Suite("Presenting view controllers: windows")
struct PresentationWindowTests {
    let sim = TouchSimulator()

    @Test("hiding and showing the window keeps a full-screen presentation on top; dismissal restores the root")
    func windowHiddenAndShown() {
        let trace = Trace()
        let window = sim.makeWindow()
        let a = TracingController("A", trace)
        window.rootViewController = a
        let b = TracingController("B", trace)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        window.isHidden = true
        _ = trace.take()
        window.isHidden = false
        #expect(trace.take() == ["B.viewWillAppear(false)", "B.viewDidAppear(false)"])
        #expect(a.view.superview == nil)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === b.view)
        a.dismiss(animated: false)
        #expect(a.view.superview === window)
        #expect(window.subviews.count == 1)
    }

    @Test("presenting from a controller whose view is in no window does nothing")
    func noWindow() {
        let trace = Trace()
        let a = TracingController("A", trace)
        _ = a.view
        var ran = false
        a.present(TracingController("B", trace), animated: false) { ran = true }
        #expect(!ran)
        #expect(a.presentedViewController == nil)
    }
}
