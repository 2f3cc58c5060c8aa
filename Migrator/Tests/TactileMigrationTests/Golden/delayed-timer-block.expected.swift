// Block timers keep their closure; only the function that makes them changes.
class CountdownViewController: UIViewController {
    weak var countdown: ScheduledTimer?
    private(set) var remaining = 10

    func start() {
        countdown = UIApplication.shared.scheduler.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] timer in
            guard let self else { return timer.invalidate() }
            self.remaining -= 1
            if self.remaining == 0 { timer.invalidate() }
        }
        UIApplication.shared.scheduler.scheduledTimer(withTimeInterval: 5, repeats: false, block: { (timer: ScheduledTimer) in
            print("five seconds, due at \(timer.fireDate)")
        })
    }

    var secondsLeft: TimeInterval? {
        guard let countdown else { return nil }
        return countdown.fireDate.timeIntervalSinceNow
    }

    func logDeadline() {
        if let countdown {
            print("due at \(countdown.fireDate)")
        }
    }
}
