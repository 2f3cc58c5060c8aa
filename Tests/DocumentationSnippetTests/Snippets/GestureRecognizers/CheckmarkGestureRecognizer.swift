import Tactile

final class CheckmarkGestureRecognizer: UIGestureRecognizer {
    var midPoint = CGPoint.zero
    var strokeUp = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if touches.count != 1 { state = .failed }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        if state == .failed { return }
        let now = touches.first!.location(in: view)
        let prev = touches.first!.previousLocation(in: view)
        if !strokeUp {
            if now.x >= prev.x && now.y >= prev.y {
                midPoint = now
            } else if now.x >= prev.x && now.y <= prev.y {
                strokeUp = true
            } else {
                state = .failed
            }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if state == .possible && strokeUp { state = .recognized }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        midPoint = .zero
        strokeUp = false
        state = .failed
    }

    override func reset() {
        super.reset()
        midPoint = .zero
        strokeUp = false
    }
}

// Attach it as in UIKit; only the action syntax differs from `#selector`:
final class MyViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let check = CheckmarkGestureRecognizer(target: self, action: MyViewController.handleCheckmark)
        view.addGestureRecognizer(check)
    }

    func handleCheckmark(_ recognizer: CheckmarkGestureRecognizer) {
        print("checkmark at", recognizer.midPoint)
    }
}
