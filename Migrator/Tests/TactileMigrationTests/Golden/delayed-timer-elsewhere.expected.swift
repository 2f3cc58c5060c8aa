// The timer's property is declared with the class, in another file: its type there must become ScheduledTimer.
extension ClockViewController {
    func startClock() {
        clockTimer = UIApplication.shared.scheduler.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            self.updateClock()
        }
        self.alarm = UIApplication.shared.scheduler.scheduledTimer(withTimeInterval: 60, repeats: false) { _ in print("alarm") }
        let local = UIApplication.shared.scheduler.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in print("local") }
        local.fire()
    }

    func updateClock() {}
}
