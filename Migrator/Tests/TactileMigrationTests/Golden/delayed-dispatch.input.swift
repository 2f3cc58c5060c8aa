// Work delayed on the main queue moves to the scheduler; the closure stays as it is.
class ToastViewController: UIViewController {
    let toast = UIView()
    var duration: TimeInterval = 2

    func showToast() {
        toast.alpha = 1
        DispatchQueue.main.asyncAfter(deadline: .now() + duration) {
            self.toast.alpha = 0
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { [weak self] in
            self?.toast.isHidden = false
        }
        DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + duration / 2, execute: {
            print("halfway")
        })
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { print("two seconds") }
        }
    }
}
