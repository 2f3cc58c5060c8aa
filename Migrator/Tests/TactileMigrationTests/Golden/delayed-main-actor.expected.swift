// The scheduler belongs to the main actor: delayed work in a type that is not isolated to it is reported.
class AutosaveController: NSObject {
    func documentChanged() {
        UIApplication.shared.scheduler.schedule(after: 2) { self.save() }
    }

    @MainActor func scheduleReminder() {
        UIApplication.shared.scheduler.schedule(after: 60) { print("remember to save") }
    }

    func save() {}
}

@MainActor
final class StatusPoller: NSObject {
    func start() {
        UIApplication.shared.scheduler.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in print("poll") }
    }
}

// A view controller is isolated to the main actor, as UIKit's are: nothing to report.
class SaveButtonViewController: UIViewController {
    func flash() {
        perform(SaveButtonViewController.save, with: nil, afterDelay: 0.5)
    }

    func save() {}
}
