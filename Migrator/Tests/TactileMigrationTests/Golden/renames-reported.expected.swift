import Tactile

// Names from before Swift 4.2 whose new spelling Tactile does not have are reported, not rewritten.
final class PlayerViewController: UIViewController {
    let content = UIViewController()

    override var childViewControllerForStatusBarStyle: UIViewController? { content }

    func isActive() -> Bool {
        UIApplication.shared.applicationState == UIApplication.State.active
    }

    func observe() -> Notification.Name {
        UIApplication.didBecomeActiveNotification
    }
}

// A file that declares the old name itself (a compatibility alias) keeps it.
typealias UIControlEvents = UIControl.Event

final class Compatible {
    let events: UIControlEvents = .touchUpInside
}
