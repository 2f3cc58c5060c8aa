// The scheduler belongs to the main actor: delayed work in a type that is not isolated to it is reported.
class AutosaveController: NSObject {
    func documentChanged() {
        perform(#selector(save), with: nil, afterDelay: 2)
    }

    @MainActor func scheduleReminder() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 60) { print("remember to save") }
    }

    func save() {}
}

@MainActor
final class StatusPoller: NSObject {
    func start() {
        Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in print("poll") }
    }
}

// A view controller is isolated to the main actor, as UIKit's are: nothing to report.
class SaveButtonViewController: UIViewController {
    func flash() {
        perform(#selector(save), with: nil, afterDelay: 0.5)
    }

    func save() {}
}
