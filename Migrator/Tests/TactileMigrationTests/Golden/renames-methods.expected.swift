import Tactile

// Containment and z-order with the names UIKit used before Swift 4.2.
final class TabContainerViewController: UIViewController {
    private var current: UIViewController?

    func show(_ child: UIViewController) {
        if let current = current {
            current.willMove(toParent: nil)
            current.view.removeFromSuperview()
            current.removeFromParent()
        }
        addChild(child)
        child.view.frame = view.bounds.inset(by: UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        view.addSubview(child.view)
        view.sendSubviewToBack(child.view)
        child.didMove(toParent: self)
        current = child
    }

    var childCount: Int { children.count }

    func bringBadgeToFront(_ badge: UIView) {
        view.bringSubviewToFront(badge)
    }
}

final class TrackingViewController: UIViewController {
    private(set) var parents: [UIViewController?] = []

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        parents.append(parent)
    }

    override func didMove(toParent toParentViewController: UIViewController?) {
        super.didMove(toParent: toParentViewController)
        parents.append(toParentViewController)
    }

    override func removeFromParent() {
        parents.append(nil)
        super.removeFromParent()
    }
}

final class StackView: UIView {
    func raise(_ view: UIView) {
        bringSubviewToFront(view)
        setNeedsLayout()
    }
}
