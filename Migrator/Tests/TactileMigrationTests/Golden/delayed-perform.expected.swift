// Delayed perform: the closure calls the method the selector names, on the object `perform` was sent to.
class BannerViewController: UIViewController {
    let banner = UIView()
    var message = "Saved"
    var lastShown: String?

    func showBanner() {
        banner.isHidden = false
        UIApplication.shared.scheduler.schedule(after: 2) { self.hideBanner() }
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
        UIApplication.shared.scheduler.schedule(after: 0.5) { self.display(text) }
        UIApplication.shared.scheduler.schedule(after: 1.5) { self.display("Done") }
        UIApplication.shared.scheduler.schedule(after: 4) { self.display(nil) }
        UIApplication.shared.scheduler.schedule(after: 2) { self.announce(text: text) }
        // UIKit keeps the argument's value when perform is called; the closure captures it.
        UIApplication.shared.scheduler.schedule(after: 1) { [message] in self.display(message) }
        UIApplication.shared.scheduler.schedule(after: 2) { [argument = message.uppercased()] in
            self.announce(text: argument)
        }
        var count = 1
        UIApplication.shared.scheduler.schedule(after: 1) { [argument = "\(count)"] in self.display(argument) }
        count += 1
        let fixed = "\(count)"
        UIApplication.shared.scheduler.schedule(after: 1) { self.display(fixed) }
    }

    func forward(to other: BannerViewController) {
        UIApplication.shared.scheduler.schedule(after: 1) { [message] in other.display(message) }
        UIApplication.shared.scheduler.schedule(after: 1) { self.banner.removeFromSuperview() }
        if let next = other.parent as? BannerViewController {
            UIApplication.shared.scheduler.schedule(after: 0.25) { next.showBanner() }
        }
    }
}
