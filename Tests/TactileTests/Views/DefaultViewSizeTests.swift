import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// UIKit's default `loadView()` makes a view of the main screen's bounds, so code in `viewDidLoad()` that lays out
/// subviews from `view.bounds` (a toolbar at the bottom, a full-size overlay) works; the window or container that
/// shows the view sets its final frame afterwards.
@MainActor
@Suite("UIViewController default view size")
struct DefaultViewSizeTests {
    final class Probe: UIViewController {
        var boundsInViewDidLoad: CGRect?
        override func viewDidLoad() {
            super.viewDidLoad()
            boundsInViewDidLoad = view.bounds
            let toolbar = UIView(frame: CGRect(x: 0, y: view.bounds.height - 44, width: view.bounds.width, height: 44))
            view.addSubview(toolbar)
        }
    }

    @Test("in viewDidLoad the default view has the main screen's bounds")
    func screenSizedInViewDidLoad() {
        let controller = Probe()
        controller.loadViewIfNeeded()
        #expect(controller.boundsInViewDidLoad == UIScreen.main.bounds)
        #expect(UIScreen.main.bounds.width > 0)
    }

    @Test("the window sizes the root view afterwards; subviews laid out in viewDidLoad are hit-testable")
    func windowSetsTheFinalFrame() {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: UIScreen.main.bounds)
        let controller = Probe()
        window.rootViewController = controller
        #expect(controller.view.frame == window.bounds)
        let toolbar = controller.view.subviews[0]
        let point = CGPoint(x: window.bounds.midX, y: window.bounds.maxY - 20)
        #expect(window.hitTest(point, with: nil) === toolbar)
    }

    @Test("a loadView override that makes its own view keeps that view's frame")
    func overrideKeepsItsFrame() {
        final class Custom: UIViewController {
            override func loadView() { view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20)) }
        }
        let controller = Custom()
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 10, height: 20))
    }

    @Test("when the window's size changes, the root view's size changes by as much, as UIKit's flexible width and height make it")
    func rootViewFollowsTheWindowsSize() {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = Probe()
        window.rootViewController = controller
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        window.frame = CGRect(x: 0, y: 0, width: 500, height: 700)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 500, height: 700))
        window.bounds.size = CGSize(width: 400, height: 300)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 400, height: 300))

        // A root view the app placed inside the window keeps its margins.
        controller.view.frame = CGRect(x: 10, y: 20, width: 380, height: 260)
        window.frame = CGRect(x: 0, y: 0, width: 420, height: 340)
        #expect(controller.view.frame == CGRect(x: 10, y: 20, width: 400, height: 300))

        // A view that is not the root view's stays as it was; so does a root view once it is removed.
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(other)
        controller.view.removeFromSuperview()
        window.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(other.frame.size == CGSize(width: 50, height: 50))
        #expect(controller.view.frame.size == CGSize(width: 400, height: 300))
    }
}
