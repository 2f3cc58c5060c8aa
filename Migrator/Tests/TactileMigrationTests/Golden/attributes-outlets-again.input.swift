import Tactile

// What the first run left: each outlet is reported again until its comment is deleted.
class PhotoViewerViewController: UIViewController {
    // was @IBOutlet
    weak var scrollView: UIScrollView!
    // was @IBOutlet
    private(set) var imageView: UIImageView!
    weak var zoomLabel: UILabel!  // created in loadView(): its comment was deleted, so it is not reported
}
