import UIKit

final class FormViewController: UIViewController {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 36))
    private(set) var keyboardFrame = CGRect.null
    private(set) var memoryWarnings = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        NotificationCenter.default.addObserver(self, selector: #selector(memoryWarning), name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardWillShow(_:)),
                           name: .UIKeyboardWillShow, object: nil)
        center.addObserver(self, selector: #selector(keyboardWillHide(notification:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        NotificationCenter.default.removeObserver(self)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func keyboardWillShow(_ note: Notification) {
        keyboardFrame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null
    }

    @objc private func keyboardWillHide(notification: Notification) {
        keyboardFrame = .null
    }

    @objc private func memoryWarning() {
        memoryWarnings += 1
    }
}
