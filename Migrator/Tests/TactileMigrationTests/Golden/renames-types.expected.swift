import Tactile

// Swift 4 code: UIKit's names from before Swift 4.2, which current SDKs refuse.
final class KeyboardAwareViewController: UIViewController {
    let doneButton = UIButton(type: UIButton.ButtonType.system)
    var lastPhase: UITouch.Phase = .began
    var contentInsets = UIEdgeInsets.zero
    private(set) var keyboardFrame = CGRect.null

    override func viewDidLoad() {
        super.viewDidLoad()
        doneButton.setTitle("Done", for: UIControl.State.normal)
        doneButton.addTarget(self, action: KeyboardAwareViewController.doneTapped, for: UIControl.Event.touchUpInside)
        view.addSubview(doneButton)
        view.window?.windowLevel = UIWindow.Level.alert
    }

    func doneTapped() {
        UIView.animate(withDuration: 0.3, delay: 0, options: UIView.AnimationOptions.curveEaseOut, animations: {
            self.doneButton.alpha = 0
        }, completion: nil)
    }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: KeyboardAwareViewController.doneTapped)]
    }

    /// Reads `UIKeyboardFrameEndUserInfoKey` (this comment keeps the old name: comments are left alone).
    func frame(from note: Notification) -> CGRect {
        (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null
    }

    func isKeyboardChange(_ name: Notification.Name) -> Bool {
        name == UIResponder.keyboardWillShowNotification || name == UIResponder.keyboardWillHideNotification
            || name == UIResponder.keyboardWillChangeFrameNotification
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        lastPhase = touches.first?.phase ?? UITouch.Phase.began
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake { doneTapped() }
    }
}

final class SwipeLogger {
    var states: [UIGestureRecognizer.State] = []
    var direction: UISwipeGestureRecognizer.Direction = [.left, .right]

    @MainActor func record(_ recognizer: UIGestureRecognizer) {
        states.append(recognizer.state)
    }
}
