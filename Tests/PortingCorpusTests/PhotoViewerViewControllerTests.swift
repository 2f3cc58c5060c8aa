import Foundation
import Tactile
import TactileTesting
import Testing

@testable import PortingCorpus

/// The photo viewer, whose outlets a storyboard connects on iOS: here a subclass's `loadView()` builds the
/// views and connects the outlets, which is what loading the storyboard scene does. Double tap zooms to 300 %
/// around the tapped point, or back out; the delegate supplies the zooming view and updates the label.
@MainActor
@Suite("Corpus: PhotoViewerViewController")
struct PhotoViewerViewControllerTests {
    /// Stands in for the storyboard scene: creates the views, connects the outlets and the Close button's action.
    final class StoryboardPhotoViewer: PhotoViewerViewController {
        let closeButton = UIButton(type: .system)

        override func loadView() {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let scroll = UIScrollView(frame: root.bounds)
            let image = UIImageView(frame: .zero)
            let label = UILabel(frame: CGRect(x: 0, y: 440, width: 100, height: 40))
            scroll.addSubview(image)
            root.addSubview(scroll)
            root.addSubview(label)
            closeButton.frame = CGRect(x: 260, y: 20, width: 50, height: 44)
            closeButton.addTarget(self, action: PhotoViewerViewController.closeTapped, for: .touchUpInside)
            root.addSubview(closeButton)
            view = root
            scrollView = scroll
            imageView = image
            zoomLabel = label
        }
    }

    let controller = StoryboardPhotoViewer()
    let stage: CorpusStage

    init() {
        controller.image = UIImage(systemName: "photo")
        stage = CorpusStage(showing: controller)
    }

    @Test("viewDidLoad configures the storyboard's views")
    func configured() {
        stage.makeCurrent()
        #expect(controller.imageView.image != nil)
        #expect(controller.imageView.frame == controller.scrollView.bounds)
        #expect(controller.scrollView.maximumZoomScale == 4)
        #expect(!controller.scrollView.showsVerticalScrollIndicator)
        #expect(controller.zoomLabel.text == "100%")
    }

    @Test("double tap zooms to 300 % centred on the tapped point, double tap again zooms back out")
    func doubleTapZoom() {
        stage.makeCurrent()
        stage.sim.doubleTap(at: CGPoint(x: 160, y: 240))
        stage.sim.advance(by: 1)
        #expect(isClose(controller.scrollView.zoomScale, 3, within: 0.001))
        #expect(isClose(controller.scrollView.contentOffset, CGPoint(x: 320, y: 480), within: 0.5))
        #expect(controller.zoomLabel.text == "300%")
        stage.sim.advance(by: 1)
        stage.sim.doubleTap(at: CGPoint(x: 100, y: 100))
        stage.sim.advance(by: 1)
        #expect(isClose(controller.scrollView.zoomScale, 1, within: 0.001))
        #expect(controller.zoomLabel.text == "100%")
    }

    @Test("pinching zooms through viewForZooming(in:), and the delegate updates the label")
    func pinchZoom() {
        stage.makeCurrent()
        stage.sim.pinch(center: CGPoint(x: 160, y: 240), scale: 2)
        stage.sim.advance(by: 1)
        #expect(controller.scrollView.zoomScale > 1.5)
        #expect(controller.zoomLabel.text == String(format: "%.0f%%", controller.scrollView.zoomScale * 100))
    }

    @Test("the Close button's action (connected as a storyboard would) zooms back out")
    func close() {
        stage.makeCurrent()
        controller.scrollView.setZoomScale(2, animated: false)
        stage.sim.tap(at: CGPoint(x: 285, y: 42))
        #expect(controller.scrollView.zoomScale == 1)
    }
}
