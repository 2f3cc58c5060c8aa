import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// navigationItem, the status bar preferences, and the navigation controller's interactive pop gesture.
@MainActor
@Suite("Navigation item, status bar preferences, interactive pop gesture")
struct NavigationItemAndPopGestureTests {
    @Test("navigationItem follows the controller's title and keeps its own title and prompt")
    func navigationItem() {
        let vc = UIViewController()
        vc.title = "Photos"
        #expect(vc.navigationItem.title == "Photos" && vc.navigationItem.prompt == nil)
        #expect(vc.navigationItem === vc.navigationItem)
        vc.title = "Albums"
        #expect(vc.navigationItem.title == "Albums")
        vc.navigationItem.title = "Custom"
        vc.navigationItem.prompt = "Choose one"
        #expect(vc.navigationItem.title == "Custom" && vc.title == "Albums" && vc.navigationItem.prompt == "Choose one")
        #expect(UINavigationItem(title: "T").title == "T")
    }

    @Test("status bar preferences have UIKit's defaults and can be overridden")
    func statusBar() {
        final class Dark: UIViewController {
            override var prefersStatusBarHidden: Bool { true }
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        let plain = UIViewController()
        #expect(!plain.prefersStatusBarHidden && plain.preferredStatusBarStyle == .default)
        let dark: UIViewController = Dark()
        dark.setNeedsStatusBarAppearanceUpdate()
        #expect(dark.prefersStatusBarHidden && dark.preferredStatusBarStyle == .lightContent)
    }

    @Test("the interactive pop gesture is a left-edge pan, enabled only with more than one controller")
    func popGestureEnabling() throws {
        let nav = UINavigationController(rootViewController: UIViewController())
        let edge = try #require(nav.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(edge.view == nil)  // attached when the view loads
        let view = nav.view
        #expect(edge.view === view && edge.edges == .left)
        #expect(!edge.isEnabled)
        nav.pushViewController(UIViewController(), animated: false)
        #expect(edge.isEnabled)
        nav.popViewController(animated: false)
        #expect(!edge.isEnabled)
    }

    @Test("a drag from the left edge past half the width pops the top controller; a shorter one does not")
    func popGesture() {
        let sim = TouchSimulator()
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        window.rootViewController = nav
        let top = UIViewController()
        nav.pushViewController(top, animated: false)
        sim.drag(from: CGPoint(x: 2, y: 200), to: CGPoint(x: 120, y: 200))
        sim.advance(by: 1)
        #expect(nav.topViewController === top)
        sim.drag(from: CGPoint(x: 2, y: 200), to: CGPoint(x: 250, y: 200))
        #expect(nav.topViewController === root)
        sim.advance(by: UINavigationController.transitionDuration)
        #expect(top.parent == nil && top.viewIfLoaded?.superview == nil)
        // A drag that does not start at the edge does nothing.
        nav.pushViewController(top, animated: false)
        sim.drag(from: CGPoint(x: 60, y: 200), to: CGPoint(x: 300, y: 200))
        sim.advance(by: 1)
        #expect(nav.topViewController === top)
    }
}
