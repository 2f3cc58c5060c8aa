import Tactile

final class CanvasViewController: UIViewController {
    var offset = CGPoint.zero
    override func viewDidLoad() {
        super.viewDidLoad()
        let pan = UIPanGestureRecognizer(target: self, action: CanvasViewController.handlePan)
        view.addGestureRecognizer(pan)
    }
    func handlePan(_ pan: UIPanGestureRecognizer) {
        offset = pan.translation(in: view)
    }
}
