import Tactile

final class BoardViewController: UIViewController {
    private(set) var offset = CGPoint.zero
    private(set) var zoom: CGFloat = 1

    override func viewDidLoad() {
        super.viewDidLoad()
        let pan = UIPanGestureRecognizer(target: self, action: BoardViewController.pan)
        pan.allowedScrollTypesMask = .all            // a wheel and a trackpad pan the board too
        view.addGestureRecognizer(pan)
        let pinch = UIPinchGestureRecognizer(target: self, action: BoardViewController.pinch)
        view.addGestureRecognizer(pinch)            // fingers on a screen, or a trackpad pinch
        let menuClick = UITapGestureRecognizer(target: self, action: BoardViewController.showOptions)
        menuClick.buttonMaskRequired = .secondary    // a right click
        view.addGestureRecognizer(menuClick)
    }

    func pan(_ recognizer: UIPanGestureRecognizer) {
        let t = recognizer.translation(in: view)
        offset.x += t.x
        offset.y += t.y
        recognizer.setTranslation(.zero, in: view)
    }

    func pinch(_ recognizer: UIPinchGestureRecognizer) {
        zoom *= recognizer.scale
        recognizer.scale = 1
    }

    func showOptions() { /* … */ }
}
