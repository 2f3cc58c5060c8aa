import Tactile

/// Shows one photo in a zooming scroll view. Pinch to zoom; double-tap zooms in around the tapped
/// point, or back out when already zoomed. The scroll view and image view come from the storyboard.
class PhotoViewerViewController: UIViewController, UIScrollViewDelegate {

    // was @IBOutlet
    weak var scrollView: UIScrollView!
    // was @IBOutlet
    weak var imageView: UIImageView!
    // was @IBOutlet
    weak var zoomLabel: UILabel!

    var image: UIImage?
    private let doubleTapZoomScale: CGFloat = 3

    override func viewDidLoad() {
        super.viewDidLoad()

        scrollView.delegate = self
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false

        if let image = image {
            imageView.image = image
        }
        imageView.frame = scrollView.bounds
        scrollView.contentSize = imageView.bounds.size

        let doubleTap = UITapGestureRecognizer(target: self, action: PhotoViewerViewController.handleDoubleTap)
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)

        updateZoomLabel()
    }

    func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        if scrollView.zoomScale > scrollView.minimumZoomScale {
            scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
        } else {
            let point = recognizer.location(in: imageView)
            scrollView.zoom(to: zoomRect(for: doubleTapZoomScale, center: point), animated: true)
        }
    }

    /// The rectangle, in the image view's coordinates, that fills the scroll view at `scale`.
    private func zoomRect(for scale: CGFloat, center: CGPoint) -> CGRect {
        var rect = CGRect.zero
        rect.size.width = scrollView.frame.size.width / scale
        rect.size.height = scrollView.frame.size.height / scale
        rect.origin.x = center.x - rect.size.width / 2
        rect.origin.y = center.y - rect.size.height / 2
        return rect
    }

    private func updateZoomLabel() {
        zoomLabel.text = String(format: "%.0f%%", scrollView.zoomScale * 100)
    }

    func closeTapped(_ sender: UIButton) {
        scrollView.setZoomScale(1, animated: false)
        dismiss(animated: true, completion: nil)
    }

    // MARK: - UIScrollViewDelegate

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        return imageView
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        updateZoomLabel()
    }
}
