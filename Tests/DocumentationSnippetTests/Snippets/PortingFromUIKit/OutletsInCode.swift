import Tactile

class ZoomViewController: UIViewController {
    weak var scrollView: UIScrollView!  // filled by loadView() below

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.maximumZoomScale = 4
    }
}

final class CodeZoomViewController: ZoomViewController {
    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView(frame: root.bounds)
        root.addSubview(scroll)
        view = root
        scrollView = scroll
    }
}
