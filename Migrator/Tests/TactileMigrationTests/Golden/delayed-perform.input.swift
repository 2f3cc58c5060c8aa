// Delayed perform. On `self` in a view controller the call stays, with the method as a method reference, which
// `cancelPreviousPerformRequests` cancels as in UIKit; on another object it becomes a closure on the scheduler.
class BannerViewController: UIViewController {
    let banner = UIView()
    var message = "Saved"
    var lastShown: String?

    func showBanner() {
        banner.isHidden = false
        perform(#selector(hideBanner), with: nil, afterDelay: 2)
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
        self.perform(#selector(display(_:)), with: text, afterDelay: 0.5)
        perform(#selector(BannerViewController.display(_:)), with: nil, afterDelay: 4)
        perform(#selector(Self.announce(text:)), with: text, afterDelay: 2)
        // The argument's value is taken when perform is called, as UIKit does.
        perform(#selector(display(_:)), with: message, afterDelay: 1)
        perform(#selector(announce(text:)), with: message.uppercased(), afterDelay: 2)
    }

    // Another receiver: a closure that calls the method on it, keeping the receiver and the argument.
    func forward(to other: BannerViewController) {
        other.perform(#selector(BannerViewController.display(_:)), with: message, afterDelay: 1)
        banner.perform(#selector(UIView.removeFromSuperview), with: nil, afterDelay: 1)
        if let next = other.parent as? BannerViewController {
            next.perform(#selector(showBanner), with: nil, afterDelay: 0.25)
        }
    }
}
