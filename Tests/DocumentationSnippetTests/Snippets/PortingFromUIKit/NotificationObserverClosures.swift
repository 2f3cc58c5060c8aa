import Tactile

/// What tactile-migrate writes for a selector observer in a view controller (on the main actor) whose `deinit`
/// removes its observers.
final class KeyboardFormViewController: UIViewController {
    private nonisolated(unsafe) var notificationObservers: [any NSObjectProtocol] = []
    private(set) var keyboardFrame = CGRect.null

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        notificationObservers.append(NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { [weak self] note in
            nonisolated(unsafe) let note = note
            MainActor.assumeIsolated { self?.keyboardWillShow(note) }
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

    func keyboardWillShow(_ note: Notification) {
        keyboardFrame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null
    }
}

/// What it writes in a class that is not isolated to an actor.
final class OrientationChangeCounter: NSObject {
    private var notificationObservers: [any NSObjectProtocol] = []
    private(set) var changes = 0

    func start() {
        nonisolated(unsafe) weak let weakSelf = self
        notificationObservers.append(NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
        ) { note in
            weakSelf?.orientationChanged(note)
        })
    }

    func stop() {
        for observer in notificationObservers { NotificationCenter.default.removeObserver(observer) }
        notificationObservers.removeAll()
    }

    func orientationChanged(_ note: Notification) {
        changes += 1
    }
}
