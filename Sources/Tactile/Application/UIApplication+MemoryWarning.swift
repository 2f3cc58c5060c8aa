import Foundation

extension UIApplication {
    /// Posted when the application receives a memory warning (UIKit:
    /// `UIApplication.didReceiveMemoryWarningNotification`). The object is the application.
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")

    /// Delivers a low-memory warning as UIKit does when the system runs short of memory: the delegate's
    /// ``UIApplicationDelegate/applicationDidReceiveMemoryWarning(_:)`` first, then
    /// ``didReceiveMemoryWarningNotification`` on `NotificationCenter.default`, then
    /// ``UIViewController/didReceiveMemoryWarning()`` on every view controller reachable from the application's
    /// windows (root view controllers, their children, and the controllers they present), parents first.
    ///
    /// Tactile addition: Linux sends applications no memory warnings, so nothing calls this by itself; call it to
    /// simulate one, as the iOS Simulator's Debug ▸ Simulate Memory Warning does. Deliberate difference: UIKit
    /// reaches every view controller that exists, because each observes the notification; Tactile reaches those
    /// in the application's windows, and posting the notification yourself does not call them.
    public func simulateMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: self)
        var seen: [UIViewController] = []
        for window in windows {
            guard let root = window.rootViewController else { continue }
            root.forEachControllerInContainment { controller in
                guard !seen.contains(where: { $0 === controller }) else { return }
                seen.append(controller)
                controller.didReceiveMemoryWarning()
            }
        }
    }
}

extension UIViewController {
    /// Runs `body` on this controller, its children (depth first) and the controllers presented from any of them.
    func forEachControllerInContainment(_ body: (UIViewController) -> Void) {
        body(self)
        for child in children { child.forEachControllerInContainment(body) }
        if let presented = presentedStorage { presented.forEachControllerInContainment(body) }
    }
}
