import Tactile

@MainActor
final class RecordingClock {
    private(set) var seconds = 0
    private var timer: ScheduledTimer?

    func start() {
        // UIKit: Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in … }
        timer = UIApplication.shared.scheduler.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.seconds += 1
        }
    }

    func stop() {
        timer?.invalidate()
        timer = nil
    }
}
