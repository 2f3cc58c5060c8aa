// Selector timers become closures on the scheduler; in this file `Timer` then names `ScheduledTimer`.
class StopwatchViewController: UIViewController {
    var timer: ScheduledTimer?
    var blinkTimer: ScheduledTimer!
    var laps: [ScheduledTimer] = []
    let display = StopwatchDisplay()
    private(set) var elapsed: TimeInterval = 0

    func start() {
        timer = UIApplication.shared.scheduler.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
            self.tick(timer)
        }
        blinkTimer = UIApplication.shared.scheduler.scheduledTimer(withTimeInterval: 0.5, userInfo: ["color": "red"], repeats: true) { _ in
            self.blink()
        }
        let lap = UIApplication.shared.scheduler.scheduledTimer(withTimeInterval: 60, repeats: false) { timer in
            self.display.flash(with: timer)
        }
        laps.append(lap)
        UIApplication.shared.scheduler.scheduledTimer(withTimeInterval: 1, repeats: false) { timer in
            self.check(timer)
        }
    }

    func tick(_ timer: ScheduledTimer) {
        elapsed += timer.timeInterval
        if !timer.isValid { print("stopped") }
    }

    func blink() {
        print(blinkTimer.userInfo as Any)
    }

    func check(_ sender: ScheduledTimer) {
        sender.invalidate()
    }

    isolated deinit {
        // Never runs while the timer is valid: the timer keeps its target, as the closure keeps `self`.
        timer?.invalidate()
    }

    func stop() {
        timer?.invalidate()
        timer = nil
        blinkTimer.fire()
        for lap in laps { lap.invalidate() }
    }
}

class StopwatchDisplay {
    func flash(with timer: ScheduledTimer) {}
}
