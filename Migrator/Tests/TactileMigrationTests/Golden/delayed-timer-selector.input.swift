// Selector timers become closures on the scheduler; in this file `Timer` then names `ScheduledTimer`.
class StopwatchViewController: UIViewController {
    var timer: Timer?
    var blinkTimer: Timer!
    var laps: [Timer] = []
    let display = StopwatchDisplay()
    private(set) var elapsed: TimeInterval = 0

    func start() {
        timer = Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: #selector(tick(_:)),
                                     userInfo: nil, repeats: true)
        blinkTimer = Timer.scheduledTimer(
            timeInterval: 0.5,
            target: self,
            selector: #selector(blink),
            userInfo: ["color": "red"],
            repeats: true)
        let lap = Timer.scheduledTimer(timeInterval: 60, target: display, selector: #selector(StopwatchDisplay.flash(with:)), userInfo: nil, repeats: false)
        laps.append(lap)
        Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(check), userInfo: nil, repeats: false)
    }

    func tick(_ timer: Timer) {
        elapsed += timer.timeInterval
        if !timer.isValid { print("stopped") }
    }

    func blink() {
        print(blinkTimer.userInfo as Any)
    }

    func check(_ sender: Timer) {
        sender.invalidate()
    }

    deinit {
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
    func flash(with timer: Timer) {}
}
