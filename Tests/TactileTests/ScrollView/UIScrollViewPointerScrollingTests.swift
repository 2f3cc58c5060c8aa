import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// A mouse wheel and a trackpad scroll a `UIScrollView` through its pan (`allowedScrollTypesMask = .all`), as on
/// iPad with a pointer.
@MainActor
@Suite("UIScrollView scrolled by a wheel and a trackpad")
struct UIScrollViewPointerScrollingTests {
    final class Recorder: UIScrollViewDelegate {
        var log: [String] = []
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            log.append("didEndDragging \(decelerate)")
        }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.append("didEndDecelerating") }
    }

    let sim = TouchSimulator()

    /// A 320 × 480 scroll view over 320 × 2000 of content.
    func scene(bounces: Bool = true) -> (UIScrollView, Recorder) {
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        scroll.bounces = bounces
        scroll.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000)))
        let recorder = Recorder()
        scroll.delegate = recorder
        window.addSubview(scroll)
        return (scroll, recorder)
    }

    @Test("the scroll view's pan allows every scroll type, a plain pan none")
    func masks() {
        #expect(UIScrollView(frame: .zero).panGestureRecognizer.allowedScrollTypesMask == .all)
        #expect(UIPanGestureRecognizer().allowedScrollTypesMask == [])
        #expect(UIScrollTypeMask.all == [.discrete, .continuous])
        #expect(UIScrollTypeMask.all.rawValue == 3)
    }

    @Test("wheel clicks scroll the content by their translation, with no deceleration afterwards")
    func wheelScrolls() {
        let (scroll, recorder) = scene()
        // Three clicks of 40 pt, the wheel turned towards the user: the content moves up, the offset grows.
        sim.scroll(by: CGVector(dx: 0, dy: -120), at: CGPoint(x: 160, y: 240), type: .discrete, steps: 3)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 120))
        #expect(!scroll.isDragging)
        #expect(!scroll.isDecelerating)
        #expect(recorder.log == ["willBeginDragging", "didEndDragging false"])
        sim.advance(by: 1)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 120))
    }

    @Test("a wheel stops at the content's edges even with bouncing on, and turning back moves at once")
    func wheelClampsAtEdges() {
        let (scroll, _) = scene(bounces: true)
        // Up from the top: nothing moves (no rubber band).
        sim.scroll(by: CGVector(dx: 0, dy: 200), at: CGPoint(x: 160, y: 240), type: .discrete, steps: 2)
        #expect(scroll.contentOffset == .zero)
        // Far past the bottom in one run, then back up within the same run: the clicks past the edge are dropped.
        let location = CGPoint(x: 160, y: 240)
        for _ in 0..<5 {
            sim.application.enqueue(
                .scroll(RawScrollEvent(
                    timestamp: sim.now, location: location, translation: CGVector(dx: 0, dy: -500), type: .discrete,
                    phase: .changed)))
            sim.advance(by: 0.02)
        }
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 1520))  // 2000 − 480
        sim.application.enqueue(
            .scroll(RawScrollEvent(
                timestamp: sim.now, location: location, translation: CGVector(dx: 0, dy: 40), type: .discrete,
                phase: .changed)))
        sim.advance(by: 0.02)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 1480))
        sim.advance(by: 1)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 1480))
        #expect(!scroll.isDragging)
    }

    @Test("a trackpad scroll drags the content and decelerates after the fingers lift while moving")
    func trackpadScrollsAndDecelerates() {
        let (scroll, recorder) = scene()
        sim.scroll(by: CGVector(dx: 0, dy: -200), at: CGPoint(x: 160, y: 240), type: .continuous, steps: 10)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
        #expect(recorder.log == ["willBeginDragging", "didEndDragging true"])
        #expect(scroll.isDecelerating)
        sim.advance(by: 5)
        #expect(!scroll.isDecelerating)
        #expect(scroll.contentOffset.y > 200)
        #expect(scroll.contentOffset.y <= 1520)
        #expect(recorder.log.last == "didEndDecelerating")
    }

    @Test("a trackpad scroll past the top bounces back; without bouncing it stops at the edge")
    func trackpadBounces() {
        let (bouncing, _) = scene(bounces: true)
        sim.application.enqueue(.scroll(RawScrollEvent(
            timestamp: sim.now, location: CGPoint(x: 160, y: 240), translation: .zero, type: .continuous,
            phase: .began)))
        sim.application.enqueue(.scroll(RawScrollEvent(
            timestamp: sim.now, location: CGPoint(x: 160, y: 240), translation: CGVector(dx: 0, dy: 100),
            type: .continuous, phase: .changed)))
        sim.advance(by: 0.02)
        #expect(bouncing.contentOffset == CGPoint(x: 0, y: -50))  // half speed past the edge, as a drag
        sim.advance(by: 0.2)
        sim.application.enqueue(.scroll(RawScrollEvent(
            timestamp: sim.now, location: CGPoint(x: 160, y: 240), translation: .zero, type: .continuous,
            phase: .ended)))
        sim.advance(by: 1)
        #expect(bouncing.contentOffset == .zero)

        bouncing.removeFromSuperview()
        let (stiff, _) = scene(bounces: false)
        sim.scroll(by: CGVector(dx: 0, dy: 100), at: CGPoint(x: 160, y: 240), type: .continuous)
        #expect(stiff.contentOffset == .zero)
    }

    @Test("a scroll over a view outside the scroll view does not scroll it")
    func outsideDoesNotScroll() {
        let (scroll, _) = scene()
        scroll.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
        sim.scroll(by: CGVector(dx: 0, dy: -100), at: CGPoint(x: 160, y: 400), type: .discrete, steps: 1)
        #expect(scroll.contentOffset == .zero)
        sim.scroll(by: CGVector(dx: 0, dy: -100), at: CGPoint(x: 160, y: 100), type: .discrete, steps: 1)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
    }

    @Test("nested scroll views: the inner one takes the wheel; at its edge a new wheel run goes to the outer one")
    func nested() {
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let outer = UIScrollView(frame: window.bounds)
        outer.contentSize = CGSize(width: 320, height: 2000)
        let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        inner.contentSize = CGSize(width: 320, height: 300)
        outer.addSubview(inner)
        window.addSubview(outer)
        sim.scroll(by: CGVector(dx: 0, dy: -80), at: CGPoint(x: 160, y: 100), type: .discrete, steps: 2)
        #expect(inner.contentOffset == CGPoint(x: 0, y: 80))
        #expect(outer.contentOffset == .zero)
        sim.scroll(by: CGVector(dx: 0, dy: -80), at: CGPoint(x: 160, y: 100), type: .discrete, steps: 2)
        #expect(inner.contentOffset == CGPoint(x: 0, y: 100))
        #expect(outer.contentOffset == .zero)
        // The inner one rests at its bottom: a run that starts by pushing past it scrolls the outer one.
        sim.scroll(by: CGVector(dx: 0, dy: -80), at: CGPoint(x: 160, y: 100), type: .discrete, steps: 2)
        #expect(inner.contentOffset == CGPoint(x: 0, y: 100))
        #expect(outer.contentOffset == CGPoint(x: 0, y: 80))
    }
}
