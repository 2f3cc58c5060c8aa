import UIKit

// Containment and z-order with the names UIKit used before Swift 4.2.
final class TabContainerViewController: UIViewController {
    private var current: UIViewController?

    func show(_ child: UIViewController) {
        if let current = current {
            current.willMove(toParentViewController: nil)
            current.view.removeFromSuperview()
            current.removeFromParentViewController()
        }
        addChildViewController(child)
        child.view.frame = view.bounds.inset(by: UIEdgeInsetsMake(44, 0, 0, 0))
        view.addSubview(child.view)
        view.sendSubview(toBack: child.view)
        child.didMove(toParentViewController: self)
        current = child
    }

    var childCount: Int { childViewControllers.count }

    func bringBadgeToFront(_ badge: UIView) {
        view.bringSubview(toFront: badge)
    }
}

final class TrackingViewController: UIViewController {
    private(set) var parents: [UIViewController?] = []

    override func willMove(toParentViewController parent: UIViewController?) {
        super.willMove(toParentViewController: parent)
        parents.append(parent)
    }

    override func didMove(toParentViewController: UIViewController?) {
        super.didMove(toParentViewController: toParentViewController)
        parents.append(toParentViewController)
    }

    override func removeFromParentViewController() {
        parents.append(nil)
        super.removeFromParentViewController()
    }
}

final class StackView: UIView {
    func raise(_ view: UIView) {
        bringSubview(toFront: view)
        setNeedsLayout()
    }
}
