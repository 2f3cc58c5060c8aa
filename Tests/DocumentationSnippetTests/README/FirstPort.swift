import Tactile

final class PhotoViewController: UIViewController {
    var offset = CGPoint.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        let pan = UIPanGestureRecognizer(target: self, action: PhotoViewController.handlePan)
        view.addGestureRecognizer(pan)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        offset = pan.translation(in: view)
    }
}
