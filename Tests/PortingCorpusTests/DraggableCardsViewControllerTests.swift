import Foundation
import Tactile
import TactileTesting
import Testing

@testable import PortingCorpus

/// Draggable cards: a card follows the finger exactly (incremental translation, reset to zero), springs back
/// where it started when dropped elsewhere, and is removed when dropped on the trash zone once its fade-out
/// animation has run.
@MainActor
@Suite("Corpus: DraggableCardsViewController")
struct DraggableCardsViewControllerTests {
    let controller = DraggableCardsViewController()
    let stage: CorpusStage

    init() {
        stage = CorpusStage(showing: controller)
    }

    /// The cards, in the order they were added (tags 0, 1, 2).
    var cards: [UIView] { controller.view.subviews.filter { $0.gestureRecognizers?.isEmpty == false } }

    @Test("the card follows the finger point for point while dragged")
    func followsTheFinger() {
        stage.makeCurrent()
        let card = cards[0]
        #expect(card.center == CGPoint(x: 60, y: 160))
        let finger = stage.sim.touchDown(at: CGPoint(x: 60, y: 160))
        for step in 1...10 {
            stage.sim.advance(by: 1.0 / 60)
            stage.sim.move(finger, to: CGPoint(x: 60 + 5 * CGFloat(step), y: 160 + 3 * CGFloat(step)))
        }
        #expect(isClose(card.center, CGPoint(x: 110, y: 190), within: 0.01))
        #expect(scaleFactor(of: card.transform) > 1.09, "lifted cards grow to 110 %")
        #expect(controller.view.subviews.last === card, "the dragged card is brought to the front")
        stage.sim.lift(finger)
    }

    @Test("dropped away from the trash, the card springs back to where it started")
    func snapsBack() {
        stage.makeCurrent()
        let card = cards[1]
        let start = card.center
        stage.sim.drag(from: start, to: CGPoint(x: 250, y: 300))
        #expect(card.center == start)
        #expect(card.transform == .identity)
        #expect(card.superview === controller.view)
    }

    @Test("dropped on the trash, the card fades and is removed when the animation completes")
    func dropOnTrash() {
        stage.makeCurrent()
        let card = cards[2]
        let bounds = controller.view.bounds
        stage.sim.drag(from: card.center, to: CGPoint(x: bounds.midX, y: bounds.maxY - 40))
        #expect(card.alpha == 0, "the animation's changes apply at once")
        #expect(card.superview === controller.view, "the completion has not run yet")
        #expect(controller.removedCardCount == 0)
        stage.sim.advance(by: 0.3)
        #expect(card.superview == nil)
        #expect(controller.removedCardCount == 1)
        #expect(cards.count == 2)
    }
}
