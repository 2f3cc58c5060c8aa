// Timers the migration cannot rewrite: run loops, modes, tolerance, a fire date that is set.
class ClockViewController: UIViewController {
    var timer: ScheduledTimer?
    var poll: ScheduledTimer?

    func tick() {}

    func start() {
        timer = UIApplication.shared.scheduler.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
        timer?.tolerance = 0.1
        // Foundation's scheduled timers pause while a scroll view tracks a finger, unless added to `.common`.
        RunLoop.main.add(timer!, forMode: .common)
        let later = Timer(timeInterval: 2, repeats: false) { _ in self.tick() }
        RunLoop.current.add(later, forMode: .default)
        poll = Timer(fire: Date().addingTimeInterval(5), interval: 1, repeats: true) { _ in }
        poll!.fireDate = Date().addingTimeInterval(10)
    }
}
