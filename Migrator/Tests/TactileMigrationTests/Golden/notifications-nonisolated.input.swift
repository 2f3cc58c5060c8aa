import UIKit

// A class that is not isolated to an actor is not Sendable: the closure cannot capture `self`, so it reaches the
// observer through a weak reference declared before it (one per block), and calls the method at once on the
// posting thread, as UIKit does.
final class OrientationLogger: NSObject {
    private(set) var lines: [String] = []
    private(set) var resets = 0

    func start() {
        NotificationCenter.default.addObserver(self, selector: #selector(log(_:)), name: UIDevice.orientationDidChangeNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(reset), name: .logsCleared, object: nil)
    }

    func resume() {
        let weakSelf = "a name already taken in this block"
        print(weakSelf)
        NotificationCenter.default.addObserver(self, selector: #selector(reset), name: .logsCleared, object: nil)
    }

    func stop() {
        NotificationCenter.default.removeObserver(self)
    }

    @objc func log(_ note: Notification) {
        lines.append(note.name.rawValue)
    }

    @objc func reset() {
        resets += 1
        lines.removeAll()
    }
}

extension Notification.Name {
    static let logsCleared = Notification.Name("LogsCleared")
}
