import Tactile

final class FormViewController: UIViewController {
    private nonisolated(unsafe) var notificationObservers: [any NSObjectProtocol] = []
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 36))
    private(set) var keyboardFrame = CGRect.null
    private(set) var memoryWarnings = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        notificationObservers.append(NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.memoryWarning() }
        })
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let center = NotificationCenter.default
        notificationObservers.append(center.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { [weak self] note in
            nonisolated(unsafe) let note = note
            MainActor.assumeIsolated { self?.keyboardWillShow(note) }
        })
        notificationObservers.append(center.addObserver(
            forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
        ) { [weak self] note in
            nonisolated(unsafe) let note = note
            MainActor.assumeIsolated { self?.keyboardWillHide(notification: note) }
        })
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for observer in notificationObservers { NotificationCenter.default.removeObserver(observer) }
        notificationObservers.removeAll()
    }

    deinit {
        for observer in notificationObservers { NotificationCenter.default.removeObserver(observer) }
        notificationObservers.removeAll()
    }

    private func keyboardWillShow(_ note: Notification) {
        keyboardFrame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null
    }

    private func keyboardWillHide(notification: Notification) {
        keyboardFrame = .null
    }

    private func memoryWarning() {
        memoryWarnings += 1
    }
}
