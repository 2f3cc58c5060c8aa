import UIKit

class PhotoViewerViewController: UIViewController {
    @IBOutlet weak var scrollView: UIScrollView!
    @IBOutlet private(set) var imageView: UIImageView!
    @objc @IBOutlet weak var zoomLabel: UILabel!
    @IBOutlet
    weak var closeButton: UIButton!
    var plain: UIView?
}
