import Tactile

// A class that is not isolated to an actor is not Sendable: the closure cannot capture `self`, so it reaches the
// observer through a weak reference declared before it (one per block), and calls the method at once on the
// posting thread, as UIKit does.
final class OrientationLogger: NSObject {
    private var notificationObservers: [any NSObjectProtocol] = []
    private(set) var lines: [String] = []
    private(set) var resets = 0

    func start() {
        nonisolated(unsafe) weak let weakSelf = self
        notificationObservers.append(NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
        ) { note in
            weakSelf?.log(note)
        })
        notificationObservers.append(NotificationCenter.default.addObserver(
            forName: .logsCleared, object: nil, queue: nil
        ) { _ in
            weakSelf?.reset()
        })
    }

    func resume() {
        let weakSelf = "a name already taken in this block"
        print(weakSelf)
        nonisolated(unsafe) weak let weakSelf2 = self
        notificationObservers.append(NotificationCenter.default.addObserver(
            forName: .logsCleared, object: nil, queue: nil
        ) { _ in
            weakSelf2?.reset()
        })
    }

    func stop() {
        for observer in notificationObservers { NotificationCenter.default.removeObserver(observer) }
        notificationObservers.removeAll()
    }

    func log(_ note: Notification) {
        lines.append(note.name.rawValue)
    }

    func reset() {
        resets += 1
        lines.removeAll()
    }
}

extension Notification.Name {
    static let logsCleared = Notification.Name("LogsCleared")
}
