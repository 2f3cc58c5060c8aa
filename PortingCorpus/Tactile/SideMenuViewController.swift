import Tactile

/// A side menu revealed by swiping in from the left edge of the screen, closed by swiping back or
/// tapping the dimmed content. Releasing past half way (or flicking) opens it; otherwise it snaps shut.
class SideMenuViewController: UIViewController, UIGestureRecognizerDelegate {

    let menuView = UIView()
    let dimmingView = UIView()
    let menuWidth: CGFloat = 240

    private var edgePan: UIScreenEdgePanGestureRecognizer!
    private var closePan: UIPanGestureRecognizer!

    private(set) var isMenuOpen = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        dimmingView.frame = view.bounds
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimmingView.alpha = 0
        view.addSubview(dimmingView)

        menuView.frame = CGRect(x: -menuWidth, y: 0, width: menuWidth, height: view.bounds.height)
        menuView.backgroundColor = .secondarySystemBackground
        view.addSubview(menuView)

        edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: SideMenuViewController.handleMenuPan)
        edgePan.edges = .left
        edgePan.delegate = self
        view.addGestureRecognizer(edgePan)

        closePan = UIPanGestureRecognizer(target: self, action: SideMenuViewController.handleMenuPan)
        closePan.delegate = self
        view.addGestureRecognizer(closePan)

        let tap = UITapGestureRecognizer(target: self, action: SideMenuViewController.dimmingTapped)
        dimmingView.addGestureRecognizer(tap)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer == edgePan {
            return !isMenuOpen
        }
        if gestureRecognizer == closePan {
            return isMenuOpen
        }
        return true
    }

    func handleMenuPan(_ gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: view)
        let start: CGFloat = isMenuOpen ? 0 : -menuWidth

        switch gesture.state {
        case .began, .changed:
            let x = min(0, max(-menuWidth, start + translation.x))
            menuView.frame.origin.x = x
            dimmingView.alpha = 1 + x / menuWidth
        case .ended, .cancelled:
            let velocity = gesture.velocity(in: view)
            let progress = 1 + menuView.frame.origin.x / menuWidth
            let shouldOpen = velocity.x > 500 || (velocity.x > -500 && progress > 0.5)
            setMenu(open: shouldOpen && gesture.state == .ended, animated: true)
        default:
            break
        }
    }

    func dimmingTapped() {
        setMenu(open: false, animated: true)
    }

    func setMenu(open: Bool, animated: Bool) {
        isMenuOpen = open
        if animated {
            UIView.animate(withDuration: 0.25, delay: 0, options: .curveEaseOut, animations: {
                self.applyMenuPosition(open: open)
            })
        } else {
            applyMenuPosition(open: open)
        }
    }

    private func applyMenuPosition(open: Bool) {
        menuView.frame.origin.x = open ? 0 : -menuWidth
        dimmingView.alpha = open ? 1 : 0
    }
}
