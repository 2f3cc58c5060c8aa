import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// UIView.animate without a renderer: changes at once, completion on the scheduler (issue 16, deliverable 6).
@MainActor
@Suite("View animations on virtual time")
struct ViewAnimationTests {
    func makeSim() -> TouchSimulator {
        let sim = TouchSimulator()
        sim.makeShared()
        return sim
    }

    @Test("the block's changes apply at once; the completion runs with finished = true after delay + duration")
    func completionAfterDuration() {
        let sim = makeSim()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3, delay: 0.2, options: [.curveEaseOut]) {
            v.center = CGPoint(x: 100, y: 100)
            v.alpha = 0.5
        } completion: { finished.append($0) }
        #expect(v.center == CGPoint(x: 100, y: 100) && v.alpha == 0.5)
        sim.advance(by: 0.49)
        #expect(finished.isEmpty)
        sim.advance(by: 0.02)
        #expect(finished == [true])
    }

    @Test("a zero duration still completes asynchronously, on the scheduler's next turn, as UIKit does")
    func zeroDuration() {
        let sim = makeSim()
        var done = false
        UIView.animate(withDuration: 0, animations: {}) { _ in done = true }
        #expect(!done)
        sim.advance(by: 0)
        #expect(done)
    }

    @Test("the spring variant and keyframes apply at once and complete after their duration; .repeat never completes")
    func springKeyframesRepeat() {
        let sim = makeSim()
        let v = UIView()
        var log: [String] = []
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 2, options: [],
            animations: { v.transform = CGAffineTransform(scaleX: 2, y: 2) }, completion: { _ in log.append("spring") })
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.alpha = 0.2 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.alpha = 0.7 }
        } completion: { _ in log.append("keyframes") }
        UIView.animate(withDuration: 0.1, delay: 0, options: [.repeat, .autoreverse], animations: { v.tag = 3 }) { _ in
            log.append("repeat")
        }
        #expect(v.transform == CGAffineTransform(scaleX: 2, y: 2) && v.alpha == 0.7 && v.tag == 3)
        sim.advance(by: 0.6)
        #expect(log == ["spring"])
        sim.advance(by: 10)
        #expect(log == ["spring", "keyframes"])
    }

    @Test("inheritedAnimationDuration is the duration inside a block and 0 outside or without animation")
    func inheritedDuration() {
        _ = makeSim()
        var inside: TimeInterval = -1
        var without: TimeInterval = -1
        UIView.animate(withDuration: 0.25) {
            inside = UIView.inheritedAnimationDuration
            UIView.performWithoutAnimation { without = UIView.inheritedAnimationDuration }
        }
        #expect(inside == 0.25 && without == 0 && UIView.inheritedAnimationDuration == 0)
    }

    @Test("hit-testing sees an animated view at its final frame at once, as UIKit's model layer does")
    func hitTestingSeesFinalFrame() {
        let sim = makeSim()
        let v = SingleViewScene(simulator: sim, viewFrame: CGRect(x: 0, y: 0, width: 50, height: 50)).view
        var taps = 0
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in taps += 1 }
        v.addGestureRecognizer(tap)
        UIView.animate(withDuration: 1) { v.frame = CGRect(x: 200, y: 300, width: 50, height: 50) }
        sim.tap(at: CGPoint(x: 225, y: 325))
        #expect(taps == 1)
    }

    @Test("transition(from:to:) puts the new view in the old one's place at once; showHideTransitionViews hides instead")
    func transitions() {
        let sim = makeSim()
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        parent.addSubview(a)
        parent.addSubview(c)
        var done = false
        UIView.transition(from: a, to: b, duration: 0.3, options: [.transitionCrossDissolve]) { _ in done = true }
        #expect(parent.subviews.map(ObjectIdentifier.init) == [b, c].map(ObjectIdentifier.init) && a.superview == nil && !done)
        sim.advance(by: 0.3)
        #expect(done)
        UIView.transition(from: b, to: c, duration: 0, options: [.showHideTransitionViews])
        #expect(b.isHidden && !c.isHidden && parent.subviews.count == 2)
        var ran = false
        UIView.transition(with: parent, duration: 0.2, options: [.transitionFlipFromLeft], animations: { ran = true })
        #expect(ran)
    }
}
