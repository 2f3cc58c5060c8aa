import UIKit

/// Moves, scales and rotates a photo with two fingers at once. A double tap resets the photo;
/// a single tap, which waits for the double tap to fail, toggles the toolbar.
class PhotoEditorViewController: UIViewController, UIGestureRecognizerDelegate {

    let photoView = UIImageView(image: UIImage(systemName: "photo"))
    let toolbar = UIView()
    let resetButton = UIButton(type: .system)

    private(set) var panGesture: UIPanGestureRecognizer!
    private(set) var pinchGesture: UIPinchGestureRecognizer!
    private(set) var rotationGesture: UIRotationGestureRecognizer!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black

        photoView.frame = CGRect(x: 60, y: 140, width: 200, height: 200)
        photoView.contentMode = .scaleAspectFit
        photoView.isUserInteractionEnabled = true
        view.addSubview(photoView)

        toolbar.frame = CGRect(x: 0, y: view.bounds.height - 44, width: view.bounds.width, height: 44)
        toolbar.backgroundColor = UIColor.black.withAlphaComponent(0.6)
        view.addSubview(toolbar)

        resetButton.frame = CGRect(x: 10, y: 0, width: 80, height: 44)
        resetButton.setTitle("Reset", for: .normal)
        resetButton.addTarget(self, action: #selector(resetTapped), for: .touchUpInside)
        toolbar.addSubview(resetButton)

        setupGestures()
    }

    private func setupGestures() {
        panGesture = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        pinchGesture = UIPinchGestureRecognizer(target: self, action: #selector(handlePinch(_:)))
        rotationGesture = UIRotationGestureRecognizer(target: self, action: #selector(handleRotation(_:)))
        for gesture in [panGesture, pinchGesture, rotationGesture] as [UIGestureRecognizer] {
            gesture.delegate = self
            photoView.addGestureRecognizer(gesture)
        }

        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(handleDoubleTap(_:)))
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)

        let singleTap = UITapGestureRecognizer(target: self, action: #selector(handleSingleTap(_:)))
        singleTap.require(toFail: doubleTap)
        view.addGestureRecognizer(singleTap)
    }

    // MARK: - Gesture handlers

    @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let piece = gesture.view else { return }
        let translation = gesture.translation(in: view)
        piece.center = CGPoint(x: piece.center.x + translation.x, y: piece.center.y + translation.y)
        gesture.setTranslation(.zero, in: view)
    }

    @objc func handlePinch(_ gesture: UIPinchGestureRecognizer) {
        guard let piece = gesture.view else { return }
        if gesture.state == .began || gesture.state == .changed {
            piece.transform = piece.transform.scaledBy(x: gesture.scale, y: gesture.scale)
            gesture.scale = 1
        }
    }

    @objc func handleRotation(_ gesture: UIRotationGestureRecognizer) {
        guard let piece = gesture.view else { return }
        if gesture.state == .began || gesture.state == .changed {
            piece.transform = piece.transform.rotated(by: gesture.rotation)
            gesture.rotation = 0
        }
    }

    @objc func handleDoubleTap(_ gesture: UITapGestureRecognizer) {
        resetPhoto()
    }

    @objc func handleSingleTap(_ gesture: UITapGestureRecognizer) {
        UIView.animate(withDuration: 0.2) {
            self.toolbar.alpha = self.toolbar.alpha == 0 ? 1 : 0
        }
    }

    @objc func resetTapped() {
        resetPhoto()
    }

    private func resetPhoto() {
        UIView.animate(withDuration: 0.3) {
            self.photoView.transform = .identity
            self.photoView.center = CGPoint(x: 160, y: 240)
        }
    }

    // MARK: - UIGestureRecognizerDelegate

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        // Pan, pinch and rotation on the photo work together; nothing else does.
        return gestureRecognizer.view == photoView && otherGestureRecognizer.view == photoView
    }
}
