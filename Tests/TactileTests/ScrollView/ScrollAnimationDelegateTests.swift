import Foundation
import Testing
@testable import Tactile
import TactileTesting

/// scrollViewWillBeginZooming, scrollViewDidEndZooming and scrollViewDidEndScrollingAnimation, from a pinch and from
/// programmatic animated changes (which end on the scheduler).
@MainActor
@Suite("UIScrollView zooming and scrolling-animation callbacks")
struct ScrollAnimationDelegateTests {
    final class Recorder: UIScrollViewDelegate {
        let view: UIView
        var log: [String] = []
        init(_ view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
            log.append("willBeginZooming \(view === self.view)")
        }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            log.append("didEndZooming \(view === self.view) \(scale)")
        }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log.append("didEndScrollingAnimation") }
        func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("didScroll") }
    }

    let sim = TouchSimulator()

    func scene() -> (UIScrollView, Recorder) {
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView(frame: window.bounds)
        let content = UIView(frame: window.bounds)
        scroll.addSubview(content)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        let recorder = Recorder(content)
        scroll.delegate = recorder
        scroll.maximumZoomScale = 4
        window.addSubview(scroll)
        return (scroll, recorder)
    }

    @Test("a pinch calls willBeginZooming when it begins and didEndZooming with the final scale when it ends")
    func pinch() {
        let (scroll, recorder) = scene()
        let f = sim.touchDown(at: [CGPoint(x: 110, y: 240), CGPoint(x: 210, y: 240)])
        sim.move([(f[0], CGPoint(x: 85, y: 240)), (f[1], CGPoint(x: 235, y: 240))])
        sim.move([(f[0], CGPoint(x: 60, y: 240)), (f[1], CGPoint(x: 260, y: 240))])
        #expect(recorder.log.filter { $0.hasPrefix("willBegin") } == ["willBeginZooming true"])
        #expect(!recorder.log.contains { $0.hasPrefix("didEndZooming") })
        sim.advance(by: 0.1)
        sim.lift(f)
        #expect(recorder.log.last == "didEndZooming true \(scroll.zoomScale)")
        #expect(recorder.log.filter { $0.hasPrefix("didEndZooming") }.count == 1)
    }

    @Test("setZoomScale animated: willBegin at once, the scale at once, didEnd after the animation; not animated: neither")
    func animatedZoom() {
        let (scroll, recorder) = scene()
        scroll.setZoomScale(2, animated: false)
        #expect(recorder.log.isEmpty || !recorder.log.contains { $0.contains("Zooming") })
        scroll.setZoomScale(3, animated: true)
        #expect(scroll.zoomScale == 3)
        #expect(recorder.log.filter { $0.contains("Zooming") } == ["willBeginZooming true"])
        sim.advance(by: UIScrollView.programmaticAnimationDuration / 2)
        #expect(!recorder.log.contains { $0.hasPrefix("didEndZooming") })
        sim.advance(by: UIScrollView.programmaticAnimationDuration)
        #expect(recorder.log.filter { $0.contains("Zooming") } == ["willBeginZooming true", "didEndZooming true 3.0"])
        recorder.log = []
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 80, height: 120), animated: true)
        sim.advance(by: 1)
        #expect(recorder.log.filter { $0.contains("Zooming") || $0.contains("Animation") }
            == ["willBeginZooming true", "didEndZooming true 4.0"])
    }

    @Test("setContentOffset animated: the offset at once, didEndScrollingAnimation after the animation, only if it moved")
    func animatedScroll() {
        let (scroll, recorder) = scene()
        scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        sim.advance(by: 1)
        #expect(recorder.log == ["didScroll"])
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scroll.contentOffset.y == 300 && recorder.log == ["didScroll", "didScroll"])
        sim.advance(by: UIScrollView.programmaticAnimationDuration)
        #expect(recorder.log == ["didScroll", "didScroll", "didEndScrollingAnimation"])
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        sim.advance(by: 1)
        #expect(recorder.log.count == 3)
    }
}
