import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// UIViewPropertyAnimator on virtual time (issue 16, deliverable 6).
@MainActor
@Suite("UIViewPropertyAnimator on virtual time")
struct PropertyAnimatorTests {
    @Test("blocks apply when the animator starts; fraction follows the clock; completions run with .end at the end")
    func runsToEnd() {
        let sim = TouchSimulator()
        UIApplication.setShared(sim.application)
        let v = UIView()
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeOut) { v.alpha = 0 }
        animator.addCompletion { ended.append($0) }
        #expect(v.alpha == 1 && animator.state == .inactive)
        animator.startAnimation()
        #expect(v.alpha == 0 && animator.state == .active && animator.isRunning)
        sim.advance(by: 0.25)
        #expect(abs(animator.fractionComplete - 0.25) < 1e-9)
        sim.advance(by: 0.8)
        #expect(ended == [.end] && animator.state == .inactive && !animator.isRunning)
    }

    @Test("pausing freezes the fraction; continuing finishes after the remaining time; stopping without finishing calls nothing")
    func pauseAndStop() {
        let sim = TouchSimulator()
        UIApplication.setShared(sim.application)
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear)
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        sim.advance(by: 0.5)
        animator.pauseAnimation()
        sim.advance(by: 5)
        #expect(ended.isEmpty && abs(animator.fractionComplete - 0.25) < 1e-9)
        animator.fractionComplete = 0.5
        animator.startAnimation()
        sim.advance(by: 0.99)
        #expect(ended.isEmpty)
        sim.advance(by: 0.02)
        #expect(ended == [.end])

        let other = UIViewPropertyAnimator(duration: 1, curve: .linear)
        other.addCompletion { ended.append($0) }
        other.startAnimation()
        other.stopAnimation(false)
        #expect(other.state == .stopped)
        other.finishAnimation(at: .current)
        #expect(ended == [.end, .current] && other.state == .inactive)
        let third = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: [], animations: {}) {
            ended.append($0)
        }
        third.stopAnimation(true)
        sim.advance(by: 5)
        #expect(ended == [.end, .current] && third.state == .inactive)
    }
}
