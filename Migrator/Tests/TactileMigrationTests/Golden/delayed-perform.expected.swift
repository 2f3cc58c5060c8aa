// Delayed perform. On `self` in a view controller the call stays, with the method as a method reference, which
// `cancelPreviousPerformRequests` cancels as in UIKit; on another object it becomes a closure on the scheduler.
class BannerViewController: UIViewController {
    let banner = UIView()
    var message = "Saved"
    var lastShown: String?

    func showBanner() {
        banner.isHidden = false
        perform(BannerViewController.hideBanner, with: nil, afterDelay: 2)
    }

    func hideBanner() {
        banner.isHidden = true
    }

    func display(_ text: String?) {
        lastShown = text
    }

    func announce(text: String) {
        lastShown = text.uppercased()
    }

    func flash(_ text: String) {
        // `self.` or not, `#selector(Type.method)` or `#selector(Self.method)`: the type names the method.
        self.perform(BannerViewController.display, with: text, afterDelay: 0.5)
        perform(BannerViewController.display, with: nil, afterDelay: 4)
        perform(BannerViewController.announce, with: text, afterDelay: 2)
        // The argument's value is taken when perform is called, as UIKit does.
        perform(BannerViewController.display, with: message, afterDelay: 1)
        perform(BannerViewController.announce, with: message.uppercased(), afterDelay: 2)
    }

    // Another receiver: a closure that calls the method on it, keeping the receiver and the argument.
    func forward(to other: BannerViewController) {
        UIApplication.shared.scheduler.schedule(after: 1) { [message] in other.display(message) }
        UIApplication.shared.scheduler.schedule(after: 1) { self.banner.removeFromSuperview() }
        if let next = other.parent as? BannerViewController {
            UIApplication.shared.scheduler.schedule(after: 0.25) { next.showBanner() }
        }
    }
}
