import Tactile

/// A sketch pad where shaking the device clears the last shape, the way Notes undoes on shake.
/// A shake that starts but turns out not to be one restores the dimmed view.
class ShakeToUndoViewController: UIViewController {

    private(set) var shapes: [UIView] = []
    private(set) var shakeCount = 0
    private let hintLabel = UILabel()

    override var canBecomeFirstResponder: Bool {
        return true
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        hintLabel.frame = CGRect(x: 20, y: 40, width: 280, height: 21)
        hintLabel.text = "Tap to add a shape, shake to undo"
        hintLabel.textAlignment = .center
        view.addSubview(hintLabel)

        let tap = UITapGestureRecognizer(target: self, action: ShakeToUndoViewController.addShape)
        view.addGestureRecognizer(tap)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        resignFirstResponder()
    }

    func addShape(_ gesture: UITapGestureRecognizer) {
        let point = gesture.location(in: view)
        let shape = UIView(frame: CGRect(x: point.x - 20, y: point.y - 20, width: 40, height: 40))
        shape.backgroundColor = .systemPurple
        shape.layer.cornerRadius = 20
        view.addSubview(shape)
        shapes.append(shape)
    }

    // MARK: - Motion

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        guard motion == .motionShake else { return }
        view.alpha = 0.8
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        guard motion == .motionShake else {
            super.motionEnded(motion, with: event)
            return
        }
        view.alpha = 1
        shakeCount += 1
        guard let last = shapes.popLast() else { return }
        UIView.animate(withDuration: 0.2, animations: {
            last.alpha = 0
        }, completion: { _ in
            last.removeFromSuperview()
        })
    }

    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        view.alpha = 1
    }
}
