import Foundation
import Tactile
import TactileTesting
import Testing

@testable import PortingCorpus

/// Shake handling: the controller becomes first responder when it appears, so the shake's motion events reach
/// it; the end of a shake removes the last shape once its fade-out has run; a cancelled shake only restores the
/// dimmed view.
@MainActor
@Suite("Corpus: ShakeToUndoViewController")
struct ShakeToUndoViewControllerTests {
    let controller = ShakeToUndoViewController()
    let stage: CorpusStage

    init() {
        stage = CorpusStage(showing: controller)
    }

    @Test("taps add shapes where the finger was")
    func tapsAddShapes() {
        stage.makeCurrent()
        stage.sim.tap(at: CGPoint(x: 100, y: 200))
        stage.sim.advance(by: 1)
        stage.sim.tap(at: CGPoint(x: 200, y: 300))
        #expect(controller.shapes.count == 2)
        #expect(controller.shapes[0].center == CGPoint(x: 100, y: 200))
    }

    @Test("a shake dims the view while it lasts and then removes the last shape after its fade-out")
    func shakeUndoes() {
        stage.makeCurrent()
        #expect(controller.isFirstResponder)
        stage.sim.tap(at: CGPoint(x: 100, y: 200))
        stage.sim.advance(by: 1)
        stage.sim.tap(at: CGPoint(x: 200, y: 300))
        let last = controller.shapes[1]
        stage.shake(.began)
        #expect(controller.view.alpha == 0.8)
        stage.shake(.ended)
        #expect(controller.view.alpha == 1)
        #expect(controller.shakeCount == 1)
        #expect(controller.shapes.count == 1)
        #expect(last.alpha == 0)
        #expect(last.superview === controller.view)
        stage.sim.advance(by: 0.25)
        #expect(last.superview == nil)
    }

    @Test("a cancelled shake restores the view and undoes nothing")
    func cancelled() {
        stage.makeCurrent()
        stage.sim.tap(at: CGPoint(x: 100, y: 200))
        stage.shake(.began)
        stage.shake(.cancelled)
        #expect(controller.view.alpha == 1)
        #expect(controller.shakeCount == 0)
        #expect(controller.shapes.count == 1)
    }
}
