// Deadlines other than `.now() + seconds`, work items and options are reported.
class PollingViewController: UIViewController {
    let work = DispatchWorkItem { print("poll") }

    func start() {
        DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(2)) { print("later") }
        DispatchQueue.main.asyncAfter(wallDeadline: .now() + 5) { print("wall clock") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: work)
        DispatchQueue.main.asyncAfter(deadline: .now() + 1, qos: .userInitiated) { print("soon") }
        // Not the main queue: left as it is.
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) { print("background") }
    }
}
