import Tactile

class PhotoViewerViewController: UIViewController {
    // was @IBOutlet
    weak var scrollView: UIScrollView!
    // was @IBOutlet
    private(set) var imageView: UIImageView!
    // was @IBOutlet
    weak var zoomLabel: UILabel!
    // was @IBOutlet
    weak var closeButton: UIButton!
    var plain: UIView?
}
