import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// `UIScrollView`: dragging, deceleration and paging on virtual time, content touches, nesting, and the seed's
/// carousel (issue 4 item 4; HIT-12).
@MainActor
@Suite("UIScrollView")
struct UIScrollViewTests {
    let sim = TouchSimulator()

    final class Recorder: UIScrollViewDelegate {
        var calls: [String] = []
        var velocity: CGPoint?
        var target: CGPoint?
        var onScroll: ((UIScrollView) -> Void)?
        func scrollViewDidScroll(_ s: UIScrollView) { onScroll?(s) }
        func scrollViewWillBeginDragging(_ s: UIScrollView) { calls.append("willBeginDragging") }
        func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset: inout CGPoint) {
            calls.append("willEndDragging")
            velocity = v
            target = targetContentOffset
        }
        func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) { calls.append("didEndDragging \(d)") }
        func scrollViewDidEndDecelerating(_ s: UIScrollView) { calls.append("didEndDecelerating") }
    }

    func verticalScrollView() -> (UIScrollView, Recorder) {
        let window = sim.makeWindow()
        let s = UIScrollView(frame: window.bounds)
        s.contentSize = CGSize(width: 320, height: 2000)
        let r = Recorder()
        s.delegate = r
        window.addSubview(s)
        return (s, r)
    }

    @Test("a slow drag moves the content with the finger (from touch-down) and ends without deceleration")
    func dragFollowsFinger() {
        let (s, r) = verticalScrollView()
        let f = sim.touchDown(at: CGPoint(x: 100, y: 300))
        sim.advance(by: 0.05)
        sim.move(f, to: CGPoint(x: 100, y: 280))
        sim.advance(by: 0.05)
        sim.move(f, to: CGPoint(x: 100, y: 200))
        #expect(s.isDragging)
        #expect(s.contentOffset == CGPoint(x: 0, y: 100))
        sim.advance(by: 0.1)  // pause: no velocity left at lift
        sim.lift(f)
        #expect(r.calls == ["willBeginDragging", "willEndDragging", "didEndDragging false"])
        #expect(s.contentOffset == CGPoint(x: 0, y: 100))
    }

    @Test("deceleration follows the documented rate in closed form on virtual time, then stops")
    func deceleration() {
        let (s, r) = verticalScrollView()
        sim.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300), duration: 0.1)
        #expect(r.calls.suffix(2) == ["willEndDragging", "didEndDragging true"])
        let v = r.velocity!.y  // points per ms, content direction
        #expect(v > 0.9 && v < 1.1)  // the finger moved up at ~1000 pt/s
        let start = s.contentOffset.y
        let t0 = sim.now
        var samples: [(t: CGFloat, y: CGFloat)] = []
        r.onScroll = { [sim] s in samples.append((CGFloat((sim.now - t0) * 1000), s.contentOffset.y)) }
        sim.advance(by: 0.5)
        let d = UIScrollView.DecelerationRate.normal.rawValue
        #expect(samples.count >= 29)  // one per 1/60 s tick
        for (t, y) in samples {
            #expect(abs(y - (start + v * (pow(d, t) - 1) / log(d))) < 1e-6)
        }
        #expect(s.isDecelerating)
        sim.advance(by: 5)
        #expect(!s.isDecelerating)
        #expect(r.calls.last == "didEndDecelerating")
        // It stops where the speed falls below 50 pt/s: close to the full projection v / −ln d.
        #expect(abs(s.contentOffset.y - (start + v / -log(d))) < 30)
    }

    @Test("paging snaps to the page the fling points to")
    func paging() {
        let window = sim.makeWindow()
        let s = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        s.contentSize = CGSize(width: 320 * 4, height: 200)
        s.isPagingEnabled = true
        window.addSubview(s)
        sim.drag(from: CGPoint(x: 250, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)  // a short flick left
        sim.advance(by: 1)
        #expect(s.contentOffset == CGPoint(x: 320, y: 0))
        sim.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 190, y: 100), duration: 0.3)
        sim.advance(by: 0.1)
        sim.advance(by: 1)
        #expect(s.contentOffset.x.truncatingRemainder(dividingBy: 320) == 0)
    }

    @Test("a drag past the edge moves at half speed with bounces, and stops at the edge without")
    func bounces() {
        let (s, _) = verticalScrollView()
        let f = sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.move(f, to: CGPoint(x: 100, y: 200))  // pulling down at the top
        #expect(s.contentOffset.y == -50)
        sim.lift(f)
        sim.advance(by: 1)
        #expect(s.contentOffset.y == 0)  // settled back
        s.bounces = false
        let g = sim.touchDown(at: CGPoint(x: 100, y: 100))
        sim.move(g, to: CGPoint(x: 100, y: 200))
        #expect(s.contentOffset.y == 0)
        sim.lift(g)
    }

    // MARK: Content touches

    func buttonScene(delays: Bool) -> (UIScrollView, UIButton, [String]) {
        let (s, _) = verticalScrollView()
        s.delaysContentTouches = delays
        let b = UIButton(frame: CGRect(x: 50, y: 50, width: 200, height: 60))
        s.addSubview(b)
        return (s, b, [])
    }

    @Test("a button in a scroll view highlights after the 150 ms delay, not before")
    func buttonHighlightsAfterDelay() {
        let (_, b, _) = buttonScene(delays: true)
        let f = sim.touchDown(at: CGPoint(x: 100, y: 80))
        sim.advance(by: 0.149)
        #expect(!b.isHighlighted)
        sim.advance(by: 0.002)
        #expect(b.isHighlighted)
        var ups = 0
        b.addAction(for: .touchUpInside) { _, _ in ups += 1 }
        sim.lift(f)
        #expect(ups == 1)
    }

    @Test("with delaysContentTouches = false the button highlights at once")
    func buttonHighlightsAtOnce() {
        let (_, b, _) = buttonScene(delays: false)
        sim.touchDown(at: CGPoint(x: 100, y: 80))
        #expect(b.isHighlighted)
    }

    @Test("a quick tap on the button is delivered on lift, before the delay ran out")
    func quickTap() {
        let (_, b, _) = buttonScene(delays: true)
        var events: [String] = []
        b.addAction(for: .touchDown) { _, _ in events.append("down") }
        b.addAction(for: .touchUpInside) { _, _ in events.append("up") }
        sim.tap(at: CGPoint(x: 100, y: 80), duration: 0.05)
        #expect(events == ["down", "up"])
    }

    @Test("a drag that starts on the button before the delay scrolls; the button never hears of it")
    func quickDragScrolls() {
        let (s, b, _) = buttonScene(delays: true)
        var events: [String] = []
        b.addAction(for: .allTouchEvents) { _, _ in events.append("event") }
        sim.drag(from: CGPoint(x: 100, y: 80), to: CGPoint(x: 100, y: 20), duration: 0.1)
        #expect(events.isEmpty)
        #expect(s.contentOffset.y > 0)
    }

    @Test("after the button highlighted, a drag keeps the button (touchesShouldCancel is false for controls)")
    func highlightedButtonKeepsTouch() {
        let (s, b, _) = buttonScene(delays: true)
        let f = sim.touchDown(at: CGPoint(x: 100, y: 80))
        sim.advance(by: 0.2)
        sim.move(f, to: CGPoint(x: 100, y: 40))
        sim.move(f, to: CGPoint(x: 100, y: 0))
        #expect(s.contentOffset.y == 0)
        #expect(b.isTracking)
        sim.lift(f)
    }

    @Test("a scroll view whose touchesShouldCancel agrees cancels the highlighted button and scrolls")
    func subclassCancelsButton() {
        final class CancellingScrollView: UIScrollView {
            override func touchesShouldCancel(in view: UIView) -> Bool { true }
        }
        let window = sim.makeWindow()
        let s = CancellingScrollView(frame: window.bounds)
        s.contentSize = CGSize(width: 320, height: 2000)
        window.addSubview(s)
        let b = UIButton(frame: CGRect(x: 50, y: 50, width: 200, height: 60))
        s.addSubview(b)
        var cancels = 0
        b.addAction(for: .touchCancel) { _, _ in cancels += 1 }
        let f = sim.touchDown(at: CGPoint(x: 100, y: 80))
        sim.advance(by: 0.2)
        #expect(b.isHighlighted)
        sim.move(f, to: CGPoint(x: 100, y: 40))
        #expect(cancels == 1)
        #expect(s.contentOffset.y == 40)
        sim.lift(f)
    }

    // MARK: Nesting and the carousel

    @Test("nested scroll views on perpendicular axes each take their own axis")
    func perpendicularNesting() {
        let window = sim.makeWindow()
        let outer = UIScrollView(frame: window.bounds)
        outer.contentSize = CGSize(width: 320, height: 2000)
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        inner.contentSize = CGSize(width: 2000, height: 200)
        outer.addSubview(inner)
        window.addSubview(outer)
        sim.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 100, y: 200), duration: 0.3)
        sim.advance(by: 2)
        #expect(inner.contentOffset.x > 0)
        #expect(outer.contentOffset == .zero)
        let innerX = inner.contentOffset.x
        sim.drag(from: CGPoint(x: 160, y: 250), to: CGPoint(x: 160, y: 150), duration: 0.3)
        sim.advance(by: 2)
        #expect(outer.contentOffset.y > 0)
        #expect(inner.contentOffset.x == innerX)
    }

    @Test("HIT-12 / EX-17 the App Store carousel: touches on the edge views scroll the central scroll view")
    func carousel() {
        final class Container: UIView {
            weak var scrollView: UIScrollView?
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                super.hitTest(point, with: event) != nil ? scrollView : nil
            }
        }
        let window = sim.makeWindow()
        let container = Container(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        let scroll = UIScrollView(frame: CGRect(x: 40, y: 0, width: 240, height: 200))
        scroll.clipsToBounds = false
        scroll.isPagingEnabled = true
        scroll.contentSize = CGSize(width: 240 * 5, height: 200)
        container.scrollView = scroll
        container.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 200)))  // left edge view
        container.addSubview(scroll)
        container.addSubview(UIView(frame: CGRect(x: 280, y: 0, width: 40, height: 200)))  // right edge view
        window.addSubview(container)
        sim.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 200, y: 200), duration: 0.2)  // starts on the right edge
        sim.advance(by: 1)
        #expect(scroll.contentOffset == CGPoint(x: 240, y: 0))
        #expect(container.hitTest(CGPoint(x: -10, y: 50), with: nil) == nil)  // outside the container
    }
}

@MainActor
@Suite("UIScrollView: nesting, options and zoom")
struct UIScrollViewOptionTests {
    let sim = TouchSimulator()

    /// A drag in 10 steps that rests 0.1 s before lifting, so nothing decelerates.
    func slowDrag(from a: CGPoint, to b: CGPoint) {
        let f = sim.touchDown(at: a)
        for i in 1...10 {
            sim.advance(by: 0.02)
            let k = CGFloat(i) / 10
            sim.move(f, to: CGPoint(x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k))
        }
        sim.advance(by: 0.1)
        sim.lift(f)
    }

    func nested() -> (UIScrollView, UIScrollView) {
        let window = sim.makeWindow()
        let outer = UIScrollView(frame: window.bounds)
        outer.contentSize = CGSize(width: 320, height: 2000)
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
        inner.contentSize = CGSize(width: 320, height: 400)
        outer.addSubview(inner)
        window.addSubview(outer)
        return (outer, inner)
    }

    @Test("same-axis nesting: the inner scroll view wins until it rests at its edge; then a new drag moves the outer")
    func sameAxis() {
        let (outer, inner) = nested()
        slowDrag(from: CGPoint(x: 160, y: 280), to: CGPoint(x: 160, y: 130))  // up by 150
        sim.advance(by: 2)
        #expect(inner.contentOffset.y == 150)
        #expect(outer.contentOffset == .zero)
        slowDrag(from: CGPoint(x: 160, y: 280), to: CGPoint(x: 160, y: 180))  // up by 100: past the inner's edge
        sim.advance(by: 2)
        #expect(inner.contentOffset.y == 200)  // bounced back to its edge
        #expect(outer.contentOffset == .zero)
        slowDrag(from: CGPoint(x: 160, y: 280), to: CGPoint(x: 160, y: 180))  // the inner rests at its edge
        sim.advance(by: 2)
        #expect(inner.contentOffset.y == 200)
        #expect(outer.contentOffset.y == 100)
    }

    @Test("directional lock keeps a drag on the axis it started along")
    func directionalLock() {
        let window = sim.makeWindow()
        let s = UIScrollView(frame: window.bounds)
        s.contentSize = CGSize(width: 2000, height: 2000)
        s.isDirectionalLockEnabled = true
        window.addSubview(s)
        let f = sim.touchDown(at: CGPoint(x: 200, y: 200))
        sim.move(f, to: CGPoint(x: 180, y: 198))  // mostly horizontal
        sim.move(f, to: CGPoint(x: 150, y: 150))
        #expect(s.contentOffset == CGPoint(x: 50, y: 0))
        sim.advance(by: 0.1)
        sim.lift(f)
    }

    @Test("contentInset extends the scrollable range; isScrollEnabled = false stops scrolling")
    func insetAndDisabled() {
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let s = UIScrollView(frame: window.bounds)
        s.contentSize = CGSize(width: 320, height: 480)
        s.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
        window.addSubview(s)
        #expect(s.maximumContentOffset == CGPoint(x: 0, y: 100))
        slowDrag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 350))
        sim.advance(by: 2)
        #expect(s.contentOffset.y == 50)
        s.isScrollEnabled = false
        slowDrag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 350))
        sim.advance(by: 2)
        #expect(s.contentOffset.y == 50)
    }

    @Test("the delegate may change where deceleration stops (targetContentOffset)")
    func targetOffset() {
        final class Snap: UIScrollViewDelegate {
            func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset: inout CGPoint) {
                targetContentOffset = CGPoint(x: 0, y: 300)
            }
        }
        let window = sim.makeWindow()
        let s = UIScrollView(frame: window.bounds)
        s.contentSize = CGSize(width: 320, height: 2000)
        let snap = Snap()
        s.delegate = snap
        window.addSubview(s)
        sim.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300), duration: 0.1)
        sim.advance(by: 1)
        #expect(s.contentOffset == CGPoint(x: 0, y: 300))
    }

    @Test("canCancelContentTouches = false: once the content has the touch, the scroll view does not scroll")
    func cannotCancel() {
        final class Content: UIView {
            var calls: [String] = []
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { calls.append("began") }
            override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { calls.append("moved") }
            override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { calls.append("ended") }
            override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { calls.append("cancelled") }
        }
        let window = sim.makeWindow()
        let s = UIScrollView(frame: window.bounds)
        s.contentSize = CGSize(width: 320, height: 2000)
        s.canCancelContentTouches = false
        let c = Content(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        s.addSubview(c)
        window.addSubview(s)
        let f = sim.touchDown(at: CGPoint(x: 100, y: 200))
        sim.advance(by: 0.2)  // delivered after the delay
        sim.move(f, to: CGPoint(x: 100, y: 100))
        sim.lift(f)
        #expect(s.contentOffset == .zero)
        #expect(c.calls == ["began", "moved", "ended"])
    }

    @Test("touchesShouldBegin returning false keeps the touch from the content")
    func shouldBeginFalse() {
        final class Refusing: UIScrollView {
            override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { false }
        }
        let window = sim.makeWindow()
        let s = Refusing(frame: window.bounds)
        s.contentSize = CGSize(width: 320, height: 2000)
        let b = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        var events = 0
        b.addAction(for: .allTouchEvents) { _, _ in events += 1 }
        s.addSubview(b)
        window.addSubview(s)
        sim.tap(at: CGPoint(x: 50, y: 50))
        sim.advance(by: 0.3)
        #expect(events == 0)
    }

    @Test("zoom: a pinch scales the delegate's view within the zoom range and calls scrollViewDidZoom")
    func zoom() {
        final class Zoomer: UIScrollViewDelegate {
            let content: UIView
            var zooms = 0
            init(_ content: UIView) { self.content = content }
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
            func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
        }
        let window = sim.makeWindow()
        let s = UIScrollView(frame: window.bounds)
        let content = UIView(frame: window.bounds)
        s.addSubview(content)
        let zoomer = Zoomer(content)
        s.delegate = zoomer
        window.addSubview(s)
        #expect(s.pinchGestureRecognizer == nil)  // range is a single value
        s.maximumZoomScale = 3
        #expect(s.pinchGestureRecognizer != nil)
        let f = sim.touchDown(at: [CGPoint(x: 110, y: 240), CGPoint(x: 210, y: 240)])
        sim.move([(f[0], CGPoint(x: 85, y: 240)), (f[1], CGPoint(x: 235, y: 240))])
        sim.move([(f[0], CGPoint(x: 60, y: 240)), (f[1], CGPoint(x: 260, y: 240))])  // twice the distance
        sim.advance(by: 0.1)
        sim.lift(f)
        #expect(abs(s.zoomScale - 2) < 1e-9)
        #expect(content.transform.a == s.zoomScale)
        #expect(zoomer.zooms > 0)
        sim.advance(by: 1)
        sim.pinch(center: CGPoint(x: 160, y: 240), scale: 3, startDistance: 100)
        #expect(s.zoomScale == 3)  // clamped at the maximum
    }
}

/// Regression tests for scroll-view defects found in review (issue 4).
@MainActor
@Suite("UIScrollView regressions")
struct UIScrollViewRegressionTests {
    let sim = TouchSimulator()

    func flung() -> (UIScrollView, UIButton) {
        let window = sim.makeWindow()
        let s = UIScrollView(frame: window.bounds)
        s.contentSize = CGSize(width: 320, height: 5000)
        let b = UIButton(frame: CGRect(x: 0, y: 0, width: 320, height: 5000))
        s.addSubview(b)
        window.addSubview(s)
        sim.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 100), duration: 0.1)
        sim.advance(by: 0.1)
        return (s, b)
    }

    @Test("a finger on decelerating content stops it, and that touch does not reach the content")
    func touchStopsDeceleration() {
        let (s, b) = flung()
        #expect(s.isDecelerating)
        var events = 0
        b.addAction(for: .allTouchEvents) { _, _ in events += 1 }
        let f = sim.touchDown(at: CGPoint(x: 100, y: 200))
        #expect(!s.isDecelerating)
        let stopped = s.contentOffset
        sim.advance(by: 0.3)
        sim.lift(f)
        #expect(s.contentOffset == stopped)
        #expect(events == 0)
    }

    @Test("a scroll view removed from its window while decelerating stops decelerating and says so")
    func removedWhileDecelerating() {
        final class Ends: UIScrollViewDelegate {
            var ended = 0
            func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { ended += 1 }
        }
        let (s, _) = flung()
        let d = Ends()
        s.delegate = d
        s.removeFromSuperview()
        sim.advance(by: 0.1)
        #expect(!s.isDecelerating)
        #expect(d.ended == 1)
    }

    @Test("zooming makes the zoomed view's size the content size, so it can be panned")
    func zoomSetsContentSize() {
        final class Zoomer: UIScrollViewDelegate {
            let view: UIView
            init(_ v: UIView) { view = v }
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        }
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let s = UIScrollView(frame: window.bounds)
        let content = UIView(frame: window.bounds)
        s.addSubview(content)
        s.contentSize = content.bounds.size
        let z = Zoomer(content)
        s.delegate = z
        s.maximumZoomScale = 4
        #expect(!s.canScrollHorizontally)
        s.setZoomScale(2, animated: false)
        #expect(s.contentSize == CGSize(width: 640, height: 960))
        #expect(s.canScrollHorizontally)
    }

    @Test("a deceleration rate outside (0, 1) is clamped: no NaN offsets; the fast rate stops sooner")
    func rates() {
        let (s, _) = flung()
        s.setContentOffset(.zero, animated: false)
        s.decelerationRate = UIScrollView.DecelerationRate(rawValue: 1)
        sim.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 100), duration: 0.1)
        sim.advance(by: 3)
        #expect(s.contentOffset.y.isFinite)
        let window = sim.makeWindow()
        var stops: [CGFloat] = []
        for rate in [UIScrollView.DecelerationRate.normal, .fast] {
            let v = UIScrollView(frame: window.bounds)
            v.contentSize = CGSize(width: 320, height: 100_000)
            v.decelerationRate = rate
            window.addSubview(v)
            sim.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 100), duration: 0.1)
            sim.advance(by: 5)
            stops.append(v.contentOffset.y)
            v.removeFromSuperview()
        }
        #expect(stops[1] < stops[0])
    }

    @Test("isTracking is true while a finger is on the scroll view, before any drag")
    func tracking() {
        let window = sim.makeWindow()
        let s = UIScrollView(frame: window.bounds)
        s.contentSize = CGSize(width: 320, height: 2000)
        window.addSubview(s)
        let f = sim.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(s.isTracking && !s.isDragging)
        sim.lift(f)
        #expect(!s.isTracking)
    }
}
