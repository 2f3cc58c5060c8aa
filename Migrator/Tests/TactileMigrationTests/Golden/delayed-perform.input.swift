// Delayed perform: the closure calls the method the selector names, on the object `perform` was sent to.
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
        // A parameter, a literal and `self` cannot change before the call: they are used as they are.
        self.perform(#selector(display(_:)), with: text, afterDelay: 0.5)
        perform(#selector(display(_:)), with: "Done", afterDelay: 1.5)
        perform(#selector(BannerViewController.display(_:)), with: nil, afterDelay: 4)
        perform(#selector(Self.announce(text:)), with: text, afterDelay: 2)
        // UIKit keeps the argument's value when perform is called; the closure captures it.
        perform(#selector(display(_:)), with: message, afterDelay: 1)
        perform(#selector(announce(text:)), with: message.uppercased(), afterDelay: 2)
        var count = 1
        perform(#selector(display(_:)), with: "\(count)", afterDelay: 1)
        count += 1
        let fixed = "\(count)"
        perform(#selector(display(_:)), with: fixed, afterDelay: 1)
    }

    func forward(to other: BannerViewController) {
        other.perform(#selector(BannerViewController.display(_:)), with: message, afterDelay: 1)
        banner.perform(#selector(UIView.removeFromSuperview), with: nil, afterDelay: 1)
        if let next = other.parent as? BannerViewController {
            next.perform(#selector(showBanner), with: nil, afterDelay: 0.25)
        }
    }
}
