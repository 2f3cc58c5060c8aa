import Tactile
import TactileXCTest
import XCTest

/// The article's test is about a photo screen whose double tap zooms in; this is that screen.
final class PhotoViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let photo = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = photo.bounds.size
        scrollView.maximumZoomScale = 4
        scrollView.delegate = self
        scrollView.addSubview(photo)
        view.addSubview(scrollView)
        let doubleTap = UITapGestureRecognizer(target: self, action: PhotoViewController.zoom)
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }

    func zoom(_ recognizer: UITapGestureRecognizer) {
        scrollView.setZoomScale(scrollView.zoomScale == 1 ? 2 : 1, animated: false)
    }
}

@MainActor
final class PhotoViewControllerTests: XCTestCase {
    var sim: TouchSimulator!
    var controller: PhotoViewController!

    override func setUp() async throws {
        sim = TouchSimulator()
        controller = PhotoViewController()
        sim.makeWindow().rootViewController = controller
    }

    func testDoubleTapZooms() {
        sim.doubleTap(at: CGPoint(x: 160, y: 240))
        XCTAssertEqual(controller.scrollView.zoomScale, 2)
    }
}
