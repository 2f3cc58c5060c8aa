// Work delayed on the main queue moves to the scheduler; the closure stays as it is.
class ToastViewController: UIViewController {
    let toast = UIView()
    var duration: TimeInterval = 2

    func showToast() {
        toast.alpha = 1
        UIApplication.shared.scheduler.schedule(after: duration) {
            self.toast.alpha = 0
        }
        UIApplication.shared.scheduler.schedule(after: 0.3) { [weak self] in
            self?.toast.isHidden = false
        }
        UIApplication.shared.scheduler.schedule(after: duration / 2, {
            print("halfway")
        })
        UIApplication.shared.scheduler.schedule(after: 1) {
            UIApplication.shared.scheduler.schedule(after: 1) { print("two seconds") }
        }
    }
}
