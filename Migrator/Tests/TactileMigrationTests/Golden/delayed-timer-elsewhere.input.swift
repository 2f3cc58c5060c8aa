// The timer's property is declared with the class, in another file: its type there must become ScheduledTimer.
extension ClockViewController {
    func startClock() {
        clockTimer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(updateClock), userInfo: nil, repeats: true)
        self.alarm = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in print("alarm") }
        let local = Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in print("local") }
        local.fire()
    }

    func updateClock() {}
}
