import Foundation
import Tactile
import TactileTesting
import Testing

@testable import PortingCorpus

/// Long-press reordering: after the press duration the tile lifts and follows the finger, the others move out of
/// its way, and the new order is reported when the finger lifts. A quick touch reorders nothing.
@MainActor
@Suite("Corpus: ReorderableStackView")
struct ReorderableStackViewTests {
    let stage = CorpusStage()
    let stack = ReorderableStackView(frame: CGRect(x: 20, y: 20, width: 200, height: 400))
    var reported: [[Int]] { log.orders }
    let log = Log()

    @MainActor
    final class Log {
        var orders: [[Int]] = []
    }

    init() {
        stage.window.addSubview(stack)
        for tag in 0..<3 {
            let tile = UIView()
            tile.tag = tag
            stack.addTile(tile)
        }
        let log = self.log
        stack.onReorder = { log.orders.append($0) }
    }

    @Test("tiles are laid out top to bottom")
    func layout() {
        stage.makeCurrent()
        #expect(stack.tiles.map(\.frame.origin.y) == [0, 68, 136])
        #expect(stack.tiles.allSatisfy { $0.frame.width == 200 && $0.frame.height == 60 })
    }

    @Test("press, hold and drag the first tile to the bottom: the order becomes 1, 2, 0")
    func dragToBottom() {
        stage.makeCurrent()
        let finger = stage.sim.touchDown(at: CGPoint(x: 100, y: 50))
        stage.sim.advance(by: 0.35)
        #expect(scaleFactor(of: stack.tiles[0].transform) > 1.04, "the lifted tile grows")
        for step in 1...14 {
            stage.sim.advance(by: 1.0 / 60)
            stage.sim.move(finger, to: CGPoint(x: 100, y: 50 + CGFloat(step) * 10))
        }
        #expect(stack.tiles.map(\.tag) == [1, 2, 0])
        #expect(stack.tiles[0].frame.origin.y == 0, "the others moved up")
        stage.sim.lift(finger)
        #expect(reported == [[1, 2, 0]])
        #expect(stack.tiles[2].transform == .identity)
        #expect(stack.tiles[2].frame.origin.y == 136)
    }

    @Test("a quick touch or a drag without holding reorders nothing")
    func noHoldNoReorder() {
        stage.makeCurrent()
        stage.sim.tap(at: CGPoint(x: 100, y: 50))
        stage.sim.advance(by: 1)
        stage.sim.drag(from: CGPoint(x: 100, y: 50), to: CGPoint(x: 100, y: 200), duration: 0.2)
        #expect(reported.isEmpty)
        #expect(stack.tiles.map(\.tag) == [0, 1, 2])
    }
}
