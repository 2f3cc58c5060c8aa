import Tactile

final class OrderViewController: UIViewController {
    let quantityField = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 36))
    let keypad = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    private(set) var keyboardFrame = CGRect.null
    private var observers: [any NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        quantityField.inputView = keypad  // shown instead of the keyboard
        view.addSubview(quantityField)
        let center = NotificationCenter.default
        observers.append(center.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { [weak self] note in
            let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            MainActor.assumeIsolated { self?.keyboardFrame = frame ?? .null }
        })
        observers.append(center.addObserver(
            forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.keyboardFrame = .null }
        })
    }
}
