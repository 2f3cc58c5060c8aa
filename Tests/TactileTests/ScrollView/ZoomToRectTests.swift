import Foundation
import Testing
@testable import Tactile
import TactileTesting

// UIScrollView.zoom(to:animated:) (issue 16): the rectangle, in the zoom view's coordinates, fills the scroll view
// as far as the zoom range allows and is centred, within the content.

final class ZoomToRectDelegate: UIScrollViewDelegate {
    let view: UIView
    var zooms = 0
    init(_ view: UIView) { self.view = view }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
}

@MainActor
@Suite("UIScrollView zoom(to:animated:)")
struct ZoomToRectTests {
    let sim = TouchSimulator()

    func scene(max: CGFloat = 4) -> (UIScrollView, UIView, ZoomToRectDelegate) {
        let window = sim.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let scroll = UIScrollView(frame: window.bounds)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        scroll.addSubview(content)
        scroll.contentSize = content.frame.size
        let zoomer = ZoomToRectDelegate(content)
        scroll.delegate = zoomer
        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = max
        window.addSubview(scroll)
        return (scroll, content, zoomer)
    }

    @Test("a rectangle of the scroll view's shape zooms to fill it exactly")
    func fillsExactly() {
        let (scroll, content, zoomer) = scene()
        scroll.zoom(to: CGRect(x: 100, y: 50, width: 50, height: 25), animated: false)
        #expect(scroll.zoomScale == 4)
        #expect(scroll.contentSize == CGSize(width: 800, height: 400))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 800, height: 400))
        #expect(scroll.contentOffset == CGPoint(x: 400, y: 200))
        #expect(zoomer.zooms == 1)
        // The rectangle's corner is now at the scroll view's corner.
        #expect(content.convert(CGPoint(x: 100, y: 50), to: scroll) == CGPoint(x: 400, y: 200))
        #expect(scroll.convert(CGPoint(x: 400, y: 200), to: scroll.window) == .zero)
    }

    @Test("a rectangle of another shape fits its larger side and is centred")
    func fitsAndCentres() {
        let (scroll, _, zoomer) = scene()
        defer { withExtendedLifetime(zoomer) {} }
        scroll.zoom(to: CGRect(x: 50, y: 25, width: 50, height: 50), animated: false)
        #expect(scroll.zoomScale == 2)
        // The rectangle's centre (75, 50) is at (150, 100) in the content; the 200 × 100 view is centred on it.
        #expect(scroll.contentOffset == CGPoint(x: 50, y: 50))
    }

    @Test("the scale is clamped to the zoom range and the offset to the content")
    func clamped() {
        let (scroll, _, zoomer) = scene(max: 2)
        defer { withExtendedLifetime(zoomer) {} }
        scroll.zoom(to: CGRect(x: 190, y: 90, width: 10, height: 10), animated: false)
        #expect(scroll.zoomScale == 2)
        #expect(scroll.contentOffset == CGPoint(x: 200, y: 100))  // the far corner of a 400 × 200 content
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 400, height: 400), animated: false)
        #expect(scroll.zoomScale == 1)
        #expect(scroll.contentOffset == .zero)
    }

    @Test("a zero-size rectangle zooms to the maximum; without a zoom view nothing happens")
    func degenerate() {
        let (scroll, _, zoomer) = scene(max: 3)
        defer { withExtendedLifetime(zoomer) {} }
        scroll.zoom(to: CGRect(x: 0, y: 0, width: 0, height: 0), animated: false)
        #expect(scroll.zoomScale == 3)
        let plain = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        plain.maximumZoomScale = 3
        plain.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(plain.zoomScale == 1)
    }

    @Test("zoomScale is settable as in UIKit, within the range")
    func settableZoomScale() {
        let (scroll, content, zoomer) = scene()
        defer { withExtendedLifetime(zoomer) {} }
        scroll.zoomScale = 2.5
        #expect(scroll.zoomScale == 2.5)
        #expect(content.transform.a == 2.5)
        scroll.zoomScale = 10
        #expect(scroll.zoomScale == 4)
    }
}
