import Foundation
import Tactile
import TactileTesting
import Testing

@testable import PortingCorpus

/// The edge-swipe side menu: the screen-edge pan opens it (identified with `==` in the delegate), a pan from the
/// middle does nothing while it is closed, a swipe back or a tap on the dimmed content closes it.
@MainActor
@Suite("Corpus: SideMenuViewController")
struct SideMenuViewControllerTests {
    let controller = SideMenuViewController()
    let stage: CorpusStage

    init() {
        stage = CorpusStage(showing: controller)
    }

    @Test("the menu follows a swipe in from the left edge and opens when released past half way")
    func edgeSwipeOpens() {
        stage.makeCurrent()
        let finger = stage.sim.touchDown(at: CGPoint(x: 2, y: 240))
        for step in 1...10 {
            stage.sim.advance(by: 1.0 / 60)
            stage.sim.move(finger, to: CGPoint(x: 2 + CGFloat(step) * 16, y: 240))
        }
        #expect(controller.menuView.frame.origin.x > -100, "the menu tracks the finger")
        #expect(controller.dimmingView.alpha > 0.5)
        stage.sim.advance(by: 0.2)  // hold still: no flick
        stage.sim.lift(finger)
        #expect(controller.isMenuOpen)
        #expect(controller.menuView.frame.origin.x == 0)
        #expect(controller.dimmingView.alpha == 1)
    }

    @Test("a short, slow swipe from the edge snaps the menu shut again")
    func shortSwipeCloses() {
        stage.makeCurrent()
        stage.sim.drag(from: CGPoint(x: 2, y: 240), to: CGPoint(x: 60, y: 240), duration: 1)
        #expect(!controller.isMenuOpen)
        #expect(controller.menuView.frame.origin.x == -240)
    }

    @Test("a pan that starts in the middle of the screen does not open the menu")
    func middlePanIgnored() {
        stage.makeCurrent()
        stage.sim.drag(from: CGPoint(x: 100, y: 240), to: CGPoint(x: 300, y: 240))
        #expect(!controller.isMenuOpen)
        #expect(controller.menuView.frame.origin.x == -240)
    }

    @Test("when open, a swipe to the left or a tap on the dimmed content closes it")
    func closing() {
        stage.makeCurrent()
        controller.setMenu(open: true, animated: false)
        stage.sim.drag(from: CGPoint(x: 200, y: 240), to: CGPoint(x: 20, y: 240), duration: 0.15)
        #expect(!controller.isMenuOpen)
        #expect(controller.menuView.frame.origin.x == -240)
        controller.setMenu(open: true, animated: false)
        stage.sim.advance(by: 1)
        stage.sim.tap(at: CGPoint(x: 300, y: 240))
        #expect(!controller.isMenuOpen)
        #expect(controller.dimmingView.alpha == 0)
    }
}
