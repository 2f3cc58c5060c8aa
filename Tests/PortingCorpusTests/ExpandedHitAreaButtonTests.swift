import Foundation
import Tactile
import TactileTesting
import Testing

@testable import PortingCorpus

/// Hit areas changed with `point(inside:with:)`: a small button accepts touches in a 44 × 44 area around it
/// (plus its edge insets), and a round badge rejects touches in its square's corners.
@MainActor
@Suite("Corpus: ExpandedHitAreaButton and CircularBadgeView")
struct ExpandedHitAreaButtonTests {
    let stage = CorpusStage()
    let button = ExpandedHitAreaButton(iconNamed: "xmark")
    let badge = CircularBadgeView(frame: CGRect(x: 200, y: 200, width: 40, height: 40))
    let counter = Counter()

    @MainActor
    final class Counter {
        var taps = 0
        func tapped() { taps += 1 }
    }

    init() {
        button.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
        button.addTarget(counter, action: Counter.tapped, for: .touchUpInside)
        stage.window.addSubview(button)
        stage.window.addSubview(badge)
    }

    @Test("a tap just outside the 20-point button but inside its 44-point target triggers it")
    func expandedArea() {
        stage.makeCurrent()
        stage.sim.tap(at: CGPoint(x: 90, y: 92))
        #expect(counter.taps == 1)
        stage.sim.advance(by: 1)
        stage.sim.tap(at: CGPoint(x: 80, y: 110))
        #expect(counter.taps == 1, "8 points beyond the 44-point target")
        #expect(button.hitArea == CGRect(x: -12, y: -12, width: 44, height: 44))
    }

    @Test("edge insets grow the target further; a hidden button takes no touches")
    func insetsAndHidden() {
        stage.makeCurrent()
        button.hitTestEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        stage.sim.tap(at: CGPoint(x: 70, y: 110))
        #expect(counter.taps == 1)
        button.isHidden = true
        stage.sim.advance(by: 1)
        stage.sim.tap(at: CGPoint(x: 110, y: 110))
        #expect(counter.taps == 1)
    }

    @Test("the badge takes touches inside its circle only; its corners fall through to the window")
    func circularBadge() {
        stage.makeCurrent()
        #expect(stage.window.hitTest(CGPoint(x: 220, y: 220), with: nil) === badge)
        #expect(stage.window.hitTest(CGPoint(x: 203, y: 203), with: nil) === stage.window)
        #expect(badge.layer.cornerRadius == 20)
        #expect(badge.clipsToBounds)
    }
}
