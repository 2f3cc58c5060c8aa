import Foundation
import Tactile

/// The porting guide's "Notification observers": what `tactile-migrate` writes for a selector-based observer.
final class KeyboardObservingController: UIViewController {
    private var notificationObservers: [any NSObjectProtocol] = []
    private(set) var keyboardNotifications = 0

    func observe() {
        notificationObservers.append(NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { [weak self] note in
            MainActor.assumeIsolated { self?.keyboardWillShow(note) }
        })
    }

    func stopObserving() {
        for observer in notificationObservers { NotificationCenter.default.removeObserver(observer) }
        notificationObservers.removeAll()
    }

    func keyboardWillShow(_ note: Notification) { keyboardNotifications += 1 }
}
