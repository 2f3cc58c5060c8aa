// Nothing to rewrite: no delayed perform, no scheduled timer, no delayed main-queue work. `Timer` stays.
class PlainViewController: UIViewController {
    var timer: Timer?
    var perform = 0

    func work() {
        perform += 1
        DispatchQueue.main.async { print("now") }
        print(timer?.fireDate as Any)
        let tolerance = timer?.tolerance
        print(tolerance as Any)
    }
}
