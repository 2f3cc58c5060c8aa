import UIKit

// Swift 4 code: UIKit's names from before Swift 4.2, which current SDKs refuse.
final class KeyboardAwareViewController: UIViewController {
    let doneButton = UIButton(type: UIButtonType.system)
    var lastPhase: UITouchPhase = .began
    var contentInsets = UIEdgeInsetsZero
    private(set) var keyboardFrame = CGRect.null

    override func viewDidLoad() {
        super.viewDidLoad()
        doneButton.setTitle("Done", for: UIControlState.normal)
        doneButton.addTarget(self, action: #selector(doneTapped), for: UIControlEvents.touchUpInside)
        view.addSubview(doneButton)
        view.window?.windowLevel = UIWindowLevelAlert
    }

    @objc func doneTapped() {
        UIView.animate(withDuration: 0.3, delay: 0, options: UIViewAnimationOptions.curveEaseOut, animations: {
            self.doneButton.alpha = 0
        }, completion: nil)
    }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyInputEscape, modifierFlags: [], action: #selector(doneTapped))]
    }

    /// Reads `UIKeyboardFrameEndUserInfoKey` (this comment keeps the old name: comments are left alone).
    func frame(from note: Notification) -> CGRect {
        (note.userInfo?[UIKeyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null
    }

    func isKeyboardChange(_ name: Notification.Name) -> Bool {
        name == NSNotification.Name.UIKeyboardWillShow || name == .UIKeyboardWillHide
            || name == Notification.Name.UIKeyboardWillChangeFrame
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        lastPhase = touches.first?.phase ?? UITouchPhase.began
    }

    override func motionEnded(_ motion: UIEventSubtype, with event: UIEvent?) {
        if motion == .motionShake { doneTapped() }
    }
}

final class SwipeLogger {
    var states: [UIGestureRecognizerState] = []
    var direction: UISwipeGestureRecognizerDirection = [.left, .right]

    @MainActor func record(_ recognizer: UIGestureRecognizer) {
        states.append(recognizer.state)
    }
}
