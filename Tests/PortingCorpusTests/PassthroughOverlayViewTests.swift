import Foundation
import Tactile
import TactileTesting
import Testing

@testable import PortingCorpus

/// A full-screen overlay that overrides `hitTest(_:with:)` to let touches through everywhere except its own
/// subviews: the feed below scrolls, the floating button still works.
@MainActor
@Suite("Corpus: PassthroughOverlayView and FeedViewController")
struct PassthroughOverlayViewTests {
    let controller = FeedViewController()
    let stage: CorpusStage

    init() {
        stage = CorpusStage(showing: controller)
    }

    @Test("hit-testing skips the overlay itself but finds its button")
    func hitTesting() {
        stage.makeCurrent()
        let window = stage.window
        #expect(window.hitTest(CGPoint(x: 160, y: 300), with: nil) === controller.feedView)
        let button = controller.backToTopButton
        #expect(window.hitTest(CGPoint(x: button.frame.midX, y: button.frame.midY), with: nil) === button)
    }

    @Test("a drag through the overlay scrolls the feed")
    func feedScrolls() {
        stage.makeCurrent()
        stage.sim.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200))
        stage.sim.advance(by: 3)
        #expect(controller.feedView.contentOffset.y > 150)
    }

    @Test("the floating button's (sender) action scrolls the feed back to the top")
    func backToTop() {
        stage.makeCurrent()
        controller.feedView.setContentOffset(CGPoint(x: 0, y: 900), animated: false)
        stage.sim.tap(at: CGPoint(x: 60, y: 18), in: controller.backToTopButton)
        stage.sim.advance(by: 1)
        #expect(controller.backToTopCount == 1)
        #expect(controller.feedView.contentOffset == .zero)
    }
}
